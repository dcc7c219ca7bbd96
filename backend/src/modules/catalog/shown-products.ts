import { LRUCache } from 'lru-cache';
import { batchOf } from '../../common/concurrency/batch-of';
import { prepared } from '../../database/prepared';
import type { CacheVersions } from '../../infra/cache';
import type { ProductPriceRow } from './product-pricing';

/** What pricing needs of a product, for the products ($1) of one or several requests. */
export const PRODUCT_PRICE_SELECT = `
  SELECT id, name, image, category, material, stock, hsn_code AS "hsnCode", gst_rate AS "gstRate", price,
         old_price AS "oldPrice"
  FROM products WHERE id = ANY($1::uuid[])`;

const PRODUCT_PRICE_ROWS = prepared(PRODUCT_PRICE_SELECT);

/** Products remembered (each under a kilobyte), so that a catalogue of any size keeps the process small. */
const REMEMBERED = 20_000;

type Query = (sql: string, params: unknown[]) => Promise<ProductPriceRow[]>;

/**
 * The product columns that carts show, remembered under the catalogue version: a product or
 * price change bumps it (on every process within a second), and everything remembered before
 * is dropped at the next read; a stock count that moves touches only its product. Without a
 * version to trust, every read goes to the database.
 */
export class ShownProducts {
  /** Each row with the touches seen before it was read (see CacheVersions.touch). */
  private readonly rows = new LRUCache<string, { row: ProductPriceRow; stamp: number }>({ max: REMEMBERED });
  private rememberedUnder: string | null = null;
  private readonly loads = batchOf<string, ProductPriceRow | null>((ids) => this.load(ids));

  constructor(
    private readonly query: Query,
    private readonly versions: CacheVersions,
  ) {}

  /** The rows of the products that exist, by id; unknown ids are absent. */
  async byId(ids: readonly string[]): Promise<Map<string, ProductPriceRow>> {
    const version = this.versions.current('catalogue');
    if (version !== this.rememberedUnder) {
      this.rows.clear();
      this.rememberedUnder = version;
    }
    const stamp = this.versions.touchStamp('catalogue');
    const found = new Map<string, ProductPriceRow>();
    const missing: string[] = [];
    for (const id of ids) {
      const kept = version === null ? undefined : this.rows.get(id);
      if (kept && this.versions.untouchedSince('catalogue', kept.stamp, [id])) found.set(id, kept.row);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const loaded = await this.fresh(missing);
    // Kept only if no change was announced while they were read: else they may predate it.
    const keep = version !== null && this.versions.current('catalogue') === version && this.rememberedUnder === version;
    loaded.forEach((row, i) => {
      if (!row) return;
      found.set(missing[i], row);
      if (keep) this.rows.set(missing[i], { row, stamp });
    });
    return found;
  }

  /** The rows as the database holds them now (unknown ids are null), never from memory. */
  async fresh(ids: readonly string[]): Promise<(ProductPriceRow | null)[]> {
    const rows = await this.loads.loadMany(ids);
    return rows.map((row) => {
      if (row instanceof Error) throw row;
      return row;
    });
  }

  private async load(ids: readonly string[]): Promise<(ProductPriceRow | null)[]> {
    const rows = await this.query(PRODUCT_PRICE_ROWS, [[...new Set(ids)]]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }
}
