import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config';
import { Mailer, MailMessage } from '../../infra/mail';
import { OrderDto } from './order.dto';
import type { OrderStatus } from './order-status';

/** SPEC's status messages on the customer's order page, reused in the mails. */
export const STATUS_MESSAGES: Record<OrderStatus, string> = {
  pending: 'Your order is awaiting processing.',
  processing: "We're preparing your order for shipment.",
  shipped: 'Your order is on its way! You should receive it soon.',
  completed: 'Your order has been successfully delivered. Thank you for shopping with us!',
  cancelled: 'Your order has been cancelled. Please contact support if you have any questions.',
};

const shortId = (id: string): string => id.slice(-8).toUpperCase();

const rupees = (amount: number): string =>
  `Rs. ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function addressLine(order: OrderDto): string {
  const a = order.shippingAddress;
  return `${a.address}, ${a.city}, ${a.state} ${a.pincode}`;
}

export function orderPlacedMail(order: OrderDto, publicUrl: string): MailMessage {
  const link = `${publicUrl}/dashboard/orders/${order.id}`;
  const method = order.paymentMethod === 'COD' ? 'Cash on Delivery' : 'UPI Payment';
  const totals: [string, number][] = [
    ['Subtotal', order.subtotal],
    ...(order.discount > 0
      ? ([[`Coupon ${order.couponCode ?? ''}`.trim(), -order.discount]] as [string, number][])
      : []),
    ['Tax (10%)', order.tax],
    ['Total', order.amount],
  ];
  const text = [
    `Thank you for your order #${shortId(order.id)}.`,
    '',
    ...order.products.map((line) => `${line.quantity} x ${line.name} — ${rupees(line.lineTotal)}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${rupees(value)}`),
    `Payment: ${method}`,
    `Ship to: ${addressLine(order)}`,
    '',
    `Track your order: ${link}`,
  ].join('\n');
  const html = `<h2>Thank you for your order #${shortId(order.id)}</h2>
<table cellpadding="4">${order.products
    .map(
      (line) =>
        `<tr><td>${line.quantity} &times; ${escapeHtml(line.name)}</td><td align="right">${rupees(line.lineTotal)}</td></tr>`,
    )
    .join('')}
${totals.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td align="right">${rupees(value)}</td></tr>`).join('')}
</table>
<p>Payment: ${method}<br>Ship to: ${escapeHtml(addressLine(order))}</p>
<p><a href="${escapeHtml(link)}">Track your order</a></p>`;
  return { to: order.email, subject: `Order confirmed: #${shortId(order.id)}`, text, html };
}

export function orderStatusMail(order: OrderDto, publicUrl: string): MailMessage {
  const link = `${publicUrl}/dashboard/orders/${order.id}`;
  const message = STATUS_MESSAGES[order.status];
  const reason = order.status === 'cancelled' && order.cancelReason ? `Reason: ${order.cancelReason}` : '';
  const text = [
    `Order #${shortId(order.id)} is now ${order.status}.`,
    message,
    ...(reason ? [reason] : []),
    '',
    `Details: ${link}`,
  ].join('\n');
  const html = `<h2>Order #${shortId(order.id)} is now ${order.status}</h2>
<p>${escapeHtml(message)}</p>${reason ? `<p>${escapeHtml(reason)}</p>` : ''}
<p><a href="${escapeHtml(link)}">View your order</a></p>`;
  return { to: order.email, subject: `Your order #${shortId(order.id)} is ${order.status}`, text, html };
}

/** Mails about orders; sent after the change is committed, and a failure is only logged. */
@Injectable()
export class OrderMails {
  private readonly logger = new Logger('OrderMails');

  constructor(
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  placed(order: OrderDto): Promise<void> {
    return this.deliver(orderPlacedMail(order, this.config.publicUrl));
  }

  statusChanged(order: OrderDto): Promise<void> {
    return this.deliver(orderStatusMail(order, this.config.publicUrl));
  }

  private async deliver(message: MailMessage): Promise<void> {
    try {
      await this.mailer.send(message);
    } catch (err) {
      this.logger.warn(`Mail "${message.subject}" to ${message.to} not sent: ${(err as Error).message}`);
    }
  }
}
