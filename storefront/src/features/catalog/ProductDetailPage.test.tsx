import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes, shopper } from '../../test/render';
import { ProductDetailPage } from './ProductDetailPage';
import { makeProduct, makeVariantProduct, mockApi } from '../../test/catalogFixtures';
import { findToast } from '../../test/toasts';
import { productVariants } from '../../lib/variants';

const routes = [
  { path: '/shop/:id', element: <ProductDetailPage /> },
  { path: '/login', element: <p>Login</p> },
];

const review = {
  _id: 'r-1',
  id: 'r-1',
  productId: 'p-1',
  userId: 'u-9',
  rating: 5,
  comment: 'Lovely carving.',
  createdAt: '2025-03-07T12:00:00.000Z',
  updatedAt: '2025-03-07T12:00:00.000Z',
  user: { _id: 'u-9', username: 'ravi' },
};

function detailApi(overrides: Record<string, unknown> = {}) {
  let productCalls = 0;
  const api = mockApi({
    '/api/product': () => {
      productCalls += 1;
      return { body: { product: makeProduct({ rating: 7, reviewCount: 1 }), reviews: [review] } };
    },
    '/api/product/related': { body: [] },
    '/api/recommended-products': { body: [makeProduct({ _id: 'p-2', name: 'Jaipur Sunburst Mirror' })] },
    '/api/deal': { body: { success: true, data: null } },
    ...overrides,
  });
  return { ...api, productCalls: () => productCalls };
}

