import { Transactions } from '../../infra/events';
import { CursorPage, readCursorPage, SyncQuery } from '../../common/http/cursor-page';
import { SyncedProductDto } from './dto/product-sync.dto';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { paiseToDecimal } from '../../common/money';
import { isoTimeSql } from '../../common/sql-time';
import { AppliedDeal, appliedDeal, DEAL_ID, DEAL_ROW_SQL, DealsService, storedDeal } from '../deals/deals.service';
import { ProductCategory } from '../../common/categories';
import { CreateProductDto, ProductInputDto, UpdateProductDto } from './dto/product-input.dto';
import type { OutOfStockMode } from './dto/product-query.dto';
import { ProductDto } from './dto/product.dto';
import { parseRupees } from './dto/rupee-amount';
import { Product, productStockSql } from './product.entity';
import { defaultSku, ProductVariant } from './product-variant.entity';
import { Review } from './review.entity';
import { productView, type ShownProduct } from './product-view';
import { ProductWebhooks } from './product-webhooks';
import { idempotent, requestHash } from '../../common/http/idempotency';
import { StockService } from './stock.service';
import { prepared } from '../../database/prepared';

export const CREATE_REQUIRED_MESSAGE = 'Please fill in all required fields: Name, Category, Price, and Main Image.';
export const UPDATE_REQUIRED_MESSAGE =
  'Please ensure all required fields are filled: Name, Category, Price, and Main Image.';

export type ProductSort = 'createdAt' | 'price' | 'name' | 'rating';

export interface ProductQuery {
  category?: ProductCategory;
  minPricePaise?: number;
  maxPricePaise?: number;
  page: number;
  limit: number;
  sortBy: ProductSort;
  sortOrder: 'asc' | 'desc';
  /** Only products the deal applies to right now. */
  dealOnly: boolean;
  /** Sold-out products: in their place, left out, or after those in stock. */
  outOfStock?: OutOfStockMode;
  /**
   * Option filters as tags (lower('name:value')), one group per option: a product matches with a
   * variant that can be sold having one tag of each group (optionFilterGroups).
   */
  options?: string[][];
}

/** A category and a range of the paid price, in paise. */
export type PriceRange = Pick<ProductQuery, 'category' | 'minPricePaise' | 'maxPricePaise'>;

export interface OptionCount {
  name: string;
  values: { value: string; count: number }[];
}

export interface ProductPage {
  products: ProductDto[];
  totalPages: number;
  totalProducts: number;
}

type DealRow = Parameters<typeof storedDeal>[0];

/**
 * A row of the listing's statement: one product of the page in the page's order, with the count
 * and (on the first row) the deal row (DEAL_ROW_SQL); an empty page is one row of nulls but those.
 */
type PageRow = ({ [column in keyof ShownProduct]: ShownProduct[column] } | { [column in keyof ShownProduct]: null }) & {
  total: number;
  deal: DealRow;
};

export const SEARCH_LIMIT = 20;
export const SEARCH_MAX_QUERY_LENGTH = 100;
const RELATED_LIMIT = 8;
const RECOMMENDED_LIMIT = 8;
const TRENDING_LIMIT = 20;

/**
 * Each sort's key and its natural direction (price and name ascending, rating and date
 * descending): ties go newest first, then by id. The opposite direction is the exact reverse,
 * so that one index per sort serves both (migrations/catalog/1733001500000-paid-price.ts).
 * `paid_price` is the price the shopper pays now, deal applied, kept by the database.
 * Nothing from the request reaches ORDER BY but these.
 */
const SORT_SQL: Record<ProductSort, { key: string; natural: 'ASC' | 'DESC' }> = {
  createdAt: { key: 'created_at', natural: 'DESC' },
  price: { key: 'paid_price', natural: 'ASC' },
  name: { key: 'name_key', natural: 'ASC' },
  rating: { key: 'rating', natural: 'DESC' },
};

function orderSql(sortBy: ProductSort, sortOrder: 'asc' | 'desc'): string {
  const { key, natural } = SORT_SQL[sortBy];
  const keys = [`${key} ${natural}`, 'created_at DESC', 'id ASC'].filter(
    (term, i) => i === 0 || !term.startsWith(`${key} `),
  );
  if (sortOrder.toUpperCase() === natural) return keys.join(', ');
  return keys.map((term) => term.replace(/(ASC|DESC)$/, (dir) => (dir === 'ASC' ? 'DESC' : 'ASC'))).join(', ');
}

