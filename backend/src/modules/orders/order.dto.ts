import {
  CURSOR_DOC,
  IsUpdatedBefore,
  IsZonedDateTime,
  UPDATED_BEFORE_DOC,
  UPDATED_SINCE_DOC,
} from '../../common/dto/sync-query.dto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order-status';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './order-status';
import { ShipmentDto } from './shipments/shipment.dto';
import { ExtraPaymentDto, InvoiceSummaryDto, RefundDto } from './refund.dto';
import { IMAGE_URL_DOC } from '../../common/dto/image-url-doc';
import { VariantChoiceProperty } from '../catalog/dto/variant-choice';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class OrderLineInputDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Invalid product id' })
  productId: string;

  @VariantChoiceProperty()
  variantId?: string;

  @ApiProperty({ minimum: 1, maximum: 99 })
  @Type(() => Number)
  @IsInt({ message: 'Quantity must be a whole number' })
  @Min(1, { message: 'Quantity must be at least 1' })
  @Max(99, { message: 'Quantity cannot exceed 99' })
  quantity: number;
}

/**
 * The address an order is sent to. Used when all four fields are given (then the state must be one
 * of the 36 states and union territories and the pincode 6 digits); otherwise the profile's.
 */
export class OrderShippingAddressDto {
  @ApiProperty({ example: '12 MG Road' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(300)
  address: string;

  @ApiProperty({ example: 'Jaipur' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  city: string;

  @ApiProperty({ example: 'Rajasthan' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  state: string;

  @ApiProperty({ example: '302001' })
  @IsOptional()
  @Transform(({ value }) =>
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value,
  )
  @IsString()
  @MaxLength(10)
  pincode: string;
}

export class CreateOrderDto {
  @ApiProperty({ type: [OrderLineInputDto] })
  @IsArray({ message: 'products must be a list' })
  @ArrayMinSize(1, { message: 'Your cart is empty' })
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => OrderLineInputDto)
  products: OrderLineInputDto[];

  /** The total the shopper saw; the server recomputes it and answers 409 when it differs by more than 0.01. */
  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }], example: '1429.00' })
  @IsDefined({ message: 'amount is required' })
  @Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : value))
  @IsString({ message: 'amount must be a number' })
  @Matches(/^\d{1,10}(\.\d{1,2})?$/, { message: 'amount must be a rupee amount with at most 2 decimals' })
  amount: string;

  @ApiProperty({ example: 'asha@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: 'You must be logged in to place an order.' })
  email: string;

  @ApiProperty({ enum: PAYMENT_METHODS })
  @IsIn(PAYMENT_METHODS, { message: 'Please select a payment method.' })
  paymentMethod: PaymentMethod;

  @ApiPropertyOptional({ type: OrderShippingAddressDto, description: "Defaults to the user's profile address" })
  @IsOptional()
  @ValidateNested()
  @Type(() => OrderShippingAddressDto)
  shippingAddress?: OrderShippingAddressDto;

  @ApiPropertyOptional({ example: 'WELCOME10' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(40)
  couponCode?: string;
}

export class UpdateOrderStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES })
  @IsIn(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  status: OrderStatus;
}

export const ORDER_LIST_VIEWS = ['full', 'summary'] as const;
export type OrderListView = (typeof ORDER_LIST_VIEWS)[number];

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export class ListOrdersQueryDto {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  status?: OrderStatus;

  @ApiPropertyOptional({
    minLength: 3,
    maxLength: 100,
    example: '#C67C499B',
    description:
      "An order number ('#C67C499B', '#' optional, or the whole id), or part of the customer's e-mail, name or mobile number",
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(3, { message: 'Search for at least 3 characters' })
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ enum: PAYMENT_STATUSES, description: 'Only orders whose payment is in this state' })
  @IsOptional()
  @IsIn(PAYMENT_STATUSES, { message: `paymentStatus must be one of ${PAYMENT_STATUSES.join(', ')}` })
  paymentStatus?: PaymentStatus;

  @ApiPropertyOptional({
    format: 'date',
    example: '2025-03-01',
    description: 'Placed on or after this day (India time)',
  })
  @IsOptional()
  @Matches(DAY, { message: 'from must be a date as YYYY-MM-DD' })
  from?: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2025-03-31',
    description: 'Placed on or before this day (India time)',
  })
  @IsOptional()
  @Matches(DAY, { message: 'to must be a date as YYYY-MM-DD' })
  to?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1, description: 'Page mode only' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 500, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(500)
  limit?: number;

  @ApiPropertyOptional({ ...UPDATED_SINCE_DOC, description: `${UPDATED_SINCE_DOC.description}; with status only` })
  @IsOptional()
  @IsZonedDateTime()
  updated_since?: string;

  @ApiPropertyOptional({ ...UPDATED_BEFORE_DOC, description: `${UPDATED_BEFORE_DOC.description}; with status only` })
  @IsOptional()
  @IsUpdatedBefore()
  updated_before?: string;

  @ApiPropertyOptional(CURSOR_DOC)
  @IsOptional()
  @IsString({ message: 'Invalid cursor' })
  @MaxLength(500, { message: 'Invalid cursor' })
  cursor?: string;

  @ApiPropertyOptional({
    enum: ORDER_LIST_VIEWS,
    default: 'full',
    description:
      "Page mode only: `summary` answers each order as a row of the admin's table (AdminOrderSummaryDto) instead of the whole order",
  })
  @IsOptional()
  @IsIn(ORDER_LIST_VIEWS, { message: `view must be one of ${ORDER_LIST_VIEWS.join(', ')}` })
  view?: OrderListView;
}

