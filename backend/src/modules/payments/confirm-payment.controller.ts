import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/decorators/auth.decorators';
import { OrderEnvelopeDto } from '../orders/order.dto';
import { ConfirmPaymentDto } from './payment.dto';
import { PaymentsService } from './payments.service';

/** Lives under /orders (the storefront's path) but belongs to payments: it settles with the gateway. */
@ApiTags('orders')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller('orders')
export class ConfirmPaymentController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('confirm-payment')
  @ApiOperation({
    operationId: 'confirmPayment',
    summary: 'Confirm a payment',
    description:
      'Records the result of a UPI payment after the shopper returns from the gateway, asking the gateway itself.',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: OrderEnvelopeDto, description: 'The order (orderId included) after asking the gateway' })
  @ApiForbiddenResponse({ description: "Another user's order" })
  @ApiNotFoundResponse({ description: 'Order not found' })
  @ApiBadGatewayResponse({ description: "'Status check failed': the gateway did not answer" })
  async confirm(@CurrentUser() user: AuthUser, @Body() body: ConfirmPaymentDto): Promise<OrderEnvelopeDto> {
    return { order: await this.payments.confirm(user, body.session_id) };
  }
}
