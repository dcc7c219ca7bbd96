import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { useGetCartQuery, useValidateCouponMutation, type CartDto } from '../../api/generated';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { formatRupees } from '../../lib/money';
import { taxLabel } from '../../lib/taxLabel';
import { selectCurrentUser } from '../auth';
import { CHECKOUT_MESSAGES, couponRefusal } from './checkoutMessages';
import type { PaymentMethod } from './placeOrderChecks';
import { usePlaceOrder } from './usePlaceOrder';
import { recallCoupon, rememberCoupon } from './couponMemory';

const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space.lg};
  }
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.soft};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Rows = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Row = styled.div<{ $total?: boolean; $saving?: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme, $saving }) => ($saving ? theme.colors.success : theme.colors.inkSoft)};

  dt,
  dd {
    margin: 0;
  }

  dd {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  ${({ $total, theme }) =>
    $total &&
    css`
      margin-top: ${theme.space.xs};
      padding-top: ${theme.space.md};
      border-top: 1px solid ${theme.colors.border};
      color: ${theme.colors.ink};
      font-size: ${theme.fontSizes.lg};
      font-weight: 700;
    `}
`;

const CouponForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const CouponInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  text-transform: uppercase;

  &::placeholder {
    text-transform: none;
  }
`;

const Note = styled.p<{ $tone: 'success' | 'danger' | 'info' }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : theme.colors.inkSoft};
`;

const Methods = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 600;
  }
`;

const Method = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.accentSoft : theme.colors.background)};
  cursor: pointer;

  input {
    accent-color: ${({ theme }) => theme.colors.accent};
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const PlaceButton = styled(Button)`
  width: 100%;
`;

const Notice = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const METHODS: { value: PaymentMethod; label: string; hint: string }[] = [
  { value: 'COD', label: 'Cash on Delivery', hint: 'Pay when your parcel arrives' },
  { value: 'UPI', label: 'UPI / Online Payment', hint: 'Cards, wallets and UPI apps through Paytm' },
];

interface OrderSummaryProps {
  cart: CartDto;
  /** The latest cart figures could not be loaded; the shown ones may be out of date. */
  failed?: boolean;
}

/**
 * Totals, coupon, payment method and the Place Order button. Every figure is the server's: the
 * cart as given, or, with a coupon, the cart priced by the server with that coupon. Should the
 * server price the order differently when it is placed (a price changed meanwhile), its total
 * is shown for a second confirmation.
 */
export function OrderSummary({ cart, failed = false }: OrderSummaryProps) {
  const headingId = useId();
  // A coupon applied before checkout went to the profile page is still applied on return.
  const [remembered] = useState(recallCoupon);
  const [couponInput, setCouponInput] = useState(remembered?.code ?? '');
  /** The applied coupon's code. */
  const [coupon, setCoupon] = useState<string | null>(remembered?.code ?? null);
  const [couponNote, setCouponNote] = useState<{ text: string; ok: boolean } | null>(
    remembered ? { text: CHECKOUT_MESSAGES.couponApplied(remembered.discountPercentage), ok: true } : null,
  );
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [serverTotal, setServerTotal] = useState<number | null>(null);
  const [validateCoupon, { isLoading: checkingCoupon }] = useValidateCouponMutation();
  const { placeOrder, busy } = usePlaceOrder();
  const user = useAppSelector(selectCurrentUser);
  const priced = useGetCartQuery(coupon && user ? { userId: user._id, couponCode: coupon } : skipToken);

  // A server total belongs to the cart and coupon it was given for.
  useEffect(() => setServerTotal(null), [cart, coupon]);

  // The coupon cannot be used on this cart (expired meanwhile, or below its minimum): price without it.
  useEffect(() => {
    if (!priced.isError) return;
    setCoupon(null);
    rememberCoupon(null);
    setCouponNote({ text: couponRefusal(priced.error), ok: false });
  }, [priced.isError, priced.error]);

  if (failed) {
    return (
      <Panel aria-labelledby={headingId}>
        <Heading id={headingId}>Order Summary</Heading>
        <Note $tone="danger" role="alert">
          {CHECKOUT_MESSAGES.summaryError}
        </Note>
      </Panel>
    );
  }

  // Until the coupon's figures arrive, the cart's own are shown and ordering waits.
  const figures = coupon && priced.data ? priced.data : cart;
  const pricing = coupon !== null && (priced.isFetching || !priced.data);
  const grandTotal = serverTotal ?? figures.grandTotal;

  const applyCoupon = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const valid = await validateCoupon({ validateCouponDto: { code: couponInput.trim() } }).unwrap();
      setCoupon(valid.code);
      rememberCoupon({ code: valid.code, discountPercentage: valid.discountPercentage });
      setCouponNote({ text: CHECKOUT_MESSAGES.couponApplied(valid.discountPercentage), ok: true });
    } catch (failure) {
      setCoupon(null);
      rememberCoupon(null);
      setCouponNote({ text: couponRefusal(failure), ok: false });
    }
  };

  const submit = () =>
    void placeOrder({
      lines: cart.products,
      amount: grandTotal,
      method,
      couponCode: coupon,
      onAmountMismatch: setServerTotal,
    });

  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>Order Summary</Heading>
      <Rows>
        <Row>
          <dt>
            Subtotal ({cart.selectedItems} {cart.selectedItems === 1 ? 'item' : 'items'})
          </dt>
          <dd>{formatRupees(figures.totalPrice)}</dd>
        </Row>
      </Rows>

      <CouponForm onSubmit={applyCoupon} aria-label="Coupon">
        <CouponInput
          aria-label="Coupon code"
          placeholder="Coupon code"
          value={couponInput}
          onChange={(event) => setCouponInput(event.target.value)}
        />
        <Button type="submit" $variant="secondary" disabled={checkingCoupon || couponInput.trim() === ''}>
          Apply
        </Button>
      </CouponForm>
      {couponNote && (
        <Note $tone={couponNote.ok ? 'success' : 'danger'} role="status">
          {couponNote.text}
        </Note>
      )}

      <Rows aria-label="Totals">
        <Row $saving={figures.discount > 0}>
          <dt>Discount{figures.couponCode ? ` (${figures.couponCode}, ${figures.discountPercentage}%)` : ''}</dt>
          <dd>{figures.discount > 0 ? `- ${formatRupees(figures.discount)}` : formatRupees(0)}</dd>
        </Row>
        <Row>
          <dt>{taxLabel(figures.taxRate)}</dt>
          <dd>{formatRupees(figures.tax)}</dd>
        </Row>
        <Row $total>
          <dt>Grand Total</dt>
          <dd>{formatRupees(grandTotal)}</dd>
        </Row>
      </Rows>
      {serverTotal !== null && (
        <Notice role="alert">
          The total for your order is {formatRupees(serverTotal)} after the latest prices. Please check it and press
          Place Order again to confirm.
        </Notice>
      )}

      <Methods>
        <legend>Payment method</legend>
        {METHODS.map((option) => (
          <Method key={option.value} $checked={method === option.value}>
            <input
              type="radio"
              name="payment-method"
              value={option.value}
              checked={method === option.value}
              onChange={() => setMethod(option.value)}
            />
            <span>
              {option.label}
              <small>{option.hint}</small>
            </span>
          </Method>
        ))}
      </Methods>

      <PlaceButton type="button" onClick={submit} disabled={busy || pricing}>
        {busy ? 'Processing...' : 'Place Order'}
      </PlaceButton>
    </Panel>
  );
}
