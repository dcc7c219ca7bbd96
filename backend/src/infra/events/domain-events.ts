/**
 * What the shop's writes announce once they have committed. Modules publish them through
 * Transactions (transactions.ts); mails, the webhook outbox's dispatcher and the answer cache
 * listen with `@OnEvent(type)` from @nestjs/event-emitter. A listener never sees an event of a
 * transaction that rolled back.
 */
export type DomainEvent =
  | ProductChanged
  | StockChanged
  | DealChanged
  | ReviewsChanged
  | CartChanged
  | OrderPlaced
  | OrderStatusChanged
  | UserChanged
  | SettingsChanged
  | WebhookEventsWritten;

/** Products were created, edited or deleted (their page, and lists that may show them). */
export interface ProductChanged {
  type: 'product.changed';
  productIds: string[];
}

/** Stock counts moved. `soldOutChanged`: a product sold out, came back, or stopped being counted. */
export interface StockChanged {
  type: 'stock.changed';
  productIds: string[];
  soldOutChanged: boolean;
}

/** The site-wide deal started, changed or ended: every shown price may differ. */
export interface DealChanged {
  type: 'deal.changed';
}

/** A product's reviews (and so its rating) changed. */
export interface ReviewsChanged {
  type: 'reviews.changed';
  productIds: string[];
}

/** Shoppers' carts changed. */
export interface CartChanged {
  type: 'cart.changed';
  userIds: string[];
}

/** Orders were placed. */
export interface OrderPlaced {
  type: 'order.placed';
  orderIds: string[];
}

/** An order's status or payment status changed. */
export interface OrderStatusChanged {
  type: 'order.status-changed';
  orderId: string;
  fromStatus: string | null;
  toStatus: string;
}

/** An account was created, edited or removed (role, password, sessions). */
export interface UserChanged {
  type: 'user.changed';
  userIds: string[];
}

/** The owner saved the shop's settings (name, contact, hero, footer, pages, return window). */
export interface SettingsChanged {
  type: 'settings.changed';
}

/** Webhook events were written to the outbox and wait for delivery. */
export interface WebhookEventsWritten {
  type: 'webhooks.written';
  eventIds: string[];
}

export type DomainEventType = DomainEvent['type'];
