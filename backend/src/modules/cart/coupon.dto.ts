import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDate, IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateCouponDto {
  /** Stored upper-case; letters, digits, - and _. */
  @ApiProperty({ example: 'WELCOME10' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Coupon code is required.' })
  @MaxLength(40)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'Coupon code may contain only letters, digits, - and _' })
  code: string;

  @ApiProperty({ minimum: 1, maximum: 100, example: 10 })
  @Type(() => Number)
  @IsInt({ message: 'Discount must be a whole number.' })
  @Min(1, { message: 'Discount must be greater than 0.' })
  @Max(100, { message: 'Discount cannot exceed 100%.' })
  discountPercentage: number;

  @ApiProperty({ type: String, format: 'date-time', description: 'Must be in the future.' })
  @Type(() => Date)
  @IsDate({ message: 'Expiry date is required.' })
  expiryDate: Date;
}

export class ValidateCouponDto {
  @ApiProperty({ example: 'WELCOME10' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Coupon code is required.' })
  @MaxLength(40)
  code: string;
}

export class CouponDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'WELCOME10' })
  code: string;

  @ApiProperty({ example: 10 })
  discountPercentage: number;

  @ApiProperty({ type: String, format: 'date-time' })
  expiryDate: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

export class CouponCreatedDto {
  @ApiProperty({ example: 'Coupon added successfully!' })
  message: string;

  @ApiProperty({ type: CouponDto })
  coupon: CouponDto;
}

export class ValidCouponDto {
  @ApiProperty({ example: 10 })
  discountPercentage: number;

  @ApiProperty({ example: 'WELCOME10' })
  code: string;

  @ApiProperty({ type: String, format: 'date-time' })
  expiryDate: Date;
}

export class MessageDto {
  @ApiProperty()
  message: string;
}
