import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config';
import { MailAttachment, Mailer, MailMessage } from '../../infra/mail';
import { paiseToRupees, toPaise } from '../../common/money';
import { taxLabel } from '../../common/pricing';
import type { Refund } from './order.entity';
import { OrderDto } from './order.dto';
import type { OrderStatus } from './order-status';
import type { ShipmentDto } from './shipments/shipment.dto';
import { TrackingLinks } from './tracking/tracking-links';

/**
 * Where a mail's links lead: the shop, and an order's tracking page, by a signed link that
 * opens signed out (mails are often read on a phone where the shopper is not signed in).
 */
export interface MailLinks {
  publicUrl: string;
  order(orderId: string): string;
}

/** SPEC's status messages on the customer's order page, reused in the mails. */
export const STATUS_MESSAGES: Record<OrderStatus, string> = {
  pending: 'Your order is awaiting processing.',
  processing: "We're preparing your order for shipment.",
  shipped: 'Your order is on its way! You should receive it soon.',
  completed: 'Your order has been successfully delivered. Thank you for shopping with us!',
  cancelled: 'Your order has been cancelled. Please contact support if you have any questions.',
};

const shortId = (id: string): string => id.slice(-8).toUpperCase();

/** Made once: toLocaleString would build a formatter for every amount of every mail. */
const INDIAN_RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rupees = (amount: number): string => `Rs. ${INDIAN_RUPEES.format(amount)}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A line as the mail names it: the product, its options and its SKU. */
function lineName(line: OrderDto['products'][number]): string {
  const name = line.variantTitle ? `${line.name} (${line.variantTitle})` : line.name;
  return line.sku ? `${name}, SKU ${line.sku}` : name;
}

function addressLine(order: OrderDto): string {
  const a = order.shippingAddress;
  return `${a.address}, ${a.city}, ${a.state} ${a.pincode}`;
}

export function orderPlacedMail(order: OrderDto, links: MailLinks): MailMessage {
  const link = links.order(order.id);
  const method = order.paymentMethod === 'COD' ? 'Cash on Delivery' : 'UPI Payment';
  const totals: [string, number][] = [
    ['Subtotal', order.subtotal],
    ...(order.discount > 0
      ? ([[`Coupon ${order.couponCode ?? ''}`.trim(), -order.discount]] as [string, number][])
      : []),
    // As the order page names it.
    [taxLabel(order.taxRate), order.tax],
    ['Total', order.amount],
  ];
  const text = [
    `Thank you for your order #${shortId(order.id)}.`,
    '',
    ...order.products.map((line) => `${line.quantity} x ${lineName(line)} — ${rupees(line.lineTotal)}`),
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
        `<tr><td>${line.quantity} &times; ${escapeHtml(lineName(line))}</td><td align="right">${rupees(line.lineTotal)}</td></tr>`,
    )
    .join('')}
${totals.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td align="right">${rupees(value)}</td></tr>`).join('')}
</table>
<p>Payment: ${method}<br>Ship to: ${escapeHtml(addressLine(order))}</p>
<p><a href="${escapeHtml(link)}">Track your order</a></p>`;
  return { to: order.email, subject: `Order confirmed: #${shortId(order.id)}`, text, html };
}

export const PAY_NOW =
  "Your payment did not go through. While the order's payment time lasts you can pay for it again from its page.";

export function orderStatusMail(order: OrderDto, links: MailLinks): MailMessage {
  const link = links.order(order.id);
  const message = STATUS_MESSAGES[order.status];
  const reason = order.status === 'cancelled' && order.cancelReason ? `Reason: ${order.cancelReason}` : '';
  const parcels = order.status === 'shipped' ? order.shipments : [];
  // A failed UPI payment: the order page offers "Pay now" while the order's payment time lasts.
  const payNow = order.status === 'cancelled' && order.paymentStatus === 'failed' ? PAY_NOW : '';
  // Paying needs the shopper's own order page (signed in), not the public tracking page.
  const payLink = `${links.publicUrl}/dashboard/orders/${order.id}`;
  const text = [
    `Order #${shortId(order.id)} is now ${order.status}.`,
    message,
    ...(reason ? [reason] : []),
    ...(payNow ? [`${payNow} Pay now: ${payLink}`] : []),
    ...parcels.map(parcelText),
    '',
    `Details: ${link}`,
  ].join('\n');
  const html = `<h2>Order #${shortId(order.id)} is now ${order.status}</h2>
<p>${escapeHtml(message)}</p>${reason ? `<p>${escapeHtml(reason)}</p>` : ''}${payNow ? `<p>${escapeHtml(payNow)} <a href="${escapeHtml(payLink)}">Pay now</a></p>` : ''}${parcels.map(parcelHtml).join('')}
<p><a href="${escapeHtml(link)}">View your order</a></p>`;
  return { to: order.email, subject: `Your order #${shortId(order.id)} is ${order.status}`, text, html };
}

