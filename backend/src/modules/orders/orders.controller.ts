import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UseFilters,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, KeyScope, Roles } from '../../common/decorators/auth.decorators';
import { MessageDto } from '../cart/coupon.dto';
import { ErrorDto } from '../../common/dto/error.dto';
import { uuidPipe } from '../../common/pipes/uuid.pipe';
import {
  AdminOrderListDto,
  AdminOrderSummaryListDto,
  AmountMismatchDto,
  CreateOrderDto,
  ListOrdersQueryDto,
  OrderEnvelopeDto,
  OrderListDto,
  OrderUpdatedDto,
  UpdateOrderStatusDto,
} from './order.dto';
import { AmountMismatchFilter } from './amount-mismatch';
import { SignedInRead } from '../../common/http/cached-read';
import { isCursorWalk, SyncQueryDto } from '../../common/dto/sync-query.dto';
import { CursorAnswer, NEXT_LINK_HEADER, walksUnpagedList } from '../../common/http/cursor-page';
import { OrdersService } from './orders.service';
import { HeaderSetter, IdempotencyKey, markReplayed } from '../../common/http/idempotency';

@ApiTags('orders')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@KeyScope('orders')
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post('create-order')
  @ApiOperation({
    operationId: 'createOrder',
    summary: 'Place an order',
    description:
      'Turns the signed-in shopper cart into an order, priced by the server, reserving stock. COD orders are placed at once; UPI orders wait for payment (see `initiatePayment`). Send an `Idempotency-Key` so a retried request returns the first order instead of placing a second.',
  })
  @UseFilters(AmountMismatchFilter)
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'The same key with the same body from the same user returns the first order (header `Idempotent-Replayed: true`) instead of placing a second one',
  })
  @ApiCreatedResponse({
    type: OrderEnvelopeDto,
    headers: {
      'Idempotent-Replayed': {
        description: '`true` when this answers an earlier request with the same Idempotency-Key',
        schema: { type: 'string' },
      },
    },
  })
  @ApiUnprocessableEntityResponse({ description: 'The Idempotency-Key was already used with a different body' })
  @ApiExtraModels(AmountMismatchDto, ErrorDto)
  @ApiConflictResponse({
    schema: { anyOf: [{ $ref: getSchemaPath(AmountMismatchDto) }, { $ref: getSchemaPath(ErrorDto) }] },
    description:
      "`code: AMOUNT_MISMATCH`: the amount differs from the server's total (the body carries expectedAmount); " +
      '`code: OUT_OF_STOCK`: a product has too few pieces left (the plain error body; the message names the product)',
  })
  @ApiBadRequestResponse({ description: 'Invalid input, invalid or expired coupon, or an incomplete shipping address' })
  @ApiForbiddenResponse({ description: "The e-mail is not the signed-in user's" })
  @ApiNotFoundResponse({ description: 'A product does not exist' })
  @ApiServiceUnavailableResponse({
    description:
      'The database could not be reached. If the connection dropped while the order was written, the order may have been placed (PostgreSQL may have committed it): retry with the same Idempotency-Key to find out',
  })
  async create(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateOrderDto,
    @Res({ passthrough: true }) res: HeaderSetter,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<OrderEnvelopeDto> {
    const { order, changed } = await this.orders.place(user, body, idempotencyKey);
    markReplayed(res, !changed);
    return { order };
  }

  @Roles('admin')
  @Get()
  @ApiOperation({
    operationId: 'listOrders',
    summary: 'List orders (admin)',
    description:
      "Orders of every shopper, newest first, filtered by status, payment status and the days they were placed, and searched by order number or the customer's e-mail, name or mobile number. `count` is exact for the status and payment status filters; with a search or days it counts up to 10,000. With `updated_since` or `cursor`, one page of a walk by last change instead (status and limit only), with `next` (docs/integrations-sync.md). With `view=summary` (page mode), each order as a row of the admin's table (AdminOrderSummaryListDto) instead of the whole order. Admins only.",
  })
  @ApiBadRequestResponse({
    description:
      'A search shorter than 3 characters, an unknown status or view, a malformed date, or a cursor walk with more than status and limit',
  })
  @SignedInRead()
  @ApiExtraModels(AdminOrderListDto, AdminOrderSummaryListDto)
  @ApiOkResponse({
    schema: { anyOf: [{ $ref: getSchemaPath(AdminOrderListDto) }, { $ref: getSchemaPath(AdminOrderSummaryListDto) }] },
    description: 'Whole orders (AdminOrderListDto); with `view=summary`, summary rows (AdminOrderSummaryListDto)',
    headers: NEXT_LINK_HEADER,
  })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  async listAll(
    @Query() query: ListOrdersQueryDto,
  ): Promise<AdminOrderListDto | AdminOrderSummaryListDto | CursorAnswer<AdminOrderListDto>> {
    if (isCursorWalk(query)) {
      const { q, paymentStatus, from, to, page, view } = query;
      if ([q, paymentStatus, from, to, page, view].some((given) => given !== undefined)) {
        throw new BadRequestException(
          'A cursor walk takes only status and limit besides updated_since, updated_before and cursor',
        );
      }
      const { orders, counts, next } = await this.orders.changedSince(query.status, query);
      return new CursorAnswer({ orders, count: orders.length, counts, lastUpdated: new Date(), next }, next);
    }
    const found = query.view === 'summary' ? await this.orders.listSummaries(query) : await this.orders.listAll(query);
    return { ...found, lastUpdated: new Date() };
  }

  @Get('order/:id')
  // Open to keys too (a key acts as an admin): an integration reads the orders it is told of.
  @KeyScope('orders')
  @ApiOperation({
    operationId: 'getOrder',
    summary: 'An order',
    description: 'An order with its lines, status timeline, payments and parcels. Only its shopper or an admin.',
  })
  @ApiOkResponse({ type: OrderEnvelopeDto })
  @ApiForbiddenResponse({ description: "Another user's order" })
  @ApiNotFoundResponse({ description: 'Order not found' })
  async get(@CurrentUser() user: AuthUser, @Param('id', uuidPipe('order')) id: string): Promise<OrderEnvelopeDto> {
    return { order: await this.orders.viewFor(user, id) };
  }

  @Get(':email')
  // Open to keys (as an admin): an integration mirrors one customer's orders, e.g. for a CRM.
  @KeyScope('orders')
  @ApiOperation({
    operationId: 'listOrdersByEmail',
    summary: 'Orders of a shopper',
    description:
      'The orders placed with one e-mail address, newest first. With `updated_since`, `cursor` or `limit`, one page ' +
      'by last change instead, with `next` (docs/integrations-sync.md). Only that shopper, an admin or an API key with orders:read.',
  })
  @ApiOkResponse({
    type: OrderListDto,
    description: 'Newest first; on a cursor walk oldest change first',
    headers: NEXT_LINK_HEADER,
  })
  @ApiBadRequestResponse({ description: 'Invalid cursor, updated_since, updated_before or limit' })
  @ApiForbiddenResponse({ description: "Another user's orders" })
  async listByEmail(
    @CurrentUser() user: AuthUser,
    @Param('email') email: string,
    @Query() query: SyncQueryDto,
  ): Promise<OrderListDto | CursorAnswer<OrderListDto>> {
    if (walksUnpagedList(query)) {
      const { rows, next } = await this.orders.listByEmailSince(user, email, query);
      return new CursorAnswer({ orders: rows, count: rows.length, lastUpdated: new Date(), next }, next);
    }
    const orders = await this.orders.listByEmail(user, email);
    return { orders, count: orders.length, lastUpdated: new Date() };
  }

  @Roles('admin')
  @Patch('update-order-status/:id')
  @ApiOperation({
    operationId: 'updateOrderStatus',
    summary: 'Change an order status (admin)',
    description:
      'Sets an order status: pending, processing, shipped, completed (delivered; a cash-on-delivery order is then paid) ' +
      'or cancelled; moves the rules forbid answer 409. Admins only.',
  })
  @ApiOkResponse({ type: OrderUpdatedDto })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  @ApiNotFoundResponse({ description: 'Order not found' })
  @ApiConflictResponse({
    type: ErrorDto,
    description: 'Reopening a cancelled order needs its pieces again and a product has too few left',
  })
  async updateStatus(
    @CurrentUser() admin: AuthUser,
    @Param('id', uuidPipe('order')) id: string,
    @Body() body: UpdateOrderStatusDto,
  ): Promise<OrderUpdatedDto> {
    const { order } = await this.orders.setStatusByAdmin(admin, id, body.status);
    return { message: 'Order status updated successfully', order };
  }

  @Roles('admin')
  @Delete('delete-order/:id')
  @ApiOperation({
    operationId: 'deleteOrder',
    summary: 'Delete an order (admin)',
    description: 'Deletes an order and releases its reserved stock. Admins only.',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  @ApiNotFoundResponse({ description: 'Order not found' })
  async remove(@Param('id', uuidPipe('order')) id: string): Promise<MessageDto> {
    await this.orders.remove(id);
    return { message: 'Order deleted successfully' };
  }
}
