import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { paiseToDecimal } from '../../common/money';
import { AppliedDeal } from '../deals/deal-rule';
import { DealsService } from '../deals/deals.service';
import { ProductCategory } from './categories';
import { CreateProductDto, ProductInputDto, UpdateProductDto } from './dto/product-input.dto';
import { ProductDto } from './dto/product.dto';
import { parseRupees } from './dto/rupee-amount';
import { Product } from './product.entity';
import { productView } from './product-view';

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

/**
 * How close (pg_trgm word similarity, 0-1) a query must come to a word run of the name: 0.4
 * lets one wrong, missing or swapped letter in a word through ('Sunbrst', 'abstarct').
 */
const NAME_SIMILARITY_THRESHOLD = 0.4;

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
  ) {}

  /** Adds a product; `authorId` is the signed-in admin (never taken from the body). */
  async create(dto: CreateProductDto, authorId: string | null): Promise<ProductDto> {
    if (!requiredFieldsGiven(dto)) throw new BadRequestException(CREATE_REQUIRED_MESSAGE);
    const saved = await this.products.save(
      this.products.create({ ...this.columnsFrom(dto), authorId, isTrending: false }),
    );
    return this.view(await this.entity(saved.id));
  }

  async update(id: string, dto: UpdateProductDto): Promise<ProductDto> {
    if (!requiredFieldsGiven(dto)) throw new BadRequestException(UPDATE_REQUIRED_MESSAGE);
    await this.entity(id);
    await this.products.update(
      { id },
      { ...this.columnsFrom(dto), ...(dto.isTrending === undefined ? {} : { isTrending: dto.isTrending }) },
    );
    return this.view(await this.entity(id));
  }

  async remove(id: string): Promise<void> {
    const result = await this.products.delete({ id });
    if (!result.affected) throw new NotFoundException('Product not found');
  }

  async findOne(id: string): Promise<ProductDto> {
    return this.view(await this.entity(id));
  }

  /** Whether a product exists (for other modules' checks). */
  async exists(id: string): Promise<boolean> {
    return this.products.existsBy({ id });
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
    const paidPrice = () => (paid ??= paidPriceSql(bindDealCategories(), bind(deal?.discount ?? 0)));

    const where: string[] = [];
    if (query.dealOnly) where.push(`category = ANY(${bindDealCategories()}::text[])`);
    if (query.category) where.push(`category = ${bind(query.category)}`);
    if (query.minPricePaise !== undefined) {
      where.push(`${paidPrice()} >= ${bind(paiseToDecimal(query.minPricePaise))}::numeric`);
    }
    if (query.maxPricePaise !== undefined) {
      where.push(`${paidPrice()} <= ${bind(paiseToDecimal(query.maxPricePaise))}::numeric`);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const filterParams = [...params];
    const orderSql = `${SORT_SQL[query.sortBy](paidPrice)} ${query.sortOrder === 'asc' ? 'ASC' : 'DESC'}`;
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM products ${whereSql}`,
      filterParams,
    );
    const offset = (query.page - 1) * query.limit;
    const ids =
      offset >= total
        ? []
        : await this.dataSource.query<{ id: string }[]>(
            `SELECT id FROM products ${whereSql}
             ORDER BY ${orderSql}, created_at DESC, id
             LIMIT ${bind(query.limit)} OFFSET ${bind(offset)}`,
            params,
          );
    return {
      products: await this.viewsInOrder(
        ids.map((row) => row.id),
        deal,
      ),
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
    const rows = await this.dataSource.transaction(async (manager) => {
      // Lowers the bar of the indexed `<%` operator for this transaction only.
      await manager.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
        String(NAME_SIMILARITY_THRESHOLD),
      ]);
      return manager.query<{ id: string }[]>(
        `SELECT p.id
         FROM products p, websearch_to_tsquery('english', $1) AS tsq
        WHERE p.search @@ tsq OR p.name % $1 OR $1 <% p.name
        ORDER BY (lower(p.name) = lower($1)) DESC,
                 ts_rank(p.search, tsq) + word_similarity($1, p.name) DESC,
                 p.created_at DESC
        LIMIT $2`,
        [query, limit],
      );
    });
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
    return columns;
  }
}
