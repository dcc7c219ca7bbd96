import { ApiProperty } from '@nestjs/swagger';
import { paiseToRupees, toPaise } from '../../common/money';
import type { ExtraPayment, Refund } from './order.entity';

export const REFUND_STATUSES = ['pending', 'success', 'failed'] as const;

export class RefundLineDto {
  @ApiProperty({ format: 'uuid', description: "The order line's id (products[].id)" })
  itemId: string;

  @ApiProperty({ minimum: 1 })
  quantity: number;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "The order line's variant when it was refunded (null when the variant had been deleted)",
  })
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

export class RefundDto {
  @ApiProperty({ format: 'uuid', description: "The refund id (chosen by the caller; the gateway's refund reference)" })
  id: string;

  @ApiProperty({ format: 'uuid' })
  orderId: string;

  @ApiProperty({ description: 'Rupees' })
  amount: number;

  @ApiProperty()
  reason: string;

  @ApiProperty({ type: [RefundLineDto], nullable: true, description: 'The lines given back, when refunded by line' })
  lines: RefundLineDto[] | null;

  @ApiProperty({ enum: REFUND_STATUSES })
  status: (typeof REFUND_STATUSES)[number];

  @ApiProperty({ type: String, nullable: true, description: "The gateway's refund id" })
  gatewayRefundId: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

/** A second payment the gateway took for an already paid order, and its full refund. */
export class ExtraPaymentDto {
  @ApiProperty({
    example: '3f1c2a9e-7b44-4d0a-9e6f-0a1b2c3d4e5f_2',
    description: 'The gateway order id of the transaction',
  })
  gatewayOrderId: string;

  @ApiProperty({ type: String, nullable: true, description: "The gateway's transaction id" })
  txnId: string | null;

  @ApiProperty({ description: 'Rupees, refunded in full' })
  amount: number;

  @ApiProperty({ format: 'uuid', description: "The refund's id (the gateway's refund reference)" })
  refundId: string;

  @ApiProperty({ enum: REFUND_STATUSES, description: 'Where the refund stands at the gateway' })
  refundStatus: (typeof REFUND_STATUSES)[number];

  @ApiProperty({ type: String, nullable: true, description: "The gateway's refund id" })
  gatewayRefundId: string | null;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the shop found the second payment' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

export function toExtraPaymentDto(extra: ExtraPayment): ExtraPaymentDto {
  return {
    gatewayOrderId: extra.gatewayOrderId,
    txnId: extra.txnId,
    amount: paiseToRupees(toPaise(extra.amount)),
    refundId: extra.refundId,
    refundStatus: extra.refundStatus,
    gatewayRefundId: extra.gatewayRefundId,
    createdAt: extra.createdAt,
    updatedAt: extra.updatedAt,
  };
}

export class InvoiceSummaryDto {
  @ApiProperty({ enum: ['invoice', 'credit_note'] })
  kind: 'invoice' | 'credit_note';

  @ApiProperty({ example: 'DS/26-27/0001' })
  number: string;

  @ApiProperty({ type: String, format: 'date-time' })
  issuedAt: Date;

  @ApiProperty({ example: '/api/orders/order/3f1c.../invoice/pdf', description: 'Where the PDF is downloaded' })
  pdfUrl: string;
}

/** A refund as the API answers it. */
export function toRefundDto(refund: Refund): RefundDto {
  return {
    id: refund.id,
    orderId: refund.orderId,
    amount: paiseToRupees(toPaise(refund.amount)),
    reason: refund.reason,
    lines: refund.lines,
    status: refund.status,
    gatewayRefundId: refund.gatewayRefundId,
    createdAt: refund.createdAt,
    updatedAt: refund.updatedAt,
  };
}
