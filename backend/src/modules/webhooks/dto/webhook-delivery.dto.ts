import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DELIVERY_STATUSES } from '../webhook-delivery.entity';
import type { DeliveryStatus } from '../webhook-delivery.entity';
import { WEBHOOK_EVENTS } from '../webhook-events';

export class WebhookDeliveryDto {
  @ApiProperty({ format: 'uuid', description: 'Sent as X-Shop-Delivery-Id' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  endpointId: string;

  @ApiProperty({ format: 'uuid', description: 'The event (X-Shop-Event-Id): the same in retries and resends' })
  eventId: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS })
  eventType: string;

  @ApiProperty({
    enum: DELIVERY_STATUSES,
    description:
      'pending: waiting for its next attempt; delivered: a 2xx came back; failed: gave up; cancelled: the endpoint was disabled',
  })
  status: DeliveryStatus;

  @ApiProperty({ description: 'Attempts made so far' })
  attempts: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the next attempt is due' })
  nextAttemptAt: Date | null;

  @ApiProperty({ type: Number, nullable: true, description: "The receiver's HTTP status at the last attempt" })
  responseCode: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'The endpoint answered 500' })
  lastError: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  deliveredAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

export class WebhookDeliveryListDto {
  @ApiProperty({ type: [WebhookDeliveryDto], description: 'Newest first; on a cursor walk oldest change first' })
  deliveries: WebhookDeliveryDto[];

  @ApiPropertyOptional({ description: 'Deliveries in all (by page only)' })
  total?: number;

  @ApiPropertyOptional({ description: 'By page only' })
  totalPages?: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'On a cursor walk: the cursor of the next page, null at the end',
  })
  next?: string | null;
}

export class WebhookDeliveryReplyDto {
  @ApiProperty({ example: 'Delivery queued' })
  message: string;

  @ApiProperty({ type: WebhookDeliveryDto })
  delivery: WebhookDeliveryDto;
}
