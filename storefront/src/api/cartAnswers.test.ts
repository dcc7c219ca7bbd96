import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { makeStore } from '../app/store';
import { cartLine, cartOf } from '../test/cartFixtures';
import { json, mockFetch } from '../test/mockFetch';
import { shopper } from '../test/render';
import { api } from './generated';

const CART = `GET /api/cart/${shopper._id}`;

/** The plain cart as the store holds it (the app's state type predates the generated endpoints). */
const cachedCart = (store: ReturnType<typeof makeStore>) =>
  api.endpoints.getCart.select({ userId: shopper._id })(
    store.getState() as Parameters<ReturnType<typeof api.endpoints.getCart.select>>[0],
  ).data;

describe('cart changes answer the whole cart', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('puts the answer in place of the cached cart, and fetches again only a cart priced with a coupon', async () => {
    const before = cartOf([cartLine()]);
    const after = cartOf([cartLine({ quantity: 2, lineTotal: 7198.4 })]);
    const calls = mockFetch({
      [CART]: (call) => json(call.search ? { ...before, couponCode: 'TEN' } : before),
      'POST /api/cart/add': json(after, 201),
    });
    const store = makeStore({ auth: { user: shopper } });
    const plain = store.dispatch(api.endpoints.getCart.initiate({ userId: shopper._id }));
    const withCoupon = store.dispatch(api.endpoints.getCart.initiate({ userId: shopper._id, couponCode: 'TEN' }));
    await Promise.all([plain, withCoupon]);
    expect(calls.callsTo(CART)).toHaveLength(2);

    await store.dispatch(api.endpoints.addToCart.initiate({ addToCartDto: { productId: 'p-1', quantity: 1 } }));

    await waitFor(() => expect(calls.callsTo(CART)).toHaveLength(3));
    expect(calls.callsTo(CART)[2].search).toBe('?couponCode=TEN');
    expect(cachedCart(store)).toEqual(after);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.callsTo(CART)).toHaveLength(3);
    plain.unsubscribe();
    withCoupon.unsubscribe();
  });

  it('reads the cart again when a read was under way as the change was answered', async () => {
    const before = cartOf([cartLine()]);
    const after = cartOf([cartLine({ quantity: 2, lineTotal: 7198.4 })]);
    let onServer = before;
    let releaseFirstRead: () => void = () => undefined;
    const firstRead = new Promise<void>((resolve) => (releaseFirstRead = resolve));
    const calls = mockFetch({
      // The first read left before the change and answers the old cart after it.
      [CART]: async () => {
        const seen = onServer;
        if (calls.callsTo(CART).length === 1) await firstRead;
        return json(seen);
      },
      'POST /api/cart/add': () => {
        onServer = after;
        return json(after, 201);
      },
    });
    const store = makeStore({ auth: { user: shopper } });
    const plain = store.dispatch(api.endpoints.getCart.initiate({ userId: shopper._id }));
    await waitFor(() => expect(calls.callsTo(CART)).toHaveLength(1));

    await store.dispatch(api.endpoints.addToCart.initiate({ addToCartDto: { productId: 'p-1', quantity: 1 } }));
    releaseFirstRead();

    await waitFor(() => expect(calls.callsTo(CART)).toHaveLength(2));
    await waitFor(() => expect(cachedCart(store)).toEqual(after));
    plain.unsubscribe();
  });

  it('reads the cart again after two changes at once, whatever order their answers came in', async () => {
    const before = cartOf([cartLine()]);
    const afterFirst = cartOf([cartLine({ quantity: 2, lineTotal: 7198.4 })]);
    const afterBoth = cartOf([cartLine({ quantity: 3, lineTotal: 10797.6 })]);
    let onServer = before;
    let releaseFirstAnswer: () => void = () => undefined;
    const firstAnswer = new Promise<void>((resolve) => (releaseFirstAnswer = resolve));
    const calls = mockFetch({
      [CART]: () => json(onServer),
      // The first change is made first, but its answer (without the second change) arrives last.
      'POST /api/cart/add': async () => {
        if (calls.callsTo('POST /api/cart/add').length === 1) {
          onServer = afterFirst;
          await firstAnswer;
          return json(afterFirst, 201);
        }
        onServer = afterBoth;
        return json(afterBoth, 201);
      },
    });
    const store = makeStore({ auth: { user: shopper } });
    const plain = store.dispatch(api.endpoints.getCart.initiate({ userId: shopper._id }));
    await plain;
    const add = () =>
      store.dispatch(api.endpoints.addToCart.initiate({ addToCartDto: { productId: 'p-1', quantity: 1 } }));
    const first = add();
    await waitFor(() => expect(calls.callsTo('POST /api/cart/add')).toHaveLength(1));
    await add();
    releaseFirstAnswer();
    await first;

    await waitFor(() => expect(calls.callsTo(CART)).toHaveLength(2));
    await waitFor(() => expect(cachedCart(store)).toEqual(afterBoth));
    plain.unsubscribe();
  });

  it('leaves the cached cart as it was when the change is refused', async () => {
    const before = cartOf([cartLine()]);
    const calls = mockFetch({
      [CART]: json(before),
      'POST /api/cart/add': json({ statusCode: 400, message: 'Quantity cannot exceed 99', error: 'Bad Request' }, 400),
    });
    const store = makeStore({ auth: { user: shopper } });
    const plain = store.dispatch(api.endpoints.getCart.initiate({ userId: shopper._id }));
    await plain;
    await store.dispatch(api.endpoints.addToCart.initiate({ addToCartDto: { productId: 'p-1', quantity: 99 } }));
    expect(cachedCart(store)).toEqual(before);
    expect(calls.callsTo(CART)).toHaveLength(1);
    plain.unsubscribe();
  });
});
