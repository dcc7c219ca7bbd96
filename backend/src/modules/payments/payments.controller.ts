import type { FastifyReply } from 'fastify';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Redirect, Res } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiFoundResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, KeyScope, Public } from '../../common/decorators/auth.decorators';
import { CrossSiteAllowed } from '../../common/guards/csrf.guard';
import { SyncQueryDto } from '../../common/dto/sync-query.dto';
import { CursorAnswer, NEXT_LINK_HEADER, walksUnpagedList } from '../../common/http/cursor-page';
import { OrdersService } from '../orders/orders.service';
import {
  CancelAbandonedOrderDto,
  CancelledOrderDto,
  InitiatedPaymentDto,
  InitiatePaymentDto,
  OrderIdDto,
  PayAgainDto,
  PaymentStatusDto,
  PaytmCallbackFormDto,
  UserPaymentsDto,
} from './payment.dto';
import { PaymentNotCheckedYet, PaymentsService } from './payments.service';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly orders: OrdersService,
  ) {}

  @Post('paytm/initiate')
  @ApiOperation({
    operationId: 'initiatePayment',
    summary: 'Start a UPI payment',
    description:
      'Starts the gateway transaction of an unpaid UPI order and answers what the payment page needs. With the sandbox gateway on, `settleSandboxPayment` completes it without a browser.',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: InitiatedPaymentDto, description: 'Post data.paytmParams as a form to data.transactionUrl' })
  @ApiBadRequestResponse({ description: 'Not an unpaid UPI order, or the amount differs from the order' })
  @ApiForbiddenResponse({ description: "Another user's order" })
  @ApiNotFoundResponse({ description: 'Order not found' })
  @ApiConflictResponse({ description: 'The order is already paid' })
  @ApiBadGatewayResponse({ description: "'Payment initiation failed' (the order is cancelled)" })
  initiate(@CurrentUser() user: AuthUser, @Body() body: InitiatePaymentDto): Promise<InitiatedPaymentDto> {
    return this.payments.initiate(user, body);
  }

  @Post('paytm/pay-again')
  @ApiOperation({
    operationId: 'payAgain',
    summary: 'Pay an unpaid order again',
    description:
      '"Pay now": starts a new gateway transaction for a UPI order whose payment was abandoned or failed, while its payment time (PAYMENT_TIMEOUT_SECONDS from placing, 15 minutes by default) lasts. An order its failed payment cancelled is reopened first (stock and coupon taken again, its lines leave the cart). A late confirmation of an earlier transaction still counts, once. Only the shopper of the order.',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: InitiatedPaymentDto, description: 'Post data.paytmParams as a form to data.transactionUrl' })
  @ApiBadRequestResponse({ description: 'A COD order, or one no longer awaiting payment' })
  @ApiForbiddenResponse({ description: "Another user's order" })
  @ApiNotFoundResponse({ description: 'Order not found' })
  @ApiConflictResponse({
    description:
      'Already paid; the time to pay has run out; cancelled otherwise than by a failed payment; stock or coupon gone; too many attempts',
  })
  @ApiBadGatewayResponse({ description: "'Payment initiation failed' (the order is cancelled)" })
  @ApiServiceUnavailableResponse({ description: 'Online payment is temporarily unavailable (the queue is away)' })
  payAgain(@CurrentUser() user: AuthUser, @Body() body: PayAgainDto): Promise<InitiatedPaymentDto> {
    return this.payments.payAgain(user, body);
  }

  /** Paytm posts the shopper's browser back here (form-encoded, signed with CHECKSUMHASH). */
  @Public()
  @CrossSiteAllowed()
  @Post('paytm/callback')
  @ApiOperation({
    operationId: 'paymentCallback',
    summary: 'Gateway callback',
    description:
      'Where the payment gateway posts the signed result of a transaction (a form body). The signature is checked; the answer redirects the browser to the storefront order page. Not for integrators to call.',
  })
  @Redirect()
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({
    type: PaytmCallbackFormDto,
    description: 'Further fields Paytm sends are kept, for the checksum covers them',
  })
  @ApiFoundResponse({ description: 'Redirect to /payment-success?session_id=<order id>' })
  @ApiBadRequestResponse({ description: 'Bad checksum, unknown order or a different amount; nothing changes' })
  @ApiServiceUnavailableResponse({
    description:
      'A signed callback that could not be checked because the database is unavailable; nothing changes and the gateway may post it again. The `Refresh` header sends the browser to the payment result page, which keeps asking.',
  })
  async callback(
    @Body() fields: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ url: string; statusCode: number }> {
    try {
      return { url: await this.payments.handleCallback(fields), statusCode: 302 };
    } catch (error) {
      if (error instanceof PaymentNotCheckedYet) reply.header('Refresh', `5; url=${error.resultPage}`);
      throw error;
    }
  }

  @Post('paytm/status')
  @ApiOperation({
    operationId: 'checkPaymentStatus',
    summary: 'Check a payment',
    description:
      'Asks the gateway for the result of the order transaction and records it. Only its shopper or an admin.',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentStatusDto })
  @ApiForbiddenResponse({ description: "Another user's order" })
  @ApiNotFoundResponse({ description: 'Order not found' })
  @ApiBadGatewayResponse({ description: "'Status check failed'" })
  status(@CurrentUser() user: AuthUser, @Body() body: OrderIdDto): Promise<PaymentStatusDto> {
    return this.payments.status(user, body.orderId);
  }

  @Post('cancel-abandoned-order')
  @ApiOperation({
    operationId: 'cancelAbandonedOrder',
    summary: 'Cancel an unpaid order',
    description: 'Cancels an order whose UPI payment the shopper abandoned and releases its stock.',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: CancelledOrderDto })
  @ApiBadRequestResponse({ description: 'Not an unpaid UPI order' })
  @ApiForbiddenResponse({ description: "Another user's order" })
  @ApiNotFoundResponse({ description: 'Order not found' })
  @ApiConflictResponse({ description: 'The order is already paid' })
  @ApiBadGatewayResponse({ description: "'Status check failed': the gateway was asked first and did not answer" })
  async cancelAbandoned(
    @CurrentUser() user: AuthUser,
    @Body() body: CancelAbandonedOrderDto,
  ): Promise<CancelledOrderDto> {
    const order = await this.payments.cancelAbandoned(user, body.orderId, body.reason);
    return { success: true, message: order.status === 'cancelled' ? 'Order cancelled' : 'Order was paid', order };
  }

  @Get('user-payments/:email')
  // Open to keys (as an admin): payments are order data, as refunds are.
  @KeyScope('orders')
  @ApiOperation({
    operationId: 'listUserPayments',
    summary: 'Payments of a shopper',
    description:
      'The payments made with one e-mail address, newest first. With `updated_since`, `cursor` or `limit`, one page ' +
      'by last change instead, with `next` (docs/integrations-sync.md). Only that shopper, an admin or an API key with orders:read.',
  })
  @ApiOkResponse({
    type: UserPaymentsDto,
    description: 'Newest first; on a cursor walk oldest change first',
    headers: NEXT_LINK_HEADER,
  })
  @ApiBadRequestResponse({ description: 'Invalid cursor, updated_since, updated_before or limit' })
  @ApiForbiddenResponse({ description: "Another user's payments" })
  async userPayments(
    @CurrentUser() user: AuthUser,
    @Param('email') email: string,
    @Query() query: SyncQueryDto,
  ): Promise<UserPaymentsDto | CursorAnswer<UserPaymentsDto>> {
    if (walksUnpagedList(query)) {
      const { rows, next } = await this.orders.paymentsSince(user, email, query);
      return new CursorAnswer({ success: true, payments: rows, next }, next);
    }
    return { success: true, payments: await this.orders.paymentsOf(user, email) };
  }
}
