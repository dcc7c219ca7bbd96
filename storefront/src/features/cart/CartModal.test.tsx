import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '../../api/generated';
import { json, mockFetch } from '../../test/mockFetch';
import { renderWithShop, shopper } from '../../test/render';
import { cartLine, cartOf } from '../../test/cartFixtures';
import { CartModal } from './CartModal';

const CART = `GET /api/cart/${shopper._id}`;

beforeEach(() => window.localStorage.clear());

describe('CartModal', () => {
  it('asks a signed-out visitor to sign in, fetching nothing', () => {
    const api = mockFetch({});
    renderWithShop(<CartModal />);

    expect(screen.getByRole('heading', { name: 'Please Sign In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(api.calls).toHaveLength(0);
  });

  it('shows that the cart is loading', () => {
    mockFetch({ [CART]: () => new Promise<never>(() => {}) as never });
    renderWithShop(<CartModal />, { user: shopper });

    expect(screen.getByRole('status').textContent).toBe('Loading your cart...');
  });

  it('says when the cart cannot be loaded', async () => {
    mockFetch({ [CART]: json({ statusCode: 500, message: 'boom' }, 500) });
    renderWithShop(<CartModal />, { user: shopper });

    expect(await screen.findByRole('heading', { name: 'Error Loading Cart' })).toBeTruthy();
    expect(screen.getByText('Unable to load your cart items. Please try again.')).toBeTruthy();
  });

  it('shows an empty cart', async () => {
    mockFetch({ [CART]: json(cartOf([])) });
    renderWithShop(<CartModal />, { user: shopper });

    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
  });

  it('lists each item with its picture, prices, deal and quantity, and counts them in the header', async () => {
    const cart = cartOf([
      cartLine(),
      cartLine({
        _id: 'line-2',
        name: 'Teak Wall Shelf',
        quantity: 2,
        dealDiscount: 0,
        dealTitle: null,
        price: 1500,
        originalPrice: 1500,
        oldPrice: null,
        lineTotal: 3000,
      }),
    ]);
    mockFetch({ [CART]: json(cart) });
    renderWithShop(<CartModal />, { user: shopper });

    const mirror = (await screen.findByRole('heading', { name: 'Brass Sunburst Mirror' })).closest('li') as HTMLElement;
    expect(screen.getByRole('heading', { name: 'Your Cart (3 items)' })).toBeTruthy();
    expect(within(mirror).getByRole('img', { name: 'Brass Sunburst Mirror' }).getAttribute('src')).toBe(
      '/uploads/products/mirror.webp',
    );
    // Unit price and line total (quantity 1).
    expect(within(mirror).getAllByText('Rs. 3,599.20')).toHaveLength(2);
    expect(within(mirror).getByText('Rs. 4,499.00').tagName).toBe('DEL');
    expect(within(mirror).getByText('Festive Diwali Sale')).toBeTruthy();
    expect(within(mirror).getByText('20% OFF')).toBeTruthy();
    expect(within(mirror).getByRole('button', { name: 'Remove' })).toBeTruthy();

    const shelf = screen.getByRole('heading', { name: 'Teak Wall Shelf' }).closest('li') as HTMLElement;
    expect(within(shelf).queryByText(/% OFF/)).toBeNull();
    expect(within(shelf).queryByText('Rs. 1,500.00', { selector: 'del' })).toBeNull();
  });

  it('names the variant of a line under the product name', async () => {
    mockFetch({
      [CART]: json(
        cartOf([cartLine({ variantId: 'v-1', sku: 'DS-SUN-LARGE', variantTitle: 'Size: Large / Finish: Walnut' })]),
      ),
    });
    renderWithShop(<CartModal />, { user: shopper });

    const mirror = (await screen.findByRole('heading', { name: 'Brass Sunburst Mirror' })).closest('li') as HTMLElement;
    expect(within(mirror).getByText('Size: Large / Finish: Walnut')).toBeTruthy();
    expect(
      within(mirror).getByRole('group', { name: 'Quantity of Brass Sunburst Mirror (Size: Large / Finish: Walnut)' }),
    ).toBeTruthy();
  });

  it('warns when a line asks for more than is left, and stops the plus button there', async () => {
    const cart = cartOf([
      cartLine({ quantity: 3, stock: 2 }),
      cartLine({ _id: 'line-2', name: 'Teak Wall Shelf', quantity: 1, stock: 0 }),
      cartLine({ _id: 'line-3', name: 'Sheesham Table', quantity: 5, stock: null }),
    ]);
    mockFetch({ [CART]: json(cart) });
    renderWithShop(<CartModal />, { user: shopper });

    const mirror = (await screen.findByRole('heading', { name: 'Brass Sunburst Mirror' })).closest('li') as HTMLElement;
    expect(within(mirror).getByRole('alert').textContent).toBe(
      'Only 2 left: lower the quantity to 2 to place your order.',
    );
    expect((within(mirror).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const shelf = screen.getByRole('heading', { name: 'Teak Wall Shelf' }).closest('li') as HTMLElement;
    expect(within(shelf).getByRole('alert').textContent).toBe('Out of stock: remove it to place your order.');
    const table = screen.getByRole('heading', { name: 'Sheesham Table' }).closest('li') as HTMLElement;
    expect(within(table).queryByRole('alert')).toBeNull();
    expect((within(table).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('keeps the minus button off at quantity 1 and on above it', async () => {
    const cart = cartOf([cartLine(), cartLine({ _id: 'line-2', name: 'Teak Wall Shelf', quantity: 2 })]);
    mockFetch({ [CART]: json(cart) });
    renderWithShop(<CartModal />, { user: shopper });

    const [first, second] = await screen.findAllByRole('button', { name: 'Decrease quantity' });
    expect((first as HTMLButtonElement).disabled).toBe(true);
    expect((second as HTMLButtonElement).disabled).toBe(false);
  });

  it('changes quantities and removes lines on the server, then shows the new cart', async () => {
    let cart = cartOf([cartLine({ quantity: 2 })]);
    const api = mockFetch({
      [CART]: () => json(cart),
      'PUT /api/cart/update/line-1': () => {
        cart = cartOf([cartLine({ quantity: 3 })]);
        return json(cart);
      },
      'DELETE /api/cart/remove/line-1': () => {
        cart = cartOf([]);
        return json(cart);
      },
    });
    renderWithShop(<CartModal />, { user: shopper });

    fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await screen.findByRole('heading', { name: 'Your Cart (3 items)' });
    expect(api.callsTo('PUT /api/cart/update/line-1')[0].body).toEqual({ type: 'increment' });

    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() => expect(api.callsTo('PUT /api/cart/update/line-1')).toHaveLength(2));
    expect(api.callsTo('PUT /api/cart/update/line-1')[1].body).toEqual({ type: 'decrement' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
  });

  it("mirrors the fetched cart into the browser's 'cart' entry", async () => {
    const cart = cartOf([cartLine({ quantity: 2, lineTotal: 7198.4 })]);
    mockFetch({ [CART]: json(cart) });
    renderWithShop(<CartModal />, { user: shopper });

    await screen.findByRole('heading', { name: 'Brass Sunburst Mirror' });
    await waitFor(() => expect(window.localStorage.getItem('cart')).not.toBeNull());
    expect(JSON.parse(window.localStorage.getItem('cart') ?? '{}')).toEqual({
      products: cart.products,
      totalPrice: 7198.4,
      tax: 719.84,
      taxRate: 0.1,
      grandTotal: 7918.24,
      selectedItems: 2,
    });
  });

  it('shows the summary error when fresh cart figures cannot be loaded', async () => {
    let fail = false;
    mockFetch({
      [CART]: () => (fail ? json({ statusCode: 500, message: 'down' }, 500) : json(cartOf([cartLine()]))),
    });
    const { store } = renderWithShop(<CartModal />, { user: shopper });
    await screen.findByRole('heading', { name: 'Order Summary' });

    fail = true;
    void store.dispatch(api.endpoints.getCart.initiate({ userId: shopper._id }, { forceRefetch: true }));

    expect(await screen.findByText('Error loading order data')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Brass Sunburst Mirror' })).toBeTruthy();
  });
});
