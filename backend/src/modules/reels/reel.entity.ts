import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('reels')
export class Reel {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'instagram_url', type: 'varchar', length: 500 })
  instagramUrl: string;

  /** The platform's id of the reel, read from instagramUrl. */
  @Column({ name: 'embed_id', type: 'varchar', length: 64 })
  embedId: string;

  /** Plain text; rendered as text, never as HTML. */
  @Column({ type: 'text' })
  caption: string;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
