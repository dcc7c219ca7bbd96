import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export interface FooterLink {
  label: string;
  url: string;
}

/** The owner's settings (at most one row, id 1); without it the shop shows SPEC's texts. */
@Entity('shop_settings')
export class ShopSettings {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Column({ name: 'shop_name', type: 'varchar', length: 80 })
  shopName: string;

  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'hero_title', type: 'varchar', length: 120 })
  heroTitle: string;

  @Column({ name: 'hero_text', type: 'varchar', length: 400 })
  heroText: string;

  @Column({ name: 'footer_links', type: 'jsonb' })
  footerLinks: FooterLink[];

  /** The footer's external community group (SPEC section 1) and social profile, with the network's name. */
  @Column({ name: 'community_url', type: 'varchar', length: 500 })
  communityUrl: string;

  @Column({ name: 'social_url', type: 'varchar', length: 500 })
  socialUrl: string;

  @Column({ name: 'social_name', type: 'varchar', length: 40 })
  socialName: string;

  /** Markdown by page slug, as the admin wrote it (rendered and sanitized when read). */
  @Column({ type: 'jsonb' })
  pages: Record<string, string>;

  @Column({ name: 'return_window_days', type: 'smallint' })
  returnWindowDays: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
