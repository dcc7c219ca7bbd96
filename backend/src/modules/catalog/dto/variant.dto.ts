import { ApiProperty } from '@nestjs/swagger';
import { IMAGE_URL_DOC } from '../../../common/dto/image-url-doc';
import { ProductDto } from './product.dto';

/** One option of a product and its values, in the order shoppers see them. */
export class ProductOptionDto {
  @ApiProperty({ example: 'Size' })
  name: string;

  @ApiProperty({ type: [String], example: ['Small', 'Medium', 'Large'] })
  values: string[];
}

/** One way a product is sold: its combination of option values, SKU, price and stock. */
export class VariantDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'DS-0192F3A4B5C6-LARGE-WALNUT' })
  sku: string;

  @ApiProperty({ type: [String], description: "The values in the product's option order; [] without options" })
  options: string[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Size: Large / Finish: Walnut',
    description: 'null for a product without options',
  })
  title: string | null;

  @ApiProperty({ description: 'Rupees the shopper pays now (deal applied)', example: 1874.25 })
  price: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Struck-through price: the original price under a deal, else the variant old price',
  })
  oldPrice: number | null;

  @ApiProperty({ description: "The variant's own price in rupees, before any deal" })
  originalPrice: number;

  @ApiProperty({ type: Number, nullable: true, description: 'The old price stored on the variant' })
  listOldPrice: number | null;

  @ApiProperty({ type: Number, nullable: true, minimum: 0, description: 'Pieces left; null = made to order' })
  stock: number | null;

  @ApiProperty({ description: 'false when the count is 0' })
  inStock: boolean;

  @ApiProperty({ ...IMAGE_URL_DOC, description: "The variant's picture, or the product's" })
  image: string;

  @ApiProperty({ type: [String], description: "The variant's further pictures, or the product's" })
  additionalImages: string[];

  @ApiProperty({ type: Number, nullable: true, description: 'Shipping weight in grams' })
  weightGrams: number | null;

  @ApiProperty({ description: "The variant's place among the product's variants (0 first)" })
  position: number;
}

/** A product as an admin edits it: with its options and every variant. */
export class VariantProductDto extends ProductDto {
  @ApiProperty({ type: [ProductOptionDto], description: 'Up to three options, in order' })
  options: ProductOptionDto[];

  @ApiProperty({ description: 'How many variants the product has' })
  variantCount: number;

  @ApiProperty({ type: [VariantDto], description: 'In their order' })
  variants: VariantDto[];
}

export class VariantsSavedDto {
  @ApiProperty({ example: 'Variants saved' })
  message: string;

  @ApiProperty({ type: VariantProductDto })
  product: VariantProductDto;
}

export class BulkVariantsSavedDto {
  @ApiProperty({ example: 'Variants saved' })
  message: string;

  @ApiProperty({ type: [VariantProductDto], description: 'The products of the variants changed' })
  products: VariantProductDto[];
}