function parcelText(parcel: ShipmentDto): string {
  return `${parcel.courierName}, AWB ${parcel.awb}${parcel.trackingUrl ? `: track it at ${parcel.trackingUrl}` : ''}`;
}

function parcelHtml(parcel: ShipmentDto): string {
  const track = parcel.trackingUrl ? ` <a href="${escapeHtml(parcel.trackingUrl)}">Track your parcel</a>` : '';
  return `<p>${escapeHtml(parcel.courierName)}, AWB <strong>${escapeHtml(parcel.awb)}</strong>.${track}</p>`;
}

/** A further parcel of an order that had already shipped. */
export function parcelShippedMail(order: OrderDto, parcel: ShipmentDto, links: MailLinks): MailMessage {
  const link = links.order(order.id);
  const text = [
    `Another parcel of your order #${shortId(order.id)} is on its way.`,
    parcelText(parcel),
    '',
    `Details: ${link}`,
  ].join('\n');
  const html = `<h2>Another parcel of order #${shortId(order.id)} is on its way</h2>
${parcelHtml(parcel)}
<p><a href="${escapeHtml(link)}">View your order</a></p>`;
  return { to: order.email, subject: `Another parcel of order #${shortId(order.id)} has shipped`, text, html };
}

/** The shopper's mail about a refund: requested (on its way) or finished (credited, or failed). */
export function refundMail(order: OrderDto, refund: Refund, links: MailLinks): MailMessage {
  const link = `${links.publicUrl}/dashboard/payments`;
  const amount = rupees(paiseToRupees(toPaise(refund.amount)));
  const [subject, line] = {
    pending: [
      `Refund of ${amount} started for order #${shortId(order.id)}`,
      `We have started a refund of ${amount} to the UPI account you paid from. Banks usually credit it within 5-7 working days.`,
    ],
    success: [
      `Refund of ${amount} completed for order #${shortId(order.id)}`,
      order.paymentMethod === 'COD'
        ? `Your refund of ${amount} has been recorded; you paid in cash, so the shop hands it back to you in cash or by bank transfer.`
        : `Your refund of ${amount} has been processed and credited to the UPI account you paid from.`,
    ],
    failed: [
      `Refund of ${amount} for order #${shortId(order.id)} did not go through`,
      `Your refund of ${amount} could not be processed by the payment gateway. We will retry it and write to you again.`,
    ],
  }[refund.status];
  const text = [line, `Reason: ${refund.reason}`, '', `Your payments: ${link}`].join('\n');
  const html = `<h2>${escapeHtml(subject)}</h2>
<p>${escapeHtml(line)}</p><p>Reason: ${escapeHtml(refund.reason)}</p>
<p><a href="${escapeHtml(link)}">Your payments</a></p>`;
  return { to: order.email, subject, text, html };
}

/** A paid UPI order's tax invoice, attached. */
export function invoiceMail(order: OrderDto, links: MailLinks, attachments: MailAttachment[]): MailMessage {
  const link = links.order(order.id);
  const number = order.documents.find((doc) => doc.kind === 'invoice')?.number ?? '';
  const text = [
    `We have received your payment of ${rupees(order.amount)} for order #${shortId(order.id)}.`,
    `Your GST tax invoice ${number} is attached.`,
    '',
    `Track your order: ${link}`,
  ].join('\n');
  const html = `<h2>Payment received for order #${shortId(order.id)}</h2>
<p>We have received your payment of ${rupees(order.amount)}. Your GST tax invoice ${escapeHtml(number)} is attached.</p>
<p><a href="${escapeHtml(link)}">Track your order</a></p>`;
  return {
    to: order.email,
    subject: `Payment received: order #${shortId(order.id)} (invoice ${number})`,
    text,
    html,
    attachments,
  };
}

/** How long a stopping process waits for the order mails it is still writing and queuing. */
const SHUTDOWN_WAIT_MS = 5_000;

/**
 * When the queue cannot take an order's mail (Redis stalled past its time-out, or restarting),
 * the waits before each new try: about two and a half minutes in all, the order's later mails
 * waiting behind it, before the mail is given up and logged.
 */
export const QUEUE_RETRY_DELAYS_MS = [1_000, 4_000, 15_000, 30_000, 100_000];

