import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { admin, renderRoutes } from '../../../test/render';
import { AddProductPage } from '../AddProductPage';
import { mockApi } from '../shared/mockApi';
import { UpdateProductPage } from '../UpdateProductPage';
import {
  checkHsnCode,
  checkRequiredFields,
  checkStock,
  EMPTY_PRODUCT,
  HSN_MESSAGE,
  parseStock,
  STOCK_MESSAGE,
  toCreatePayload,
  toUpdatePayload,
  valuesFromProduct,
} from './productForm';
import { findToast } from '../../../test/toasts';
import { json, mockFetch } from '../../../test/mockFetch';
import { UPLOAD_FAILED } from '../../../components/useImageUpload';

const ADD_MESSAGE = 'Please fill in all required fields: Name, Category, Price, and Main Image.';
const UPDATE_MESSAGE = 'Please ensure all required fields are filled: Name, Category, Price, and Main Image.';

const product = {
  _id: 'p-1',
  id: 'p-1',
  name: 'Sunburst Mirror',
  description: 'Gold rays',
  category: 'Mirrors' as const,
  material: 'Iron',
  size: '60 cm',
  metal: null,
  hsnCode: '70099200',
  gstRate: 18,
  image: '/uploads/products/sun.webp',
  additionalImages: [],
  price: 2400,
  oldPrice: 3000,
  originalPrice: 2400,
  listOldPrice: 3000,
  dealDiscount: 0,
  dealTitle: null,
  rating: 4,
  reviewCount: 0,
  isTrending: false,
  author: null,
  stock: 4,
  inStock: true,
  options: [],
  variantCount: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const complete = { ...EMPTY_PRODUCT, name: 'Lamp', category: 'Table Decor' as const, price: '999', image: '/a.webp' };

describe('product form rules', () => {
  it('needs name, category, a price and the main image', () => {
    expect(checkRequiredFields(complete, 'add')).toBeNull();
    expect(checkRequiredFields({ ...complete, name: ' ' }, 'add')).toBe(ADD_MESSAGE);
    expect(checkRequiredFields({ ...complete, category: '' }, 'add')).toBe(ADD_MESSAGE);
    expect(checkRequiredFields({ ...complete, price: '' }, 'update')).toBe(UPDATE_MESSAGE);
    expect(checkRequiredFields({ ...complete, image: '' }, 'update')).toBe(UPDATE_MESSAGE);
  });

  it("edits a product on deal at its own list price and stored old price, not the deal's figures", () => {
    const onDeal = {
      ...product,
      price: 1920,
      oldPrice: 2400,
      originalPrice: 2400,
      listOldPrice: 3000,
      dealDiscount: 20,
    };
    const values = valuesFromProduct(onDeal);
    expect(values.price).toBe('2400');
    expect(values.oldPrice).toBe('3000');
    expect(toUpdatePayload(values)).toMatchObject({ price: 2400, oldPrice: 3000 });
    expect(toUpdatePayload({ ...values, oldPrice: '' }).oldPrice).toBeNull();
  });
});

describe('Add and Update product screens', () => {
  it('Add Product refuses an incomplete form with the add wording', async () => {
    const { calls } = mockApi({});
    renderRoutes([{ path: '/dashboard/add-new-post', element: <AddProductPage /> }], '/dashboard/add-new-post', {
      user: admin,
    });
    fireEvent.change(screen.getByLabelText('Product Name *'), { target: { value: 'Lamp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(screen.getByRole('alert').textContent).toBe(ADD_MESSAGE);
    expect(calls).toHaveLength(0);
  });

  it('Add Product uploads the main image, then shows the server refusal inline', async () => {
    const { calls } = mockApi({
      'POST /api/uploadImage': { body: '/uploads/images/lamp.webp' },
      'POST /api/product/create-product': { status: 400, body: { message: 'price must be positive' } },
    });
    const { router } = renderRoutes(
      [{ path: '/dashboard/add-new-post', element: <AddProductPage /> }],
      '/dashboard/add-new-post',
      { user: admin },
    );
    const picture = new File(['png-bytes'], 'lamp.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Main Image *'), { target: { files: [picture] } });
    expect(((await screen.findByAltText('Main product image')) as HTMLImageElement).getAttribute('src')).toBe(
      '/uploads/images/lamp.webp',
    );
    expect((calls[0].body as { image: string }).image).toMatch(/^data:image\/png;base64,/);

    fireEvent.change(screen.getByLabelText('Product Name *'), { target: { value: 'Lamp' } });
    fireEvent.change(screen.getByLabelText('Category *'), { target: { value: 'Mirrors' } });
    fireEvent.change(screen.getByLabelText('Price (Rs.) *'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));

    await findToast('Failed to add product.', { role: 'alert' });
    // The server's reason stays in the form, beside the fields to fix.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Error adding product: price must be positive',
    );
    expect(router.state.location.pathname).toBe('/dashboard/add-new-post');
  });

  it('refuses a picture over 5 MB or of another type before uploading', async () => {
    const { calls } = mockApi({});
    renderRoutes([{ path: '/', element: <AddProductPage /> }], '/', { user: admin });
    const huge = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('Main Image *'), { target: { files: [huge] } });
    expect((await screen.findByRole('alert')).textContent).toBe('File size must be less than 5MB');
    fireEvent.change(screen.getByLabelText('Main Image *'), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Please select an image file (JPG, PNG, GIF)');
    expect(calls).toHaveLength(0);
  });

  it('says when the upload fails', async () => {
    mockApi({ 'POST /api/uploadImage': { status: 500, body: {} } });
    renderRoutes([{ path: '/', element: <AddProductPage /> }], '/', { user: admin });
    fireEvent.change(screen.getByLabelText('Main Image *'), {
      target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to upload image. Please try again.');
    expect(screen.queryByAltText('Main product image')).toBeNull();
  });

  it('Update Product loads the product, refuses a blank name with the update wording, then saves', async () => {
    const { calls } = mockApi({
      'GET /api/product/p-1': { body: { product, reviews: [] } },
      'PATCH /api/product/update-product/p-1': { body: { message: 'ok', product } },
    });
    const { router } = renderRoutes(
      [
        { path: '/dashboard/update-product/:id', element: <UpdateProductPage /> },
        { path: '/dashboard/manage-products', element: <h1>Products list</h1> },
      ],
      '/dashboard/update-product/p-1',
      { user: admin },
    );
    expect(screen.getByText('Loading product...')).toBeTruthy();
    const name = (await screen.findByLabelText('Product Name *')) as HTMLInputElement;
    expect(name.value).toBe('Sunburst Mirror');
    expect((screen.getByLabelText('Old Price (Rs.)') as HTMLInputElement).value).toBe('3000');

    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(screen.getByRole('alert').textContent).toBe(UPDATE_MESSAGE);

    fireEvent.change(name, { target: { value: 'Sunburst Mirror XL' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show as trending' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));

    await screen.findByRole('heading', { name: 'Products list' });
    await findToast('Product updated successfully!');
    expect(router.state.location.pathname).toBe('/dashboard/manage-products');
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({ name: 'Sunburst Mirror XL', isTrending: true, price: 2400, oldPrice: 3000 });
  });

  it('Update Product shows the server message when saving fails', async () => {
    mockApi({
      'GET /api/product/p-1': { body: { product, reviews: [] } },
      'PATCH /api/product/update-product/p-1': { status: 500, body: {} },
    });
    renderRoutes([{ path: '/p/:id', element: <UpdateProductPage /> }], '/p/p-1', { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Update Product' }));
    await findToast('Failed to update product.', { role: 'alert' });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'An error occurred while updating the product',
    );
  });

  it('Update Product says when the product cannot be loaded', async () => {
    mockApi({ 'GET /api/product/gone': { status: 404, body: { message: 'Product not found' } } });
    renderRoutes([{ path: '/p/:id', element: <UpdateProductPage /> }], '/p/gone', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Error Loading Product.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Products' })).toBeTruthy();
  });
});

describe('product form stock', () => {
  it('reads an empty field as made to order and refuses what is not a count', () => {
    expect(parseStock('')).toBeNull();
    expect(parseStock(' 12 ')).toBe(12);
    expect(parseStock('0')).toBe(0);
    expect(parseStock('-1')).toBeUndefined();
    expect(parseStock('2.5')).toBeUndefined();
    expect(parseStock('1000001')).toBeUndefined();
    expect(checkStock({ ...complete, stock: 'x' })).toBe(STOCK_MESSAGE);
    expect(checkStock({ ...complete, stock: '3' })).toBeNull();
  });

  it('creates with the count, and on update sends it only when the admin changed it', () => {
    expect(toCreatePayload({ ...complete, stock: '7' }).stock).toBe(7);
    expect(toCreatePayload({ ...complete, stock: '' }).stock).toBeNull();
    const values = valuesFromProduct(product);
    expect(values.stock).toBe('4');
    expect(toUpdatePayload(values, values.stock)).not.toHaveProperty('stock');
    expect(toUpdatePayload({ ...values, stock: '9' }, values.stock).stock).toBe(9);
    expect(toUpdatePayload({ ...values, stock: '' }, values.stock).stock).toBeNull();
  });
});

describe('GST fields of the product form', () => {
  it('checks the HSN code and sends it with the GST rate', () => {
    expect(checkHsnCode('')).toBeNull();
    expect(checkHsnCode('7009')).toBeNull();
    expect(checkHsnCode('7009 92 00')).toBeNull();
    expect(checkHsnCode('70099')).toBe(HSN_MESSAGE);
    expect(checkHsnCode('abcd')).toBe(HSN_MESSAGE);
    const values = valuesFromProduct(product);
    expect(values).toMatchObject({ hsnCode: '70099200', gstRate: '18' });
    expect(toCreatePayload({ ...values, hsnCode: '6913 90 00', gstRate: '5' })).toMatchObject({
      hsnCode: '69139000',
      gstRate: 5,
    });
    expect(toCreatePayload({ ...values, hsnCode: ' ' }).hsnCode).toBeNull();
  });
});

describe('Options and variants', () => {
  const routes = [{ path: '/dashboard/update-product/:id', element: <UpdateProductPage /> }];
  const variant = (id: string, options: string[], price: number, stock: number | null) => ({
    id,
    sku: `DS-SUN-${options.join('-').toUpperCase()}`,
    options,
    title: `Size: ${options[0]}`,
    price,
    oldPrice: null,
    originalPrice: price,
    listOldPrice: null,
    stock,
    inStock: stock !== 0,
    image: product.image,
    additionalImages: [],
    weightGrams: null,
    position: 0,
  });
  const withSizes = {
    ...product,
    options: [{ name: 'Size', values: ['Small', 'Large'] }],
    variantCount: 2,
    variants: [variant('v-small', ['Small'], 2400, 4), variant('v-large', ['Large'], 2400, 0)],
  };
  const oneVariant = { ...product, options: [], variantCount: 1, variants: [variant('v-1', [], 2400, 4)] };

  it('leaves a product without options as it was: its prices in the form, no table', async () => {
    mockApi({ 'GET /api/product/p-1': { body: { product: oneVariant, reviews: [] } } });
    renderRoutes(routes, '/dashboard/update-product/p-1', { user: admin });
    expect(await screen.findByLabelText('Price (Rs.) *')).toBeTruthy();
    expect(screen.getByLabelText('Stock (pieces)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Options and variants' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save options' })).toBeNull();
  });

  it('adds an option with values typed as chips and saves it, then shows the variants', async () => {
    let saved = false;
    const { calls } = mockApi({
      'GET /api/product/p-1': () => ({ body: { product: saved ? withSizes : oneVariant, reviews: [] } }),
      'PUT /api/product/p-1/options': () => {
        saved = true;
        return { body: { product: withSizes } };
      },
    });
    renderRoutes(routes, '/dashboard/update-product/p-1', { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Add option' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save options' }));
    expect(screen.getByRole('alert').textContent).toBe('Give each option a name.');
    fireEvent.change(screen.getByLabelText('Option 1 name'), { target: { value: 'Size:Big' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save options' }));
    expect(screen.getByRole('alert').textContent).toBe('An option name cannot hold ":".');

    fireEvent.change(screen.getByLabelText('Option 1 name'), { target: { value: 'Size' } });
    const values = screen.getByLabelText('Option 1 values');
    fireEvent.change(values, { target: { value: 'Small, Medium,' } });
    fireEvent.change(values, { target: { value: 'Large' } });
    fireEvent.keyDown(values, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Medium' }));
    expect(
      within(screen.getByRole('list', { name: 'Values of option 1' }))
        .getAllByRole('listitem')
        .map((chip) => chip.firstChild?.textContent),
    ).toEqual(['Small', 'Large']);
    fireEvent.click(screen.getByRole('button', { name: 'Save options' }));

    await findToast('Options saved.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      options: [{ name: 'Size', values: ['Small', 'Large'] }],
    });
    // The product read again, with its variants: prices move to the table.
    expect(await screen.findByLabelText('Price of Size: Small')).toBeTruthy();
    expect(screen.queryByLabelText('Price (Rs.) *')).toBeNull();
  });

  it('saves changed prices and counts in one call and a changed SKU on its own', async () => {
    const { calls } = mockApi({
      'GET /api/product/p-1': { body: { product: withSizes, reviews: [] } },
      'PATCH /api/product/variants': { body: { variants: [] } },
      'PATCH /api/product/p-1/variants/v-large': { body: {} },
    });
    renderRoutes(routes, '/dashboard/update-product/p-1', { user: admin });
    const save = (await screen.findByRole('button', { name: 'Save variants' })) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Price of Size: Small'), { target: { value: '2199.50' } });
    fireEvent.change(screen.getByLabelText('Stock of Size: Large'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Old price of Size: Large'), { target: { value: '2999' } });
    fireEvent.change(screen.getByLabelText('SKU of Size: Large'), { target: { value: 'SUN-L' } });
    fireEvent.click(save);

    await findToast('Variants saved.');
    const bulk = calls.find((call) => call.method === 'PATCH' && call.path === '/api/product/variants');
    expect(bulk?.body).toEqual({
      variants: [
        { id: 'v-small', price: 2199.5 },
        { id: 'v-large', oldPrice: 2999, stock: 6 },
      ],
    });
    expect(calls.find((call) => call.path === '/api/product/p-1/variants/v-large')?.body).toEqual({ sku: 'SUN-L' });
  });

  it('adds a product with options, saves them and goes on to price its variants', async () => {
    const { calls } = mockApi({
      'POST /api/uploadImage': { body: '/uploads/images/sun.webp' },
      'POST /api/product/create-product': { body: { message: 'ok', product: { ...product, _id: 'p-7', id: 'p-7' } } },
      'PUT /api/product/p-7/options': { body: { product: withSizes } },
    });
    const { router } = renderRoutes(
      [
        { path: '/dashboard/add-new-post', element: <AddProductPage /> },
        { path: '/dashboard/update-product/:id', element: <h1>Update screen</h1> },
      ],
      '/dashboard/add-new-post',
      { user: admin },
    );
    fireEvent.change(screen.getByLabelText('Main Image *'), {
      target: { files: [new File(['png'], 'sun.png', { type: 'image/png' })] },
    });
    await screen.findByAltText('Main product image');
    fireEvent.change(screen.getByLabelText('Product Name *'), { target: { value: 'Sunburst Mirror' } });
    fireEvent.change(screen.getByLabelText('Category *'), { target: { value: 'Mirrors' } });
    fireEvent.change(screen.getByLabelText('Price (Rs.) *'), { target: { value: '2400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    fireEvent.change(screen.getByLabelText('Option 1 name'), { target: { value: 'Size' } });
    fireEvent.change(screen.getByLabelText('Option 1 values'), { target: { value: 'Small, Large' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));

    await screen.findByRole('heading', { name: 'Update screen' });
    expect(router.state.location.pathname).toBe('/dashboard/update-product/p-7');
    // The value still in the box counts as typed.
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      options: [{ name: 'Size', values: ['Small', 'Large'] }],
    });
  });

  it('leaves prices and stock out of the product update once variants carry them', async () => {
    const { calls } = mockApi({
      'GET /api/product/p-1': { body: { product: withSizes, reviews: [] } },
      'PATCH /api/product/update-product/p-1': { body: { message: 'ok', product: withSizes } },
    });
    renderRoutes(
      [...routes, { path: '/dashboard/manage-products', element: <h1>Products list</h1> }],
      '/dashboard/update-product/p-1',
      { user: admin },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Update Product' }));
    await screen.findByRole('heading', { name: 'Products list' });
    const patch = calls.find((call) => call.path === '/api/product/update-product/p-1');
    expect(patch?.body).toMatchObject({ name: 'Sunburst Mirror' });
    expect(patch?.body).not.toHaveProperty('price');
    expect(patch?.body).not.toHaveProperty('stock');
  });

  describe('variant pictures', () => {
    const png = (name: string, size = 3) => new File(['x'.repeat(size)], name, { type: 'image/png' });
    const choose = (title: string, ...files: File[]) =>
      fireEvent.change(screen.getByLabelText(`Upload picture for ${title}`), { target: { files } });
    const pictureCell = (title: string) => screen.getByRole('list', { name: `Pictures of ${title}` });
    const large = '/uploads/images/large.webp';
    const withPictures = {
      ...withSizes,
      variants: [withSizes.variants[0], { ...withSizes.variants[1], image: large, additionalImages: ['/b.webp'] }],
    };

    it('shows the product picture, marked so, for a variant without its own, and its own otherwise', async () => {
      mockFetch({ 'GET /api/product/p-1': json({ product: withPictures, reviews: [] }) });
      renderRoutes(routes, '/dashboard/update-product/p-1', { user: admin });
      await screen.findByLabelText('Upload picture for Size: Small');
      expect(within(pictureCell('Size: Small')).getByText('Product picture')).toBeTruthy();
      expect(within(pictureCell('Size: Small')).getByRole('presentation').getAttribute('src')).toBe(
        '/uploads/products/sun-400.webp',
      );
      expect(screen.queryByRole('button', { name: 'Use product picture for Size: Small' })).toBeNull();
      const own = within(pictureCell('Size: Large')).getAllByRole('img');
      expect(own.map((image) => image.getAttribute('alt'))).toEqual([
        'Picture 1 of Size: Large',
        'Picture 2 of Size: Large',
      ]);
      expect(own[0].getAttribute('src')).toBe('/uploads/images/large-400.webp');
      expect(within(pictureCell('Size: Large')).queryByText('Product picture')).toBeNull();
      // The free-text address is gone: pictures are uploaded.
      expect(screen.queryByLabelText(/Picture URL/)).toBeNull();
    });

    it('uploads pictures for one variant and saves them with its details', async () => {
      let uploads = 0;
      const { calls, callsTo } = mockFetch({
        'GET /api/product/p-1': json({ product: withSizes, reviews: [] }),
        'POST /api/uploadImage': () => json(`/uploads/images/small-${(uploads += 1)}.webp`),
        'PATCH /api/product/p-1/variants/v-small': json({ product: withSizes }),
      });
      renderRoutes(routes, '/dashboard/update-product/p-1', { user: admin });
      await screen.findByLabelText('Upload picture for Size: Small');
      const input = screen.getByLabelText('Upload picture for Size: Small') as HTMLInputElement;
      expect(input.type).toBe('file');
      expect(input.accept).toBe('image/jpeg,image/png,image/gif');
      choose('Size: Small', png('a.png'), png('b.png'));

      await waitFor(() =>
        expect(
          within(pictureCell('Size: Small'))
            .getAllByRole('img')
            .map((image) => image.getAttribute('alt')),
        ).toEqual(['Picture 1 of Size: Small', 'Picture 2 of Size: Small']),
      );
      expect((callsTo('POST /api/uploadImage')[0].body as { image: string }).image).toMatch(/^data:image\/png;base64,/);
      expect(within(pictureCell('Size: Large')).getByText('Product picture')).toBeTruthy();
      expect(await screen.findByText('Image uploaded successfully!')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Save variants' }));

      await findToast('Variants saved.');
      expect(callsTo('PATCH /api/product/p-1/variants/v-small')[0].body).toEqual({
        image: '/uploads/images/small-1.webp',
        additionalImages: ['/uploads/images/small-2.webp'],
      });
      expect(calls.some((call) => call.path.endsWith('/v-large') || call.path === '/api/product/variants')).toBe(false);
    });

    it('goes back to the product picture, or drops one picture, on save', async () => {
      const { callsTo } = mockFetch({
        'GET /api/product/p-1': json({ product: withPictures, reviews: [] }),
        'PATCH /api/product/p-1/variants/v-large': json({ product: withPictures }),
      });
      renderRoutes(routes, '/dashboard/update-product/p-1', { user: admin });
      fireEvent.click(await screen.findByRole('button', { name: 'Remove picture 1 of Size: Large' }));
      expect(within(pictureCell('Size: Large')).getByRole('img').getAttribute('alt')).toBe('Picture 1 of Size: Large');
      fireEvent.click(screen.getByRole('button', { name: 'Save variants' }));
      await findToast('Variants saved.');
      expect(callsTo('PATCH /api/product/p-1/variants/v-large')[0].body).toEqual({
        image: '/b.webp',
        additionalImages: [],
      });

      fireEvent.click(screen.getByRole('button', { name: 'Use product picture for Size: Large' }));
      expect(within(pictureCell('Size: Large')).getByText('Product picture')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Save variants' }));
      await waitFor(() => expect(callsTo('PATCH /api/product/p-1/variants/v-large')).toHaveLength(2));
      expect(callsTo('PATCH /api/product/p-1/variants/v-large')[1].body).toEqual({ image: null, additionalImages: [] });
    });

    it('refuses a file that is not a picture or too large in its row, without uploading', async () => {
      const { callsTo } = mockFetch({ 'GET /api/product/p-1': json({ product: withSizes, reviews: [] }) });
      renderRoutes(routes, '/dashboard/update-product/p-1', { user: admin });
      await screen.findByLabelText('Upload picture for Size: Small');
      choose('Size: Small', new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Please select an image file (JPG, PNG, GIF)');
      choose('Size: Large', png('huge.png', 5 * 1024 * 1024 + 1));
      expect(await screen.findByText('File size must be less than 5MB')).toBeTruthy();
      expect(callsTo('POST /api/uploadImage')).toHaveLength(0);
      expect((screen.getByRole('button', { name: 'Save variants' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('holds the save while a picture is uploading and says when the upload failed', async () => {
      let fail: (answer: Response) => void = () => undefined;
      const { callsTo } = mockFetch({
        'GET /api/product/p-1': json({ product: withSizes, reviews: [] }),
        'POST /api/uploadImage': () => new Promise<Response>((resolve) => (fail = resolve)),
      });
      renderRoutes(routes, '/dashboard/update-product/p-1', { user: admin });
      await screen.findByLabelText('Upload picture for Size: Small');
      fireEvent.change(screen.getByLabelText('Price of Size: Large'), { target: { value: '2500' } });
      const save = screen.getByRole('button', { name: 'Save variants' }) as HTMLButtonElement;
      expect(save.disabled).toBe(false);
      choose('Size: Small', png('a.png'));
      expect(await screen.findByText('Uploading image...')).toBeTruthy();
      expect(save.disabled).toBe(true);
      await waitFor(() => expect(callsTo('POST /api/uploadImage')).toHaveLength(1));
      fail(json({ statusCode: 415, message: 'Not an image' }, 415));
      expect((await screen.findByRole('alert')).textContent).toBe(UPLOAD_FAILED);
      expect(save.disabled).toBe(false);
      expect(within(pictureCell('Size: Small')).getByText('Product picture')).toBeTruthy();
    });
  });
});
