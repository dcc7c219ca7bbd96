import { Body, ConflictException, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../../common/decorators/auth.decorators';
import { uuidPipe } from '../../../common/pipes/uuid.pipe';
import { OrdersService } from '../../orders/orders.service';
import { PaymentsService } from '../payments.service';
import { SandboxSettlementDto, SettleSandboxPaymentDto } from './sandbox-settlement.dto';
import { SandboxPaytmService } from './sandbox-paytm.service';

/**
 * Test mode for integrators: settles a sandbox UPI payment from a JSON call, so an integration
 * test needs no browser. Paid and failed go the way the sandbox page's buttons go: the
 * sandbox records the result and its signed fields are handed to the shop's gateway callback,
 * which verifies them and asks the gateway's status API, as for a real payment.
 */
@ApiTags('sandbox')
@Controller('sandbox/payments')
export class SandboxSettlementController {
  constructor(
    private readonly sandbox: SandboxPaytmService,
    private readonly payments: PaymentsService,
    private readonly orders: OrdersService,
  ) {}

  @Post(':orderId/settle')
  @ApiOperation({
    operationId: 'settleSandboxPayment',
    summary: 'Settle a test payment (sandbox only)',
    description:
      'Test mode for integrators: completes the pending UPI transaction of an order as `paid`, `failed` or `abandoned` through the same signed gateway callback the sandbox Pay button posts, so an integration test needs no browser. Only while the built-in sandbox gateway is on (no `PAYTM_HOST`, or `PAYMENT_SANDBOX=true`); 404 with a real gateway, which production requires unless `PAYMENT_SANDBOX=true` says otherwise. Only the shopper of the order, as for paying it.',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: SandboxSettlementDto })
  @ApiForbiddenResponse({ description: "Another shopper's order (or a cross-site request)" })
  @ApiNotFoundResponse({ description: 'The sandbox gateway is off (always so with a real gateway), or no such order' })
  @ApiConflictResponse({
    description: 'The order has no pending sandbox payment: start it with `initiatePayment` first, or it is settled',
  })
  @ApiBadGatewayResponse({ description: "'Status check failed': the shop could not ask the gateway" })
  async settle(
    @CurrentUser() user: AuthUser,
    @Param('orderId', uuidPipe('order')) orderId: string,
    @Body() body: SettleSandboxPaymentDto,
  ): Promise<SandboxSettlementDto> {
    await this.orders.viewOwned(user, orderId);
    // The newest of the order's gateway transactions still pending ("Pay now" starts another).
    const pending = await this.sandbox.newestPending(await this.payments.attemptIds(orderId));
    if (!pending) throw noPendingPayment();
    if (body.outcome === 'abandoned') {
      // The gateway keeps the transaction pending; the shop's time-out handler runs now.
      await this.payments.expire(orderId);
    } else {
      const fields = await this.sandbox.completePending(
        pending,
        body.outcome === 'paid' ? 'TXN_SUCCESS' : 'TXN_FAILURE',
      );
      if (!fields) throw noPendingPayment();
      await this.payments.handleCallback(fields);
    }
    return { success: true, outcome: body.outcome, order: await this.orders.viewOwned(user, orderId) };
  }
}

function noPendingPayment(): ConflictException {
  return new ConflictException('This order has no pending sandbox payment: start it with initiatePayment first');
}
