import { ApiProperty, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../order-status';
import type { OrderStatus, PaymentStatus } from '../order-status';
import { OrderDto, OrderLineDto } from '../order.dto';
import { IMAGE_URL_DOC } from '../../../common/dto/image-url-doc';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class TrackOrderDto {
  @ApiProperty({ example: '#C67C499B', description: "The order number from the mail or the order page ('#' optional)" })
  @Transform(trim)
  @IsString({ message: 'Please enter your order number.' })
  @MinLength(1, { message: 'Please enter your order number.' })
  @MaxLength(40)
  orderNumber: string;

  @ApiProperty({ example: 'asha@example.com', description: 'The e-mail or the 10-digit mobile number of the order' })
  @Transform(trim)
  @IsString({ message: 'Please enter the e-mail or phone number used on the order.' })
  @MinLength(1, { message: 'Please enter the e-mail or phone number used on the order.' })
  @MaxLength(254)
  contact: string;
}

export class TrackedLineDto extends PickType(OrderLineDto, ['sku', 'variantTitle'] as const) {
  @ApiProperty()
  name: string;

  @ApiProperty(IMAGE_URL_DOC)
  image: string;

  @ApiProperty()
  quantity: number;

  @ApiProperty({ description: 'Unit price paid, rupees' })
  price: number;

  @ApiProperty({ description: 'price x quantity, rupees' })
  lineTotal: number;
}

export class TrackedStepDto {
  @ApiProperty({ enum: ORDER_STATUSES })
  status: OrderStatus;

  @ApiProperty({ enum: PAYMENT_STATUSES })
  paymentStatus: PaymentStatus;

  @ApiProperty({ type: String, format: 'date-time' })
  at: Date;
}

/** An order as its tracking page shows it: progress, lines and parcels; no address, phone or e-mail. */
export class TrackedOrderDto extends PickType(OrderDto, [
  'status',
  'paymentStatus',
  'paymentMethod',
  'amount',
  'cancelReason',
  'createdAt',
  'shipments',
] as const) {
  @ApiProperty({ example: '#C67C499B' })
  orderNumber: string;

  @ApiProperty({ type: [TrackedStepDto], description: 'Every status change, oldest first' })
  timeline: TrackedStepDto[];

  @ApiProperty({ type: [TrackedLineDto] })
  products: TrackedLineDto[];
}

export class TrackingDto {
  @ApiProperty({ description: 'The signed link token: the page is /track/{token}' })
  token: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the link stops working' })
  expiresAt: Date;

  @ApiProperty({ type: TrackedOrderDto })
  order: TrackedOrderDto;
}
