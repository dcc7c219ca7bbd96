import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../src/database/migrations';
import { Variants1733003300000 } from '../src/database/migrations/catalog/1733003300000-variants';
import { VariantFilters1733003300200 } from '../src/database/migrations/catalog/1733003300200-variant-filters';
import { RefundLineVariants1733003300300 } from '../src/database/migrations/catalog/1733003300300-refund-line-variants';
import { OptionCountOrder1733003300400 } from '../src/database/migrations/catalog/1733003300400-option-count-order';
import { VariantStockHistory1733003300500 } from '../src/database/migrations/catalog/1733003300500-variant-stock-history';
import { OptionCombinations1733003300600 } from '../src/database/migrations/catalog/1733003300600-option-combinations';
import { KeptStockMoves1733003300710 } from '../src/database/migrations/catalog/1733003300710-kept-stock-moves';
import { PlannedOptionTags1733003300800 } from '../src/database/migrations/catalog/1733003300800-planned-option-tags';
import { OptionTagsInListing1733003300950 } from '../src/database/migrations/catalog/1733003300950-option-tags-in-listing';
import { SalesLeaveProducts1733003301000 } from '../src/database/migrations/catalog/1733003301000-sales-leave-products';
import { productStockSql } from '../src/modules/catalog/product.entity';
import { createTestDatabase } from './harness';

/**
 * The variants migration on a shop that sold before variants existed, on the configured
 * PostgreSQL server: every product gets its default variant, the lines and movements point at
 * it, and from then on the product's price, old price, sold-out state and variant count are kept
 * from its variants (its stock is their sum), with the price bands following.
 */
const serverUrl = process.env.DATABASE_URL;
const suite = serverUrl ? describe : describe.skip;

