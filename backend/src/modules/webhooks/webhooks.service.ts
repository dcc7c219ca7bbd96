import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config';
import { CursorPage, readCursorPage, SyncQuery } from '../../common/http/cursor-page';
import { CreateWebhookEndpointDto, UpdateWebhookEndpointDto, WebhookEndpointDto } from './dto/webhook-endpoint.dto';
import { WebhookDeliveryDto, WebhookDeliveryListDto } from './dto/webhook-delivery.dto';
import { generateSecret } from './signature';
import { assertWebhookUrl } from './url-guard';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/** The admin's side of webhooks: endpoints, their delivery log, and resending one delivery. */
@Injectable()
export class WebhooksService {
  constructor(
    @InjectRepository(WebhookEndpoint) private readonly endpoints: Repository<WebhookEndpoint>,
    @InjectRepository(WebhookDelivery) private readonly deliveries: Repository<WebhookDelivery>,
    private readonly dispatcher: WebhookDispatcher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<WebhookEndpointDto[]> {
    const rows = await this.endpoints.find({ order: { createdAt: 'DESC', id: 'ASC' } });
    return rows.map(endpointView);
  }

  /** Registers an endpoint; the secret (given or generated) is answered this once. */
  async create(input: CreateWebhookEndpointDto): Promise<{ endpoint: WebhookEndpointDto; secret: string }> {
    const url = await assertWebhookUrl(input.url, this.config.webhooks.allowPrivateUrls);
    const secret = input.secret ?? generateSecret();
    const saved = await this.endpoints.save(
      this.endpoints.create({
        url,
        description: input.description ?? '',
        events: input.events,
        enabled: input.enabled ?? true,
        secret,
      }),
    );
    return { endpoint: endpointView(saved), secret };
  }

  async update(id: string, input: UpdateWebhookEndpointDto): Promise<WebhookEndpointDto> {
    const endpoint = await this.endpoint(id);
    if (input.url !== undefined)
      endpoint.url = await assertWebhookUrl(input.url, this.config.webhooks.allowPrivateUrls);
    if (input.events !== undefined) endpoint.events = input.events;
    if (input.description !== undefined) endpoint.description = input.description;
    if (input.secret !== undefined) endpoint.secret = input.secret;
    if (input.enabled !== undefined && input.enabled !== endpoint.enabled) {
      endpoint.enabled = input.enabled;
      // Turned on again: it starts with a clean slate. Turned off by hand: no reason to show.
      endpoint.consecutiveFailures = 0;
      endpoint.disabledReason = null;
      endpoint.disabledAt = input.enabled ? null : new Date();
    }
    return endpointView(await this.endpoints.save(endpoint));
  }

  /** Removes the endpoint and its delivery log; its queued attempts find nothing to send. */
  async remove(id: string): Promise<void> {
    const result = await this.endpoints.delete({ id });
    if (!result.affected) throw new NotFoundException('Webhook endpoint not found');
  }

  async deliveriesOf(id: string, page = 1, limit = 20): Promise<WebhookDeliveryListDto> {
    await this.endpoint(id);
    const [rows, total] = await this.deliveries.findAndCount({
      where: { endpointId: id },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return { deliveries: rows.map(deliveryView), total, totalPages: Math.ceil(total / limit) };
  }

  /**
   * An endpoint's deliveries by their last change (a new attempt changes one), for integrations:
   * a cursor walk (docs/integrations-sync.md).
   */
  async deliveriesSince(id: string, sync: SyncQuery): Promise<CursorPage<WebhookDeliveryDto>> {
    await this.endpoint(id);
    const query = this.deliveries.createQueryBuilder('d').where('d.endpoint_id = :id', { id });
    const order = { list: `webhook-deliveries:${id}`, at: 'd.updated_at', id: 'd.id' };
    const { rows, next } = await readCursorPage(query, order, sync);
    return { rows: rows.map(deliveryView), next };
  }

  /**
   * Sends a delivery's event to its endpoint again, as a new delivery with the same event id
   * (receivers that deduplicate by X-Shop-Event-Id see one event). 409 while the endpoint is off.
   */
  async resend(deliveryId: string): Promise<WebhookDeliveryDto> {
    const original = await this.deliveries.findOneBy({ id: deliveryId });
    if (!original) throw new NotFoundException('Webhook delivery not found');
    const endpoint = await this.endpoint(original.endpointId);
    if (!endpoint.enabled) throw new ConflictException('This endpoint is disabled. Enable it before resending.');
    const copy = await this.deliveries.save(
      this.deliveries.create({
        endpointId: original.endpointId,
        eventId: original.eventId,
        eventType: original.eventType,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: new Date(),
      }),
    );
    await this.dispatcher.queueAttempt(copy.id, 1, 0);
    return deliveryView(copy);
  }

  private async endpoint(id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.endpoints.findOneBy({ id });
    if (!endpoint) throw new NotFoundException('Webhook endpoint not found');
    return endpoint;
  }
}

function endpointView(endpoint: WebhookEndpoint): WebhookEndpointDto {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    enabled: endpoint.enabled,
    consecutiveFailures: endpoint.consecutiveFailures,
    disabledReason: endpoint.disabledReason,
    disabledAt: endpoint.disabledAt,
    secretHint: `…${endpoint.secret.slice(-4)}`,
    createdAt: endpoint.createdAt,
    updatedAt: endpoint.updatedAt,
  };
}

function deliveryView(delivery: WebhookDelivery): WebhookDeliveryDto {
  return {
    id: delivery.id,
    endpointId: delivery.endpointId,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.nextAttemptAt,
    responseCode: delivery.responseCode,
    lastError: delivery.lastError,
    deliveredAt: delivery.deliveredAt,
    createdAt: delivery.createdAt,
    updatedAt: delivery.updatedAt,
  };
}
