import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Omittable } from '../../../common/validation/omittable';
import { IMAGE_URL } from './product-input.dto';
import { IsPrice } from './rupee-amount';
import { IsStockCount, MAX_STOCK } from './stock.dto';

export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 20;
export const MAX_OPTION_TEXT = 40;
/** At most this many variants per product: an admin's screen, a shopper's picker and one answer stay small. */
export const MAX_VARIANTS = 100;
/** At most this many variants in one bulk edit (one transaction). */
export const MAX_BULK_VARIANTS = 500;
const MAX_WEIGHT_GRAMS = 1_000_000;

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimmedEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value;
const isGiven = (_: object, value: unknown) => value !== undefined && value !== null && value !== '';

export class OptionInputDto {
  @ApiProperty({ minLength: 1, maxLength: MAX_OPTION_TEXT, example: 'Size' })
  @Transform(trimmed)
  @IsString({ message: 'Each option needs a name' })
  @MinLength(1, { message: 'An option name cannot be empty' })
  @MaxLength(MAX_OPTION_TEXT, { message: `An option name has at most ${MAX_OPTION_TEXT} characters` })
  // A filter is "name:value", and combination tags join values with U+001F (products.service.ts).
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  @Matches(/^[^:\u0000-\u001f\u007f-\u009f]*$/, { message: 'An option name cannot hold ":" or control characters' })
  name: string;

  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: MAX_OPTION_VALUES,
    example: ['Small', 'Medium', 'Large'],
    description: `1-${MAX_OPTION_VALUES} values, each 1-${MAX_OPTION_TEXT} characters, unique within the option`,
  })
  @Transform(trimmedEach)
  @IsArray({ message: 'values must be a list' })
  @ArrayMinSize(1, { message: 'Each option needs at least one value' })
  @ArrayMaxSize(MAX_OPTION_VALUES, { message: `An option has at most ${MAX_OPTION_VALUES} values` })
  @IsString({ each: true, message: 'Option values must be text' })
  @MinLength(1, { each: true, message: 'An option value cannot be empty' })
  @MaxLength(MAX_OPTION_TEXT, { each: true, message: `An option value has at most ${MAX_OPTION_TEXT} characters` })
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  @Matches(/^[^\u0000-\u001f\u007f-\u009f]*$/, {
    each: true,
    message: 'An option value cannot hold control characters',
  })
  values: string[];
}

export class SetOptionsDto {
  @ApiProperty({
    type: [OptionInputDto],
    maxItems: MAX_OPTIONS,
    description: `Up to ${MAX_OPTIONS} options with names unique in any case; [] sells the product one way again`,
  })
  @IsArray({ message: 'options must be a list' })
  @ArrayMaxSize(MAX_OPTIONS, { message: `A product has at most ${MAX_OPTIONS} options` })
  @ValidateNested({ each: true })
  @Type(() => OptionInputDto)
  options: OptionInputDto[];
}

/** A new variant of a product: its option values and price; the rest may be left out. */
export class CreateVariantDto {
  @ApiProperty({
    type: [String],
    example: ['Large', 'Walnut'],
    description: "One value of each of the product's options, in their order",
  })
  @Transform(trimmedEach)
  @IsArray({ message: 'options must be a list of option values' })
  @ArrayMaxSize(MAX_OPTIONS)
  @IsString({ each: true, message: 'Option values must be text' })
  options: string[];

  @ApiPropertyOptional({
    maxLength: 64,
    example: 'MIR-ROUND-L',
    description: 'Unique in any case: letters, digits, ".", "_", "-" and "/". Left out: made from the values',
  })
  @Omittable()
  @Transform(trimmed)
  @IsString()
  @MinLength(1, { message: 'sku cannot be empty' })
  @MaxLength(64, { message: 'sku has at most 64 characters' })
  @Matches(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, {
    message: 'sku may hold letters, digits, ".", "_", "-" and "/", beginning with a letter or digit',
  })
  sku?: string;

  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    example: 2499,
    description: 'Rupees, positive, at most 10000000, at most 2 decimals',
  })
  @IsPrice()
  price: number | string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    nullable: true,
    description: 'Struck-through price in rupees; null for none',
  })
  @ValidateIf(isGiven)
  @IsPrice()
  oldPrice?: number | string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: MAX_STOCK,
    description: 'Pieces in stock; null = made to order. Every change is kept in the stock history',
  })
  @IsOptional()
  @IsStockCount()
  stock?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: "The variant's picture; null = the product's" })
  @ValidateIf(isGiven)
  @Transform(trimmed)
  @IsString()
  @MaxLength(500)
  @Matches(IMAGE_URL, { message: 'image must be an /uploads/... path or an http(s) URL' })
  image?: string | null;

  @ApiPropertyOptional({ type: [String], maxItems: 10, description: "Further pictures; [] = the product's" })
  @Omittable()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  @Matches(IMAGE_URL, {
    each: true,
    message: 'each of additionalImages must be an /uploads/... path or an http(s) URL',
  })
  additionalImages?: string[];

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, description: 'Shipping weight in grams' })
  @ValidateIf((_: object, value: unknown) => value !== undefined && value !== null)
  @IsInt({ message: 'weightGrams must be a whole number of grams' })
  @Min(1, { message: 'weightGrams must be at least 1' })
  @Max(MAX_WEIGHT_GRAMS)
  weightGrams?: number | null;
}

/** Any subset of the fields, each checked when given; those left out are kept. */
export class UpdateVariantDto extends PartialType(CreateVariantDto, { skipNullProperties: false }) {}

export class VariantOrderDto {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    description: "Every one of the product's variants, once each, in the order wanted",
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_VARIANTS)
  @IsUUID('all', { each: true, message: 'Invalid variant id' })
  variantIds: string[];
}

export class BulkVariantDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Invalid variant id' })
  id: string;

  @ApiPropertyOptional({ oneOf: [{ type: 'number' }, { type: 'string' }], example: 2499 })
  @Omittable()
  @IsPrice()
  price?: number | string;

  @ApiPropertyOptional({ oneOf: [{ type: 'number' }, { type: 'string' }], nullable: true })
  @ValidateIf(isGiven)
  @IsPrice()
  oldPrice?: number | string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: MAX_STOCK })
  @IsOptional()
  @IsStockCount()
  stock?: number | null;
}

export class BulkVariantsDto {
  @ApiProperty({
    type: [BulkVariantDto],
    minItems: 1,
    maxItems: MAX_BULK_VARIANTS,
    description: 'Variants of any products, each at most once',
  })
  @IsArray()
  @ArrayMinSize(1, { message: 'Send at least one variant' })
  @ArrayMaxSize(MAX_BULK_VARIANTS, { message: `At most ${MAX_BULK_VARIANTS} variants at once` })
  @ValidateNested({ each: true })
  @Type(() => BulkVariantDto)
  variants: BulkVariantDto[];
}
