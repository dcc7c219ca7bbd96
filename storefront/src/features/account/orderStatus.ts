import type { TimelineEntryDto } from '../../api/generated';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, STATUS_LABELS, type OrderStatus } from '../../lib/orderStatus';

export type { OrderStatus };
export { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, STATUS_LABELS };

/** The road an order travels, in order. Cancelled leaves the road and is shown apart. */
export const ORDER_STEPS = ['pending', 'processing', 'shipped', 'completed'] as const;

/** What the shopper reads under the order's status. */
export const STATUS_MESSAGES: Record<OrderStatus, string> = {
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

export type StepState = 'done' | 'current' | 'upcoming' | 'cancelled';

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  description: string;
  state: StepState;
  /** When the order entered this step (ISO), from the order's history; null when not recorded. */
  at: string | null;
}

/** What the timeline reads of a status change (the tracking page has no more). */
type TimelineMoment = Pick<TimelineEntryDto, 'status' | 'at'>;

/** The latest moment the order entered `status`, or null when its history does not say. */
function enteredAt(timeline: readonly TimelineMoment[], status: OrderStatus): string | null {
  for (let index = timeline.length - 1; index >= 0; index -= 1) {
    if (timeline[index].status === status) return timeline[index].at;
  }
  return null;
}

/**
 * The progress timeline of an order: steps before the current one are done, the current one is
 * current and the rest are still ahead. A cancelled order shows 'Cancelled' as its first step and
 * the remaining steps as never reached.
 */
export function buildTimeline<Moment extends TimelineMoment>(
  status: OrderStatus,
  timeline: readonly Moment[] = [],
  createdAt?: string,
): TimelineStep[] {
  if (status === 'cancelled') {
    return ORDER_STEPS.map((step, index) =>
      index === 0
        ? {
            status: 'cancelled',
            label: STATUS_LABELS.cancelled,
            description: STEP_DESCRIPTIONS.cancelled,
            state: 'cancelled',
            at: enteredAt(timeline, 'cancelled'),
          }
        : {
            status: step,
            label: STATUS_LABELS[step],
            description: STEP_DESCRIPTIONS[step],
            state: 'upcoming',
            at: null,
          },
    );
  }

  const currentIndex = ORDER_STEPS.indexOf(status);
  return ORDER_STEPS.map((step, index) => {
    const state: StepState = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
    const at =
      state === 'upcoming' ? null : (enteredAt(timeline, step) ?? (step === 'pending' ? (createdAt ?? null) : null));
    return { status: step, label: STATUS_LABELS[step], description: STEP_DESCRIPTIONS[step], state, at };
  });
}

// Ids are UUIDs; older links may carry 24-character hexadecimal ids.
const ORDER_ID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24})$/i;

/** Whether an address segment can be an order id at all, before asking the server. */
export function isValidOrderId(id: string | null | undefined): id is string {
  return typeof id === 'string' && ORDER_ID.test(id.trim());
}
