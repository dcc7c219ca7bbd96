import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PRODUCT_CATEGORIES } from '../../../common/categories';
import { IMAGE_URL_DOC } from '../../../common/dto/image-url-doc';

/** One option of a product and its values, in the order shoppers choose them. */
export class ProductOptionDto {
  @ApiProperty({ example: 'Size' })
  name: string;

  @ApiProperty({ type: [String], example: ['Small', 'Medium', 'Large'] })
  values: string[];
}

/** One variant of a product (a combination of its option values) as the shopper sees it now. */
export class VariantDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'DS-0190C3A50000-LARGE-WALNUT' })
  sku: string;

  @ApiProperty({
    type: [String],
    example: ['Large', 'Walnut'],
    description: "The variant's values in the product's option order; [] for a product without options",
  })
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
    description: "Struck-through price: the original price under a deal, else the variant's old price",
  })
  oldPrice: number | null;

  @ApiProperty({ description: "The variant's own price in rupees, before any deal" })
  originalPrice: number;

  @ApiProperty({ type: Number, nullable: true, description: 'The old price stored on the variant, whatever the deal' })
  listOldPrice: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    description: 'Pieces left to sell; null = made to order (always available)',
  })
  stock: number | null;

  @ApiProperty({ description: 'false when the count is 0' })
  inStock: boolean;

  @ApiProperty({
    ...IMAGE_URL_DOC,
    description: `The variant's picture, else the product's. ${IMAGE_URL_DOC.description}`,
  })
  image: string;

  @ApiProperty({
    type: [String],
    description: `The variant's other pictures, else the product's. ${IMAGE_URL_DOC.description}`,
    example: [IMAGE_URL_DOC.example],
  })
  additionalImages: string[];

  @ApiProperty({ type: Number, nullable: true, description: 'Shipping weight in grams, if set' })
  weightGrams: number | null;

  @ApiProperty({ description: "The variant's place among the product's, 0 first" })
  position: number;
}

/** A product as the shopper sees it right now (the site-wide deal applied). */
export class ProductDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ enum: PRODUCT_CATEGORIES })
  category: string;

  @ApiProperty({ type: String, nullable: true })
  material: string | null;

  @ApiProperty({ type: String, nullable: true })
  size: string | null;

  @ApiProperty({ type: String, nullable: true })
  metal: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'HSN code printed on GST invoices' })
  hsnCode: string | null;

  @ApiProperty({ description: 'GST rate in percent' })
  gstRate: number;

  @ApiProperty(IMAGE_URL_DOC)
  image: string;

  @ApiProperty({ type: [String], description: IMAGE_URL_DOC.description, example: [IMAGE_URL_DOC.example] })
  additionalImages: string[];

  @ApiProperty({
    description:
      'Rupees the shopper pays now (deal applied); with several variants, the "from" price: that of the cheapest ' +
      'variant in stock (of the cheapest of all when every one is sold out)',
    example: 1874.25,
  })
  price: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Struck-through price: the original price under a deal, else the product old price',
  })
  oldPrice: number | null;

  @ApiProperty({ description: "The product's own price in rupees, before any deal" })
  originalPrice: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The old price stored on the product (as the admin entered it), whatever the deal',
  })
  listOldPrice: number | null;

  @ApiProperty({ description: 'Deal percent applied now, 0 when none' })
  dealDiscount: number;

  @ApiProperty({ type: String, nullable: true })
  dealTitle: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    description:
      'Pieces left to sell, of all variants together; null = some variant is made to order (always available)',
  })
  stock: number | null;

  @ApiProperty({ description: 'false when the count is 0 (every variant sold out): Add to Cart is disabled' })
  inStock: boolean;

  @ApiProperty({
    type: [ProductOptionDto],
    description: 'The options shoppers choose (up to three, in order); [] for a product sold one way',
  })
  options: ProductOptionDto[];

  @ApiProperty({ minimum: 1, description: 'How many variants the product has (1 without options)' })
  variantCount: number;

  @ApiPropertyOptional({
    type: [VariantDto],
    description: 'Every variant, in order: on the product page and the admin answers; lists leave it out',
  })
  variants?: VariantDto[];

  @ApiProperty({ minimum: 0, maximum: 5 })
  rating: number;

  @ApiProperty()
  reviewCount: number;

  @ApiProperty()
  isTrending: boolean;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Id of the admin who added it' })
  author: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}
