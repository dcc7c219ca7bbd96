import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { canonicalCategory, PRODUCT_CATEGORIES } from '../../../common/categories';
import { IsPrice } from './rupee-amount';
import { IsStockCount, MAX_STOCK } from './stock.dto';
import { GST_RATES } from '../../../common/pricing';
import { Omittable } from '../../../common/validation/omittable';

/** An uploaded image path (/uploads/...) or an absolute http(s) URL. */
export const IMAGE_URL = /^(\/(?!\/)\S*|https?:\/\/\S+)$/;
const IMAGE_URL_MESSAGE = 'must be an /uploads/... path or an http(s) URL';

const isGiven = (_: object, value: unknown) => value !== undefined && value !== null && value !== '';
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * The product form. Name, category, price and main image are required, but their absence is
 * reported with the form's own sentence (see ProductsService), so here they are only checked
 * when given.
 */
export class ProductInputDto {
  @ApiProperty({ required: true, maxLength: 200, example: 'Sunburst Wall Mirror' })
  @ValidateIf(isGiven)
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiProperty({ required: true, enum: PRODUCT_CATEGORIES, description: 'Case-insensitive' })
  @ValidateIf(isGiven)
  @Transform(({ value }) => (typeof value === 'string' ? (canonicalCategory(value) ?? value) : value))
  @IsIn(PRODUCT_CATEGORIES, { message: `category must be one of: ${PRODUCT_CATEGORIES.join(', ')}` })
  category?: string;

  @ApiProperty({
    required: true,
    oneOf: [{ type: 'number' }, { type: 'string' }],
    example: 2499,
    description: 'Rupees, positive, at most 10000000, at most 2 decimals',
  })
  @ValidateIf(isGiven)
  @IsPrice()
  price?: number | string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    nullable: true,
    description: 'Struck-through price in rupees; empty or null for none',
  })
  @ValidateIf(isGiven)
  @IsPrice()
  oldPrice?: number | string | null;

  @ApiProperty({ required: true, example: '/uploads/images/0b9c.webp' })
  @ValidateIf(isGiven)
  @Transform(trimmed)
  @IsString()
  @MaxLength(500)
  @Matches(IMAGE_URL, { message: `image ${IMAGE_URL_MESSAGE}` })
  image?: string;

  @ApiPropertyOptional({ type: [String], maxItems: 10 })
  @Omittable()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  @Matches(IMAGE_URL, { each: true, message: `each of additionalImages ${IMAGE_URL_MESSAGE}` })
  additionalImages?: string[];

  @ApiPropertyOptional({ maxLength: 5000 })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string;

  @ApiPropertyOptional({ maxLength: 200, nullable: true })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  material?: string | null;

  @ApiPropertyOptional({ maxLength: 200, nullable: true })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  size?: string | null;

  @ApiPropertyOptional({ maxLength: 200, nullable: true })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  metal?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: MAX_STOCK,
    description:
      'Pieces in stock; null = made to order. Left out on update: the count is not touched (orders may have ' +
      'changed it since the form was opened). Every change is kept in the stock history.',
  })
  @IsOptional()
  @IsStockCount()
  stock?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '7009',
    description: 'HSN code for GST invoices: 4, 6 or 8 digits; empty or null for none',
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
  @ValidateIf(isGiven)
  @Matches(/^\d{4}(\d{2}(\d{2})?)?$/, { message: 'hsnCode must be 4, 6 or 8 digits' })
  hsnCode?: string | null;

  @ApiPropertyOptional({ enum: GST_RATES, example: 18, description: 'GST rate in percent (default 18)' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value))
  @IsIn(GST_RATES, { message: `gstRate must be one of: ${GST_RATES.join(', ')}` })
  gstRate?: number;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    description: 'Accepted for the admin form, ignored: the author is the signed-in admin',
    deprecated: true,
  })
  @IsOptional()
  author?: unknown;
}

export class CreateProductDto extends ProductInputDto {}

/**
 * A partial PATCH: any subset of the fields, each checked when given; those left out are kept.
 * Name, category, price and main image cannot be emptied.
 */
export class UpdateProductDto extends PartialType(ProductInputDto, { skipNullProperties: false }) {
  @ApiPropertyOptional({ description: 'Shown in the trending list' })
  @IsOptional()
  @IsBoolean()
  isTrending?: boolean;
}