/**
 * The columns a shopper's view of a product reads (productView), named as the entity's
 * properties, for the catalogue's prepared reads: a Product without TypeORM building the query
 * (its query builder cost a detail page about a tenth of the API's time) or PostgreSQL planning
 * it again on every request.
 */
const PRODUCT_COLUMNS = `p.id, p.name, p.description, p.category, p.material, p.size, p.metal, p.price,
  p.old_price AS "oldPrice", p.image, p.additional_images AS "additionalImages", p.rating::float8 AS rating,
  p.review_count AS "reviewCount", ${productStockSql('p')} AS stock, p.is_trending AS "isTrending", p.hsn_code AS "hsnCode",
  p.gst_rate AS "gstRate", p.author_id AS "authorId", ${isoTimeSql('p.created_at')} AS "createdAt",
  p.options, p.variant_count AS "variantCount"`;

/**
 * A product page in one statement: the product, its variants (in order; prices as exact decimal
 * text), its reviews (newest first) and the deal row.
 */
const PRODUCT_DETAIL = prepared(`
  SELECT ${PRODUCT_COLUMNS},
    (SELECT json_agg(json_build_object('id', v.id, 'sku', v.sku, 'optionValues', v.option_values,
       'price', v.price::text, 'oldPrice', v.old_price::text, 'stock', v.stock, 'image', v.image,
       'additionalImages', v.additional_images, 'weightGrams', v.weight_grams, 'position', v.position)
       ORDER BY v.position, v.id) FROM product_variants v WHERE v.product_id = p.id) AS variants,
    (SELECT coalesce(json_agg(json_build_object('id', r.id, 'productId', r.product_id, 'userId', r.user_id,
       'rating', r.rating, 'comment', r.comment, 'createdAt', r.created_at, 'updatedAt', r.updated_at)
       ORDER BY r.created_at DESC, r.id), '[]') FROM reviews r WHERE r.product_id = p.id) AS reviews,
    ${DEAL_ROW_SQL} AS deal
  FROM products p WHERE p.id = $1`);

/** The distance between the kept price bands' edges (migrations/catalog/1733003301100-price-band-edges.ts): ₹100. */
const PRICE_BAND_PAISE = 10_000;

/** Matches by words considered before ranking: enough for a page, bounded at any catalogue size. */
const SEARCH_CANDIDATES = 100;

/**
 * Search in one statement. Candidates: an exact name or a variant's exact SKU (case-insensitive,
 * through product_variants_sku_key); full-text matches of the query (names, descriptions and
 * option values); and,
 * only when those are fewer than a page, full-text matches of the query with each word
 * replaced by its closest word of the catalogue's vocabulary (search_words: one typo
 * forgiven, 'marbel' -> 'marble'), unless no word changed (no row then: the index is not read
 * twice for the same query). Ranked: the exact name or SKU first, then full-text rank plus
 * the query's word similarity to the name, newest first; only the page's rows are then read
 * whole. Prepared: PostgreSQL spent about 1 ms planning it on every search.
 */
const SEARCH = prepared(`
  WITH q AS (SELECT websearch_to_tsquery('english', $1) AS tsq),
  exact AS (SELECT id FROM products WHERE name_key = lower($1) LIMIT $2),
  sku AS (SELECT product_id AS id FROM product_variants WHERE lower(sku) = lower($1)),
  words AS (SELECT p.id FROM products p, q WHERE p.search @@ q.tsq LIMIT ${SEARCH_CANDIDATES}),
  corrected AS (
    SELECT websearch_to_tsquery('english', string_agg(coalesce(best.word, t.w), ' ' ORDER BY t.i)) AS tsq
    FROM unnest(regexp_split_to_array(lower(trim($1)), '\\s+')) WITH ORDINALITY AS t(w, i)
    LEFT JOIN LATERAL (
      SELECT word FROM search_words WHERE word % t.w ORDER BY similarity(word, t.w) DESC, word LIMIT 1
    ) AS best ON length(t.w) >= 3
    WHERE (SELECT count(*) FROM words) < $2
    HAVING websearch_to_tsquery('english', string_agg(coalesce(best.word, t.w), ' ' ORDER BY t.i)) <> (SELECT tsq FROM q)
  ),
  near AS (SELECT p.id FROM products p, corrected c WHERE p.search @@ c.tsq LIMIT ${SEARCH_CANDIDATES}),
  page AS (SELECT ARRAY(
    SELECT p.id FROM products p, q,
      (SELECT id FROM exact UNION SELECT id FROM sku UNION SELECT id FROM words UNION SELECT id FROM near) AS found
    WHERE p.id = found.id
    ORDER BY (p.name_key = lower($1) OR p.id IN (SELECT id FROM sku)) DESC,
             ts_rank(p.search, q.tsq) + word_similarity($1, p.name) DESC,
             p.created_at DESC
    LIMIT $2) AS ids)
  SELECT ${PRODUCT_COLUMNS}, ${DEAL_ROW_SQL} AS deal
  FROM page, unnest(page.ids) WITH ORDINALITY AS u(id, n)
  JOIN products p ON p.id = u.id
  ORDER BY u.n`);

