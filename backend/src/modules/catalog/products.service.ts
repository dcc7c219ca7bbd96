import { CacheVersions } from '../../infra/cache';
import { Transactions } from '../../infra/events';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { paiseToDecimal } from '../../common/money';
import { AppliedDeal } from '../deals/deal-rule';
import { DealsService } from '../deals/deals.service';
import { ProductCategory } from './categories';
import { CreateProductDto, ProductInputDto, UpdateProductDto } from './dto/product-input.dto';
import type { OutOfStockMode } from './dto/product-query.dto';
import { ProductDto } from './dto/product.dto';
import { parseRupees } from './dto/rupee-amount';
import { Product } from './product.entity';
import { Review } from './review.entity';
import { productView } from './product-view';
import { ProductWebhooks } from './product-webhooks';
import { StockService } from './stock.service';

/** A tracked product with none left (NULL stock = made to order, never sold out). */
const SOLD_OUT_SQL = '(stock IS NOT NULL AND stock = 0)';

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
}

export interface ProductPage {
  products: ProductDto[];
  totalPages: number;
  totalProducts: number;
}

export const SEARCH_LIMIT = 20;
export const SEARCH_MAX_QUERY_LENGTH = 100;
const RELATED_LIMIT = 8;
const RECOMMENDED_LIMIT = 8;
const TRENDING_LIMIT = 20;

/**
 * The price the shopper pays, in SQL, so that price filters and price sorting agree with the
 * JSON: the same whole-paise rounding as dealPricePaise (numeric round is half away from zero).
 * The arguments are bind placeholders for the deal's categories and percent.
 */
function paidPriceSql(categories: string, discount: string): string {
  return `(CASE WHEN category = ANY(${categories}::text[]) THEN round(price * (100 - ${discount}::int)) / 100 ELSE price END)`;
}

/** sortBy values mapped to SQL; nothing from the request reaches ORDER BY but these. */
const SORT_SQL: Record<ProductSort, (paidPrice: () => string) => string> = {
  createdAt: () => 'created_at',
  price: (paidPrice) => paidPrice(),
  name: () => 'lower(name)',
  rating: () => 'rating',
};

/** Matches by words considered before ranking: enough for a page, bounded at any catalogue size. */
const SEARCH_CANDIDATES = 300;

/**
 * Search in one statement. Candidates: an exact name; full-text matches of the query; and,
 * only when those are fewer than a page, full-text matches of the query with each word
 * replaced by its closest word of the catalogue's vocabulary (search_words: one typo
 * forgiven, 'marbel' -> 'marble'). Ranked: the exact name first, then full-text rank plus
 * the query's word similarity to the name, newest first.
 */
const SEARCH_IDS = `
  WITH q AS (SELECT websearch_to_tsquery('english', $1) AS tsq),
  exact AS (SELECT id FROM products WHERE lower(name) = lower($1) LIMIT $2),
  words AS (SELECT p.id FROM products p, q WHERE p.search @@ q.tsq LIMIT ${SEARCH_CANDIDATES}),
  corrected AS (
    SELECT websearch_to_tsquery('english', string_agg(coalesce(best.word, t.w), ' ' ORDER BY t.i)) AS tsq
    FROM unnest(regexp_split_to_array(lower(trim($1)), '\\s+')) WITH ORDINALITY AS t(w, i)
    LEFT JOIN LATERAL (
      SELECT word FROM search_words WHERE word % t.w ORDER BY similarity(word, t.w) DESC, word LIMIT 1
    ) AS best ON length(t.w) >= 3
    WHERE (SELECT count(*) FROM words) < $2
  ),
  near AS (SELECT p.id FROM products p, corrected c WHERE p.search @@ c.tsq LIMIT ${SEARCH_CANDIDATES})
  SELECT p.id
  FROM products p, q, (SELECT id FROM exact UNION SELECT id FROM words UNION SELECT id FROM near) AS found
  WHERE p.id = found.id
  ORDER BY (lower(p.name) = lower($1)) DESC,
           ts_rank(p.search, q.tsq) + word_similarity($1, p.name) DESC,
           p.created_at DESC
  LIMIT $2`;

function requiredFieldsGiven(dto: ProductInputDto): boolean {
  const given = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';
  return given(dto.name) && given(dto.category) && given(dto.price) && given(dto.image);
}

