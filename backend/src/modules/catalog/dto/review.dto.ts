import { digitsAsNumber, wholeNumberDoc } from '../../../common/dto/whole-number-doc';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

export class PostReviewDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Invalid product id' })
  productId: string;

  @ApiProperty(wholeNumberDoc(1, 5, 'Stars'))
  @Transform(digitsAsNumber)
  @IsInt({ message: 'rating must be a whole number from 1 to 5' })
  @Min(1, { message: 'rating must be a whole number from 1 to 5' })
  @Max(5, { message: 'rating must be a whole number from 1 to 5' })
  rating: number;

  @ApiPropertyOptional({ maxLength: 1000, description: 'Plain text' })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'comment must be at most 1000 characters' })
  comment?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    deprecated: true,
    description: 'Accepted for older clients and ignored: the reviewer is always the signed-in user',
  })
  @IsOptional()
  userId?: unknown;
}

export class ReviewerDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty()
  username: string;
}

export class ReviewDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  productId: string;

  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty({ minimum: 1, maximum: 5 })
  rating: number;

  @ApiProperty()
  comment: string;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty()
  updatedAt: Date;
}

export class ProductReviewDto extends ReviewDto {
  @ApiProperty({ type: ReviewerDto })
  user: ReviewerDto;
}

export class ReviewedProductDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  image: string;
}

export class UserReviewDto extends ReviewDto {
  @ApiProperty({ type: ReviewedProductDto })
  product: ReviewedProductDto;
}

export class ReviewPostedDto {
  @ApiProperty()
  message: string;

  @ApiProperty({ type: ReviewDto })
  review: ReviewDto;
}

export class TotalReviewsDto {
  @ApiProperty()
  totalReviews: number;
}
