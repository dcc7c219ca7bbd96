import { ApiProperty } from '@nestjs/swagger';
import { paiseToRupees, toPaise } from '../../common/money';
import type { Refund } from './order.entity';

export const REFUND_STATUSES = ['pending', 'success', 'failed'] as const;

export class RefundLineDto {
  @ApiProperty({ format: 'uuid', description: "The order line's id (products[].id)" })
  itemId: string;

  @ApiProperty({ minimum: 1 })
  quantity: number;
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
