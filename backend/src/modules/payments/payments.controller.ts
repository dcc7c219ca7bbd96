import { Body, Controller, Get, HttpCode, Param, Post, Redirect } from '@nestjs/common';
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
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, Public } from '../../common/decorators/auth.decorators';
import { CrossSiteAllowed } from '../../common/guards/csrf.guard';
import { OrdersService } from '../orders/orders.service';
import {
  CancelAbandonedOrderDto,
  CancelledOrderDto,
  InitiatedPaymentDto,
  InitiatePaymentDto,
  OrderIdDto,
  PaymentStatusDto,
  PaytmCallbackFormDto,
  UserPaymentsDto,
} from './payment.dto';
import { PaymentsService } from './payments.service';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly orders: OrdersService,
  ) {}

  @Post('paytm/initiate')
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

  /** Paytm posts the shopper's browser back here (form-encoded, signed with CHECKSUMHASH). */
  @Public()
  @CrossSiteAllowed()
  @Post('paytm/callback')
  @Redirect()
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({
    type: PaytmCallbackFormDto,
    description: 'Further fields Paytm sends are kept, for the checksum covers them',
  })
  @ApiFoundResponse({ description: 'Redirect to /payment-success?session_id=<order id>' })
  @ApiBadRequestResponse({ description: 'Bad checksum, unknown order or a different amount; nothing changes' })
  async callback(@Body() fields: Record<string, unknown>): Promise<{ url: string; statusCode: number }> {
    return { url: await this.payments.handleCallback(fields), statusCode: 302 };
  }

  @Post('paytm/status')
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentStatusDto })
  @ApiForbiddenResponse({ description: "Another user's order" })
  @ApiNotFoundResponse({ description: 'Order not found' })
  @ApiBadGatewayResponse({ description: "'Status check failed'" })
  status(@CurrentUser() user: AuthUser, @Body() body: OrderIdDto): Promise<PaymentStatusDto> {
    return this.payments.status(user, body.orderId);
  }

  @Post('cancel-abandoned-order')
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
  @ApiOkResponse({ type: UserPaymentsDto, description: 'Newest first' })
  @ApiForbiddenResponse({ description: "Another user's payments" })
  async userPayments(@CurrentUser() user: AuthUser, @Param('email') email: string): Promise<UserPaymentsDto> {
    return { success: true, payments: await this.orders.paymentsOf(user, email) };
  }
}
