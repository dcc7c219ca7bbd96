import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { AuthUser } from '../../../common/decorators/auth.decorators';
import { idempotent, requestHash } from '../../../common/http/idempotency';
import { OrderDto } from '../order.dto';
import { OrderMails } from '../order-mails';
import { OrdersService } from '../orders.service';
import { courierDisplayName, isTrackingLink } from './couriers';
import { CreateShipmentDto } from './shipment.dto';
import { Shipment } from './shipment.entity';

/**
 * Parcels of an order. Recording the first parcel marks a pending or processing order shipped
 * in the same transaction (the shopper's "shipped" mail then carries the tracking link); a
 * further parcel gets a mail of its own.
 */
@Injectable()
export class ShipmentsService {
  constructor(
    private readonly orders: OrdersService,
    private readonly mails: OrderMails,
    @InjectRepository(Shipment) private readonly shipments: Repository<Shipment>,
  ) {}

  /** Records a parcel; with an idempotency key, a repeat answers the order as it is (`replayed`). */
  async addOnce(
    admin: AuthUser,
    orderId: string,
    input: CreateShipmentDto,
    idempotencyKey?: string,
  ): Promise<{ result: OrderDto; replayed: boolean }> {
    const hash = requestHash({ orderId, ...input });
    const find = async () => {
      const row = await this.shipments.findOne({
        select: { orderId: true, requestHash: true },
        where: { createdBy: admin.id, idempotencyKey },
      });
      return row && { requestHash: row.requestHash ?? null, answer: () => this.orders.view(row.orderId) };
    };
    const add = () => this.add(admin, orderId, input, idempotencyKey ? { idempotencyKey, requestHash: hash } : {});
    return idempotent(idempotencyKey, hash, 'shipments_idempotency_key', find, add);
  }

  async add(
    admin: AuthUser,
    orderId: string,
    input: CreateShipmentDto,
    key: { idempotencyKey?: string; requestHash?: string } = {},
  ): Promise<OrderDto> {
    checkCourierFields(input);
    let shipmentId = '';
    const { order, statusChanged } = await this.orders.shipParcel(admin, orderId, async (manager) => {
      await assertNewAwb(manager, orderId, input, null);
      const inserted = await manager.getRepository(Shipment).insert({
        orderId,
        ...parcelFields(input),
        createdBy: admin.id,
        ...key,
      });
      shipmentId = (inserted.identifiers[0] as { id: string }).id;
      return { type: 'shipment.created', shipmentId };
    });
    // The first parcel's status change already mailed the shopper, tracking included.
    if (!statusChanged) this.mails.parcelShipped(order, shipmentId);
    return order;
  }

  /**
   * Corrects a parcel entered with the wrong courier, AWB or tracking link (all of them are
   * replaced); the order's status stays as it is and the shopper is not mailed again.
   */
  async correct(admin: AuthUser, orderId: string, shipmentId: string, input: CreateShipmentDto): Promise<OrderDto> {
    checkCourierFields(input);
    const { order } = await this.orders.correctParcel(admin, orderId, async (manager) => {
      const repo = manager.getRepository(Shipment);
      const parcel = await repo.findOneBy({ id: shipmentId, orderId });
      if (!parcel) throw new NotFoundException('Shipment not found');
      await assertNewAwb(manager, orderId, input, shipmentId);
      await repo.update({ id: shipmentId }, parcelFields(input));
      return { type: 'shipment.updated', shipmentId };
    });
    return order;
  }

  /** Takes back a parcel entered by mistake; the order's status stays as it is. */
  async remove(orderId: string, shipmentId: string): Promise<OrderDto> {
    const result = await this.shipments.delete({ id: shipmentId, orderId });
    if (!result.affected) throw new NotFoundException('Shipment not found');
    return this.orders.view(orderId);
  }
}

function checkCourierFields(input: CreateShipmentDto): void {
  if (input.courier !== 'other' && (input.courierName || input.trackingUrl)) {
    throw new BadRequestException('courierName and trackingUrl are only for the courier "other"');
  }
  if (input.trackingUrl && !isTrackingLink(input.trackingUrl)) {
    throw new BadRequestException('trackingUrl must be an http(s) link');
  }
}

function parcelFields(input: CreateShipmentDto) {
  const other = input.courier === 'other';
  return {
    courier: input.courier,
    courierName: other ? input.courierName || null : null,
    awb: input.awb,
    trackingUrl: other ? input.trackingUrl || null : null,
  };
}

/** A named courier's AWB is recorded once in the shop (409 naming where), `except` the parcel being corrected. */
async function assertNewAwb(
  manager: EntityManager,
  orderId: string,
  input: CreateShipmentDto,
  except: string | null,
): Promise<void> {
  if (input.courier === 'other') return;
  const earlier = await manager.getRepository(Shipment).findOneBy({ courier: input.courier, awb: input.awb });
  if (!earlier || earlier.id === except) return;
  const where = earlier.orderId === orderId ? 'this order' : 'another order';
  throw new ConflictException(
    `${courierDisplayName(input.courier, null)} AWB ${input.awb} is already recorded on ${where}`,
  );
}
