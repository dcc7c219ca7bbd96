import { ApiProperty } from '@nestjs/swagger';
import { PRODUCT_CATEGORIES } from '../../../common/categories';
import { ProductDto } from './product.dto';
import { ProductReviewDto } from './review.dto';

export class ProductPageDto {
  @ApiProperty({ type: [ProductDto] })
  products: ProductDto[];

  @ApiProperty()
  totalPages: number;

  @ApiProperty()
  totalProducts: number;
}

export class OptionValueCountDto {
  @ApiProperty({ example: 'Large' })
  value: string;

  @ApiProperty({ description: 'Products with a variant in stock having this value', example: 42 })
  count: number;
}

export class OptionCountDto {
  @ApiProperty({ example: 'Size' })
  name: string;

  @ApiProperty({ type: [OptionValueCountDto], description: 'In the order the products list them' })
  values: OptionValueCountDto[];
}

export class OptionCountsDto {
  @ApiProperty({ type: [OptionCountDto], description: 'In the order the products list them' })
  optionCounts: OptionCountDto[];
}

export class ProductListDto {
  @ApiProperty({ type: [ProductDto] })
  products: ProductDto[];
}

export class ProductDetailDto {
  @ApiProperty({ type: ProductDto })
  product: ProductDto;

  @ApiProperty({ type: [ProductReviewDto], description: 'Newest first' })
  reviews: ProductReviewDto[];
}

export class ProductSavedDto {
  @ApiProperty()
  message: string;

  @ApiProperty({ type: ProductDto })
  product: ProductDto;
}

export class MessageDto {
  @ApiProperty()
  message: string;
}

export class ApplicableDealDto {
  @ApiProperty()
  title: string;

  @ApiProperty()
  discount: number;

  @ApiProperty({ enum: PRODUCT_CATEGORIES, isArray: true })
  categories: string[];
}

export class ApplicableDealsDto {
  @ApiProperty()
  success: boolean;

  @ApiProperty({ type: ApplicableDealDto, nullable: true, description: 'null when no deal applies now' })
  deal: ApplicableDealDto | null;

  @ApiProperty({ enum: PRODUCT_CATEGORIES, isArray: true })
  categories: string[];

  @ApiProperty({ description: 'How many products the deal applies to now' })
  applicableProducts: number;

  @ApiProperty({ type: [ProductDto], description: 'The newest of them (at most 20)' })
  products: ProductDto[];
}
