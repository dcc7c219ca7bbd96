/**
 * The server's HTML for the two tracking pages: the Track order form (/track) and an order
 * opened by its signed link (/track/{token}). Each draws the words, order and sizes of the
 * storefront's own screens (features/tracking), so the page's largest element is painted from
 * the HTML and the app replacing it changes nothing the shopper sees. Everything from the
 * order passes through escapeHtml: product names and cancel reasons are typed by people.
 */
import type { TrackedOrderDto } from '../orders/tracking/tracking.dto';
import { escapeHtml, formatRupees } from './seo-html';

/** storefront features/tracking/trackingTexts.ts */
const TRACK_FORM_INTRO =
  'Enter the order number from your order mail (for example #C67C499B) and the e-mail or phone number you ordered with.';
const LINK_PROBLEM = 'This tracking link cannot be opened';

type OrderStatus = TrackedOrderDto['status'];

/** storefront lib/orderStatus.ts and features/account/orderStatus.ts */
const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const STATUS_MESSAGES: Record<OrderStatus, string> = {
  pending: 'Your order is awaiting processing.',
  processing: "We're preparing your order for shipment.",
  shipped: 'Your order is on its way! You should receive it soon.',
  completed: 'Your order has been successfully delivered. Thank you for shopping with us!',
  cancelled: 'Your order has been cancelled. Please contact support if you have any questions.',
};
const STEP_DESCRIPTIONS: Record<OrderStatus, string> = {
  pending: 'Order placed, awaiting processing',
  processing: 'Your items are being prepared',
  shipped: 'Dispatched and on its way',
  completed: 'Delivered to your address',
  cancelled: 'Your order has been cancelled due to payment failure.',
};
const ORDER_STEPS = ['pending', 'processing', 'shipped', 'completed'] as const;
const PAYMENT_METHOD_LABELS: Record<string, string> = { COD: 'Cash on Delivery', UPI: 'UPI' };
const PAYMENT_STATUS_LABELS: Record<string, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  failed: 'Failed',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  pending: 'Pending',
  initiated: 'Initiated',
  cancelled: 'Cancelled',
};

/**
 * The tracking screens' look (storefront PageSection, FormControls, Button, account/ui,
 * OrderTimeline, Parcels), only on these two pages. Sizes are the app's, so nothing moves when
 * the app takes over.
 */
