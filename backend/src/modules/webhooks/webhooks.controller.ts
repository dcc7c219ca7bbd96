import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { KeyScope, Roles } from '../../common/decorators/auth.decorators';
import { ErrorDto } from '../../common/dto/error.dto';
import { isCursorWalk, PagedSyncQueryDto } from '../../common/dto/sync-query.dto';
import { CursorAnswer, NEXT_LINK_HEADER } from '../../common/http/cursor-page';
import { uuidPipe } from '../../common/pipes/uuid.pipe';
import { MessageDto } from '../catalog/dto/product-responses.dto';
import { ProductEventDataDto, StockChangedDataDto, StockLowDataDto } from '../catalog/dto/product-event.dto';
import {
  OrderEventDataDto,
  OrderStatusChangedDataDto,
  RefundEventDataDto,
  ReturnEventDataDto,
  ShipmentEventDataDto,
} from '../orders/order-event.dto';
import { WebhookDeliveryListDto, WebhookDeliveryReplyDto } from './dto/webhook-delivery.dto';
import {
  CreatedWebhookEndpointDto,
  CreateWebhookEndpointDto,
  UpdateWebhookEndpointDto,
  WebhookEndpointListDto,
  WebhookEndpointReplyDto,
} from './dto/webhook-endpoint.dto';
import { WebhooksService } from './webhooks.service';

/** Admin API for outgoing webhooks (docs/webhooks.md). The event payload schemas are registered here for the document's `webhooks`. */
@ApiTags('webhooks')
@ApiBearerAuth()
@ApiExtraModels(
  OrderEventDataDto,
  OrderStatusChangedDataDto,
  ProductEventDataDto,
  StockChangedDataDto,
  StockLowDataDto,
  RefundEventDataDto,
  ShipmentEventDataDto,
  ReturnEventDataDto,
)
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
@ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
@KeyScope('webhooks')
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get('endpoints')
  @ApiOperation({
    operationId: 'listWebhookEndpoints',
    summary: 'List webhook endpoints',
    description:
      'Admins only. Every registered endpoint, newest first, with its events, state and failure count; secrets are never shown (only their last four characters).',
  })
  @ApiOkResponse({ type: WebhookEndpointListDto, description: 'Every endpoint, newest first; secrets are never shown' })
  async list(): Promise<WebhookEndpointListDto> {
    return { endpoints: await this.webhooks.list() };
  }

  @Post('endpoints')
  @ApiOperation({
    operationId: 'createWebhookEndpoint',
    summary: 'Register a webhook endpoint',
    description:
      'Admins only. An http(s) URL and the events to send to it; the signing secret is generated when not given and is in this answer only. See docs/webhooks.md for the signature.',
  })
  @ApiCreatedResponse({ type: CreatedWebhookEndpointDto, description: 'Registered; store the secret now' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid URL, events or secret' })
  async create(@Body() body: CreateWebhookEndpointDto): Promise<CreatedWebhookEndpointDto> {
    const { endpoint, secret } = await this.webhooks.create(body);
    return { message: 'Webhook endpoint registered', endpoint, secret };
  }

  @Patch('endpoints/:id')
  @ApiOperation({
    operationId: 'updateWebhookEndpoint',
    summary: 'Change a webhook endpoint',
    description:
      'Admins only. Changes its URL, events, description, secret or state; enabling it again clears its failure count.',
  })
  @ApiOkResponse({ type: WebhookEndpointReplyDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid id, URL, events or secret' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Webhook endpoint not found' })
  async update(
    @Param('id', uuidPipe('webhook endpoint')) id: string,
    @Body() body: UpdateWebhookEndpointDto,
  ): Promise<WebhookEndpointReplyDto> {
    return { message: 'Webhook endpoint saved', endpoint: await this.webhooks.update(id, body) };
  }

  @Delete('endpoints/:id')
  @ApiOperation({
    operationId: 'deleteWebhookEndpoint',
    summary: 'Delete a webhook endpoint',
    description: 'Admins only. Removes the endpoint and its delivery log.',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid id' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Webhook endpoint not found' })
  async remove(@Param('id', uuidPipe('webhook endpoint')) id: string): Promise<MessageDto> {
    await this.webhooks.remove(id);
    return { message: 'Webhook endpoint deleted' };
  }

  @Get('endpoints/:id/deliveries')
  @ApiOperation({
    operationId: 'listWebhookDeliveries',
    summary: "An endpoint's delivery log",
    description:
      'Admins only. Deliveries newest first, paged, with status, attempts, the last response code and error, and the next attempt. ' +
      'With `updated_since` or `cursor`, a cursor walk by last change instead, with `next` (docs/integrations-sync.md).',
  })
  @ApiOkResponse({ type: WebhookDeliveryListDto, headers: NEXT_LINK_HEADER })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: 'Invalid id, page, limit, cursor, updated_since or updated_before',
  })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Webhook endpoint not found' })
  async deliveries(
    @Param('id', uuidPipe('webhook endpoint')) id: string,
    @Query() query: PagedSyncQueryDto,
  ): Promise<WebhookDeliveryListDto | CursorAnswer<WebhookDeliveryListDto>> {
    if (!isCursorWalk(query)) return this.webhooks.deliveriesOf(id, query.page, query.limit);
    const { rows, next } = await this.webhooks.deliveriesSince(id, query);
    return new CursorAnswer({ deliveries: rows, next }, next);
  }

  @Post('deliveries/:id/resend')
  @ApiOperation({
    operationId: 'resendWebhookDelivery',
    summary: 'Resend one delivery',
    description:
      'Admins only. A new delivery of the same event (same `X-Shop-Event-Id`) to the same endpoint; 409 while the endpoint is disabled.',
  })
  @HttpCode(201)
  @ApiCreatedResponse({ type: WebhookDeliveryReplyDto, description: 'Queued; its first attempt follows at once' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid id' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Webhook delivery not found' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The endpoint is disabled' })
  async resend(@Param('id', uuidPipe('webhook delivery')) id: string): Promise<WebhookDeliveryReplyDto> {
    return { message: 'Delivery queued', delivery: await this.webhooks.resend(id) };
  }
}
