import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { PageQueryDto } from '../../../common/dto/page-query.dto';
import { PagedSyncQueryDto } from '../../../common/dto/sync-query.dto';
import { STOCK_REASONS } from '../stock-movement.entity';
import type { StockReason } from '../stock-movement.entity';

export const MAX_STOCK = 1_000_000;

/** "Only N left" is shown (and the dashboard lists the product, and stock.low is sent) at this count or below. */
export const LOW_STOCK_THRESHOLD = 5;

/** A stock count in a form or body: a whole number 0..1,000,000, or null for made to order. */
export function IsStockCount(): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    ValidateIf((_: object, value: unknown) => value !== null)(target, key);
    IsInt({ message: 'stock must be a whole number, or null for made to order' })(target, key);
    Min(0, { message: 'stock cannot be negative' })(target, key);
    Max(MAX_STOCK, { message: `stock cannot exceed ${MAX_STOCK}` })(target, key);
  };
}

export class SetStockDto {
  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: MAX_STOCK, description: 'null = made to order' })
  @IsStockCount()
  stock: number | null;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "The variant counted; left out, the product's only variant (400 when it has several)",
  })
  @IsOptional()
  @IsUUID('all', { message: 'Invalid variant id' })
  variantId?: string;

  @ApiPropertyOptional({ maxLength: 200, description: 'Kept in the stock history, e.g. "Recount after Diwali sale"' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  note?: string;
}

export class StockHistoryQueryDto extends PagedSyncQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only this product' })
  @IsOptional()
  @IsUUID('all', { message: 'Invalid product id' })
  productId?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Only this variant; with `productId`, 400 when it is not a variant of that product',
  })
  @IsOptional()
  @IsUUID('all', { message: 'Invalid variant id' })
  variantId?: string;
}

export class LowStockQueryDto extends PickType(PageQueryDto, ['limit'] as const) {
  @ApiPropertyOptional({
    default: LOW_STOCK_THRESHOLD,
    minimum: 0,
    maximum: 1000,
    description: 'Variants with this many or fewer',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'threshold must be a whole number' })
  @Min(0)
  @Max(1000)
  threshold?: number;
}

export class StockMovementDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  productId: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The variant counted; null once deleted' })
  variantId: string | null;

  @ApiProperty()
  productName: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'DS-3F1C2A9E7B44-LARGE-TEAK',
    description: "The variant's SKU as it is now; null once the variant is deleted",
  })
  sku: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Size: Large / Finish: Teak',
    description: "The variant's options as they are now; null for a product without options and once deleted",
  })
  variantTitle: string | null;

  @ApiProperty({ description: 'Pieces added (positive) or taken (negative); 0 when made-to-order was switched' })
  change: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Count after the change; null = made to order' })
  stockAfter: number | null;

  @ApiProperty({
    enum: STOCK_REASONS,
    description:
      'initial: count given when the product was added; order: reserved by a placed order; cancel: given back by ' +
      'a cancelled order; reopen: taken again when a cancelled order was reopened; order_deleted: given back when ' +
      'an unshipped order was deleted; admin_edit: set by an admin',
  })
  reason: StockReason;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  orderId: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The user or admin who caused it' })
  actorId: string | null;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

export class StockHistoryDto {
  @ApiProperty({ type: [StockMovementDto], description: 'Newest first; on a cursor walk oldest first' })
  movements: StockMovementDto[];

  @ApiPropertyOptional({ description: 'Movements in all (by page only)' })
  total?: number;

  @ApiPropertyOptional({ description: 'By page only' })
  page?: number;

  @ApiPropertyOptional({ description: 'By page only' })
  totalPages?: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'On a cursor walk: the cursor of the next page, null at the end',
  })
  next?: string | null;
}

/** A variant low on stock (a product sold one way: its one variant). */
export class LowStockProductDto {
  @ApiProperty({ format: 'uuid', description: "The product's id (as productId)" })
  id: string;

  @ApiProperty({ format: 'uuid' })
  productId: string;

  @ApiProperty({ format: 'uuid' })
  variantId: string;

  @ApiProperty({ example: 'DS-3F1C2A9E7B44-LARGE-WALNUT' })
  sku: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Size: Large / Finish: Walnut',
    description: 'The options of the variant; null for a product without options',
  })
  variantTitle: string | null;

  @ApiProperty({ description: "The product's name" })
  name: string;

  @ApiProperty()
  image: string;

  @ApiProperty()
  category: string;

  @ApiProperty({ description: 'Pieces of the variant left' })
  stock: number;
}

export class LowStockDto {
  @ApiProperty({ description: 'The threshold used' })
  threshold: number;

  @ApiProperty({
    type: [LowStockProductDto],
    description: 'One row per variant at or below the threshold, fewest first, then by product name and variant order',
  })
  products: LowStockProductDto[];
}

export class StockSetDto {
  @ApiProperty({ example: 'Stock updated' })
  message: string;

  @ApiProperty({ description: 'false when the count was already that' })
  changed: boolean;

  @ApiProperty({ format: 'uuid' })
  productId: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The variant counted; null only when a repeated count names a variant deleted since',
  })
  variantId: string | null;

  @ApiProperty({ type: Number, nullable: true })
  stock: number | null;
}