export const TRACKING_CSS = [
  // Room for the app's header (two rows on phones, one from 1024 px) above PageSection's 48 px.
  // The app's gutters are 16 px on phones (Container), 24 px from 768 px.
  '.ssr.track{padding:159px 16px 72px}',
  '@media (min-width:768px){.ssr.track{padding-inline:24px}}',
  '@media (min-width:1024px){.ssr.track{padding-top:121px}}',
  '.track .eyebrow{margin:0 0 8px;color:#a4582f;font-size:.75rem;font-weight:600;letter-spacing:.18em;text-transform:uppercase}',
  '.track .narrow{display:grid;gap:24px;max-width:480px}',
  '.track .narrow p.lead{margin:16px 0 0}',
  '.track form{display:grid;gap:16px}',
  '.track label{display:grid;gap:4px;color:#5e544c;font-size:.875rem;font-weight:600}',
  '.track input{width:100%;min-height:44px;padding:8px 16px;border:1px solid #e6dccf;border-radius:6px;background:#fff;color:#2b2420;font:inherit}',
  '.track button,.track .button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:0 24px;border-radius:999px;border:1px solid transparent;background:#a4582f;color:#fff;font:inherit;font-size:.875rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;text-decoration:none}',
  '.track .screen-header{margin-bottom:24px}',
  '.track .screen-header .eyebrow{margin-bottom:4px}',
  // ScreenHeader's title has no letter-spacing: a narrower copy here would let the app's, a few
  // pixels wider, become the page's largest element when the app draws it.
  '.ssr.track .screen-header h1{font-size:clamp(1.75rem,3.2vw,2.5rem);line-height:1.15;letter-spacing:normal}',
  '.track .stack{display:grid;gap:24px}',
  '.track .panel{padding:24px;border:1px solid #e6dccf;border-radius:12px;background:#fff;box-shadow:0 4px 18px rgba(43,36,32,.08)}',
  ".track h2{margin:0 0 16px;font-family:'Cormorant Garamond','Playfair Display',Georgia,'Times New Roman',serif;font-weight:600;line-height:1.2;font-size:1.375rem}",
  '.track dl{display:grid;gap:8px 24px;margin:0}',
  '@media (min-width:640px){.track dl{grid-template-columns:max-content 1fr}}',
  '.track dt{color:#6f655c;font-size:.875rem}',
  '.track dd{margin:0 0 4px;font-weight:500;overflow-wrap:anywhere}',
  '.track .badge{display:inline-flex;align-items:center;gap:6px;padding:3px 10px;border-radius:999px;font-size:.75rem;font-weight:600;letter-spacing:.04em;white-space:nowrap}',
  ".track .badge::before{content:'';width:6px;height:6px;border-radius:50%;background:currentColor}",
  // Each status keeps its colour (storefront OrderStatusBadge).
  '.badge.pending{background:#f7ecd4;color:#8a5a12}.badge.processing{background:#e3ebf5;color:#2f5482}',
  '.badge.shipped{background:#ece4f3;color:#5d3f86}.badge.completed{background:#e2efe4;color:#2f6b3f}',
  '.badge.cancelled{background:#f6e0e0;color:#9b2f2f}',
  '.track ol,.track ul{display:grid;margin:0;padding:0;list-style:none}',
  '.track ol li{position:relative;display:grid;grid-template-columns:32px 1fr;gap:16px;padding-bottom:24px}',
  // The rail joining one step to the next: down on phones, across on wider screens.
  ".track ol li:not(:last-child)::after{content:'';position:absolute;top:34px;bottom:2px;left:15px;width:2px;background:#e6dccf}",
  '.track ol li.done:not(:last-child)::after{background:#3f7a4f}',
  '@media (min-width:768px){.track ol{grid-template-columns:repeat(4,1fr)}.track ol li{grid-template-columns:1fr;align-content:start;justify-items:center;gap:8px;padding:0 8px;text-align:center}' +
    '.track ol li:not(:last-child)::after{top:15px;bottom:auto;left:calc(50% + 22px);width:calc(100% - 44px);height:2px}}',
  '.track .dot{display:grid;place-items:center;width:32px;height:32px;border:2px solid #e6dccf;border-radius:50%;background:#fff;color:#6f655c;font-size:.875rem;font-weight:700}',
  '.track .done .dot{border-color:#3f7a4f;background:#3f7a4f;color:#fff}',
  '.track .current .dot{border-color:#a4582f;background:#f4e3d7;color:#8f4a26;box-shadow:0 0 0 5px #f4e3d7}',
  '.track .cancelled .dot{border-color:#b23a3a;background:#b23a3a;color:#fff}',
  '.track ol strong{display:block}',
  '.track .upcoming strong{color:#6f655c}.track .cancelled strong{color:#b23a3a}',
  '.track ol span.step,.track ol time{display:block;margin-top:2px;color:#5e544c;font-size:.875rem}',
  '.track ol time{color:#6f655c;font-size:.75rem}',
  '.track .sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}',
  '.track .message{margin-top:24px;color:#5e544c}',
  '.track .parcels{gap:8px}',
  '.track .parcels li{display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px;padding:8px 16px;border:1px solid #e6dccf;border-radius:12px}',
  '.track .parcels a{color:#8f4a26;font-weight:600;text-decoration:underline}',
  '.track .lines{gap:16px}',
  '.track .lines li{display:grid;grid-template-columns:56px 1fr auto;align-items:center;gap:16px}',
  '.ssr.track .lines img{width:56px;margin:0;aspect-ratio:1;border-radius:6px;background:#f3ece2;object-fit:cover}',
  '.track .lines p{margin:0;color:#6f655c;font-size:.875rem}',
  '.track .state{border:1px dashed #e6dccf;border-radius:12px;background:#fff}',
  '.track .empty{display:grid;justify-items:center;gap:16px;padding:48px 24px;text-align:center}',
  '.track .empty h2{margin:0;font-size:1.875rem}',
  '.track .empty p{margin:0;max-width:46ch;font-size:1rem}',
].join('');

// The app formats dates in the shopper's time zone; the server writes India's, the shop's own.
const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** The Track order form, as TrackOrderPage draws it before anything is typed. */
export function trackFormBody(): string {
  return (
    '<main class="ssr track"><div class="narrow"><div>' +
    '<p class="eyebrow">Orders</p><h1>Track order</h1>' +
    `<p class="lead">${escapeHtml(TRACK_FORM_INTRO)}</p></div>` +
    '<form><label>Order number<input name="orderNumber" placeholder="#C67C499B" autocomplete="off" required /></label>' +
    '<label>E-mail or phone number<input name="contact" autocomplete="email" required /></label>' +
    '<button type="submit">Track order</button></form></div></main>'
  );
}

function trackingPage(title: string, content: string): string {
  return (
    '<main class="ssr track"><header class="screen-header"><div><p class="eyebrow">Track order</p>' +
    `<h1>${escapeHtml(title)}</h1></div></header>${content}</main>`
  );
}

/** A changed, expired or dead link: the app's words (TrackedOrderPage) and a way to the form. */
export function trackingProblemBody(message: string): string {
  return trackingPage(
    'Track order',
    `<div class="state" role="alert"><div class="empty"><h2>${LINK_PROBLEM}</h2>` +
      `<p>${escapeHtml(message)}</p><a class="button" href="/track">Track order</a></div></div>`,
  );
}

type Step = { status: OrderStatus; state: 'done' | 'current' | 'upcoming' | 'cancelled'; at: Date | null };