suite('variants migration', () => {
  let database: { url: string; drop: () => Promise<void> };
  let db: DataSource;
  const BUILT_ON_VARIANTS: (typeof MIGRATIONS)[number][] = [
    Variants1733003300000,
    VariantFilters1733003300200,
    RefundLineVariants1733003300300,
    OptionCountOrder1733003300400,
    VariantStockHistory1733003300500,
    OptionCombinations1733003300600,
    KeptStockMoves1733003300710,
    PlannedOptionTags1733003300800,
    OptionTagsInListing1733003300950,
    SalesLeaveProducts1733003301000,
  ];

  const connect = (migrations: typeof MIGRATIONS) =>
    new DataSource({ type: 'postgres', url: database.url, migrations, migrationsTransactionMode: 'each' });

  beforeAll(async () => {
    database = await createTestDatabase(serverUrl!);
    const before = connect(
      // The shop before variants: without them and the migrations that build on them.
      MIGRATIONS.filter((migration) => !BUILT_ON_VARIANTS.includes(migration)),
    );
    await before.initialize();
    await before.runMigrations();
    await before.destroy();
    db = connect(MIGRATIONS);
    await db.initialize();
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const bandsAgree = async () => {
    const [{ wrong }] = await db.query<{ wrong: number }[]>(`
      SELECT count(*)::int AS wrong FROM (
        SELECT category, band, products FROM product_price_bands WHERE products <> 0
        EXCEPT SELECT category, price_band(paid_price), count(*)::int FROM products GROUP BY 1, 2) AS d`);
    const [{ missing }] = await db.query<{ missing: number }[]>(`
      SELECT count(*)::int AS missing FROM (
        SELECT category, price_band(paid_price), count(*)::int FROM products GROUP BY 1, 2
        EXCEPT SELECT category, band, products FROM product_price_bands) AS d`);
    expect({ wrong, missing }).toEqual({ wrong: 0, missing: 0 });
  };

  const product = async (id: string) =>
    (
      await db.query<{ price: string; old_price: string | null; stock: number | null; variant_count: number }[]>(
        `SELECT price, old_price, ${productStockSql('p')} AS stock, variant_count FROM products p WHERE p.id = $1`,
        [id],
      )
    )[0];

  it('gives old products their default variant and keeps their columns from the variants after', async () => {
    // Written as the shop did before variants: the product's own columns.
    const [user] = await db.query<{ id: string; email: string }[]>(
      `INSERT INTO users (email, username, password_hash) VALUES ('old@example.com', 'Old', 'x') RETURNING id, email`,
    );
    const [mirror, table, vase] = (
      await db.query<{ id: string }[]>(
        `INSERT INTO products (name, category, price, old_price, image, stock) VALUES
           ('Round Mirror', 'Mirrors', 1499.00, 1999.00, '/m.webp', 4),
           ('Oak Table', 'Tables', 5400.00, NULL, '/t.webp', NULL),
           ('Brass Vase', 'Table Decor', 250.50, NULL, '/v.webp', 0)
         RETURNING id`,
      )
    ).map((row) => row.id);
    await db.query(`INSERT INTO cart_items (user_id, product_id, quantity) VALUES ($1, $2, 2)`, [user.id, mirror]);
    const [order] = await db.query<{ id: string }[]>(
      `INSERT INTO orders (user_id, email, payment_method, subtotal, tax, amount, shipping_address)
       VALUES ($1, $2, 'COD', 1499, 0, 1499, '{}') RETURNING id`,
      [user.id, user.email],
    );
    await db.query(
      `INSERT INTO order_items (order_id, product_id, name, unit_price, original_price, quantity)
       VALUES ($1, $2, 'Round Mirror', 1499, 1499, 1)`,
      [order.id, mirror],
    );
    await db.query(
      `INSERT INTO stock_movements (product_id, change, stock_after, reason, order_id) VALUES ($1, -1, 4, 'order', $2)`,
      [mirror, order.id],
    );

    await db.runMigrations();

    const variants = await db.query<
      { id: string; product_id: string; sku: string; option_values: string[]; price: string; stock: number | null }[]
    >(`SELECT id, product_id, sku, option_values, price, old_price, stock, position FROM product_variants`);
    expect(variants).toHaveLength(3);
    const of = (id: string) => variants.find((variant) => variant.product_id === id)!;
    expect(of(mirror)).toMatchObject({
      sku: `DS-${mirror.replace(/-/g, '').slice(0, 12).toUpperCase()}`,
      option_values: [],
      price: '1499.00',
      old_price: '1999.00',
      stock: 4,
      position: 0,
    });
    expect(of(table)).toMatchObject({ price: '5400.00', stock: null });
    expect(of(vase)).toMatchObject({ price: '250.50', stock: 0 });
    expect(await product(mirror)).toEqual({ price: '1499.00', old_price: '1999.00', stock: 4, variant_count: 1 });

    const [line] = await db.query(`SELECT variant_id FROM cart_items WHERE user_id = $1`, [user.id]);
    expect(line.variant_id).toBe(of(mirror).id);
    const [item] = await db.query(`SELECT variant_id, sku, variant_title FROM order_items WHERE order_id = $1`, [
      order.id,
    ]);
    expect(item).toEqual({ variant_id: of(mirror).id, sku: of(mirror).sku, variant_title: null });
    const [movement] = await db.query(`SELECT variant_id FROM stock_movements WHERE order_id = $1`, [order.id]);
    expect(movement.variant_id).toBe(of(mirror).id);
    await bandsAgree();

    // Two more variants of the mirror: the cheapest one that can be sold gives the price.
    await db.query(
      `INSERT INTO product_variants (product_id, sku, option_values, price, old_price, stock, position) VALUES
         ($1, 'M-S', '["Small"]', 999.00, 1299.00, 2, 1), ($1, 'M-L', '["Large"]', 2499.00, NULL, 0, 2)`,
      [mirror],
    );
    expect(await product(mirror)).toEqual({ price: '999.00', old_price: '1299.00', stock: 6, variant_count: 3 });
    await bandsAgree();

    // A sale moves the variant's stock alone: the product's row is not written (its last change
    // stays, for incremental sync).
    const row = async () =>
      (await db.query(`SELECT updated_at, xmin::text AS version FROM products WHERE id = $1`, [mirror]))[0] as {
        updated_at: Date;
        version: string;
      };
    const stamp = async () => (await row()).updated_at;
    const before = await row();
    await db.query(`UPDATE product_variants SET stock = 1 WHERE sku = 'M-S'`);
    expect(await product(mirror)).toEqual({ price: '999.00', old_price: '1299.00', stock: 5, variant_count: 3 });
    expect(await row()).toEqual(before);
    // The cheap one sells out: the next cheapest that can be sold, and the product's price changed.
    await db.query(`UPDATE product_variants SET stock = 0 WHERE sku = 'M-S'`);
    expect((await stamp()).getTime()).toBeGreaterThan(before.updated_at.getTime());
    expect(await product(mirror)).toEqual({ price: '1499.00', old_price: '1999.00', stock: 4, variant_count: 3 });
    // All sold out: the cheapest of all, and the product is sold out.
    await db.query(`UPDATE product_variants SET stock = 0 WHERE product_id = $1`, [mirror]);
    expect(await product(mirror)).toEqual({ price: '999.00', old_price: '1299.00', stock: 0, variant_count: 3 });
    const [{ sold_out }] = await db.query(`SELECT sold_out FROM products WHERE id = $1`, [mirror]);
    expect(sold_out).toBe(true);
    // One made to order: the product never runs out.
    await db.query(`UPDATE product_variants SET stock = NULL WHERE sku = 'M-L'`);
    expect(await product(mirror)).toEqual({ price: '2499.00', old_price: null, stock: null, variant_count: 3 });
    expect((await db.query(`SELECT sold_out FROM products WHERE id = $1`, [mirror]))[0].sold_out).toBe(false);
    await bandsAgree();
    // Counts moving beside a variant made to order leave the product's count unknown (NULL).
    await db.query(`UPDATE product_variants SET stock = 3 WHERE sku = 'M-S'`);
    expect(await product(mirror)).toEqual({ price: '999.00', old_price: '1299.00', stock: null, variant_count: 3 });
    await db.query(`UPDATE product_variants SET stock = 2 WHERE sku = 'M-S'`);
    expect(await product(mirror)).toEqual({ price: '999.00', old_price: '1299.00', stock: null, variant_count: 3 });

    // One statement over several products.
    await db.query(`UPDATE product_variants SET price = price + 100`);
    expect((await product(table)).price).toBe('5500.00');
    expect((await product(vase)).price).toBe('350.50');
    await bandsAgree();

    // One statement moving the counts of several products: each moves by its own difference.
    await db.query(`UPDATE product_variants SET stock = 5 WHERE product_id = $1`, [vase]);
    await db.query(`UPDATE product_variants SET stock = stock - 1 WHERE product_id = ANY($1::uuid[]) AND stock > 0`, [
      [vase, mirror],
    ]);
    expect((await product(vase)).stock).toBe(4);
    expect((await product(mirror)).stock).toBe(null);
    await db.query(`UPDATE product_variants SET stock = 0 WHERE product_id = $1`, [vase]);

    await db.query(`DELETE FROM product_variants WHERE sku IN ('M-S', 'M-L')`);
    expect(await product(mirror)).toEqual({ price: '1599.00', old_price: '1999.00', stock: 0, variant_count: 1 });
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM cart_items`);
    expect(count).toBe(1);
    await bandsAgree();

    // A product's delete takes its variants (and cart lines) with it.
    await db.query(`DELETE FROM products WHERE id = $1`, [mirror]);
    const left = await db.query(`SELECT product_id FROM product_variants ORDER BY sku`);
    expect(left.map((row: { product_id: string }) => row.product_id).sort()).toEqual([table, vase].sort());
    await bandsAgree();
  });

  it('refuses a second variant with the same values or an SKU taken in another case', async () => {
    const [{ id }] = await db.query<{ id: string }[]>(
      `INSERT INTO products (name, category, price, image) VALUES ('Teak Shelf', 'Wall Shelves', 800, '/s.webp') RETURNING id`,
    );
    await db.query(
      `INSERT INTO product_variants (product_id, sku, option_values, price, position) VALUES ($1, 'SH-1', '["A"]', 800, 0)`,
      [id],
    );
    await expect(
      db.query(
        `INSERT INTO product_variants (product_id, sku, option_values, price, position) VALUES ($1, 'sh-1', '["B"]', 800, 1)`,
        [id],
      ),
    ).rejects.toThrow(/product_variants_sku_key/);
    await expect(
      db.query(
        `INSERT INTO product_variants (product_id, sku, option_values, price, position) VALUES ($1, 'SH-2', '["A"]', 800, 1)`,
        [id],
      ),
    ).rejects.toThrow(/product_variants_product_options_key/);
  });

  it('goes back down and up again', async () => {
    // A product sold by two options is tagged with its values' combination; going down, with its values alone.
    const [{ id }] = await db.query<{ id: string }[]>(
      `INSERT INTO products (name, category, price, image, options)
       VALUES ('Oak Tray', 'Table Decor', 900, '/t.webp', '[{"name": "Size", "values": ["L"]}, {"name": "Finish", "values": ["Oak"]}]')
       RETURNING id`,
    );
    await db.query(
      `INSERT INTO product_variants (product_id, sku, option_values, price, position) VALUES ($1, 'OT-1', '["L", "Oak"]', 900, 0)`,
      [id],
    );
    const combined = async () =>
      Number(
        (
          await db.query(
            `SELECT (SELECT count(*) FROM products WHERE strpos(array_to_string(option_tags, ' '), chr(31)) > 0)
                  + (SELECT count(*) FROM product_option_counts WHERE strpos(tag, chr(31)) > 0 AND products > 0) AS n`,
          )
        )[0].n,
      );
    expect(await combined()).toBe(2);
    // Sales leaving the product row, the option tags in the listing's indexes, the planned option
    // tags, the kept stock moves, then the option combinations.
    for (let i = 0; i < 5; i += 1) await db.undoLastMigration();
    expect(await combined()).toBe(0);
    // The variant's stock history, the option count order, the refund lines' variants, the variant
    // filters, then the variants.
    for (let i = 5; i < BUILT_ON_VARIANTS.length; i += 1) await db.undoLastMigration();
    const [{ exists }] = await db.query(`SELECT to_regclass('product_variants') IS NOT NULL AS exists`);
    expect(exists).toBe(false);
    await db.runMigrations();
    const [{ missing }] = await db.query(
      `SELECT count(*)::int AS missing FROM products p
       WHERE NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)`,
    );
    expect(missing).toBe(0);
  });
});
