import { ApiProperty } from '@nestjs/swagger';
import { STOCK_REASONS } from '../stock-movement.entity';
import type { StockReason } from '../stock-movement.entity';
import { ProductDto } from './product.dto';

/** `data` of product.created, product.updated and product.deleted. */
export class ProductEventDataDto {
  @ApiProperty({
    type: ProductDto,
    description: 'The product as stored (list prices: no deal applied); for product.deleted, its last state',
  })
  product: ProductDto;
}

/** `data` of stock.changed: one variant's count, before and after. */
export class StockChangedDataDto {
  @ApiProperty({ format: 'uuid' })
  productId: string;

  @ApiProperty({ format: 'uuid', description: 'The variant whose count moved (a product without options has one)' })
  variantId: string;

  @ApiProperty({ example: 'Sunburst Wall Mirror', description: "The product's name" })
  name: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Size: Large / Finish: Walnut',
    description: "The variant's options; null for a product without options",
  })
  variantTitle: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 7,
    description: "The variant's count now; null = made to order",
  })
  stock: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 8, description: 'The count before; null = made to order' })
  previousStock: number | null;

  @ApiProperty({
    example: -1,
    description: 'stock - previousStock; 0 when either is null (made to order)',
  })
  change: number;

  @ApiProperty({
    enum: STOCK_REASONS,
    description:
      'order: a placed order took pieces; cancel / order_deleted: given back; reopen: a revived order took them again; ' +
      'admin_edit: an admin counted it (stock screen or product form). New reasons may be added',
  })
  reason: StockReason;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The order that moved it, if any' })
  orderId: string | null;
}

/** `data` of stock.low: the count fell to the threshold or below. */
export class StockLowDataDto extends StockChangedDataDto {
  @ApiProperty({ example: 5, description: 'The low-stock threshold (the one the admin stock screen uses)' })
  threshold: number;
}
