import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useConfirmPaymentMutation, type OrderDto } from '../../api/generated';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { CheckCircleIcon, ClockIcon } from '../../components/screenIcons';
import { PageLoader } from '../../components/PageLoader';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { orderNumber } from '../../lib/ids';
import { formatRupees } from '../../lib/money';
import { Actions, ConfirmationCard, ConfirmationSection } from './OrderConfirmation';

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: min(360px, 100%);
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  text-align: left;

  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
  }

  dt {
    color: ${({ theme }) => theme.colors.inkSoft};
  }

  dd {
    margin: 0;
    font-weight: 600;
    text-transform: capitalize;
  }
`;

/** Ids are shown as they are: the summary's capitalised words must not turn '#c67c…' into '#C67c…'. */
const OrderId = styled.dd`
  && {
    text-transform: none;
  }
`;

const PAYMENT_WORDS: Record<OrderDto['paymentStatus'], string> = {
  paid: 'Paid',
  unpaid: 'Awaiting payment',
  failed: 'Payment failed',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

function headline(order: OrderDto): { title: string; message: string } {
  if (order.status === 'cancelled' && order.paymentStatus !== 'unpaid' && order.paymentStatus !== 'failed') {
    return {
      title: 'Payment Refunded',
      message:
        'Your payment arrived after this order had been cancelled, so the order stays cancelled and the whole amount is refunded to you. Its items are in your cart, so you can order again at any time.',
    };
  }
  if (order.paymentStatus === 'paid') {
    return {
      title: 'Payment Successful',
      message: 'Thank you! Your payment is confirmed and we have started preparing your order.',
    };
  }
  if (order.status === 'cancelled' || order.paymentStatus === 'failed') {
    return {
      title: 'Payment Not Completed',
      message:
        'The payment did not go through, so this order was cancelled. Its items are back in your cart, so you can order again at any time.',
    };
  }
  return {
    title: 'Payment Processing',
    message: 'We are waiting for the payment gateway to confirm your payment. Your orders page will show it shortly.',
  };
}

const actions = (
  <Actions>
    <ButtonLink to="/dashboard/orders">View My Orders</ButtonLink>
    <ButtonLink to="/shop" $variant="secondary">
      Continue Shopping
    </ButtonLink>
  </Actions>
);

/** How long to wait before asking again while the shop cannot check payments (503). */
export const CONFIRM_RETRY_MS = 3000;

const isUnavailable = (error: unknown) => (error as { status?: unknown } | null)?.status === 503;

/** Back from the payment gateway: confirms the payment for the order in session_id and shows it. */
export function PaymentSuccessPage() {
  useDocumentTitle('Payment Confirmation');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const [confirm] = useConfirmPaymentMutation();
  const [order, setOrder] = useState<OrderDto | null>(null);
  const [failed, setFailed] = useState(false);
  // The shop answered 503 (its database is briefly away): the payment is not checked yet.
  const [waiting, setWaiting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const asked = useRef<string | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(retry.current), []);

  useEffect(() => {
    const ask = `${sessionId}#${attempt}`;
    if (!sessionId || asked.current === ask) return;
    asked.current = ask;
    confirm({ confirmPaymentDto: { session_id: sessionId } })
      .unwrap()
      .then((result) => {
        setWaiting(false);
        setOrder(result.order);
      })
      .catch((error: unknown) => {
        if (isUnavailable(error)) {
          setWaiting(true);
          retry.current = setTimeout(() => setAttempt((n) => n + 1), CONFIRM_RETRY_MS);
          return;
        }
        console.error('Payment confirmation failed', error);
        setFailed(true);
      });
  }, [confirm, sessionId, attempt]);

  if (waiting) {
    return (
      <ConfirmationSection>
        <ConfirmationCard>
          <EmptyState
            headingLevel="h1"
            icon={<ClockIcon size={34} />}
            eyebrow="UPI Payment"
            title="Confirming Your Payment"
            message="Your payment is being confirmed. This page checks again every few seconds and updates on its own; there is no need to pay again."
            action={actions}
          />
        </ConfirmationCard>
      </ConfirmationSection>
    );
  }

  if (!sessionId || failed) {
    return (
      <ConfirmationSection>
        <ConfirmationCard>
          <EmptyState
            headingLevel="h1"
            icon={<ClockIcon size={34} />}
            title="We could not confirm your payment yet"
            message="If money left your account, your order will update on its own within a few minutes. Please check your orders page, or contact us if anything looks wrong."
            action={actions}
          />
        </ConfirmationCard>
      </ConfirmationSection>
    );
  }

  if (!order) return <PageLoader label="Loading..." />;

  const { title, message } = headline(order);
  return (
    <ConfirmationSection>
      <ConfirmationCard>
        <EmptyState
          headingLevel="h1"
          icon={order.paymentStatus === 'paid' ? <CheckCircleIcon size={34} /> : <ClockIcon size={34} />}
          eyebrow="UPI Payment"
          title={title}
          message={message}
          action={
            <>
              <Facts aria-label="Your order">
                <div>
                  <dt>Order ID</dt>
                  <OrderId>{orderNumber(order.orderId)}</OrderId>
                </div>
                <div>
                  <dt>Amount</dt>
                  <dd>{formatRupees(order.amount)}</dd>
                </div>
                <div>
                  <dt>Status</dt>
                  <dd>{order.status}</dd>
                </div>
                <div>
                  <dt>Payment</dt>
                  <dd>{PAYMENT_WORDS[order.paymentStatus]}</dd>
                </div>
              </Facts>
              {actions}
            </>
          }
        />
      </ConfirmationCard>
    </ConfirmationSection>
  );
}