describe('ProductDetailPage stock', () => {
  it('says "Only 2 left" and still sells', async () => {
    detailApi({ '/api/product': { body: { product: makeProduct({ stock: 2 }), reviews: [] } } });
    renderRoutes(routes, '/shop/p-1', { user: shopper });
    expect(await screen.findByText('Only 2 left')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says "Out of stock" and disables Add to Cart', async () => {
    detailApi({ '/api/product': { body: { product: makeProduct({ stock: 0, inStock: false }), reviews: [] } } });
    renderRoutes(routes, '/shop/p-1', { user: shopper });
    const button = (await screen.findByRole('button', { name: 'Out of stock' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Out of stock');
  });

  it('says nothing about plenty or made to order', async () => {
    detailApi({ '/api/product': { body: { product: makeProduct({ stock: 40 }), reviews: [] } } });
    renderRoutes(routes, '/shop/p-1');
    await screen.findByRole('button', { name: 'Add to Cart' });
    expect(screen.queryByText(/left$|Out of stock/)).toBeNull();
  });
});

describe('ProductDetailPage', () => {
  it('shows breadcrumb, prices with percent off, clamped rating, specifications and reviews', async () => {
    detailApi();
    renderRoutes(routes, '/shop/p-1');

    expect(screen.getByText('Loading...')).toBeTruthy();
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Shop', 'Udaipur Carved Arch Mirror']);
    const price = screen.getByLabelText('Price');
    expect(price.textContent).toContain('Rs. 8,999.00');
    expect(within(price).getByLabelText('Was Rs. 11,999.00').tagName).toBe('S');
    expect(price.textContent).toContain('25% OFF');
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Mango wood')).toBeTruthy();
    expect(screen.getByText('Free shipping on orders above Rs. 1,500')).toBeTruthy();
    for (const promise of ['Secure Payment', 'Quality Assured', '24/7 Support'])
      expect(screen.getByText(promise)).toBeTruthy();
    expect(screen.getByText('Lovely carving.')).toBeTruthy();
    expect(screen.getByText('March 7, 2025')).toBeTruthy();
    // No related products: the shop's recommendations fill in.
    expect(await screen.findByRole('link', { name: 'Jaipur Sunburst Mirror' })).toBeTruthy();
  });

  it('switches the main picture from a thumbnail', async () => {
    detailApi();
    renderRoutes(routes, '/shop/p-1');
    const second = await screen.findByRole('button', { name: 'Show picture 2 of 2' });
    fireEvent.click(second);
    expect(screen.getByRole('img', { name: 'Udaipur Carved Arch Mirror' }).getAttribute('src')).toBe(
      '/uploads/products/def.webp',
    );
  });

  it('apologises when the product cannot be loaded', async () => {
    detailApi({ '/api/product': { status: 404, body: { message: 'Product not found' } } });
    renderRoutes(routes, '/shop/missing');
    expect(await screen.findByText('Error loading product. Please try again later.')).toBeTruthy();
  });

  it('sends a signed-out shopper to log in, remembering the product and the way back', async () => {
    const { requests } = detailApi();
    const { router } = renderRoutes(routes, '/shop/p-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/shop/p-1', reason: 'cart' });
    expect(window.sessionStorage.getItem('pendingCartAdd')).toBe('p-1');
    expect(requests.some((request) => request.url.includes('/api/cart/add'))).toBe(false);
  });

  it('adds one to the cart when signed in and shows the tick', async () => {
    const { requests } = detailApi({
      '/api/cart/add': { body: { products: [], totalPrice: 0, tax: 0, taxRate: 0.1, grandTotal: 0, selectedItems: 1 } },
      '/api/cart': { body: { products: [], totalPrice: 0, tax: 0, taxRate: 0.1, grandTotal: 0, selectedItems: 0 } },
    });
    renderRoutes(routes, '/shop/p-1', { user: shopper });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('button', { name: 'Added to Cart' })).toBeTruthy();
    const add = requests.find((request) => request.url.endsWith('/api/cart/add')) as Request;
    expect(add.method).toBe('POST');
    expect(await add.clone().json()).toEqual({ productId: 'p-1', quantity: 1 });
  });

  it('posts a review, confirms it and reloads the product', async () => {
    const api = detailApi({
      '/api/reviews/post-review': { body: { message: 'ok', review } },
    });
    renderRoutes(routes, '/shop/p-1', { user: shopper });
    fireEvent.click(await screen.findByRole('button', { name: 'Write a Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Write a Review' });
    fireEvent.click(within(dialog).getByRole('button', { name: '4 stars' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your review' }), { target: { value: 'Sturdy.' } });
    const callsBefore = api.productCalls();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));

    await findToast('Comment posted successfully!');
    const post = api.requests.find((request) => request.url.endsWith('/api/reviews/post-review')) as Request;
    expect(await post.clone().json()).toEqual({ productId: 'p-1', rating: 4, comment: 'Sturdy.' });
    await waitFor(() => expect(api.productCalls()).toBeGreaterThan(callsBefore));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('alerts the server message when the review is refused', async () => {
    detailApi({ '/api/reviews/post-review': { status: 400, body: { message: 'rating must not be less than 1' } } });
    renderRoutes(routes, '/shop/p-1', { user: shopper });
    fireEvent.click(await screen.findByRole('button', { name: 'Write a Review' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await findToast('rating must not be less than 1');
  });

  it('asks a signed-out shopper to sign in before reviewing', async () => {
    detailApi();
    renderRoutes(routes, '/shop/p-1');
    expect((await screen.findByRole('link', { name: 'Sign in to write a review' })).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.queryByRole('button', { name: 'Write a Review' })).toBeNull();
  });
});

describe('ProductDetailPage variants', () => {
  const cart = { products: [], totalPrice: 0, tax: 0, taxRate: 0.1, grandTotal: 0, selectedItems: 0 };
  const variantApi = () =>
    detailApi({
      '/api/product': { body: { product: makeVariantProduct(), reviews: [] } },
      '/api/cart/add': { body: cart },
      '/api/cart': { body: cart },
    });
  const radio = (group: string, name: string | RegExp) =>
    within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });

  it('shows the lowest price until every option is chosen, then the variant with its price and address', async () => {
    variantApi();
    const { router } = renderRoutes(routes, '/shop/p-1', { user: shopper });
    await screen.findByRole('radiogroup', { name: 'Size' });
    expect(screen.getByLabelText('Price').textContent).toContain('From Rs. 4,999.00');
    const add = screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.getByText('Choose a Size and Finish.')).toBeTruthy();

    fireEvent.click(radio('Size', 'Large'));
    expect(radio('Size', 'Large').getAttribute('aria-checked')).toBe('true');
    expect(router.state.location.search).toBe('');
    fireEvent.click(radio('Finish', 'Walnut'));

    const price = screen.getByLabelText('Price');
    expect(price.textContent).toContain('Rs. 7,999.00');
    expect(price.textContent).not.toContain('From');
    expect(within(price).getByLabelText('Was Rs. 8,999.00')).toBeTruthy();
    expect(router.state.location.search).toBe('?variant=v-large-walnut');
    // Replaced, not pushed: Back leaves the product.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('img', { name: 'Udaipur Carved Arch Mirror' }).getAttribute('src')).toBe(
      '/uploads/products/large-walnut.webp',
    );
    expect(add.disabled).toBe(false);
  });

  it("shows the chosen variant's pictures, the product's filling in where it has none", async () => {
    const product = makeVariantProduct();
    const own: Record<string, string[]> = {
      'v-large-walnut': ['/uploads/images/walnut-2.webp', '/uploads/images/walnut-3.webp'],
      // The product's main picture, and a further one of its own.
      'v-small-walnut': ['/uploads/images/small-2.webp'],
    };
    const variants = productVariants(product).variants.map((variant) =>
      own[variant.id] ? { ...variant, additionalImages: own[variant.id] } : variant,
    );
    detailApi({ '/api/product': { body: { product: { ...product, variants }, reviews: [] } } });
    renderRoutes(routes, '/shop/p-1', { user: shopper });
    const main = () => screen.getByRole('img', { name: 'Udaipur Carved Arch Mirror' }).getAttribute('src');
    const thumbnails = () =>
      [...screen.getByRole('list', { name: 'Product pictures' }).querySelectorAll('img')].map((image) =>
        image.getAttribute('src'),
      );
    await screen.findByRole('radiogroup', { name: 'Size' });
    expect(thumbnails()).toEqual(['/uploads/products/abc-400.webp', '/uploads/products/def-400.webp']);

    fireEvent.click(radio('Size', 'Large'));
    fireEvent.click(radio('Finish', 'Walnut'));
    expect(main()).toBe('/uploads/products/large-walnut.webp');
    expect(thumbnails()).toEqual([
      '/uploads/products/large-walnut-400.webp',
      '/uploads/images/walnut-2-400.webp',
      '/uploads/images/walnut-3-400.webp',
    ]);
    fireEvent.click(radio('Size', 'Small'));
    expect(main()).toBe('/uploads/products/abc.webp');
    expect(thumbnails()).toEqual(['/uploads/products/abc-400.webp', '/uploads/images/small-2-400.webp']);
  });

  it('shows a sold-out or unmade combination as sold out and does not choose it', async () => {
    variantApi();
    renderRoutes(routes, '/shop/p-1', { user: shopper });
    await screen.findByRole('radiogroup', { name: 'Size' });
    fireEvent.click(radio('Size', 'Small'));
    // Small comes only in Walnut; Large Teak is sold out.
    const teak = radio('Finish', 'Teak (sold out)');
    expect(teak.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(teak);
    expect(teak.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(radio('Size', 'Large'));
    expect(radio('Finish', 'Teak (sold out)').getAttribute('aria-disabled')).toBe('true');
    expect(radio('Finish', 'Walnut').getAttribute('aria-disabled')).toBeNull();
  });

  it('opens the variant named in the address, sold out included', async () => {
    variantApi();
    renderRoutes(routes, '/shop/p-1?variant=v-large-teak', { user: shopper });
    await screen.findByRole('radiogroup', { name: 'Size' });
    expect(radio('Size', 'Large').getAttribute('aria-checked')).toBe('true');
    expect(radio('Finish', /^Teak/).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByLabelText('Price').textContent).toContain('Rs. 8,499.00');
    expect(screen.getByRole('status').textContent).toBe('Out of stock');
    expect((screen.getByRole('button', { name: 'Out of stock' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds the chosen variant to the cart', async () => {
    const { requests } = variantApi();
    renderRoutes(routes, '/shop/p-1?variant=v-small-walnut', { user: shopper });
    expect(await screen.findByText('Only 3 left')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('button', { name: 'Added to Cart' })).toBeTruthy();
    const add = requests.find((request) => request.url.endsWith('/api/cart/add')) as Request;
    expect(await add.clone().json()).toEqual({ productId: 'p-1', quantity: 1, variantId: 'v-small-walnut' });
  });

  it('remembers the chosen variant for a signed-out shopper', async () => {
    variantApi();
    renderRoutes(routes, '/shop/p-1?variant=v-small-walnut');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(window.sessionStorage.getItem('pendingCartAdd')).toBe('p-1');
    expect(window.sessionStorage.getItem('pendingCartAddVariant')).toBe('v-small-walnut');
  });

  it('moves the choice with the arrow keys, skipping sold-out values, with one tab stop per group', async () => {
    variantApi();
    const { router } = renderRoutes(routes, '/shop/p-1?variant=v-large-walnut', { user: shopper });
    await screen.findByRole('radiogroup', { name: 'Size' });
    const large = radio('Size', 'Large');
    expect(large.tabIndex).toBe(0);
    expect(radio('Size', 'Small').tabIndex).toBe(-1);
    large.focus();
    fireEvent.keyDown(large, { key: 'ArrowRight' });
    const small = radio('Size', 'Small');
    expect(small.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(small);
    expect(router.state.location.search).toBe('?variant=v-small-walnut');
    expect(screen.getByLabelText('Price').textContent).toContain('Rs. 4,999.00');
    // Walnut to Teak: Small Teak is not made, so there is nowhere to move.
    const walnut = radio('Finish', 'Walnut');
    fireEvent.keyDown(walnut, { key: 'ArrowLeft' });
    expect(walnut.getAttribute('aria-checked')).toBe('true');
  });
});
