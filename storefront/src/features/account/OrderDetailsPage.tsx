import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { api, useCancelOrderMutation, useGetOrderQuery, usePayAgainMutation, type OrderDto } from '../../api/generated';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageSection } from '../../components/PageSection';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { orderNumber } from '../../lib/ids';
import { formatRupees } from '../../lib/money';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useConfirm } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/Toaster';
import { submitPaymentForm } from '../checkout';
import { Button } from '../../components/Button';
import { selectCurrentUser, isAdmin } from '../auth';
import { errorStatus, serverMessage, type QueryError } from '../../api/apiError';
import { OrderDocuments, RefundList } from './OrderDocuments';
import { OrderReturns } from './ReturnRequest';
import { canRefund } from '../../lib/orderMoney';
import { taxLabel } from '../../lib/taxLabel';
import { formatDateTime, formatShortDate } from './format';
import {
  buildTimeline,
  isValidOrderId,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  STATUS_MESSAGES,
} from './orderStatus';
import { Parcels } from '../../components/Parcels';
import { lineVariant } from '../../lib/variants';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderTimeline } from './OrderTimeline';
import { DetailList, Panel, PanelTitle, ScreenHeader, ScreenLoader, StatePanel } from './ui';

const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.accentDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;

  &:hover {
    text-decoration: underline;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StatusMessage = styled.p<{ $cancelled: boolean }>`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme, $cancelled }) => ($cancelled ? theme.colors.danger : theme.colors.accent)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  margin-bottom: ${({ theme }) => theme.space.lg};

  > div > span {
    display: block;
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.1em;
    text-transform: uppercase;
  }

  > div > strong {
    display: block;
    margin-top: 2px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 56px 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};

  > strong {
    grid-column: 2;
  }

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 64px 1fr auto;

    > strong {
      grid-column: auto;
    }
  }

  img {
    width: 100%;
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    object-fit: cover;
  }

  p {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const ItemName = styled(Link)`
  font-weight: 600;

  &:hover {
    color: ${({ theme }) => theme.colors.accentDark};
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  dt {
    color: ${({ theme }) => theme.colors.inkSoft};
  }

  dd {
    margin: 0;
    text-align: right;
  }

  .grand {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

const Address = styled.address`
  font-style: normal;
  line-height: 1.6;
`;

// The refund dialog belongs to the back office: loaded only when an admin opens it.
const RefundModal = lazy(() => import('../admin').then((m) => ({ default: m.RefundModal })));

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** Cancel reasons of the orders "Pay now" reopens: their payment failed (the server's rule). */
const PAYMENT_FAILURES = ['Payment failed', 'Payment initiation failed'];

/**
 * Whether "Pay now" applies: an unpaid UPI order (or one its failed payment cancelled) before its
 * `payBy`, which the server sets from its PAYMENT_TIMEOUT_SECONDS (15 minutes by default).
 */
export function canPayAgain(order: OrderDto, now: number): boolean {
  if (order.paymentMethod !== 'UPI' || !order.payBy) return false;
  if (now >= new Date(order.payBy).getTime()) return false;
  if (order.status === 'pending') return order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed';
  return (
    order.status === 'cancelled' &&
    (order.paymentStatus === 'failed' || order.paymentStatus === 'unpaid') &&
    PAYMENT_FAILURES.includes(order.cancelReason ?? '')
  );
}

/** Whether the shopper may cancel: the parcel has not left. */
export function canCancel(order: OrderDto): boolean {
  return order.status === 'pending' || order.status === 'processing';
}

/** True once the order's payment time (its `payBy`) is over; re-renders when it runs out. */
function usePaymentTimeOver(payBy: string | null): boolean {
  const deadline = payBy ? new Date(payBy).getTime() : 0;
  const [over, setOver] = useState(() => Date.now() >= deadline);
  useEffect(() => {
    const left = deadline - Date.now();
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setOver(true), left);
    return () => clearTimeout(timer);
  }, [deadline]);
  return over;
}

/** The shopper's "Pay now" and "Cancel order" for an order that allows them. */
function OrderActions({ order }: { order: OrderDto }) {
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const [confirm, confirmDialog] = useConfirm();
  const [payAgain, paying] = usePayAgainMutation();
  const [cancelOrder, cancelling] = useCancelOrderMutation();
  const [leaving, setLeaving] = useState(false);
  const timeOver = usePaymentTimeOver(order.payBy);
  const payable = !timeOver && canPayAgain(order, Date.now());
  const cancellable = canCancel(order);
  if (!payable && !cancellable) return null;
  const busy = paying.isLoading || cancelling.isLoading || leaving;

  const pay = async () => {
    try {
      const started = await payAgain({
        payAgainDto: { orderId: order._id, ...(user?.phone ? { customerInfo: { phone: user.phone } } : {}) },
      }).unwrap();
      // The browser leaves for the gateway; the buttons stay busy until it does.
      setLeaving(true);
      submitPaymentForm(started.data.transactionUrl, { ...started.data.paytmParams });
    } catch (error) {
      notify.error(serverMessage(error as QueryError) ?? 'Payment initiation failed');
    }
  };

  const cancel = async () => {
    const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded';
    const question = paid
      ? `Cancel order ${orderNumber(order._id)}? What you paid is refunded to the UPI account you paid from.`
      : `Cancel order ${orderNumber(order._id)}?`;
    if (!(await confirm(question, 'Cancel order'))) return;
    try {
      await cancelOrder({ id: order._id, cancelOrderDto: {} }).unwrap();
      // An unpaid UPI order's lines went back to the cart.
      dispatch(api.util.invalidateTags(['cart', 'products']));
      notify.success(paid ? 'Order cancelled. Your refund has been started.' : 'Order cancelled');
    } catch (error) {
      notify.error(serverMessage(error as QueryError) ?? 'Order cancellation failed');
    }
  };

  return (
    <Actions>
      {payable && (
        <Button type="button" onClick={() => void pay()} disabled={busy}>
          {paying.isLoading || leaving ? 'Processing...' : 'Pay now'}
        </Button>
      )}
      {cancellable && (
        <Button type="button" $variant="secondary" onClick={() => void cancel()} disabled={busy}>
          {cancelling.isLoading ? 'Cancelling...' : 'Cancel order'}
        </Button>
      )}
      {confirmDialog}
    </Actions>
  );
}

const ExtraList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }
`;

const EXTRA_REFUND_STATES = { pending: 'refund pending', success: 'refunded', failed: 'refund failed' } as const;

/**
 * For the admin: payments the gateway took a second time for this order (two "Pay now" pages
 * both paid), which the shop refunds in full by itself.
 */
function ExtraPayments({ extras }: { extras: NonNullable<OrderDto['payment']>['extraPayments'] }) {
  return (
    <>
      <Muted>Paid a second time at the gateway; each extra payment is refunded in full:</Muted>
      <ExtraList aria-label="Extra payments">
        {extras.map((extra) => (
          <li key={extra.gatewayOrderId}>
            <strong>{extra.txnId ?? extra.gatewayOrderId}</strong>
            <span>
              {formatRupees(extra.amount)} · {EXTRA_REFUND_STATES[extra.refundStatus]}
            </span>
          </li>
        ))}
      </ExtraList>
    </>
  );
}

function OrderView({ order }: { order: OrderDto }) {
  const admin = isAdmin(useAppSelector(selectCurrentUser));
  const [refunding, setRefunding] = useState(false);
  const steps = buildTimeline(order.status, order.timeline, order.createdAt);
  const address = order.shippingAddress;
  const hasAddress = Boolean(address && (address.address || address.city || address.state || address.pincode));
  const payment = order.payment;

  return (
    <Stack>
      <Panel aria-labelledby="order-status-heading">
        <PanelTitle id="order-status-heading">Order Status</PanelTitle>
        <Summary>
          <div>
            <span>Status</span>
            <strong>
              <OrderStatusBadge status={order.status} />
            </strong>
          </div>
          <div>
            <span>Order date</span>
            <strong>{formatShortDate(order.createdAt)}</strong>
          </div>
          <div>
            <span>Total</span>
            <strong>{formatRupees(order.amount)}</strong>
          </div>
        </Summary>
        <OrderTimeline steps={steps} />
        <StatusMessage $cancelled={order.status === 'cancelled'}>{STATUS_MESSAGES[order.status]}</StatusMessage>
        {order.status === 'cancelled' && order.cancelReason && <Muted>Reason: {order.cancelReason}</Muted>}
        {!admin && <OrderActions order={order} />}
      </Panel>

      <Columns>
        {hasAddress && (
          <Panel aria-labelledby="order-address-heading">
            <PanelTitle id="order-address-heading">Shipping Address</PanelTitle>
            <Address>
              {address.name && (
                <>
                  <strong>{address.name}</strong>
                  <br />
                </>
              )}
              {address.address}
              <br />
              {[address.city, address.state].filter(Boolean).join(', ')}
              {address.pincode && ` - ${address.pincode}`}
              {address.phone && (
                <>
                  <br />
                  Phone: <a href={`tel:+91${address.phone}`}>{address.phone}</a>
                </>
              )}
              {admin && (
                <>
                  <br />
                  E-mail: <a href={`mailto:${order.email}`}>{order.email}</a>
                </>
              )}
            </Address>
          </Panel>
        )}
        <Panel aria-labelledby="order-payment-heading">
          <PanelTitle id="order-payment-heading">Payment Information</PanelTitle>
          <DetailList>
            <dt>Payment method</dt>
            <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}</dd>
            <dt>Payment status</dt>
            <dd>{PAYMENT_STATUS_LABELS[order.paymentStatus] ?? order.paymentStatus}</dd>
            {payment?.txnId && (
              <>
                <dt>Transaction ID</dt>
                <dd>{payment.txnId}</dd>
              </>
            )}
            {order.paidAt && (
              <>
                <dt>Paid on</dt>
                <dd>{formatDateTime(order.paidAt)}</dd>
              </>
            )}
            {payment && payment.refunded > 0 && (
              <>
                <dt>Refunded</dt>
                <dd>{formatRupees(payment.refunded)}</dd>
              </>
            )}
          </DetailList>
          {admin && payment && payment.extraPayments.length > 0 && <ExtraPayments extras={payment.extraPayments} />}
          {admin && canRefund(order) && (
            <Button type="button" $variant="secondary" onClick={() => setRefunding(true)}>
              Refund
            </Button>
          )}
        </Panel>
      </Columns>

      {order.shipments.length > 0 && (
        <Panel aria-labelledby="order-shipment-heading">
          <PanelTitle id="order-shipment-heading">Shipment</PanelTitle>
          <Parcels parcels={order.shipments} />
        </Panel>
      )}

      {(order.documents.length > 0 || order.refunds.length > 0) && (
        <Columns>
          {order.documents.length > 0 && (
            <Panel aria-labelledby="order-documents-heading">
              <PanelTitle id="order-documents-heading">Invoice</PanelTitle>
              <OrderDocuments documents={order.documents} />
            </Panel>
          )}
          {order.refunds.length > 0 && (
            <Panel aria-labelledby="order-refunds-heading">
              <PanelTitle id="order-refunds-heading">Refunds</PanelTitle>
              <RefundList refunds={order.refunds} />
            </Panel>
          )}
        </Columns>
      )}
      <OrderReturns order={order} />
      {refunding && (
        <Suspense fallback={null}>
          <RefundModal order={order} onClose={() => setRefunding(false)} />
        </Suspense>
      )}

      <Panel aria-labelledby="order-items-heading">
        <PanelTitle id="order-items-heading">Items</PanelTitle>
        <Items>
          {order.products.map((line) => {
            const { variantId, variantTitle, sku } = lineVariant(line);
            return (
              <Item key={line._id}>
                <img src={line.image} alt="" loading="lazy" />
                <div>
                  {line.productId ? (
                    <ItemName to={`/shop/${line.productId}${variantId && variantTitle ? `?variant=${variantId}` : ''}`}>
                      {line.name}
                    </ItemName>
                  ) : (
                    <strong>{line.name}</strong>
                  )}
                  {variantTitle && <p>{variantTitle}</p>}
                  {admin && sku && <p>SKU {sku}</p>}
                  <p>
                    {line.quantity} × {formatRupees(line.price)}
                    {line.material ? ` · ${line.material}` : ''}
                  </p>
                </div>
                <strong>{formatRupees(line.lineTotal)}</strong>
              </Item>
            );
          })}
        </Items>
        <Totals>
          <dt>Subtotal</dt>
          <dd>{formatRupees(order.subtotal)}</dd>
          {order.discount > 0 && (
            <>
              <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
              <dd>-{formatRupees(order.discount)}</dd>
            </>
          )}
          <dt>{taxLabel(order.taxRate)}</dt>
          <dd>{formatRupees(order.tax)}</dd>
          <dt className="grand">Total</dt>
          <dd className="grand">{formatRupees(order.amount)}</dd>
        </Totals>
      </Panel>
    </Stack>
  );
}

/** Where the page was opened from: a shopper's own orders, or the admin's Manage Orders. */
const ORDER_LISTS = {
  customer: { to: '/dashboard/orders', name: 'My Orders', back: '← Back to my orders' },
  admin: { to: '/dashboard/manage-orders', name: 'Manage Orders', back: '← Back to Manage Orders' },
} as const;
type OrderList = (typeof ORDER_LISTS)[keyof typeof ORDER_LISTS];

function OrderDetailsContent({ orderId, list }: { orderId: string | undefined; list: OrderList }) {
  const valid = isValidOrderId(orderId);
  const { data, error, isLoading, isError } = useGetOrderQuery({ id: valid ? orderId.trim() : '' }, { skip: !valid });
  const status = errorStatus(error);

  if (!valid || status === 400) {
    return (
      <StatePanel role="alert">
        <EmptyState title="Invalid Order ID" message="Please check the URL and try again." />
      </StatePanel>
    );
  }
  if (isLoading) return <ScreenLoader label="Loading order details..." />;
  if (isError && status !== 404) {
    return (
      <StatePanel role="alert">
        <EmptyState
          title="Error Loading Order"
          message={serverMessage(error) ?? 'Something went wrong while fetching the order.'}
        />
      </StatePanel>
    );
  }
  if (!data?.order) {
    return (
      <StatePanel>
        <EmptyState
          title="Order Not Found"
          message="Please check the order ID and try again."
          action={<ButtonLink to={list.to}>{list.name}</ButtonLink>}
        />
      </StatePanel>
    );
  }
  return <OrderView order={data.order} />;
}

function Frame({ inDashboard, children }: { inDashboard: boolean; children: ReactNode }) {
  return inDashboard ? <>{children}</> : <PageSection>{children}</PageSection>;
}

/**
 * /dashboard/orders/{orderId} and /orders/{orderId}: one of the shopper's orders with its
 * progress; /dashboard/manage-orders/{orderId}: the same order as the admin sees it.
 */
export function OrderDetailsPage() {
  const { orderId } = useParams();
  const { pathname } = useLocation();
  const inDashboard = pathname.startsWith('/dashboard');
  const list = pathname.startsWith(ORDER_LISTS.admin.to) ? ORDER_LISTS.admin : ORDER_LISTS.customer;
  const label = isValidOrderId(orderId) ? `Order ${orderNumber(orderId)}` : 'Order Details';
  useDocumentTitle(label);

  return (
    <Frame inDashboard={inDashboard}>
      <BackLink to={list.to}>{list.back}</BackLink>
      <ScreenHeader eyebrow={list.name} title={label} />
      <OrderDetailsContent orderId={orderId} list={list} />
    </Frame>
  );
}
