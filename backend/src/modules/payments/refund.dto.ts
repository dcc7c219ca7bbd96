import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { OrderDto } from '../orders/order.dto';
import { RefundDto } from '../orders/refund.dto';
import { Omittable } from '../../common/validation/omittable';

export class RefundLineInputDto {
  @ApiProperty({ format: 'uuid', description: "The order line's id (order.products[].id)" })
  @IsUUID('all', { message: 'Invalid order line id' })
  itemId: string;

  @ApiProperty({ minimum: 1, maximum: 99 })
  @Type(() => Number)
  @IsInt({ message: 'Quantity must be a whole number' })
  @Min(1, { message: 'Quantity must be at least 1' })
  @Max(99, { message: 'Quantity cannot exceed 99' })
  quantity: number;
}

/** Either `amount` or `lines`, never both. */
export class CreateRefundDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Invalid order id' })
  orderId: string;

  @ApiProperty({
    format: 'uuid',
    description: 'Chosen by the caller for this refund; sending the same id again returns the same refund',
  })
  @IsUUID('all', { message: 'Invalid refund id' })
  refundId: string;

  @ApiProperty({ example: 'Item arrived damaged', maxLength: 500 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'A reason is required' })
  @IsNotEmpty({ message: 'A reason is required' })
  @MaxLength(500)
  reason: string;

  @ApiPropertyOptional({ oneOf: [{ type: 'number' }, { type: 'string' }], example: '250.00', description: 'Rupees' })
  @Omittable()
  @Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : value))
  @IsString({ message: 'amount must be a number' })
  @Matches(/^\d{1,10}(\.\d{1,2})?$/, { message: 'amount must be a rupee amount with at most 2 decimals' })
  amount?: string;

  @ApiPropertyOptional({
    type: [RefundLineInputDto],
    description: 'Refund these order lines (their share of what was paid)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => RefundLineInputDto)
  lines?: RefundLineInputDto[];
}

export class RefundResultDto {
  @ApiProperty()
  success: boolean;

  @ApiProperty({ example: 'Refund completed' })
  message: string;

  @ApiProperty({ type: RefundDto })
  refund: RefundDto;

  @ApiProperty({ type: OrderDto })
  order: OrderDto;
}

export class RefundPageDto {
  @ApiProperty({ type: [RefundDto], description: 'Oldest change first' })
  items: RefundDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Cursor of the next page; null at the end' })
  next: string | null;
}
