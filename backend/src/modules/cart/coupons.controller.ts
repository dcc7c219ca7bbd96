import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
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
import { parseRupees } from '../catalog/dto/rupee-amount';
import {
  CouponCreatedDto,
  CouponDto,
  CreateCouponDto,
  MessageDto,
  ValidateCouponDto,
  ValidCouponDto,
} from './coupon.dto';
import { CouponsService, toCouponDto } from './coupons.service';
import { uuidPipe } from '../../common/pipes/uuid.pipe';
import { SyncQueryDto } from '../../common/dto/sync-query.dto';
import { CursorAnswer, NEXT_LINK_HEADER, walksUnpagedList } from '../../common/http/cursor-page';

@ApiTags('coupons')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@KeyScope('catalogue')
@Controller('coupon')
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @Roles('admin')
  @Post('add')
  @ApiOperation({
    operationId: 'createCoupon',
    summary: 'Create a coupon (admin)',
    description: 'Adds a percentage coupon with an expiry date. Admins only.',
  })
  @ApiCreatedResponse({ type: CouponCreatedDto })
  @ApiConflictResponse({ description: 'Coupon code already exists' })
  @ApiBadRequestResponse({
    description: 'Invalid code, percentage (1-100), a past or non-calendar expiry date, or invalid limits',
  })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  async add(@Body() body: CreateCouponDto): Promise<CouponCreatedDto> {
    const minimum =
      body.minOrderValue === undefined || body.minOrderValue === null ? null : parseRupees(body.minOrderValue);
    const coupon = await this.coupons.create({
      ...body,
      expiryDate: new Date(body.expiryDate),
      minOrderValue: minimum ?? null,
    });
    return { message: 'Coupon added successfully!', coupon: toCouponDto(coupon) };
  }

  @Roles('admin')
  @Get()
  @ApiOperation({
    operationId: 'listCoupons',
    summary: 'List coupons (admin)',
    description:
      'Every coupon, newest first. With `updated_since`, `cursor` or `limit`, one page of coupons by last change ' +
      'instead, the next in the `Link` header (docs/integrations-sync.md). Admins only.',
  })
  @ApiOkResponse({
    type: [CouponDto],
    description: 'Newest first; on a cursor walk oldest change first',
    headers: NEXT_LINK_HEADER,
  })
  @ApiBadRequestResponse({ description: 'Invalid cursor, updated_since, updated_before or limit' })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  async list(@Query() query: SyncQueryDto): Promise<CouponDto[] | CursorAnswer<CouponDto[]>> {
    if (!walksUnpagedList(query)) return (await this.coupons.list()).map(toCouponDto);
    const { rows, next } = await this.coupons.changed(query);
    return new CursorAnswer(rows.map(toCouponDto), next);
  }

  @Roles('admin')
  @Delete(':id')
  @ApiOperation({
    operationId: 'deleteCoupon',
    summary: 'Delete a coupon (admin)',
    description: 'Removes a coupon. Admins only.',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ description: 'Coupon not found' })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  async remove(
    @Param('id', uuidPipe('coupon'))
    id: string,
  ): Promise<MessageDto> {
    await this.coupons.remove(id);
    return { message: 'Coupon deleted successfully' };
  }

  @Post('validate')
  @ApiOperation({
    operationId: 'validateCoupon',
    summary: 'Check a coupon',
    description: 'Whether a coupon code can be used by the signed-in shopper now, with its discount.',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: ValidCouponDto })
  @ApiBadRequestResponse({
    description:
      "Invalid or expired coupon code. (unknown or expired), or why it cannot be used: 'This coupon has reached its usage limit.', 'You have already used this coupon as many times as it allows.'",
  })
  async validate(@CurrentUser() user: AuthUser, @Body() body: ValidateCouponDto): Promise<ValidCouponDto> {
    const coupon = await this.coupons.findUsable(body.code, { userId: user.id, subtotal: null });
    return {
      discountPercentage: coupon.discountPercentage,
      code: coupon.code,
      expiryDate: coupon.expiryDate,
      minOrderValue: toCouponDto(coupon).minOrderValue,
    };
  }
}
