import { Body, Controller, Delete, Get, Param, Post, Put, Res } from '@nestjs/common';
import { ApiIdempotent, HeaderSetter, IdempotencyKey, markReplayed } from '../../../common/http/idempotency';
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
import { AuthUser, CurrentUser, KeyScope, Public, Roles } from '../../../common/decorators/auth.decorators';
import { ErrorDto } from '../../../common/dto/error.dto';
import { uuidPipe } from '../../../common/pipes/uuid.pipe';
import { OrderUpdatedDto } from '../order.dto';
import { COURIERS } from './couriers';
import { CourierListDto, CreateShipmentDto } from './shipment.dto';
import { ShipmentsService } from './shipments.service';

/** Also tagged `orders`: the generated client refetches orders after a parcel is added. */
@ApiTags('shipments', 'orders')
@ApiBearerAuth()
@KeyScope('orders')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
@ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
@Controller('orders')
export class ShipmentsController {
  constructor(private readonly shipments: ShipmentsService) {}

  @Post(':id/shipments')
  @ApiOperation({
    operationId: 'addShipment',
    summary: 'Ship a parcel (admin)',
    description:
      'Records a parcel of an order with its courier and AWB number; the order becomes shipped. Sends ' +
      '`shipment.created` (and `order.shipped`). Send an `Idempotency-Key` so that a retried request answers the ' +
      'first instead of recording the parcel again. Admins only.',
  })
  @ApiIdempotent('parcel')
  @ApiCreatedResponse({
    type: OrderUpdatedDto,
    description: 'The parcel is recorded; a pending or processing order becomes shipped and the shopper is mailed',
  })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Unknown courier, bad AWB number or tracking link' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Order not found' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The order is cancelled, or the AWB is already recorded' })
  async add(
    @CurrentUser() admin: AuthUser,
    @Param('id', uuidPipe('order')) id: string,
    @Body() body: CreateShipmentDto,
    @Res({ passthrough: true }) res: HeaderSetter,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<OrderUpdatedDto> {
    const { result, replayed } = await this.shipments.addOnce(admin, id, body, idempotencyKey);
    markReplayed(res, replayed);
    return { message: 'Shipment added', order: result };
  }

  @Put(':id/shipments/:shipmentId')
  @ApiOperation({
    operationId: 'correctShipment',
    summary: 'Correct a parcel (admin)',
    description:
      "Replaces a parcel's courier, AWB number and tracking link (a parcel entered with a typo); the order status " +
      'stays and the shopper is not mailed again. Sends `shipment.updated`. Admins only.',
  })
  @ApiOkResponse({ type: OrderUpdatedDto, description: 'The parcel is corrected' })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: 'Invalid id, unknown courier, bad AWB number or tracking link',
  })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Order not found, or the parcel is not on this order' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The AWB is already recorded on another parcel' })
  async correct(
    @CurrentUser() admin: AuthUser,
    @Param('id', uuidPipe('order')) id: string,
    @Param('shipmentId', uuidPipe('shipment')) shipmentId: string,
    @Body() body: CreateShipmentDto,
  ): Promise<OrderUpdatedDto> {
    return { message: 'Shipment corrected', order: await this.shipments.correct(admin, id, shipmentId, body) };
  }

  @Delete(':id/shipments/:shipmentId')
  @ApiOperation({
    operationId: 'removeShipment',
    summary: 'Remove a parcel (admin)',
    description: 'Deletes a parcel recorded by mistake. Admins only.',
  })
  @ApiOkResponse({ type: OrderUpdatedDto, description: 'The parcel is removed; the order status is unchanged' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid id' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Shipment not found on this order' })
  async remove(
    @Param('id', uuidPipe('order')) id: string,
    @Param('shipmentId', uuidPipe('shipment')) shipmentId: string,
  ): Promise<OrderUpdatedDto> {
    return { message: 'Shipment removed', order: await this.shipments.remove(id, shipmentId) };
  }
}

@ApiTags('shipments')
@Controller('couriers')
export class CouriersController {
  @Public()
  @Get()
  @ApiOperation({
    operationId: 'listCouriers',
    summary: 'Couriers',
    description: 'The couriers the shop ships with and their tracking links.',
  })
  @ApiOkResponse({
    type: CourierListDto,
    description: 'The couriers a parcel can be sent with, and their tracking links',
  })
  list(): CourierListDto {
    return { couriers: COURIERS.map((courier) => ({ ...courier })) };
  }
}