@Injectable()
export class ProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DealsService) private readonly deals: DealsService,
    @Inject(CacheVersions) private readonly versions: CacheVersions,
    @Inject(StockService) private readonly stock: StockService,
    private readonly webhooks: ProductWebhooks,
    private readonly transactions: Transactions,
  ) {}

  /** Adds a product; `authorId` is the signed-in admin (never taken from the body). */
  async create(dto: CreateProductDto, authorId: string | null): Promise<ProductDto> {
    if (!requiredFieldsGiven(dto)) throw new BadRequestException(CREATE_REQUIRED_MESSAGE);
    const stock = dto.stock ?? null;
    const id = await this.transactions.run(async (tx) => {
      const repo = tx.manager.getRepository(Product);
      const saved = await repo.save(repo.create({ ...this.columnsFrom(dto), stock, authorId, isTrending: false }));
      await this.stock.recordInitial(tx.manager, saved.id, stock, authorId);
      await this.webhooks.record(tx, 'product.created', (await this.webhooks.snapshot(tx.manager, saved.id))!);
      return saved.id;
    });
    await this.versions.bump('catalogue');
    return this.view(await this.entity(id));
  }

  /** Saves the form; a stock count sent along goes through the stock history (`actorId` the admin). */
  async update(id: string, dto: UpdateProductDto, actorId: string | null = null): Promise<ProductDto> {
    if (!requiredFieldsGiven(dto)) throw new BadRequestException(UPDATE_REQUIRED_MESSAGE);
    await this.entity(id);
    // One transaction: the fields, the stock count and the product.updated event stand or fall together.
    await this.transactions.run(async (tx) => {
      await tx.manager
        .getRepository(Product)
        .update(
          { id },
          { ...this.columnsFrom(dto), ...(dto.isTrending === undefined ? {} : { isTrending: dto.isTrending }) },
        );
      if (dto.stock !== undefined) await this.stock.set(id, dto.stock, { actorId, note: 'Product form' }, tx);
      const saved = await this.webhooks.snapshot(tx.manager, id);
      if (!saved) throw new NotFoundException('Product not found');
      await this.webhooks.record(tx, 'product.updated', saved);
    });
    await this.versions.bump('catalogue');
    return this.view(await this.entity(id));
  }

  async remove(id: string): Promise<void> {
    await this.transactions.run(async (tx) => {
      const last = await this.webhooks.snapshot(tx.manager, id);
      if (!last) throw new NotFoundException('Product not found');
      await tx.manager.getRepository(Product).delete({ id });
      await this.webhooks.record(tx, 'product.deleted', last);
    });
    await this.versions.bump('catalogue');
  }

  async findOne(id: string): Promise<ProductDto> {
    return this.view(await this.entity(id));
  }

  /**
   * A product and its reviews (newest first) in one query; the reviewers' names come with a
   * second, from the accounts module.
   */
  async detail(id: string): Promise<{ product: ProductDto; reviews: Review[] }> {
    const { entities, raw } = await this.products
      .createQueryBuilder('p')
      .addSelect(
        `(SELECT coalesce(json_agg(json_build_object('id', r.id, 'productId', r.product_id, 'userId', r.user_id,
            'rating', r.rating, 'comment', r.comment, 'createdAt', r.created_at, 'updatedAt', r.updated_at)
            ORDER BY r.created_at DESC, r.id), '[]') FROM reviews r WHERE r.product_id = p.id)`,
        'reviews',
      )
      .where('p.id = :id', { id })
      .getRawAndEntities<{
        reviews: (Omit<Review, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string })[];
      }>();
    if (entities.length === 0) throw new NotFoundException('Product not found');
    const reviews = raw[0].reviews.map((r) => ({
      ...r,
      createdAt: new Date(r.createdAt),
      updatedAt: new Date(r.updatedAt),
    }));
    return { product: await this.view(entities[0]), reviews };
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

  /** How many products a deal on these categories reaches. */
  countInCategories(categories: string[]): Promise<number> {
    return categories.length === 0 ? Promise.resolve(0) : this.products.countBy({ category: In(categories) });
  }

  async list(query: ProductQuery): Promise<ProductPage> {
    const deal = await this.deals.applied();
    const params: unknown[] = [];
    const bind = (value: unknown) => `$${params.push(value)}`;
    let dealCategories: string | undefined;
    const bindDealCategories = () => (dealCategories ??= bind(deal?.categories ?? []));
    let paid: string | undefined;
    // Without a deal the price paid is the stored price, and its index serves filters and sorts.
    const paidPrice = () => (paid ??= deal ? paidPriceSql(bindDealCategories(), bind(deal.discount)) : 'price');

    const where: string[] = [];
    if (query.outOfStock === 'hide') where.push(`NOT ${SOLD_OUT_SQL}`);
    if (query.dealOnly) where.push(`category = ANY(${bindDealCategories()}::text[])`);
    let categoryParam: string | undefined;
    if (query.category) where.push(`category = ${(categoryParam = bind(query.category))}`);
    if (query.minPricePaise !== undefined) {
      where.push(`${paidPrice()} >= ${bind(paiseToDecimal(query.minPricePaise))}::numeric`);
    }
    if (query.maxPricePaise !== undefined) {
      where.push(`${paidPrice()} <= ${bind(paiseToDecimal(query.maxPricePaise))}::numeric`);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    // The whole catalogue and one category are counted by the shop_counters triggers in every
    // writing transaction: reading that count costs a few rows where count(*) reads 100,000
    // index entries, on every cache miss (and after a bump every cached list misses).
    const keptCount =
      where.length === 0
        ? `'products'`
        : where.length === 1 && categoryParam
          ? `'products:' || ${categoryParam}::text`
          : null;
    const countSql = keptCount
      ? `SELECT coalesce(sum(value), 0)::int FROM shop_counters WHERE name = ${keptCount}`
      : `SELECT count(*)::int FROM products ${whereSql}`;
    const soldOutLast = query.outOfStock === 'last' ? `${SOLD_OUT_SQL} ASC, ` : '';
    const orderSql = `${soldOutLast}${SORT_SQL[query.sortBy](paidPrice)} ${query.sortOrder === 'asc' ? 'ASC' : 'DESC'}`;
    const offset = (query.page - 1) * query.limit;
    // The count and the page's ids in one round trip, the rows in a second.
    const [{ total, ids }] = await this.dataSource.query<{ total: number; ids: string[] }[]>(
      `SELECT (${countSql}) AS total,
              ARRAY(SELECT id FROM products ${whereSql}
                    ORDER BY ${orderSql}, created_at DESC, id
                    LIMIT ${bind(query.limit)} OFFSET ${bind(offset)})::text[] AS ids`,
      params,
    );
    return {
      products: await this.viewsInOrder(ids, deal),
      totalPages: Math.ceil(total / query.limit),
      totalProducts: total,
    };
  }

  /**
   * Name and description search that forgives typos: full-text matches (name weighted above
   * description) plus trigram similarity on the name. An exact name match ranks first.
   */
  async search(text: string, limit = SEARCH_LIMIT): Promise<ProductDto[]> {
    const query = text.trim().slice(0, SEARCH_MAX_QUERY_LENGTH);
    if (!query) return [];
    const rows = await this.dataSource.query<{ id: string }[]>(SEARCH_IDS, [query, limit]);
    return this.viewsInOrder(
      rows.map((row) => row.id),
      await this.deals.applied(),
    );
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

  private async view(product: Product): Promise<ProductDto> {
    return productView(product, await this.deals.applied());
  }

  private async views(rows: Product[]): Promise<ProductDto[]> {
    const deal = await this.deals.applied();
    return rows.map((row) => productView(row, deal));
  }

  private async viewsInOrder(ids: string[], deal: AppliedDeal | null): Promise<ProductDto[]> {
    if (ids.length === 0) return [];
    const byId = new Map((await this.products.findBy({ id: In(ids) })).map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [productView(row, deal)] : [];
    });
  }

  /**
   * The stored columns for the form's fields (prices as exact decimal text). Optional fields
   * left out of the body keep their stored value (or the column default on create).
   */
  private columnsFrom(dto: ProductInputDto): Partial<Product> {
    const columns: Partial<Product> = {
      name: dto.name!.trim(),
      category: dto.category as ProductCategory,
      price: paiseToDecimal(parseRupees(dto.price)!),
      image: dto.image!.trim(),
    };
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
