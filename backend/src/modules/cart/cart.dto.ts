import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { IMAGE_URL_DOC } from '../../common/dto/image-url-doc';
import { VariantChoiceProperty } from '../catalog/dto/variant-choice';

export const MAX_LINE_QUANTITY = 99;

/**
 * The storefront also sends name, image, price, userId and material from the product page;
 * they are accepted and ignored: the server takes the product's own data and the user from
 * the token.
 */
export class AddToCartDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Invalid product id' })
  productId: string;

  @VariantChoiceProperty()
  variantId?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_LINE_QUANTITY, description: 'Left out: 1' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Quantity must be a whole number' })
  @Min(1, { message: 'Quantity must be at least 1' })
  @Max(MAX_LINE_QUANTITY, { message: `Quantity cannot exceed ${MAX_LINE_QUANTITY}` })
  quantity?: number;

  @ApiPropertyOptional({ description: 'Ignored: the product name is taken from the catalogue.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  name?: string;

  @ApiPropertyOptional({ description: 'Ignored: the image is taken from the catalogue.' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  image?: string;

  @ApiPropertyOptional({ description: 'Ignored: the price is taken from the catalogue.' })
  @IsOptional()
  @Type(() => Number)
  @IsNumber()
  price?: number;

  @ApiPropertyOptional({ description: 'Ignored: the user is the signed-in caller.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  userId?: string;

  @ApiPropertyOptional({ description: 'Ignored: the material is taken from the catalogue.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  material?: string;
}

export class UpdateCartItemDto {
  @ApiProperty({
    enum: ['increment', 'decrement'],
    description: "decrement at quantity 1 answers 400 'Quantity cannot be less than 1'; increment at 99 answers 400",
  })
  @IsIn(['increment', 'decrement'], { message: 'type must be increment or decrement' })
  type: 'increment' | 'decrement';
}

export class CartLineDto {
  @ApiProperty({ format: 'uuid', description: 'The cart item id (for update and remove)' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  productId: string;

  @ApiProperty()
  name: string;

  @ApiProperty({
    ...IMAGE_URL_DOC,
    description: `The variant's picture, else the product's. ${IMAGE_URL_DOC.description}`,
  })
  image: string;

  @ApiProperty({ description: 'Unit price of the variant now (deal applied), rupees' })
  price: number;

  @ApiProperty()
  quantity: number;

  @ApiProperty({ description: 'Unit price before the deal, rupees' })
  originalPrice: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'The struck-through "was" price, rupees: the price before the deal while one applies, else the product\'s own old price; null without a saving',
  })
  oldPrice: number | null;

  @ApiProperty({ description: 'Deal percent, 0 when none' })
  dealDiscount: number;

  @ApiProperty({ type: String, nullable: true })
  dealTitle: string | null;

  @ApiProperty({ type: String, nullable: true })
  material: string | null;

  @ApiProperty({ description: 'price x quantity, rupees' })
  lineTotal: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Pieces left of the variant; null = made to order. The cart warns when quantity is above it.',
  })
  stock: number | null;

  @ApiProperty({ format: 'uuid' })
  variantId: string;

  @ApiProperty()
  sku: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Size: Large / Finish: Walnut',
    description: 'The options chosen; null for a product without options',
  })
  variantTitle: string | null;
}

export class CartDto {
  @ApiProperty({ type: [CartLineDto] })
  products: CartLineDto[];

  @ApiProperty({ description: 'Subtotal, rupees' })
  totalPrice: number;

  @ApiProperty({ description: 'The coupon discount, rupees (0 without a coupon)' })
  discount: number;

  @ApiProperty({ type: String, nullable: true, description: 'The coupon the totals were priced with' })
  couponCode: string | null;

  @ApiProperty({ type: Number, nullable: true, description: "That coupon's percent" })
  discountPercentage: number | null;

  @ApiProperty({ description: '10% of the discounted subtotal, rupees' })
  tax: number;

  @ApiProperty({
    example: 0.1,
    nullable: true,
    type: Number,
    description: 'The flat tax rate; null when each product is taxed at its own GST rate (GST_PER_PRODUCT_RATES)',
  })
  taxRate: number | null;

  @ApiProperty({ description: 'totalPrice - discount + tax, rupees: what the order will cost' })
  grandTotal: number;

  @ApiProperty({ description: 'Sum of quantities' })
  selectedItems: number;
}

export class CartQueryDto {
  @ApiPropertyOptional({ description: 'Price the cart with this coupon (400/404 when invalid or expired)' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  couponCode?: string;
}
