import { DataSource } from 'typeorm';
import { productStockSql } from '../src/modules/catalog/product.entity';
import type { TestApp } from './harness';

/** Test data for the checkout suites, written straight to the tables the catalogue owns. */
export async function createProduct(
  shop: TestApp,
  input: { name?: string; price: string; category?: string; material?: string; oldPrice?: string },
): Promise<string> {
  const rows: { id: string }[] = await shop.app
    .get(DataSource)
    .query(
      `INSERT INTO products (name, category, price, image, material, old_price) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        input.name ?? `Brass mirror ${Math.random().toString(36).slice(2, 8)}`,
        input.category ?? 'Mirrors',
        input.price,
        '/uploads/products/mirror.webp',
        input.material ?? 'Brass',
        input.oldPrice ?? null,
      ],
    );
  await addDefaultVariants(shop.app.get(DataSource));
  return rows[0].id;
}

/** A product's stock as the API answers it (the sum of its variants'), by its id ($1). */
export const PRODUCT_STOCK = `SELECT ${productStockSql('p')} AS stock FROM products p WHERE p.id = $1`;

/**
 * Gives every product written straight to the table without a variant its one variant, made to
 * order, as creating a product does (the variant holds the price; the product's is kept from it).
 */
export async function addDefaultVariants(db: DataSource): Promise<void> {
  await db.query(
    `INSERT INTO product_variants (product_id, sku, price, old_price, stock, position)
     SELECT p.id, 'DS-' || upper(replace(p.id::text, '-', '')), p.price, p.old_price, NULL::int, 0 FROM products p
     WHERE NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
     -- Tests create products in parallel: another call may give the same product its variant first.
     ON CONFLICT DO NOTHING`,
  );
}

export const ADDRESS = { address: '12 MG Road', city: 'Jaipur', state: 'Rajasthan', pincode: '302001' };

export async function setProfileAddress(shop: TestApp, userId: string, address = ADDRESS): Promise<void> {
  await shop.app
    .get(DataSource)
    .query(`UPDATE users SET shipping_address = $2 WHERE id = $1`, [userId, JSON.stringify(address)]);
}

export const bearer = (token: string): [string, string] => ['Authorization', `Bearer ${token}`];
