import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { toPaise } from '../../../common/money';
import { canonicalCategory, PRODUCT_CATEGORIES, ProductCategory } from '../../../common/categories';
import type { ProductQuery } from '../products.service';

const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;
const SORT_FIELDS = ['createdAt', 'price', 'name', 'rating'] as const;
const lowerCase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export const MAX_PAGE = 1_000_000;

/**
 * An option filter: the option's name, a colon, one of its values (a value may hold colons).
 * Never the unit separator, which joins the tags of a combination of values.
 */
// eslint-disable-next-line no-control-regex -- the separator is the one control character refused
const OPTION_FILTER = /^(?!.*\u001f)\s*[^:\s][^:]{0,39}:\s*\S.{0,79}$/;
export const OPTION_FILTER_MESSAGE = 'option must be an option name and value, e.g. Size:Large';
export const MAX_OPTION_FILTERS = 20;
/** A product has at most three options, so a filter by more could match nothing. */
export const MAX_FILTERED_OPTIONS = 3;
export const FILTERED_OPTIONS_MESSAGE = `Filter by at most ${MAX_FILTERED_OPTIONS} options.`;

export const OUT_OF_STOCK_MODES = ['show', 'hide', 'last'] as const;
export type OutOfStockMode = (typeof OUT_OF_STOCK_MODES)[number];

/** Query of the shop listing. Every value is checked; none reaches SQL unchecked. */
export class ProductListQueryDto {
  @ApiPropertyOptional({
    description: `'all' or one of: ${PRODUCT_CATEGORIES.join(', ')} (case-insensitive, '+' for spaces)`,
  })
  @IsOptional()
  // A repeated key (an array) is left as sent, for @IsIn to refuse.
  @Transform(({ value }) =>
    typeof value !== 'string'
      ? value
      : value.trim().toLowerCase() === 'all'
        ? 'all'
        : (canonicalCategory(value) ?? value),
  )
  @IsIn(['all', ...PRODUCT_CATEGORIES], {
    message: `category must be 'all' or one of: ${PRODUCT_CATEGORIES.join(', ')}`,
  })
  category?: string;

  @ApiPropertyOptional({ description: 'Lowest price paid, rupees', example: '1500' })
  @IsOptional()
  @IsString()
  @Matches(AMOUNT, { message: 'minPrice must be a non-negative amount with at most 2 decimals' })
  minPrice?: string;

  @ApiPropertyOptional({ description: 'Highest price paid, rupees', example: '3000' })
  @IsOptional()
  @IsString()
  @Matches(AMOUNT, { message: 'maxPrice must be a non-negative amount with at most 2 decimals' })
  maxPrice?: string;

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1)
  @Max(MAX_PAGE)
  page?: number;

  @ApiPropertyOptional({ default: 10, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({ enum: SORT_FIELDS, default: 'createdAt' })
  @IsOptional()
  @IsIn(SORT_FIELDS, { message: `sortBy must be one of: ${SORT_FIELDS.join(', ')}` })
  sortBy?: (typeof SORT_FIELDS)[number];

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @Transform(lowerCase)
  @IsIn(['asc', 'desc'], { message: 'sortOrder must be asc or desc' })
  sortOrder?: 'asc' | 'desc';

  @ApiPropertyOptional({
    enum: OUT_OF_STOCK_MODES,
    default: 'show',
    description: 'Sold-out products: show (in their place, the default), hide, or last (after those in stock)',
  })
  @IsOptional()
  @Transform(lowerCase)
  @IsIn(OUT_OF_STOCK_MODES, { message: `outOfStock must be one of: ${OUT_OF_STOCK_MODES.join(', ')}` })
  outOfStock?: OutOfStockMode;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'true: only the products the current deal applies to (prices always include the deal)',
  })
  @IsOptional()
  @Transform(lowerCase)
  @IsIn(['true', 'false'], { message: 'applyDeals must be true or false' })
  applyDeals?: string;

  @ApiPropertyOptional({
    type: [String],
    description:
      'Option values, `Name:Value` (e.g. `Size:Large`), repeatable, case-insensitive: products with a variant in stock having them. Values of one option widen the filter (Size:Small or Size:Large); values of different options narrow it to a variant having one of each.',
    example: ['Size:Large'],
    maxItems: MAX_OPTION_FILTERS,
  })
  @IsOptional()
  // One value arrives as a string, a repeated key as an array.
  @Transform(({ value }) => (typeof value === 'string' ? [value] : value))
  @IsArray({ message: OPTION_FILTER_MESSAGE })
  @ArrayMaxSize(MAX_OPTION_FILTERS, { message: `option may be given at most ${MAX_OPTION_FILTERS} times` })
  @IsString({ each: true, message: OPTION_FILTER_MESSAGE })
  @Matches(OPTION_FILTER, { each: true, message: OPTION_FILTER_MESSAGE })
  option?: string[];
}

