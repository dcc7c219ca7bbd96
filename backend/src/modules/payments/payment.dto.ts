import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsEmail, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateNested } from 'class-validator';
import { OrderDto, PaymentInfoDto } from '../orders/order.dto';

class CustomerInfoDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsEmail()
  email?: string;

  @ApiPropertyOptional({ example: '9876543210' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value))
  @IsString()
  @MaxLength(15)
  phone?: string;
}

export class InitiatePaymentDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Invalid order id' })
  orderId: string;

  /** Must equal the order's amount. */
  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }], example: '1286.01' })
  @IsDefined({ message: 'amount is required' })
  @Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : value))
  @IsString({ message: 'amount must be a number' })
  @Matches(/^\d{1,10}(\.\d{1,2})?$/, { message: 'amount must be a rupee amount with at most 2 decimals' })
  amount: string;

  @ApiPropertyOptional({ type: CustomerInfoDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => CustomerInfoDto)
  customerInfo?: CustomerInfoDto;
}

/** "Pay now": the amount is the order's, so only the order (and the phone, as for initiating). */
export class PayAgainDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Invalid order id' })
  orderId: string;

  @ApiPropertyOptional({ type: CustomerInfoDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => CustomerInfoDto)
  customerInfo?: CustomerInfoDto;
}

export class CancelOrderDto {
  @ApiPropertyOptional({ example: 'Ordered the wrong size', description: 'Shown in the timeline and the mail' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

export class OrderIdDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Invalid order id' })
  orderId: string;
}

export class CancelAbandonedOrderDto extends OrderIdDto {
  @ApiPropertyOptional({ example: 'Payment window closed' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

export class ConfirmPaymentDto {
  @ApiProperty({ format: 'uuid', description: 'The order id the gateway returned with' })
  @IsUUID('all', { message: 'Invalid session id' })
  session_id: string;
}

export class PaytmParamsDto {
  @ApiProperty()
  mid: string;

  @ApiProperty()
  orderId: string;

  @ApiProperty()
  txnToken: string;
}

export class InitiatedPaymentDataDto {
  @ApiProperty({ type: PaytmParamsDto, description: 'Post these as form fields to transactionUrl' })
  paytmParams: PaytmParamsDto;

  @ApiProperty()
  transactionUrl: string;

  @ApiProperty()
  txnId: string;
}

export class InitiatedPaymentDto {
  @ApiProperty()
  success: boolean;

  @ApiProperty({ example: 'Payment initiated' })
  message: string;

  @ApiProperty({ type: InitiatedPaymentDataDto })
  data: InitiatedPaymentDataDto;
}

export class PaymentStatusDataDto {
  @ApiProperty({ format: 'uuid' })
  orderId: string;

  @ApiProperty({ enum: ['paid', 'failed', 'pending', 'not-applicable'], description: 'What the gateway reports' })
  gatewayStatus: string;

  @ApiProperty({ enum: ['unpaid', 'paid', 'failed', 'refunded'] })
  paymentStatus: string;

  @ApiProperty({ enum: ['pending', 'processing', 'shipped', 'completed', 'cancelled'] })
  orderStatus: string;

  @ApiProperty({ type: String, nullable: true })
  txnId: string | null;

  @ApiProperty()
  amount: number;
}

export class PaymentStatusDto {
  @ApiProperty()
  success: boolean;

  @ApiProperty()
  message: string;

  @ApiProperty({ type: PaymentStatusDataDto })
  data: PaymentStatusDataDto;
}

export class CancelledOrderDto {
  @ApiProperty()
  success: boolean;

  @ApiProperty({ example: 'Order cancelled' })
  message: string;

  @ApiProperty({ type: OrderDto })
  order: OrderDto;
}

export class UserPaymentsDto {
  @ApiProperty()
  success: boolean;

  @ApiProperty({ type: [PaymentInfoDto] })
  payments: PaymentInfoDto[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'On a cursor walk: the cursor of the next page, null at the end (docs/integrations-sync.md)',
  })
  next?: string | null;
}

/**
 * The form Paytm's payment page posts the shopper's browser back with. Only the document reads
 * this class: the callback takes the fields as sent, because the checksum covers every field
 * Paytm adds, named or not.
 */
export class PaytmCallbackFormDto {
  @ApiProperty({ example: '3f9a2c71-5b0e-4d8a-9c1f-2a7e6b4d8c90', description: 'The order id' })
  ORDERID: string;

  @ApiProperty({ example: '1499.00', description: 'Rupees, as text with two decimals' })
  TXNAMOUNT: string;

  @ApiPropertyOptional({ example: 'TXN_SUCCESS', description: 'TXN_SUCCESS, TXN_FAILURE or PENDING' })
  STATUS?: string;

  @ApiPropertyOptional({ description: "Paytm's transaction id" })
  TXNID?: string;

  @ApiPropertyOptional({ description: 'The merchant id; when sent, it must be the shop’s' })
  MID?: string;

  @ApiProperty({ description: 'Paytm’s signature over all the other fields' })
  CHECKSUMHASH: string;
}
