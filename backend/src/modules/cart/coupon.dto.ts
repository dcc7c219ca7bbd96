import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  registerDecorator,
} from 'class-validator';
import { IsStrictDateTime } from '../../common/validation/strict-date';
import { MAX_PRICE_PAISE, parseRupees } from '../catalog/dto/rupee-amount';

/** A minimum order value: 0 to Rs. 1,00,00,000 with at most two decimals (number or string). */
function IsRupeeAmount(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isRupeeAmount',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: 'Minimum order value must be an amount in rupees with at most 2 decimals.' },
      validator: {
        validate: (value: unknown) => {
          const paise = parseRupees(value);
          return paise !== undefined && paise <= MAX_PRICE_PAISE;
        },
      },
    });
}

const optionalCount = (what: string) => [
  IsOptional(),
  Type(() => Number),
  IsInt({ message: `${what} must be a whole number.` }),
  Min(1, { message: `${what} must be at least 1.` }),
  Max(1_000_000, { message: `${what} must be at most 1000000.` }),
];

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateCouponDto {
  /** Letters, digits, - and _; spaces around it are trimmed, and it is stored upper-case. */
  @ApiProperty({ example: 'WELCOME10', pattern: '^\\s*[A-Za-z0-9_-]+\\s*$' })
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

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: "Must be in the future; without a zone it is read as the server's local time.",
  })
  @IsStrictDateTime({ message: 'Expiry date is required.' })
  expiryDate: string;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, description: 'Orders that may use it in all' })
  @applyAll(optionalCount('Total uses'))
  maxUses?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, description: 'Orders one customer may use it on' })
  @applyAll(optionalCount('Uses per customer'))
  maxUsesPerCustomer?: number | null;

  @ApiPropertyOptional({
    // A figure or its decimal text, as for product prices (IsRupeeAmount reads both).
    oneOf: [{ type: 'number', minimum: 0 }, { type: 'string' }, { type: 'null' }],
    example: 1500,
    description: 'Least subtotal in rupees (before discount and tax), at most 2 decimals',
  })
  @IsOptional()
  @IsRupeeAmount()
  minOrderValue?: number | string | null;
}

function applyAll(decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
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

  @ApiProperty({ type: Number, nullable: true, description: 'Orders that may use it in all; null: no limit' })
  maxUses: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Orders one customer may use it on; null: no limit' })
  maxUsesPerCustomer: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Least subtotal in rupees; null: any' })
  minOrderValue: number | null;

  @ApiProperty({ description: 'Orders holding it now (cancelled orders give their use back)' })
  usedCount: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time', description: 'Last change, a use taken or given back included' })
  updatedAt: Date;
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

  @ApiProperty({ type: Number, nullable: true, description: 'Least subtotal in rupees it applies to; null: any' })
  minOrderValue: number | null;

  @ApiProperty({ example: 'WELCOME10' })
  code: string;

  @ApiProperty({ type: String, format: 'date-time' })
  expiryDate: Date;
}

export class MessageDto {
  @ApiProperty()
  message: string;
}
