import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The one site-wide deal (its row id is always 1). */
@Entity('deals')
export class Deal {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** Whole percent, 1 to 90. */
  @Column({ type: 'smallint' })
  discount: number;

  @Column({ name: 'image_url', type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  /** The home page's hero loop (muted, played after the page has loaded) and its still. */
  @Column({ name: 'hero_video_url', type: 'varchar', length: 500, nullable: true })
  heroVideoUrl: string | null;

  @Column({ name: 'hero_poster_url', type: 'varchar', length: 500, nullable: true })
  heroPosterUrl: string | null;

  @Column({ name: 'end_date', type: 'timestamptz', nullable: true })
  endDate: Date | null;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  categories: string[];

  /** What the admin chose; whether the deal applies now also depends on the end date. */
  @Column({ name: 'is_active', type: 'boolean', default: false })
  isActive: boolean;

  /**
   * Whether the products' paid prices (products.paid_price) carry this deal: set with them in
   * one transaction by DealsService.reprice, read by the products' paid-price trigger.
   */
  @Column({ name: 'prices_applied', type: 'boolean', default: false })
  pricesApplied: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
