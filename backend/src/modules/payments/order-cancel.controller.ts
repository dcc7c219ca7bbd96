import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/decorators/auth.decorators';
import { uuidPipe } from '../../common/pipes/uuid.pipe';
import { CancelledOrderDto, CancelOrderDto } from './payment.dto';
import { PaymentsService } from './payments.service';

/** Lives under /orders (the order's path) but belongs to payments: a UPI cancel asks or refunds through the gateway. */
@ApiTags('orders')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller('orders')
export class OrderCancelController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('order/:id/cancel')
  @ApiOperation({
    operationId: 'cancelOrder',
    summary: 'Cancel an order',
    description:
      'The shopper cancels an order that has not shipped. Cash on delivery: cancelled at once. UPI not paid: the gateway is asked first (a payment made at the last second is kept), then the order is cancelled and its lines go back to the cart. UPI paid: cancelled and the whole payment refunded through the gateway at once. The stock goes back; an invoiced order gets its credit note; the shopper is mailed. Only the shopper of the order.',
  })
  @HttpCode(200)
  // The reason is optional, and so is the body that carries it.
  @ApiBody({ type: CancelOrderDto, required: false })
  @ApiOkResponse({ type: CancelledOrderDto, description: 'The order after cancelling (and its refund, if paid)' })
  @ApiForbiddenResponse({ description: "Another user's order" })
  @ApiNotFoundResponse({ description: 'Order not found' })
  @ApiConflictResponse({ description: 'Already shipped, delivered or cancelled' })
  @ApiBadGatewayResponse({ description: "'Status check failed': an unpaid UPI order's gateway did not answer" })
  async cancel(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidPipe('order')) id: string,
    @Body() body: CancelOrderDto,
  ): Promise<CancelledOrderDto> {
    const order = await this.payments.cancelOrder(user, id, body.reason);
    return {
      success: order.status === 'cancelled',
      message: order.status === 'cancelled' ? 'Order cancelled' : 'Order was paid',
      order,
    };
  }
}