export class OrderLineDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null once the product is deleted' })
  productId: string | null;

  @ApiProperty()
  name: string;

  @ApiProperty(IMAGE_URL_DOC)
  image: string;

  @ApiProperty({ type: String, nullable: true })
  material: string | null;

  @ApiProperty({ description: 'Unit price paid (deal applied), rupees' })
  price: number;

  @ApiProperty({ description: 'Unit price before the deal, rupees' })
  originalPrice: number;

  @ApiProperty()
  dealDiscount: number;

  @ApiProperty({ type: String, nullable: true })
  dealTitle: string | null;

  @ApiProperty()
  quantity: number;

  @ApiProperty({ description: 'price x quantity, rupees' })
  lineTotal: number;

  @ApiProperty({ type: String, nullable: true, description: 'HSN code when sold (GST invoices)' })
  hsnCode: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'GST rate in percent when sold' })
  gstRate: number | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null once the variant is deleted' })
  variantId: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The SKU sold (null for lines sold before SKUs)' })
  sku: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Size: Large / Finish: Walnut',
    description: 'The options sold; null for a product without options',
  })
  variantTitle: string | null;
}

export class AddressDto {
  @ApiProperty()
  address: string;

  @ApiProperty()
  city: string;

  @ApiProperty()
  state: string;

  @ApiProperty()
  pincode: string;

  @ApiPropertyOptional({ description: "The customer's name when the order was placed (absent on older orders)" })
  name?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "The customer's mobile number when the order was placed; null when the profile had none",
  })
  phone?: string | null;
}

export class TimelineEntryDto {
  @ApiProperty({ enum: ORDER_STATUSES })
  status: OrderStatus;

  @ApiProperty({ enum: ORDER_STATUSES, nullable: true })
  fromStatus: OrderStatus | null;

  @ApiProperty({ enum: PAYMENT_STATUSES })
  paymentStatus: PaymentStatus;

  @ApiProperty({ enum: ['user', 'admin', 'system', 'gateway'] })
  actorRole: string;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  at: Date;
}

export class PaymentInfoDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  orderId: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ enum: PAYMENT_METHODS })
  method: PaymentMethod;

  @ApiProperty({ type: String, nullable: true, example: 'paytm' })
  provider: string | null;

  @ApiProperty({ description: 'Rupees' })
  amount: number;

  @ApiProperty({ enum: ['pending', 'initiated', 'paid', 'failed', 'cancelled', 'partially_refunded', 'refunded'] })
  status: string;

  @ApiProperty({ type: String, nullable: true, description: "The gateway's transaction id" })
  txnId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The order id at the gateway of the transaction that paid: the order id, or `<order id>_<n>` after "Pay now"',
  })
  gatewayOrderId: string | null;

  @ApiProperty({ description: 'Refunded so far (successful refunds), rupees' })
  refunded: number;

  @ApiProperty({ type: [RefundDto], description: 'Refunds of this payment, oldest first' })
  refunds: RefundDto[];

  @ApiProperty({
    type: [ExtraPaymentDto],
    description:
      'Payments the gateway took a second time for this order (two "Pay now" pages both paid), each refunded in full, oldest first',
  })
  extraPayments: ExtraPaymentDto[];

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

