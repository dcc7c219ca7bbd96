import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, KeyScope, Roles } from '../../common/decorators/auth.decorators';
import { ErrorDto } from '../../common/dto/error.dto';
import { uuidPipe } from '../../common/pipes/uuid.pipe';
import { CreateRefundDto, RefundResultDto } from './refund.dto';
import { RefundsService } from './refunds.service';

@ApiTags('payments', 'orders')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
@ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
@Roles('admin')
@KeyScope('orders')
@Controller('payments/refunds')
export class RefundsController {
  constructor(private readonly refunds: RefundsService) {}

  /**
   * Refunds a paid UPI order in full or in part, by amount or by lines, through the gateway.
   * The answer carries the refund's status (pending, success or failed); a pending refund is
   * followed in the background until the gateway settles it.
   */
  @Post()
  @ApiOperation({
    operationId: 'createRefund',
    summary: 'Refund an order (admin)',
    description: 'Refunds a paid order in full or in part through the gateway (UPI) or by record (COD). Admins only.',
  })
  @ApiCreatedResponse({
    type: RefundResultDto,
    description:
      'The refund (a repeated refundId with the same body returns the same refund, without a second gateway call)',
  })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: 'Invalid input; neither or both of amount and lines; a cash-on-delivery order',
  })
  @ApiNotFoundResponse({ type: ErrorDto, description: "'Order not found' or 'Order line not found: <id>'" })
  @ApiConflictResponse({
    type: ErrorDto,
    description:
      "'Only a paid order can be refunded', 'The refund exceeds what is left to refund (₹…)', " +
      "'Only N of \"<product>\" can still be refunded' or 'This refund id belongs to another order'",
  })
  @ApiUnprocessableEntityResponse({
    type: ErrorDto,
    description: 'The refundId was already used with another amount, lines or reason',
  })
  create(@CurrentUser() admin: AuthUser, @Body() body: CreateRefundDto): Promise<RefundResultDto> {
    return this.refunds.refund(admin, body);
  }

  @Post(':refundId/check')
  @ApiOperation({
    operationId: 'checkRefund',
    summary: 'Check a refund (admin)',
    description: 'Asks the gateway for the state of a pending refund and records it. Admins only.',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: RefundResultDto, description: 'The refund after asking the gateway for its status' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid refund id' })
  @ApiNotFoundResponse({ type: ErrorDto, description: "'Refund not found'" })
  check(@Param('refundId', uuidPipe('refund')) refundId: string): Promise<RefundResultDto> {
    return this.refunds.check(refundId);
  }
}
