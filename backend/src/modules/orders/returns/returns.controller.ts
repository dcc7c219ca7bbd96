import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { AuthedRequest, AuthUser, CurrentUser, KeyScope, Roles } from '../../../common/decorators/auth.decorators';
import { ErrorDto } from '../../../common/dto/error.dto';
import { RateLimitService } from '../../../common/guards/rate-limit';
import { uuidPipe } from '../../../common/pipes/uuid.pipe';
import { UploadImageDto } from '../../catalog/dto/upload.dto';
import { IMAGE_TOO_LARGE, NOT_AN_IMAGE, TOO_MANY_PIXELS } from '../../catalog/image-upload.service';
import {
  CreateReturnDto,
  OrderReturnsDto,
  RefuseReturnDto,
  ReturnDto,
  ReturnListDto,
  ReturnsQueryDto,
} from './return.dto';
import { RETURN_MESSAGES, ReturnsService } from './returns.service';

const CONFLICTS =
  "'Only a delivered order can be returned', 'Returns are accepted within 7 days of delivery; …', " +
  "'Only N of \"<product>\" can still be returned' or 'This order has no payment left to refund'";

/** A shopper's returns of an order. */
@ApiTags('returns', 'orders')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
@Controller('orders/order/:id/returns')
export class OrderReturnsController {
  constructor(private readonly returns: ReturnsService) {}

  @Post()
  @ApiOperation({
    operationId: 'createReturn',
    summary: 'Ask to return items',
    description:
      "The shopper asks to return lines of their delivered order within the return window, with a reason and up to 3 photos. Only the order's owner.",
  })
  @ApiCreatedResponse({ type: ReturnDto })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: 'Invalid input, a line twice, or a photo not uploaded for a return',
  })
  @ApiForbiddenResponse({
    type: ErrorDto,
    description: `Not the order's owner, or: ${RETURN_MESSAGES.notYourPhoto} (a photo another shopper uploaded)`,
  })
  @ApiNotFoundResponse({ type: ErrorDto, description: "'Order not found' or 'Order line not found: <id>'" })
  @ApiConflictResponse({ type: ErrorDto, description: CONFLICTS })
  create(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidPipe('order')) id: string,
    @Body() body: CreateReturnDto,
  ): Promise<ReturnDto> {
    return this.returns.request(user, id, body);
  }

  @Get()
  @ApiOperation({
    operationId: 'getOrderReturns',
    summary: "An order's returns",
    description:
      "The order's return requests, its return window and how many pieces of each line may still be returned. Its owner or an admin.",
  })
  @ApiOkResponse({ type: OrderReturnsDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Neither the owner nor an admin' })
  @ApiNotFoundResponse({ type: ErrorDto, description: "'Order not found'" })
  list(@CurrentUser() user: AuthUser, @Param('id', uuidPipe('order')) id: string): Promise<OrderReturnsDto> {
    return this.returns.forOrder(user, id);
  }
}

@ApiTags('returns')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
// Its admin routes are open to keys with the orders scope (the shopper's photo upload never is).
@KeyScope('orders')
@Controller('returns')
export class ReturnsController {
  constructor(
    private readonly returns: ReturnsService,
    private readonly rateLimits: RateLimitService,
  ) {}

  @Post('photos')
  @ApiOperation({
    operationId: 'uploadReturnPhoto',
    summary: 'Upload a photo for a return',
    description:
      'Stores a photo of an item to return (data URL of a JPEG, PNG, WebP or GIF) as WebP and answers its URL, for the photos of a return request. Limited per user.',
  })
  @HttpCode(200)
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOkResponse({
    schema: {
      type: 'string',
      example: 'https://shop.example.in/uploads/returns/5b0e6a1c-0d9f-4f1e-9b1e-2d0c6b3f8a41.webp',
    },
  })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'image missing or not a string' })
  @ApiPayloadTooLargeResponse({ type: ErrorDto, description: `${IMAGE_TOO_LARGE}, or: ${TOO_MANY_PIXELS}` })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorDto, description: NOT_AN_IMAGE })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'At most 30 uploads per user in 10 minutes' })
  async photo(
    @CurrentUser() user: AuthUser,
    @Body() body: UploadImageDto,
    @Req() req: AuthedRequest,
    @Res({ passthrough: true }) res: unknown,
  ): Promise<string> {
    await this.rateLimits.consume('upload-user', req, res);
    return JSON.stringify(await this.returns.savePhoto(user, body.image));
  }

  @Get()
  @Roles('admin')
  @ApiOperation({
    operationId: 'listReturns',
    summary: 'Return requests (admin)',
    description: 'Every return request, newest first, paged, optionally of one status. Admins only.',
  })
  @ApiOkResponse({ type: ReturnListDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid page, limit or status' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
  all(@Query() query: ReturnsQueryDto): Promise<ReturnListDto> {
    return this.returns.list(query);
  }

  @Post(':id/approve')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'approveReturn',
    summary: 'Approve a return (admin)',
    description:
      'Gives the stock back, issues the credit note for the returned lines and refunds their paid share (UPI through the gateway, COD recorded as cash handed back). Approving again retries the refund and never makes a second one. Admins only.',
  })
  @ApiOkResponse({ type: ReturnDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid return id' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
  @ApiNotFoundResponse({ type: ErrorDto, description: "'Return not found'" })
  @ApiConflictResponse({
    type: ErrorDto,
    description: "'This return was refused', 'This order has no payment left to refund', or the refund's own refusal",
  })
  approve(@CurrentUser() admin: AuthUser, @Param('id', uuidPipe('return')) id: string): Promise<ReturnDto> {
    return this.returns.approve(admin, id);
  }

  @Post(':id/refuse')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'refuseReturn',
    summary: 'Refuse a return (admin)',
    description: 'Refuses a return with a note the shopper reads. Refusing again changes nothing. Admins only.',
  })
  @ApiOkResponse({ type: ReturnDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid return id, or no note' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
  @ApiNotFoundResponse({ type: ErrorDto, description: "'Return not found'" })
  @ApiConflictResponse({ type: ErrorDto, description: "'This return was already approved'" })
  refuse(
    @CurrentUser() admin: AuthUser,
    @Param('id', uuidPipe('return')) id: string,
    @Body() body: RefuseReturnDto,
  ): Promise<ReturnDto> {
    return this.returns.refuse(admin, id, body.note);
  }

  @Get(':id/credit-note/pdf')
  @ApiOperation({
    operationId: 'getReturnCreditNotePdf',
    summary: "A return's credit note as PDF",
    description: 'The credit note issued when the return was approved. Its shopper or an admin.',
  })
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'The credit note as a PDF (attachment)' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid return id' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Neither the owner nor an admin' })
  @ApiNotFoundResponse({
    type: ErrorDto,
    description: "'Return not found' or 'No credit note has been issued for this return'",
  })
  creditNote(@CurrentUser() user: AuthUser, @Param('id', uuidPipe('return')) id: string): Promise<StreamableFile> {
    return this.returns.creditNotePdf(user, id);
  }
}
