import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { courierDisplayName, trackingUrl } from './couriers';
import { ShipmentDto } from './shipment.dto';
import { Shipment } from './shipment.entity';

export function toShipmentDto(shipment: Shipment): ShipmentDto {
  return {
    id: shipment.id,
    courier: shipment.courier,
    courierName: courierDisplayName(shipment.courier, shipment.courierName),
    awb: shipment.awb,
    trackingUrl: trackingUrl(shipment.courier, shipment.awb, shipment.trackingUrl),
    shippedAt: shipment.createdAt,
  };
}

/** Reads parcels for the order views (kept apart from ShipmentsService, which depends on OrdersService). */
@Injectable()
export class ShipmentRecords {
  constructor(@InjectRepository(Shipment) private readonly shipments: Repository<Shipment>) {}

  /** Parcels of these orders by order id, oldest first. */
  async forOrders(orderIds: string[]): Promise<Map<string, ShipmentDto[]>> {
    const byOrder = new Map<string, ShipmentDto[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await this.shipments.find({
      where: { orderId: In(orderIds) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), toShipmentDto(row)]);
    return byOrder;
  }
}
