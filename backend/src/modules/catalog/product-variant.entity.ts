import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One option of a product (Size, Finish, ...) and its values, in the order shoppers see them. */
export interface ProductOption {
  name: string;
  values: string[];
}

/**
 * One combination of a product's option values that is sold: its own SKU, price and stock. A
 * product without options has one, its default variant (no option values). The product's price,
 * old price, stock and variant count are kept from its variants by the database
 * (migrations/catalog/1733003300000-variants.ts).
 */
@Entity('product_variants')
export class ProductVariant {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'product_id', type: 'uuid' })
  productId: string;

  @Column({ type: 'varchar', length: 64 })
  sku: string;

  /** The values in the product's option order, e.g. ["Large", "Walnut"]; [] for a product without options. */
  @Column({ name: 'option_values', type: 'jsonb', default: () => `'[]'` })
  optionValues: string[];

  /** Rupees as exact decimal text, e.g. '2499.00' (compute with toPaise). */
  @Column({ type: 'numeric', precision: 12, scale: 2 })
  price: string;

  @Column({ name: 'old_price', type: 'numeric', precision: 12, scale: 2, nullable: true })
  oldPrice: string | null;

  /** Pieces left to sell; null = made to order (never runs out). Changed only by StockService. */
  @Column({ type: 'int', nullable: true })
  stock: number | null;

  /** The variant's own picture; null = the product's. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  image: string | null;

  @Column({ name: 'additional_images', type: 'jsonb', default: () => `'[]'` })
  additionalImages: string[];

  @Column({ name: 'weight_grams', type: 'int', nullable: true })
  weightGrams: number | null;

  /** The variant's place among the product's variants (0 first). */
  @Column({ type: 'smallint' })
  position: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** "Size: Large / Finish: Walnut" for a variant's values; null for a product without options. */
export function variantTitle(options: ProductOption[], values: string[]): string | null {
  if (options.length === 0 || values.length === 0) return null;
  return options.map((option, i) => `${option.name}: ${values[i]}`).join(' / ');
}

/**
 * The SKU a product's default variant gets: DS- and the first 12 hex digits of the product's id
 * upper-cased (the migration's rule; a new product's id is random, so they do not clash).
 */
export function defaultSku(productId: string): string {
  return `DS-${productId.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}