/** Query of the option filters' counts: the listing's category and price range. */
export class OptionCountsQueryDto extends PickType(ProductListQueryDto, [
  'category',
  'minPrice',
  'maxPrice',
] as const) {}

/**
 * Option filters as the tags products are indexed by (lower('name:value'),
 * migrations/catalog/1733003300200-variant-filters.ts), one group per option name.
 */
export function optionFilterGroups(filters: string | string[] | undefined): string[][] | undefined {
  if (!filters || filters.length === 0) return undefined;
  const groups = new Map<string, Set<string>>();
  for (const filter of typeof filters === 'string' ? [filters] : filters) {
    const colon = filter.indexOf(':');
    const name = filter.slice(0, colon).trim().toLowerCase();
    const value = filter
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    groups.set(name, (groups.get(name) ?? new Set()).add(`${name}:${value}`));
  }
  if (groups.size > MAX_FILTERED_OPTIONS) throw new BadRequestException(FILTERED_OPTIONS_MESSAGE);
  // Sorted, so that the same filter is the same statement and cache key whatever the order sent.
  return [...groups.keys()].sort().map((name) => [...groups.get(name)!].sort());
}

/** A category and a price range in the service's terms (prices in paise). */
export function toPriceRange(dto: Pick<ProductListQueryDto, 'category' | 'minPrice' | 'maxPrice'>): {
  category?: ProductCategory;
  minPricePaise?: number;
  maxPricePaise?: number;
} {
  const minPricePaise = dto.minPrice === undefined ? undefined : toPaise(dto.minPrice);
  const maxPricePaise = dto.maxPrice === undefined ? undefined : toPaise(dto.maxPrice);
  if (minPricePaise !== undefined && maxPricePaise !== undefined && minPricePaise > maxPricePaise) {
    throw new BadRequestException('minPrice cannot be greater than maxPrice');
  }
  return {
    category: dto.category === undefined || dto.category === 'all' ? undefined : (dto.category as ProductCategory),
    minPricePaise,
    maxPricePaise,
  };
}

export class SearchQueryDto {
  @ApiPropertyOptional({
    description: "Words from the name, description or option values, or a variant's SKU; typos are forgiven",
    maxLength: 200,
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  query?: string;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1)
  @Max(20)
  limit?: number;
}

/** The checked listing query in the service's terms (prices in paise). */
export function toProductQuery(
  dto: ProductListQueryDto,
  defaults: { limit: number; dealOnly?: boolean },
): ProductQuery {
  return {
    ...toPriceRange(dto),
    options: optionFilterGroups(dto.option),
    page: dto.page ?? 1,
    limit: dto.limit ?? defaults.limit,
    sortBy: dto.sortBy ?? 'createdAt',
    sortOrder: dto.sortOrder ?? 'desc',
    dealOnly: defaults.dealOnly === true || dto.applyDeals === 'true',
    outOfStock: dto.outOfStock ?? 'show',
  };
}
