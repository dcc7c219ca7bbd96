import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VirtualColumn } from 'typeorm';
import type { ProductCategory } from '../../common/categories';
import type { ProductOption } from './product-variant.entity';

/**
 * A product's pieces left to sell: the sum of its variants' counts, null when any is made to
 * order. Read, not kept: a sale writes the variant alone
 * (database/migrations/catalog/1733003301000-sales-leave-products.ts).
 */
export const productStockSql = (product: string) =>
  `(SELECT CASE WHEN bool_or(s.stock IS NULL) THEN NULL ELSE sum(s.stock)::int END
    FROM product_variants s WHERE s.product_id = ${product}.id)`;

/** numeric columns arrive from `pg` as strings; ratings are display values, not money. */
const numberFromNumeric = {
  to: (value: number) => value,
  from: (value: string | null) => (value === null ? 0 : Number(value)),
};

@Entity('products')
export class Product {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'varchar', length: 40 })
  category: ProductCategory;

  @Column({ type: 'varchar', length: 200, nullable: true })
  material: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  size: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  metal: string | null;

  /**
   * Rupees as exact decimal text, e.g. '2499.00' (compute with toPaise). Kept by the database from
   * the variants (the cheapest that can be sold), as are oldPrice and variantCount: the app
   * writes them on a product's insert only, and the variants from then on.
   */
  @Column({ type: 'numeric', precision: 12, scale: 2 })
  price: string;

  @Column({ name: 'old_price', type: 'numeric', precision: 12, scale: 2, nullable: true })
  oldPrice: string | null;

  @Column({ type: 'varchar', length: 500 })
  image: string;

  @Column({ name: 'additional_images', type: 'jsonb', default: () => `'[]'` })
  additionalImages: string[];

  @Column({ type: 'numeric', precision: 3, scale: 2, default: 0, transformer: numberFromNumeric })
  rating: number;

  @Column({ name: 'review_count', type: 'int', default: 0 })
  reviewCount: number;

  /** Pieces left to sell over all variants; null = some variant is made to order. */
  @VirtualColumn({ type: 'int', query: productStockSql })
  stock: number | null;

  /** Up to three options (Size, Finish, ...), in order; [] for a product sold one way. */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  options: ProductOption[];

  /** How many variants the product has (kept from the variants). */
  @Column({ name: 'variant_count', type: 'int', default: 1 })
  variantCount: number;

  @Column({ name: 'is_trending', type: 'boolean', default: false })
  isTrending: boolean;

  /** Harmonised System code printed on GST invoices (4, 6 or 8 digits), null until set. */
  @Column({ name: 'hsn_code', type: 'varchar', length: 8, nullable: true })
  hsnCode: string | null;

  /** GST rate in percent (a slab of GST_RATES); charged only when per-product rates are on. */
  @Column({ name: 'gst_rate', type: 'smallint', default: 18 })
  gstRate: number;

  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** The Idempotency-Key this row was written with, and its request's hash (common/http/idempotency.ts). */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true, select: false })
  idempotencyKey?: string | null;

  @Column({ name: 'request_hash', type: 'varchar', length: 64, nullable: true, select: false })
  requestHash?: string | null;
}
