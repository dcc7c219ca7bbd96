import { ApiProperty } from '@nestjs/swagger';
import { PRODUCT_CATEGORIES } from '../../../common/categories';
import { IMAGE_URL_DOC } from '../../../common/dto/image-url-doc';

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

  @ApiProperty({ description: 'Rupees the shopper pays now (deal applied)', example: 1874.25 })
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
    description: 'Pieces left to sell; null = made to order (always available)',
  })
  stock: number | null;

  @ApiProperty({ description: 'false when the count is 0: Add to Cart is disabled' })
  inStock: boolean;

  @ApiProperty({ minimum: 0, maximum: 5 })
  rating: number;

  @ApiProperty()
  reviewCount: number;

  @ApiProperty()
  isTrending: boolean;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Id of the admin who added it' })
  author: string | null;

  @ApiProperty()
  createdAt: Date;
}