/** Joins the tags of a combination of option values (migrations/catalog/1733003300600-option-combinations.ts). */
export const COMBINATION_SEPARATOR = '\u001f';

/**
 * The tags that match option filters (one group of tags per option): a group's own tags, or
 * for two options or more every combination of one value of each, as the database tags a
 * variant's combinations: in byte order (PostgreSQL's "C"), joined by COMBINATION_SEPARATOR.
 */
export function optionTagCombinations(groups: string[][]): string[] {
  const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
  if (groups.length === 1) return groups[0];
  const combinations = groups.reduce<string[][]>(
    (made, group) => made.flatMap((tags) => group.map((tag) => [...tags, tag])),
    [[]],
  );
  return combinations.map((tags) => tags.sort(byteOrder).join(COMBINATION_SEPARATOR));
}

const REQUIRED_FIELDS = ['name', 'category', 'price', 'image'] as const;
const blank = (value: unknown) => value === null || String(value).trim() === '';

function requiredFieldsGiven(dto: ProductInputDto): boolean {
  return REQUIRED_FIELDS.every((field) => dto[field] !== undefined && !blank(dto[field]));
}

/** An edit may leave out any field (it is kept), but cannot empty a required one. */
function requiredFieldsKept(dto: ProductInputDto): boolean {
  return REQUIRED_FIELDS.every((field) => dto[field] === undefined || !blank(dto[field]));
}

export const NOTHING_TO_UPDATE_MESSAGE = 'Send at least one field to change.';
export const VARIANT_FIELDS_MESSAGE = 'Set prices and stock on the variants.';