export class OrderDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid', description: 'Same as id (the payment success page shows it)' })
  orderId: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The account that placed it (owner); null once that account was deleted',
  })
  userId: string | null;

  @ApiProperty()
  email: string;

  @ApiProperty({ type: [OrderLineDto] })
  products: OrderLineDto[];

  @ApiProperty({ description: 'Grand total, rupees' })
  amount: number;

  @ApiProperty()
  subtotal: number;

  @ApiProperty({ description: 'Coupon discount, rupees' })
  discount: number;

  @ApiProperty({
    description:
      "Rupees: 10% of the discounted subtotal ('flat'), or each line at its product's GST rate ('per_product')",
  })
  tax: number;

  @ApiProperty({ enum: ['flat', 'per_product'] })
  taxMode: 'flat' | 'per_product';

  @ApiProperty({
    example: 0.1,
    nullable: true,
    type: Number,
    description: 'The flat tax rate; null when each product is taxed at its own GST rate (taxMode per_product)',
  })
  taxRate: number | null;

  @ApiProperty({ enum: ORDER_STATUSES })
  status: OrderStatus;

  @ApiProperty({ enum: PAYMENT_STATUSES })
  paymentStatus: PaymentStatus;

  @ApiProperty({ enum: PAYMENT_METHODS })
  paymentMethod: PaymentMethod;

  @ApiProperty({ type: String, nullable: true })
  couponCode: string | null;

  @ApiProperty({ type: Number, nullable: true })
  couponPercent: number | null;

  @ApiProperty({ type: AddressDto })
  shippingAddress: AddressDto;

  @ApiProperty({ type: String, nullable: true })
  cancelReason: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paidAt: Date | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      "A UPI order: when its payment time ends (placed + the shop's PAYMENT_TIMEOUT_SECONDS); until then an unpaid order may be paid with Pay now. Null for cash on delivery.",
  })
  payBy: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;

  @ApiProperty({ type: [TimelineEntryDto], description: 'Every status change, oldest first' })
  timeline: TimelineEntryDto[];

  @ApiProperty({ type: PaymentInfoDto, nullable: true })
  payment: PaymentInfoDto | null;

  @ApiProperty({ type: [ShipmentDto], description: 'Parcels with courier, AWB and tracking link, oldest first' })
  shipments: ShipmentDto[];

  @ApiProperty({ type: [RefundDto], description: 'Refunds, oldest first' })
  refunds: RefundDto[];

  @ApiProperty({ type: [InvoiceSummaryDto], description: 'GST invoice and credit note, when issued' })
  documents: InvoiceSummaryDto[];
}

export class OrderEnvelopeDto {
  @ApiProperty({ type: OrderDto })
  order: OrderDto;
}

export class OrderUpdatedDto extends OrderEnvelopeDto {
  @ApiProperty({ example: 'Order status updated successfully' })
  message: string;
}

export class StatusCountsDto {
  @ApiProperty()
  all: number;
  @ApiProperty()
  pending: number;
  @ApiProperty()
  processing: number;
  @ApiProperty()
  shipped: number;
  @ApiProperty()
  completed: number;
  @ApiProperty()
  cancelled: number;
}

export class OrderListDto {
  @ApiProperty({ type: [OrderDto] })
  orders: OrderDto[];

  @ApiProperty({ description: 'How many orders match (all pages); on a cursor walk, the orders of this page' })
  count: number;

  @ApiProperty({ type: String, format: 'date-time' })
  lastUpdated: Date;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'On a cursor walk: the cursor of the next page, null at the end (docs/integrations-sync.md)',
  })
  next?: string | null;
}

export class AdminOrderListDto extends OrderListDto {
  @ApiProperty({ type: StatusCountsDto, description: 'Orders per status, for the filter buttons' })
  counts: StatusCountsDto;
}

/** An order as a row of the admin's table: what the table and its status dialog show. */
export class AdminOrderSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;

  @ApiProperty()
  email: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The customer's name when the order was placed; null on orders placed before it was kept",
  })
  customerName: string | null;

  @ApiProperty({ description: 'Grand total, rupees' })
  amount: number;

  @ApiProperty({ enum: ORDER_STATUSES })
  status: OrderStatus;

  @ApiProperty({ enum: PAYMENT_METHODS })
  paymentMethod: PaymentMethod;

  @ApiProperty({ enum: PAYMENT_STATUSES })
  paymentStatus: PaymentStatus;

  @ApiProperty({ description: 'Pieces ordered: the quantities of its lines added up' })
  itemCount: number;

  @ApiProperty({ description: 'The amount less refunds done or under way, rupees (what a refund may still give back)' })
  refundable: number;

  @ApiProperty({ type: InvoiceSummaryDto, nullable: true, description: 'The GST invoice, once issued' })
  invoice: InvoiceSummaryDto | null;
}

export class AdminOrderSummaryListDto {
  @ApiProperty({ type: [AdminOrderSummaryDto], description: 'Newest first' })
  orders: AdminOrderSummaryDto[];

  @ApiProperty({ description: 'How many orders match (all pages)' })
  count: number;

  @ApiProperty({ type: StatusCountsDto, description: 'Orders per status, for the filter buttons' })
  counts: StatusCountsDto;

  @ApiProperty({ type: String, format: 'date-time' })
  lastUpdated: Date;
}

export class AmountMismatchDto {
  @ApiProperty({ example: 409 })
  statusCode: number;

  @ApiProperty({ example: 'The order total has changed. Please review your cart.' })
  message: string;

  @ApiProperty({ example: 'Conflict' })
  error: string;

  @ApiProperty({ enum: ['AMOUNT_MISMATCH'], example: 'AMOUNT_MISMATCH' })
  code: 'AMOUNT_MISMATCH';

  @ApiProperty({ description: "The server's total, rupees", example: 1429 })
  expectedAmount: number;
}
