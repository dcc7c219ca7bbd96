import { ApiProperty } from '@nestjs/swagger';
import { ProductDto } from './product.dto';

/** `data` of product.created, product.updated and product.deleted. */
export class ProductEventDataDto {
  @ApiProperty({
    type: ProductDto,
    description: 'The product as stored (list prices: no deal applied); for product.deleted, its last state',
  })
  product: ProductDto;
}