/** The storefront's buildTimeline: the road an order travels, or Cancelled and the steps never reached. */
function timeline(order: TrackedOrderDto): Step[] {
  const enteredAt = (status: OrderStatus) =>
    [...order.timeline].reverse().find((step) => step.status === status)?.at ?? null;
  if (order.status === 'cancelled') {
    return ORDER_STEPS.map((status, index) =>
      index === 0
        ? { status: 'cancelled', state: 'cancelled', at: enteredAt('cancelled') }
        : { status, state: 'upcoming', at: null },
    );
  }
  const current = ORDER_STEPS.indexOf(order.status as (typeof ORDER_STEPS)[number]);
  return ORDER_STEPS.map((status, index) => {
    const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
    const at = state === 'upcoming' ? null : (enteredAt(status) ?? (status === 'pending' ? order.createdAt : null));
    return { status, state, at };
  });
}

const STATE_WORDS: Record<Step['state'], string> = {
  done: 'completed step',
  current: 'current step',
  upcoming: 'not reached yet',
  cancelled: 'order cancelled',
};

function timelineHtml(order: TrackedOrderDto): string {
  const steps = timeline(order).map((step, index) => {
    const marker = step.state === 'done' ? '✓' : step.state === 'cancelled' ? '✕' : String(index + 1);
    const when = step.at
      ? `<time datetime="${new Date(step.at).toISOString()}">${DATE_TIME.format(new Date(step.at))}</time>`
      : '';
    return (
      `<li class="${step.state}"${step.state === 'current' ? ' aria-current="step"' : ''}>` +
      `<span class="dot" aria-hidden="true">${marker}</span>` +
      `<div><strong>${STATUS_LABELS[step.status]}<span class="sr"> (${STATE_WORDS[step.state]})</span></strong>` +
      `<span class="step">${STEP_DESCRIPTIONS[step.status]}</span>${when}</div></li>`
    );
  });
  return `<ol aria-label="Order progress">${steps.join('')}</ol>`;
}

function parcelsHtml(order: TrackedOrderDto): string {
  if (order.shipments.length === 0) return '';
  const many = order.shipments.length > 1;
  const parcels = order.shipments.map((parcel, index) => {
    // A courier's page only: the address is built from the courier's template and the AWB.
    const link = parcel.trackingUrl && /^https?:\/\//i.test(parcel.trackingUrl) ? parcel.trackingUrl : null;
    return (
      `<li>${many ? `<span>Parcel ${index + 1}:</span>` : ''}<strong>${escapeHtml(parcel.courierName)}</strong>` +
      `<span>AWB ${escapeHtml(parcel.awb)}</span>` +
      (link ? `<a href="${escapeHtml(link)}" target="_blank" rel="noopener noreferrer">Track parcel</a>` : '') +
      '</li>'
    );
  });
  return (
    '<section class="panel" aria-labelledby="track-parcels-heading"><h2 id="track-parcels-heading">Shipment</h2>' +
    `<ul class="parcels" aria-label="Parcels">${parcels.join('')}</ul></section>`
  );
}

/**
 * An order as TrackedOrderPage shows it: status, timeline, parcels and lines. It is drawn from
 * the tracking service's answer, which holds no address, phone or e-mail.
 */
export function trackedOrderBody(order: TrackedOrderDto): string {
  const payment = `${PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod} · ${
    PAYMENT_STATUS_LABELS[order.paymentStatus] ?? order.paymentStatus
  }`;
  const reason =
    order.status === 'cancelled' && order.cancelReason ? `<p>Reason: ${escapeHtml(order.cancelReason)}</p>` : '';
  const status =
    '<section class="panel" aria-labelledby="track-status-heading"><h2 id="track-status-heading">Order Status</h2>' +
    `<dl><dt>Status</dt><dd><span class="badge ${order.status}">${STATUS_LABELS[order.status]}</span></dd>` +
    `<dt>Order date</dt><dd>${SHORT_DATE.format(new Date(order.createdAt))}</dd>` +
    `<dt>Total</dt><dd>${formatRupees(order.amount)}</dd>` +
    `<dt>Payment</dt><dd>${escapeHtml(payment)}</dd></dl>` +
    `${timelineHtml(order)}<p class="message">${STATUS_MESSAGES[order.status]}</p>${reason}</section>`;
  const lines = order.products.map(
    (line) =>
      `<li><img src="${escapeHtml(line.image)}" alt="" loading="lazy" />` +
      `<div><strong>${escapeHtml(line.name)}</strong><p>${line.quantity} × ${formatRupees(line.price)}</p></div>` +
      `<strong>${formatRupees(line.lineTotal)}</strong></li>`,
  );
  const items =
    '<section class="panel" aria-labelledby="track-items-heading"><h2 id="track-items-heading">Items</h2>' +
    `<ul class="lines">${lines.join('')}</ul></section>`;
  return trackingPage(`Order ${order.orderNumber}`, `<div class="stack">${status}${parcelsHtml(order)}${items}</div>`);
}
