import { ApiProperty } from '@nestjs/swagger';
import { ProductDto } from './product.dto';

/** A product as an integration mirrors it: the shopper's view with its last change. */
export class SyncedProductDto extends ProductDto {
  @ApiProperty({
    type: String,
    format: 'date-time',
    description:
      "Last change of the product's own fields; stock moves (see listStockHistory), ratings and deal prices leave it",
  })
  updatedAt: Date;
}

export class SyncedProductPageDto {
  @ApiProperty({ type: [SyncedProductDto], description: 'Oldest change first' })
  items: SyncedProductDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Cursor of the next page; null at the end' })
  next: string | null;
}
