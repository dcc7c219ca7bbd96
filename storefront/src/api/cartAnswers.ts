import { QueryStatus } from '@reduxjs/toolkit/query';
import { api, type CartDto } from './generated';

/**
 * A change to the cart's lines (add, quantity, remove) answers with the whole cart as
 * `GET /api/cart/{userId}` would: that answer replaces the cached cart at once, instead of the
 * cart being fetched again after it. The shopper sees the new cart one round trip sooner (on a
 * phone, the slower half of the wait) and the shop computes it once instead of twice. A cart
 * priced with a coupon is still fetched again: its discount depends on the new subtotal and on
 * the coupon's own rules. Clearing (after a cash-on-delivery order, which also forgets the
 * browser's copy of the cart) keeps the plain refetch.
 */
const CART_WITH_COUPON = 'cart-with-coupon' as const;

type ApiState = Parameters<typeof api.util.selectCachedArgsForQuery>[0];
type CartUpsert = ReturnType<typeof api.util.upsertQueryData<'getCart'>>;
type CartInvalidation = ReturnType<typeof api.util.invalidateTags>;

/**
 * Cart changes under way, and whether two were under way at once since the cart was last quiet.
 * The answers of changes made at once can arrive in any order, and each may lack the other's
 * change (the shop may have made them the other way round): once the last of them settles, the
 * cart is read again.
 */
const changes = { underWay: 0, overlapped: false };

async function replaceCachedCart({
  dispatch,
  getState,
  queryFulfilled,
}: {
  dispatch: (action: CartUpsert | CartInvalidation) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: CartDto }>;
}): Promise<void> {
  changes.underWay += 1;
  if (changes.underWay > 1) changes.overlapped = true;
  const answer = await queryFulfilled.catch(() => null);
  changes.underWay -= 1;
  let readAgain = changes.overlapped && changes.underWay === 0;
  if (readAgain) changes.overlapped = false;
  if (answer) {
    const state = getState() as ApiState;
    for (const arg of api.util.selectCachedArgsForQuery(state, 'getCart')) {
      if (arg.couponCode) continue;
      // A read of the cart still under way may have left the shop before this change: its answer
      // would land after ours and put the old cart back. Such a cart is read again once it settles.
      if (api.endpoints.getCart.select(arg)(state).status === QueryStatus.pending) readAgain = true;
      else dispatch(api.util.upsertQueryData('getCart', arg, answer.data));
    }
  }
  if (readAgain) dispatch(api.util.invalidateTags(['cart']));
}

const cartChange = {
  invalidatesTags: [CART_WITH_COUPON],
  onQueryStarted: (_arg: unknown, lifecycle: Parameters<typeof replaceCachedCart>[0]) => replaceCachedCart(lifecycle),
};

api.enhanceEndpoints({
  addTagTypes: [CART_WITH_COUPON],
  endpoints: {
    getCart: { providesTags: (_cart, _error, arg) => [arg.couponCode ? CART_WITH_COUPON : 'cart'] },
    addToCart: cartChange,
    updateCartItem: cartChange,
    removeCartItem: cartChange,
  },
});
