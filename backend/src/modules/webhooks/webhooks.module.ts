import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookOutbox } from './webhook-outbox.service';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/**
 * Outgoing webhooks: endpoints, the outbox, deliveries and their signatures. Other modules
 * publish through the exported WebhookOutbox inside their own transactions; this module
 * reads no other module's tables.
 */
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEndpoint, WebhookDelivery])],
  controllers: [WebhooksController],
  providers: [WebhookOutbox, WebhookDispatcher, WebhooksService],
  exports: [WebhookOutbox],
})
export class WebhooksModule {}
