import { ApiProperty } from '@nestjs/swagger';
import { ProductDto, VariantDto } from './product.dto';

/** A product as an admin edits it: ProductDto with every variant, in their order. */
export type VariantProductDto = ProductDto & { variants: VariantDto[] };

export class VariantsSavedDto {
  @ApiProperty({ example: 'Variants saved' })
  message: string;

  @ApiProperty({ type: ProductDto, description: 'With its options and every variant' })
  product: VariantProductDto;
}

export class BulkVariantsSavedDto {
  @ApiProperty({ example: 'Variants saved' })
  message: string;

  @ApiProperty({ type: [ProductDto], description: 'The products of the variants changed, each with every variant' })
  products: VariantProductDto[];
}
