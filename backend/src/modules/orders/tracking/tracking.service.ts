import { BadRequestException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Order } from '../order.entity';
import type { OrderDto } from '../order.dto';
import { OrdersService } from '../orders.service';
import { mobileNumber, orderNumberOf, orderNumberSuffix } from './order-number';
import { TrackingLinks } from './tracking-links';
import { TrackedOrderDto, TrackingDto, TrackOrderDto } from './tracking.dto';

export const TRACKING_MESSAGES = {
  invalid:
    'This tracking link is not valid. Check that it was copied whole, or use Track order with your order number.',
  expired: 'This tracking link has expired. Use Track order with your order number to get a new one.',
  /** One answer for "no such order" and "not its e-mail or phone", so the form tells nothing more. */
  notFound: 'We could not find an order with this number and e-mail or phone number.',
  badContact: 'Please enter the e-mail or the 10-digit mobile number used on the order.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The public side of an order: what a signed link or the order number and contact show. */
@Injectable()
export class TrackingService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly ordersService: OrdersService,
    private readonly links: TrackingLinks,
  ) {}

  /** The order a signed link names: 400 when it was changed, 410 once expired, 404 when the order is gone. */
  async byToken(token: string): Promise<TrackingDto> {
    const checked = this.links.check(token);
    if (!checked.ok) {
      if (checked.reason === 'expired') throw new GoneException(TRACKING_MESSAGES.expired);
      throw new BadRequestException(TRACKING_MESSAGES.invalid);
    }
    return { token, expiresAt: checked.expiresAt, order: await this.tracked(checked.orderId) };
  }

  /**
   * The order with this number placed with this e-mail or mobile number, with a fresh link.
   * No order, and an order with another contact, give the same 404.
   */
  async byNumber(input: TrackOrderDto): Promise<TrackingDto> {
    const contact = input.contact.trim();
    const email = EMAIL.test(contact) ? contact.toLowerCase() : null;
    const phone = email ? null : mobileNumber(contact);
    if (!email && !phone) throw new BadRequestException(TRACKING_MESSAGES.badContact);
    const suffix = orderNumberSuffix(input.orderNumber);
    // Served by orders_number_idx (tracking migration): a handful of rows share 8 characters.
    const rows: { id: string }[] = suffix
      ? await this.orders.query(
          `SELECT id FROM orders
           WHERE right(id::text, 8) = $1
             AND (email = $2 OR shipping_address->>'phone' = $3)
           ORDER BY created_at DESC LIMIT 1`,
          [suffix, email, phone],
        )
      : [];
    if (rows.length === 0) throw new NotFoundException(TRACKING_MESSAGES.notFound);
    return { ...this.links.issue(rows[0].id), order: await this.tracked(rows[0].id) };
  }

  private async tracked(id: string): Promise<TrackedOrderDto> {
    let order: OrderDto;
    try {
      order = await this.ordersService.view(id);
    } catch (error) {
      if (error instanceof NotFoundException) throw new NotFoundException('Order not found');
      throw error;
    }
    return toTrackedOrder(order);
  }
}

/** Only what a link holder may see: never the address, phone, e-mail, account or payment details. */
export function toTrackedOrder(order: OrderDto): TrackedOrderDto {
  return {
    orderNumber: orderNumberOf(order.id),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    amount: order.amount,
    cancelReason: order.cancelReason,
    createdAt: order.createdAt,
    timeline: order.timeline.map((step) => ({ status: step.status, paymentStatus: step.paymentStatus, at: step.at })),
    products: order.products.map((line) => ({
      name: line.name,
      image: line.image,
      quantity: line.quantity,
      price: line.price,
      lineTotal: line.lineTotal,
      sku: line.sku,
      variantTitle: line.variantTitle,
    })),
    shipments: order.shipments.map((parcel) => ({ ...parcel })),
  };
}
