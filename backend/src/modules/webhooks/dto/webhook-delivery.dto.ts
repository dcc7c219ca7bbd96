import { ApiProperty } from '@nestjs/swagger';
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
  @ApiProperty({ type: [WebhookDeliveryDto], description: 'Newest first' })
  deliveries: WebhookDeliveryDto[];

  @ApiProperty()
  total: number;

  @ApiProperty()
  totalPages: number;
}

export class WebhookDeliveryReplyDto {
  @ApiProperty({ example: 'Delivery queued' })
  message: string;

  @ApiProperty({ type: WebhookDeliveryDto })
  delivery: WebhookDeliveryDto;
}