/**
 * Mails about orders, written in the background once the change is committed and handed to
 * the mail queue (infra/mail/mail-queue.ts), which sends them and tries a refused one again:
 * the answer to the shopper or admin waits neither for the mail server nor for an attached
 * invoice's PDF. The mails of one order are queued one after the other, in the order of its
 * changes (a quick "shipped" then "delivered" must not arrive the other way round), each dated
 * as it is queued; one the queue cannot take is tried again for a while. A stopping process
 * waits a little for the mails it is still writing.
 */
@Injectable()
export class OrderMails implements OnApplicationShutdown {
  private readonly logger = new Logger('OrderMails');
  /** The last mail started for each order with mails under way (it waits for the order's earlier ones). */
  private readonly lastOfOrder = new Map<string, Promise<void>>();
  private readonly links: MailLinks;
  /** Set once the process stops: a mail the queue refuses then is not tried again. */
  private stopping = false;

  constructor(
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // Built here rather than injected: a pure helper over the config, so the mails stay
    // constructible with the mailer and the config alone.
    const tracking = new TrackingLinks(config);
    this.links = { publicUrl: config.publicUrl, order: (orderId) => tracking.url(orderId) };
  }

  placed(order: OrderDto): void {
    this.deliver(order, () => orderPlacedMail(order, this.links));
  }

  /** The status mail; an invoice or credit note issued by the change is attached. */
  statusChanged(order: OrderDto, attachments: () => Promise<MailAttachment[]> = async () => []): void {
    this.deliver(order, async () => {
      const mail = orderStatusMail(order, this.links);
      const files = await attachments();
      if (files.length === 0) return mail;
      const names = order.documents
        .map((doc) => `${doc.kind === 'invoice' ? 'GST tax invoice' : 'Credit note'} ${doc.number}`)
        .slice(-files.length);
      const note = `Attached: ${names.join(', ')}.`;
      return {
        ...mail,
        text: `${mail.text}\n\n${note}`,
        html: `${mail.html ?? ''}<p>${escapeHtml(note)}</p>`,
        attachments: files,
      };
    });
  }

  invoiceIssued(order: OrderDto, attachments: () => Promise<MailAttachment[]>): void {
    this.deliver(order, async () => invoiceMail(order, this.links, await attachments()));
  }

  refundChanged(order: OrderDto, refund: Refund): void {
    this.deliver(order, () => refundMail(order, refund, this.links));
  }

  /** Another mail about the order (a return's steps), queued after its earlier mails. */
  about(order: OrderDto, build: () => MailMessage | Promise<MailMessage>): void {
    this.deliver(order, build);
  }

  parcelShipped(order: OrderDto, shipmentId: string): void {
    const parcel = order.shipments.find((shipment) => shipment.id === shipmentId);
    if (parcel) this.deliver(order, () => parcelShippedMail(order, parcel, this.links));
  }

  /** Resolves when every mail started so far has been queued, or has failed to be. */
  async settled(): Promise<void> {
    while (this.lastOfOrder.size > 0) await Promise.all([...this.lastOfOrder.values()]);
  }

  /**
   * Once the HTTP server has stopped (no new answer starts a mail) and before the queue and the
   * database close, which global modules do last: a mail under way may need either.
   */
  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_WAIT_MS)));
    await Promise.race([this.settled(), waited]);
    clearTimeout(timer);
    if (this.lastOfOrder.size > 0)
      this.logger.warn(`Stopping with mails of ${this.lastOfOrder.size} order(s) not queued`);
  }

  /** Builds and queues the mail after the current answer has gone out, and after the order's earlier mails. */
  private deliver(order: OrderDto, build: () => MailMessage | Promise<MailMessage>): void {
    const earlier = this.lastOfOrder.get(order.id) ?? Promise.resolve();
    const sending = earlier
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(build)
      .then(
        (message) => this.queue(message),
        (err: Error) => this.logger.error(`An order mail could not be written: ${err.message}`, err.stack),
      )
      .finally(() => {
        if (this.lastOfOrder.get(order.id) === sending) this.lastOfOrder.delete(order.id);
      });
    this.lastOfOrder.set(order.id, sending);
  }

  /** Hands the mail to the queue, trying again while it cannot take it (QUEUE_RETRY_DELAYS_MS). */
  private async queue(message: MailMessage): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.mailer.send(message);
        return;
      } catch (err) {
        const what = `Mail "${message.subject}" to ${message.to} not queued: ${(err as Error).message}`;
        const delay = QUEUE_RETRY_DELAYS_MS[attempt];
        if (delay === undefined || this.stopping) {
          this.logger.warn(`${what}; given up`);
          return;
        }
        this.logger.warn(`${what}; trying again in ${delay / 1000} s`);
        // Unref'd: a stopping process does not wait for it (onApplicationShutdown waits a little).
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  }
}
