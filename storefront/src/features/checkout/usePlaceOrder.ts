import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  api,
  useClearCartMutation,
  useCreateOrderMutation,
  useCancelAbandonedOrderMutation,
  useInitiatePaymentMutation,
  type CartLineDto,
  type OrderShippingAddressDto,
} from '../../api/generated';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { lineVariant, withVariant } from '../../lib/variants';
import { amountText } from '../../lib/money';
import { newUuid } from '../../lib/uuid';
import { selectCurrentUser } from '../auth';
import { forgetStoredCart } from '../../lib/cartStorage';
import { cartClosed } from '../../app/uiSlice';
import { CHECKOUT_MESSAGES } from './checkoutMessages';
import { rememberCoupon } from './couponMemory';
import { submitPaymentForm } from './paymentForm';
import { checkOrderReadiness, type PaymentMethod } from './placeOrderChecks';
import { useNotify } from '../../components/Toaster';

interface PlaceOrderInput {
  lines: CartLineDto[];
  /** The grand total the shopper is looking at, rupees. */
  amount: number;
  method: PaymentMethod | null;
  couponCode: string | null;
  /** The server priced the order differently; it answers with its own total. */
  onAmountMismatch: (expectedAmount: number) => void;
}

interface RequestError {
  status?: number | string;
  data?: unknown;
}

const RETRIES = 2;
const RETRY_DELAY_MS = 400;

/** No answer, or a gateway in front of the shop that could not reach it: worth one more try. */
function isTransient(error: unknown): boolean {
  const status = (error as RequestError | null)?.status;
  return status === 'FETCH_ERROR' || status === 502 || status === 503 || status === 504;
}

function expectedAmountOf(error: unknown): number | null {
  const { status, data } = (error ?? {}) as RequestError;
  const expected = (data as { expectedAmount?: unknown } | undefined)?.expectedAmount;
  return status === 409 && typeof expected === 'number' ? expected : null;
}

/** 409 without a total: a product has too few pieces left, and the message names it. */
function stockShortageOf(error: unknown): string | null {
  const { status, data } = (error ?? {}) as RequestError;
  const message = (data as { message?: unknown } | undefined)?.message;
  return status === 409 && typeof message === 'string' ? message : null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Places the order from the cart. Each press of Place Order gets its own idempotency key and
 * keeps it through retries, so a lost answer never turns into a second order. Cash on delivery
 * ends on /cod-success; UPI goes on to the payment gateway.
 */
export function usePlaceOrder() {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const [createOrder] = useCreateOrderMutation();
  const [clearCart] = useClearCartMutation();
  const [initiatePayment] = useInitiatePaymentMutation();
  const [cancelAbandoned] = useCancelAbandonedOrderMutation();
  const [busy, setBusy] = useState(false);

  const placeOrder = useCallback(
    async ({ lines, amount, method, couponCode, onAmountMismatch }: PlaceOrderInput) => {
      const readiness = checkOrderReadiness(method, user);
      if (!readiness.ready) {
        notify.error(readiness.message);
        if (readiness.goToProfile) {
          dispatch(cartClosed());
          navigate('/dashboard/profile');
        }
        return;
      }
      if (!user || !method) return;

      setBusy(true);
      const idempotencyKey = newUuid();
      const send = () =>
        createOrder({
          'Idempotency-Key': idempotencyKey,
          createOrderDto: {
            products: lines.map((line) =>
              withVariant({ productId: line.productId, quantity: line.quantity }, lineVariant(line).variantId),
            ),
            amount: amountText(amount),
            email: readiness.email,
            paymentMethod: method,
            // The profile keeps the state as picked from the list of states the server accepts.
            shippingAddress: readiness.shippingAddress as OrderShippingAddressDto,
            ...(couponCode ? { couponCode } : {}),
          },
        }).unwrap();

      let order;
      try {
        for (let attempt = 0; ; attempt += 1) {
          try {
            order = (await send()).order;
            break;
          } catch (error) {
            if (attempt >= RETRIES || !isTransient(error)) throw error;
            await wait(RETRY_DELAY_MS * (attempt + 1));
          }
        }
      } catch (error) {
        setBusy(false);
        const expected = expectedAmountOf(error);
        if (expected !== null) {
          onAmountMismatch(expected);
          return;
        }
        const shortage = stockShortageOf(error);
        if (shortage !== null) {
          notify.error(shortage);
          // The cart shows what is left now, with its warnings.
          dispatch(api.util.invalidateTags(['cart', 'products']));
          return;
        }
        const status = (error as RequestError | null)?.status;
        notify.error(typeof status === 'number' ? CHECKOUT_MESSAGES.orderFailed : CHECKOUT_MESSAGES.orderError);
        return;
      }

      // The server took the ordered lines out of the cart with the order, and the coupon is used.
      dispatch(api.util.invalidateTags(['cart']));
      rememberCoupon(null);

      if (method === 'COD') {
        try {
          await clearCart({ userId: user._id }).unwrap();
        } catch {
          notify.error(CHECKOUT_MESSAGES.clearCartFailed);
        }
        forgetStoredCart();
        setBusy(false);
        dispatch(cartClosed());
        navigate('/cod-success');
        return;
      }

      try {
        const started = await initiatePayment({
          initiatePaymentDto: {
            orderId: order._id,
            amount: order.amount,
            customerInfo: { email: user.email, ...(user.phone ? { phone: user.phone } : {}) },
          },
        }).unwrap();
        if (!started.success || !started.data?.transactionUrl) throw new Error(started.message);
        // The browser leaves for the gateway; the button stays busy until it does.
        submitPaymentForm(started.data.transactionUrl, started.data.paytmParams);
      } catch (error) {
        console.error('Payment initiation failed', error);
        notify.error(CHECKOUT_MESSAGES.gatewayError);
        setBusy(false);
        // The order cannot be paid now; release it (the server also cancels it on its own).
        cancelAbandoned({ cancelAbandonedOrderDto: { orderId: order._id, reason: 'Payment initiation failed' } })
          .unwrap()
          .catch(() => undefined);
      }
    },
    [cancelAbandoned, clearCart, createOrder, dispatch, initiatePayment, navigate, notify, user],
  );

  return { placeOrder, busy };
}