@Injectable()
export class ProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DealsService) private readonly deals: DealsService,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(StockService) private readonly stock: StockService,
    private readonly webhooks: ProductWebhooks,
  ) {}

  /** Adds a product; `authorId` is the signed-in admin (never taken from the body). */
  create(dto: CreateProductDto, authorId: string | null): Promise<ProductDto> {
    if (!requiredFieldsGiven(dto)) throw new BadRequestException(CREATE_REQUIRED_MESSAGE);
    return this.add(dto, authorId, {});
  }

  /** Adds a product an admin sent; with an idempotency key, a repeat answers the product it added (`replayed`). */
  async createOnce(
    dto: CreateProductDto,
    authorId: string,
    idempotencyKey?: string,
  ): Promise<{ result: ProductDto; replayed: boolean }> {
    if (!requiredFieldsGiven(dto)) throw new BadRequestException(CREATE_REQUIRED_MESSAGE);
    const hash = requestHash(dto);
    const find = async () => {
      const row = await this.products.findOne({
        select: { id: true, requestHash: true },
        where: { authorId, idempotencyKey },
      });
      return row && { requestHash: row.requestHash ?? null, answer: () => this.findOne(row.id) };
    };
    const add = () => this.add(dto, authorId, idempotencyKey ? { idempotencyKey, requestHash: hash } : {});
    return idempotent(idempotencyKey, hash, 'products_idempotency_key', find, add);
  }

  private async add(
    dto: CreateProductDto,
    authorId: string | null,
    key: { idempotencyKey?: string; requestHash?: string },
  ): Promise<ProductDto> {
    const stock = dto.stock ?? null;
    const id = await this.transactions.run(async (tx) => {
      const repo = tx.manager.getRepository(Product);
      const columns = this.columnsFrom(dto);
      const saved = await repo.save(repo.create({ ...columns, authorId, isTrending: false, ...key }));
      // Its one variant holds the price and the stock from now on (the product's price is kept from it,
      // its stock read as the variants' sum).
      const variant = await tx.manager.getRepository(ProductVariant).save({
        productId: saved.id,
        sku: defaultSku(saved.id),
        optionValues: [],
        price: columns.price!,
        oldPrice: columns.oldPrice ?? null,
        stock,
        position: 0,
      });
      await this.stock.recordInitial(tx.manager, { productId: saved.id, variantId: variant.id }, stock, authorId);
      await this.webhooks.record(tx, 'product.created', (await this.webhooks.snapshot(tx.manager, saved.id))!);
      tx.publish({ type: 'product.changed', productIds: [saved.id] });
      return saved.id;
    });
    return this.view(await this.entity(id));
  }

  /**
   * Saves the fields given (a partial PATCH: the form sends them all, a program what it
   * changes); a stock count sent along goes through the stock history (`actorId` the admin).
   */
  async update(id: string, dto: UpdateProductDto, actorId: string | null = null): Promise<ProductDto> {
    if (Object.values(dto).every((value) => value === undefined)) {
      throw new BadRequestException(NOTHING_TO_UPDATE_MESSAGE);
    }
    if (!requiredFieldsKept(dto)) throw new BadRequestException(UPDATE_REQUIRED_MESSAGE);
    const product = await this.entity(id);
    const sold = dto.price !== undefined || dto.oldPrice !== undefined || dto.stock !== undefined;
    if (sold && product.variantCount > 1) throw new BadRequestException(VARIANT_FIELDS_MESSAGE);
    // One transaction: the fields, the stock count and the product.updated event stand or fall together.
    await this.transactions.run(async (tx) => {
      const { price, oldPrice, ...columns } = this.columnsFrom(dto);
      const fields = { ...columns, ...(dto.isTrending === undefined ? {} : { isTrending: dto.isTrending }) };
      // Only the prices or the stock may have been sent.
      if (Object.keys(fields).length > 0) await tx.manager.getRepository(Product).update({ id }, fields);
      // The product's one variant holds its prices; the product's are kept from it. Its row is
      // locked first, as every writer of variants does (StockService's lock order).
      const prices = { ...(price === undefined ? {} : { price }), ...(oldPrice === undefined ? {} : { oldPrice }) };
      if (Object.keys(prices).length > 0) {
        await tx.manager.query(`SELECT 1 FROM products WHERE id = $1 FOR NO KEY UPDATE`, [id]);
        await tx.manager.getRepository(ProductVariant).update({ productId: id }, prices);
      }
      if (dto.stock !== undefined)
        await this.stock.set({ productId: id }, dto.stock, { actorId, note: 'Product form' }, tx);
      const saved = await this.webhooks.snapshot(tx.manager, id);
      if (!saved) throw new NotFoundException('Product not found');
      await this.webhooks.record(tx, 'product.updated', saved);
      tx.publish({ type: 'product.changed', productIds: [id] });
    });
    return this.view(await this.entity(id));
  }

  async remove(id: string): Promise<void> {
    await this.transactions.run(async (tx) => {
      const last = await this.webhooks.snapshot(tx.manager, id);
      if (!last) throw new NotFoundException('Product not found');
      await tx.manager.getRepository(Product).delete({ id });
      await this.webhooks.record(tx, 'product.deleted', last);
      tx.publish({ type: 'product.changed', productIds: [id] });
    });
  }

  async findOne(id: string): Promise<ProductDto> {
    return this.view(await this.entity(id));
  }

  /**
   * A product, its reviews (newest first) and the deal row in one query; the reviewers' names
   * come with a second, from the accounts module.
   */
  async detail(id: string): Promise<{ product: ProductDto; reviews: Review[] }> {
    const [row] = await this.dataSource.query<
      (ShownProduct & {
        variants: ProductVariant[] | null;
        reviews: (Omit<Review, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string })[];
        deal: DealRow;
      })[]
    >(PRODUCT_DETAIL, [id]);
    if (!row) throw new NotFoundException('Product not found');
    const { reviews, variants, deal: dealRow, ...product } = row;
    const deal = storedDeal(dealRow);
    await this.deals.pricesCurrent(deal);
    return {
      product: productView(product, appliedDeal(deal, this.deals.now()), variants ?? []),
      reviews: reviews.map((r) => ({ ...r, createdAt: new Date(r.createdAt), updatedAt: new Date(r.updatedAt) })),
    };
  }

  /** Whether a product exists (for other modules' checks). */
  async exists(id: string): Promise<boolean> {
    return this.products.existsBy({ id });
  }

  /** Every product's id and last change, for the sitemap. */
  async sitemapEntries(): Promise<{ id: string; updatedAt: Date }[]> {
    return this.products.find({ select: { id: true, updatedAt: true }, order: { createdAt: 'DESC' } });
  }

  count(): Promise<number> {
    return this.products.count();
  }

  /**
   * A page of the listing in one statement: its count and its ids (a one-row subquery), the
   * page's products in their order, and the deal row. Filters and sorts read the kept paid price and the kept
   * `sold_out` through the listing's indexes (see SORT_SQL and the catalogue migrations), so a
   * page reads its own rows in index order, whatever its category, price range, sort or
   * sold-out mode: `hide` pages through the products in stock; `last` pages through those in
   * stock, then through the sold-out ones, each part in the sort's order (one index serves each
   * part in either direction, where "sold out, then the sort" would need an index per direction).
   */
  async list(query: ProductQuery): Promise<ProductPage> {
    const params: unknown[] = [];
    const bind = (value: unknown) => `$${params.push(value)}`;
    // The deal's categories while the paid prices carry it (none otherwise).
    const dealCategories = `coalesce((SELECT categories FROM deals WHERE id = ${DEAL_ID} AND prices_applied), '{}')`;

    // Which products: their category (one, or the deal's) and the range of their paid price.
    const categories: string[] = [];
    if (query.dealOnly) categories.push(`category = ANY(${dealCategories})`);
    let categoryParam: string | undefined;
    if (query.category) categories.push(`category = ${(categoryParam = bind(query.category))}`);
    const { minPricePaise: min, maxPricePaise: max } = query;
    const price = (from: number | undefined, to: number | undefined, ends: '[]' | '[)' | '(]' = '[]') => [
      ...(from === undefined
        ? []
        : [`paid_price ${ends[0] === '[' ? '>=' : '>'} ${bind(paiseToDecimal(from))}::numeric`]),
      ...(to === undefined ? [] : [`paid_price ${ends[1] === ']' ? '<=' : '<'} ${bind(paiseToDecimal(to))}::numeric`]),
    ];
    // Option filters: the kept option_tags of the products having a value of each option filtered
    // (with two options or more, a variant that can be sold having one value of each, as their
    // combination's tag: optionTagCombinations). The sort indexes carry them, and a rare value is
    // found through their GIN index.
    const filterTags = query.options?.length ? optionTagCombinations(query.options) : [];
    const options = filterTags.length ? [`option_tags && ${bind(filterTags)}::text[]`] : [];
    const where = [...categories, ...price(min, max), ...options];
    const whereSql = (terms: string[]) => (terms.length ? `WHERE ${terms.join(' AND ')}` : '');
    const order = orderSql(query.sortBy, query.sortOrder);
    // Without a price range or option filter a list has a few dozen shapes, each prepared once per
    // connection. Their page's size and start are read through subqueries, which PostgreSQL does
    // not estimate: every page is planned alike, so after its first five calls a shape keeps one
    // generic plan (walking its sort index) instead of being planned again on each call, which
    // cost PostgreSQL more than running it. A range's or an option value's best plan depends on
    // how many products it holds (walk the sort's index for a common value, read the GIN index's
    // few entries for a rare one), so such a list is planned each time, with its page known.
    const planOnce = min === undefined && max === undefined && filterTags.length === 0;
    const pageParam = (value: number) => (planOnce ? `(SELECT ${bind(value)}::int)` : bind(value));
    const limit = pageParam(query.limit);
    const offset = pageParam((query.page - 1) * query.limit);
    const ids = (more: string[], pageLimit = limit, pageOffset = offset) =>
      `ARRAY(SELECT id FROM products ${whereSql([...where, ...more])} ORDER BY ${order} LIMIT ${pageLimit} OFFSET ${pageOffset})`;
    const counted = (terms: string[]) => `(SELECT count(*)::int FROM products ${whereSql(terms)})`;

    // The whole catalogue and each category are counted by the shop_counters triggers in every
    // writing transaction: reading those counts costs a few rows where count(*) reads the
    // catalogue's or the categories' index entries. A price range is counted from the kept
    // price bands it covers whole, plus the index entries beyond its outermost ₹100 edges.
    const kept =
      categories.length === 0
        ? `= 'products'`
        : categories.length === 1 && categoryParam
          ? `= 'products:' || ${categoryParam}::text`
          : categories.length === 1 && query.dealOnly
            ? `IN (SELECT 'products:' || unnest(${dealCategories}))`
            : null;
    // The ₹100 edges inside the range: its bands from the lowest edge's to the highest edge's
    // (each edge's own band, 2n for ₹100·n, then 2n + 1 for the prices up to the next edge).
    const lowEdge = min === undefined ? undefined : Math.ceil(min / PRICE_BAND_PAISE);
    const highEdge = max === undefined ? undefined : Math.floor(max / PRICE_BAND_PAISE);
    let all: string;
    if (filterTags.length > 0) {
      // One tag (one value, or one combination) is counted by the kept counts of the categories;
      // other filters by option, counting the products they find (the filter's index entries).
      const oneTag = filterTags.length === 1 && min === undefined && max === undefined;
      all = oneTag
        ? `(SELECT coalesce(sum(products), 0)::int FROM product_option_counts ${whereSql([...categories, `tag = ${bind(filterTags[0])}`])})`
        : counted(where);
    } else if (min === undefined && max === undefined) {
      all = kept ? `(SELECT coalesce(sum(value), 0)::int FROM shop_counters WHERE name ${kept})` : counted(where);
    } else if (lowEdge !== undefined && highEdge !== undefined && lowEdge > highEdge) {
      all = counted(where);
    } else {
      const bands = [
        ...(lowEdge === undefined ? [] : [`band >= ${bind(2 * lowEdge)}`]),
        ...(highEdge === undefined ? [] : [`band <= ${bind(2 * highEdge)}`]),
      ];
      // The prices below the lowest edge and above the highest, where the range does not end on one.
      all = [
        `(SELECT coalesce(sum(products), 0)::int FROM product_price_bands ${whereSql([...categories, ...bands])})`,
        ...(min !== undefined && lowEdge !== undefined && min < lowEdge * PRICE_BAND_PAISE
          ? [counted([...categories, ...price(min, lowEdge * PRICE_BAND_PAISE, '[)')])]
          : []),
        ...(max !== undefined && highEdge !== undefined && max > highEdge * PRICE_BAND_PAISE
          ? [counted([...categories, ...price(highEdge * PRICE_BAND_PAISE, max, '(]')])]
          : []),
      ].join(' + ');
    }
    // Sold-out products are few: the sold-out indexes count them without reading the others.
    const soldOut = counted([...where, 'sold_out']);

    // A sold-out product has no variant that can be sold, so no option filter finds it.
    const outOfStock = filterTags.length > 0 ? 'show' : (query.outOfStock ?? 'show');
    const page =
      outOfStock === 'show'
        ? `SELECT ${all} AS total, ${ids([])} AS ids`
        : outOfStock === 'hide'
          ? `SELECT ${all} - ${soldOut} AS total, ${ids(['NOT sold_out'])} AS ids`
          : `WITH n AS MATERIALIZED (SELECT t.total, t.total - ${soldOut} AS in_stock FROM (SELECT ${all} AS total) AS t)
             SELECT n.total, ${ids(['NOT sold_out'])} || ${ids(
               ['sold_out'],
               `greatest(0, ${limit} - greatest(0, n.in_stock - ${offset}))`,
               `greatest(0, ${offset} - n.in_stock)`,
             )} AS ids
             FROM n`;
    const sql = `SELECT page.total, CASE WHEN coalesce(u.n, 1) = 1 THEN ${DEAL_ROW_SQL} END AS deal, ${PRODUCT_COLUMNS}
      FROM (${page}) AS page
      LEFT JOIN LATERAL unnest(page.ids) WITH ORDINALITY AS u(id, n) ON true
      LEFT JOIN products p ON p.id = u.id
      ORDER BY u.n`;
    const statement = planOnce ? prepared(sql) : sql;
    let rows = await this.dataSource.query<PageRow[]>(statement, params);
    // The deal ended (or began) since the paid prices were set: they are set now, read again.
    if (!(await this.deals.pricesCurrent(storedDeal(rows[0].deal)))) {
      rows = await this.dataSource.query<PageRow[]>(statement, params);
    }
    const [{ total, deal }] = rows;
    const applied = appliedDeal(storedDeal(deal), this.deals.now());
    return {
      products: rows.flatMap((row) => (row.id === null ? [] : [productView(row, applied)])),
      totalPages: Math.ceil(total / query.limit),
      totalProducts: total,
    };
  }

  /**
   * The option values of the products in a category and price range, each with how many
   * products have a variant with it that can be sold. Without a price range they are read from
   * the kept counts (migrations/catalog/1733003300200-variant-filters.ts), a few rows per
   * value; a price range counts the tags of the products in it.
   */
  async optionCounts(range: PriceRange): Promise<OptionCount[]> {
    const params: unknown[] = [];
    const bind = (value: unknown) => `$${params.push(value)}`;
    const terms = range.category ? [`category = ${bind(range.category)}`] : [];
    // Values only: the tags of combinations of values serve the listing's filters.
    const single = `strpos(tag, ${bind(COMBINATION_SEPARATOR)}) = 0`;
    const { minPricePaise: min, maxPricePaise: max } = range;
    let counted: string;
    if (min === undefined && max === undefined) {
      counted = `SELECT tag, min(name) AS name, min(value) AS value, min(option_position) AS option_position,
                        min(value_position) AS value_position, sum(products)::int AS products
                 FROM product_option_counts WHERE ${[...terms, single].join(' AND ')}
                 GROUP BY tag HAVING sum(products) > 0`;
    } else {
      if (min !== undefined) terms.push(`paid_price >= ${bind(paiseToDecimal(min))}::numeric`);
      if (max !== undefined) terms.push(`paid_price <= ${bind(paiseToDecimal(max))}::numeric`);
      counted = `SELECT f.tag, l.name, l.value, l.option_position, l.value_position, f.products
                 FROM (SELECT tag, count(*)::int AS products FROM products, unnest(option_tags) AS tag
                       WHERE ${[...terms, single].join(' AND ')} GROUP BY tag) AS f
                 CROSS JOIN LATERAL (SELECT name, value, option_position, value_position FROM product_option_counts c
                                     WHERE c.tag = f.tag LIMIT 1) AS l`;
    }
    // Options in the place shops give them (Size before Finish), values likewise (Small before Large).
    const rows = await this.dataSource.query<{ option: string; name: string; value: string; products: number }[]>(
      `SELECT split_part(tag, ':', 1) AS option, name, value, products FROM (${counted}) AS t
       ORDER BY min(option_position) OVER (PARTITION BY split_part(tag, ':', 1)), 1, value_position, lower(value)`,
      params,
    );
    const byOption = new Map<string, OptionCount>();
    for (const row of rows) {
      const option = byOption.get(row.option) ?? { name: row.name, values: [] };
      option.values.push({ value: row.value, count: row.products });
      byOption.set(row.option, option);
    }
    return [...byOption.values()];
  }

  /**
   * Name, description and option value search that forgives typos: full-text matches (name
   * weighted above description, description above option values) plus trigram similarity on the
   * name. An exact name or SKU match ranks first.
   */
  async search(text: string, limit = SEARCH_LIMIT): Promise<ProductDto[]> {
    const query = text.trim().slice(0, SEARCH_MAX_QUERY_LENGTH);
    if (!query) return [];
    const rows = await this.dataSource.query<(ShownProduct & { deal: DealRow })[]>(SEARCH, [query, limit]);
    if (rows.length === 0) return [];
    const deal = storedDeal(rows[0].deal);
    await this.deals.pricesCurrent(deal);
    const applied = appliedDeal(deal, this.deals.now());
    return rows.map((row) => productView(row, applied));
  }

  async trending(): Promise<ProductDto[]> {
    const rows = await this.products.find({
      where: { isTrending: true },
      order: { createdAt: 'DESC' },
      take: TRENDING_LIMIT,
    });
    return this.views(rows);
  }

  /** Other products of the same category, best rated first. */
  async related(id: string): Promise<ProductDto[]> {
    const product = await this.entity(id);
    const rows = await this.products
      .createQueryBuilder('p')
      .where('p.category = :category AND p.id <> :id', { category: product.category, id })
      .orderBy('p.rating', 'DESC')
      .addOrderBy('p.createdAt', 'DESC')
      .limit(RELATED_LIMIT)
      .getMany();
    return this.views(rows);
  }

  /** A mix for the product page: trending products first, then the best rated. */
  async recommended(): Promise<ProductDto[]> {
    const rows = await this.products
      .createQueryBuilder('p')
      .orderBy('p.isTrending', 'DESC')
      .addOrderBy('p.rating', 'DESC')
      .addOrderBy('p.reviewCount', 'DESC')
      .addOrderBy('p.createdAt', 'DESC')
      .limit(RECOMMENDED_LIMIT)
      .getMany();
    return this.views(rows);
  }

  /** Products the deal reaches right now, newest first (at most `limit`), and their count. */
  async dealProducts(limit: number): Promise<{ deal: AppliedDeal | null; count: number; products: ProductDto[] }> {
    const deal = await this.deals.applied();
    if (!deal) return { deal, count: 0, products: [] };
    const [rows, count] = await this.products.findAndCount({
      where: { category: In(deal.categories) },
      order: { createdAt: 'DESC' },
      take: limit,
    });
    return { deal, count, products: rows.map((row) => productView(row, deal)) };
  }

  private async entity(id: string): Promise<Product> {
    const product = await this.products.findOneBy({ id });
    if (!product) throw new NotFoundException('Product not found');
    return product;
  }

  /** The product with its variants, as the admin's answers show it. */
  private async view(product: Product): Promise<ProductDto> {
    const [deal, variants] = await Promise.all([
      this.deals.applied(),
      this.dataSource
        .getRepository(ProductVariant)
        .find({ where: { productId: product.id }, order: { position: 'ASC', id: 'ASC' } }),
    ]);
    return productView(product, deal, variants);
  }

  /**
   * Every product by its last change (an admin's edit), for integrations: a cursor walk
   * (docs/integrations-sync.md) through products_updated_idx.
   */
  async changed(sync: SyncQuery): Promise<CursorPage<SyncedProductDto>> {
    const order = { list: 'products', at: 'p.updated_at', id: 'p.id' };
    const { rows, next } = await readCursorPage(this.products.createQueryBuilder('p'), order, sync);
    const views = await this.views(rows);
    return { rows: views.map((view, i) => ({ ...view, updatedAt: rows[i].updatedAt })), next };
  }

  private async views(rows: Product[]): Promise<ProductDto[]> {
    const deal = await this.deals.applied();
    return rows.map((row) => productView(row, deal));
  }

  /**
   * The stored columns for the form's fields (prices as exact decimal text). Optional fields
   * left out of the body keep their stored value (or the column default on create).
   */
  private columnsFrom(dto: ProductInputDto): Partial<Product> {
    const columns: Partial<Product> = {};
    if (dto.name !== undefined) columns.name = dto.name.trim();
    if (dto.category !== undefined) columns.category = dto.category as ProductCategory;
    if (dto.price !== undefined) columns.price = paiseToDecimal(parseRupees(dto.price)!);
    if (dto.image !== undefined) columns.image = dto.image.trim();
    if (dto.oldPrice !== undefined) {
      const oldPaise = parseRupees(dto.oldPrice);
      columns.oldPrice = oldPaise === undefined ? null : paiseToDecimal(oldPaise);
    }
    if (dto.additionalImages !== undefined) columns.additionalImages = dto.additionalImages;
    if (dto.description !== undefined) columns.description = dto.description;
    if (dto.material !== undefined) columns.material = dto.material || null;
    if (dto.size !== undefined) columns.size = dto.size || null;
    if (dto.metal !== undefined) columns.metal = dto.metal || null;
    if (dto.hsnCode !== undefined) columns.hsnCode = dto.hsnCode || null;
    if (dto.gstRate !== undefined) columns.gstRate = dto.gstRate;
    return columns;
  }
}
