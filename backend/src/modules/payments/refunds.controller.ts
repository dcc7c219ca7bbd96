import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiIdempotent, HeaderSetter, IdempotencyKey, markReplayed } from '../../common/http/idempotency';
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
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, KeyScope, Roles } from '../../common/decorators/auth.decorators';
import { ErrorDto } from '../../common/dto/error.dto';
import { uuidPipe } from '../../common/pipes/uuid.pipe';
import { SyncQueryDto } from '../../common/dto/sync-query.dto';
import { CursorAnswer, cursorItems, NEXT_LINK_HEADER } from '../../common/http/cursor-page';
import type { RefundDto } from '../orders/refund.dto';
import { CreateRefundDto, RefundPageDto, RefundResultDto } from './refund.dto';
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
    description:
      'Refunds a paid UPI order in full or in part through the gateway; sends `refund.created`, then ' +
      '`refund.succeeded` or `refund.failed`. A repeated `refundId`, or `Idempotency-Key`, with the same body ' +
      'answers the same refund. Admins only.',
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
  @ApiIdempotent('refund', 'the refundId was already used with another amount, lines or reason')
  async create(
    @CurrentUser() admin: AuthUser,
    @Body() body: CreateRefundDto,
    @Res({ passthrough: true }) res: HeaderSetter,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<RefundResultDto> {
    const { result, replayed } = await this.refunds.refundOnce(admin, body, idempotencyKey);
    markReplayed(res, replayed);
    return result;
  }

  @Get()
  @ApiOperation({
    operationId: 'listRefunds',
    summary: 'Every refund, by last change (admin)',
    description:
      'Refunds of every order, oldest change first (a refund changes when the gateway settles it), walked by ' +
      'cursor: pass `next` back as `cursor` until it is null (docs/integrations-sync.md). Admins only.',
  })
  @ApiOkResponse({ type: RefundPageDto, headers: NEXT_LINK_HEADER })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid cursor, updated_since, updated_before or limit' })
  async list(@Query() query: SyncQueryDto): Promise<CursorAnswer<{ items: RefundDto[]; next: string | null }>> {
    const { rows, next } = await this.refunds.changed(query);
    return cursorItems(rows, next);
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
