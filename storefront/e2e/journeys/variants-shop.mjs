// Variants on a phone (390 × 844): a shopper opens a demo product sold in several ways, finds
// the picker by its role and name, sees the sold-out value refused, chooses by click and by
// arrow keys (price and ?variant= follow), reopens the shared link, buys the variant cash on
// delivery, and finds it named in the cart, on the order page and on the GST invoice.
import { pdfText } from '../../../scripts/pdf-text.mjs';
import {
  addToCart,
  axeViolations,
  callApi,
  expectOk,
  openPhone,
  payCashOnDelivery,
  signInWithForm,
  signUpWithAddress,
} from '../support/shop.mjs';
import { freshShopper } from './register.mjs';

export const title = 'Variants on a phone: choose, share, buy, see them on the invoice';

const PHONE = { width: 390, height: 844 };
const ADDRESS = { address: '4 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

/** As the shop prints prices: 'Rs. 4,099.00'. */
const rupees = (amount) =>
  `Rs. ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * A demo product with one option whose values are sold but for one: the variants in the
 * option's order, and the index of the sold-out one.
 */
async function productWithSoldOutValue(page) {
  const list = expectOk(await callApi(page, 'GET', '/api/product?limit=100'), 'product list');
  for (const item of list.products.filter((product) => product.options.length === 1 && product.variantCount === 3)) {
    const { product } = expectOk(await callApi(page, 'GET', `/api/product/${item._id}`), 'product');
    const soldOut = product.variants.filter((variant) => !variant.inStock);
    // Two to choose between, the second with pieces left to buy.
    if (soldOut.length === 1 && product.variants.every((variant) => !variant.inStock || variant.stock !== 1)) {
      return { product, variants: product.variants, soldOut: product.variants.indexOf(soldOut[0]) };
    }
  }
  throw new Error('No demo product has exactly one sold-out value');
}

export default async function variantsShop({ context, url, check }) {
  const shopper = freshShopper('variant-buyer');
  const { page, nativeDialogs, close } = await openPhone(context, PHONE);
  const admin = await openPhone(context, PHONE);
  let product;
  let variants;
  let soldOut;
  let bought;
  let order;
  const radio = (variant) =>
    page
      .getByRole('radiogroup', { name: product.options[0].name })
      .getByRole('radio', { name: variant.options[0], exact: true });
  const expectChosen = async (variant) => {
    await page.waitForURL((address) => address.searchParams.get('variant') === variant.id);
    if ((await radio(variant).getAttribute('aria-checked')) !== 'true') {
      throw new Error(`${variant.options[0]} is not checked`);
    }
    await page.getByLabel('Price', { exact: true }).getByText(rupees(variant.price), { exact: true }).waitFor();
  };

  try {
    await check('a new shopper with an address signs in on the phone', async () => {
      await signUpWithAddress(page, url, shopper, ADDRESS);
      ({ product, variants, soldOut } = await productWithSoldOutValue(page));
    });

    await check(
      'the picker is a radio group named after the option, the sold-out value marked and refused',
      async () => {
        await page.goto(url(`/shop/${product._id}`));
        const group = page.getByRole('radiogroup', { name: product.options[0].name });
        await group.waitFor();
        if ((await group.getByRole('radio').count()) !== variants.length) throw new Error('Not one radio per value');
        const gone = group.getByRole('radio', { name: `${variants[soldOut].options[0]} (sold out)` });
        if ((await gone.getAttribute('aria-disabled')) !== 'true')
          throw new Error('The sold-out value is not disabled');
        // Nothing chosen yet: the "from" price and a hint instead of a button that works.
        await page
          .getByLabel('Price', { exact: true })
          .getByText(/^From Rs\. /)
          .waitFor();
        await page.getByText(`Choose a ${product.options[0].name}.`).waitFor();
        if (!(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled())) {
          throw new Error('Add to Cart is on before a choice');
        }
        // Playwright waits for an aria-disabled control to be enabled; a shopper can still tap it.
        await gone.click({ force: true });
        if (new URL(page.url()).searchParams.has('variant')) throw new Error('The sold-out value was chosen');
      },
    );

    await check('the picker has no axe-core violations', async () => {
      const problems = await axeViolations(page);
      if (problems.length) throw new Error(problems.join(', '));
    });

    await check('a click chooses a value: the price and ?variant= follow', async () => {
      const first = variants.findIndex((variant) => variant.inStock);
      await radio(variants[first]).click();
      await expectChosen(variants[first]);
    });

    await check('arrow keys move the choice, skipping the sold-out value', async () => {
      const open = variants.filter((variant) => variant.inStock);
      await page.keyboard.press('ArrowRight');
      await expectChosen(open[1]);
      if (!(await radio(open[1]).evaluate((element) => element === globalThis.document.activeElement))) {
        throw new Error('The focus did not follow the choice');
      }
      // Two steps on: past the sold-out value (wherever it is) and round to the second again.
      await page.keyboard.press('ArrowRight');
      await expectChosen(open[0]);
      await page.keyboard.press('ArrowRight');
      await expectChosen(open[1]);
      bought = open[1];
    });

    await check('the shared link opens the same variant after a reload', async () => {
      const shared = page.url();
      await page.reload();
      await expectChosen(bought);
      if (page.url() !== shared) throw new Error(`The address changed to ${page.url()}`);
    });

    await check('Add to Cart puts the variant in the cart, named by its options', async () => {
      await addToCart(page);
      await page.locator('button[aria-label^="Cart, "]').first().click();
      const cart = page.getByRole('dialog');
      await cart.getByRole('heading', { name: product.name }).waitFor();
      await cart.getByText(bought.title, { exact: true }).waitFor();
      await cart.getByRole('group', { name: `Quantity of ${product.name} (${bought.title})` }).waitFor();
      await cart.getByRole('button', { name: 'Close' }).first().click();
    });

    await check('cash on delivery places the order with the variant', async () => {
      order = await payCashOnDelivery(page, shopper.email);
      const line = order.products[0];
      if (line.variantId !== bought.id || line.sku !== bought.sku || line.variantTitle !== bought.title) {
        throw new Error(`The order line: ${JSON.stringify(line).slice(0, 300)}`);
      }
    });

    await check('the order page names the variant and links back to it', async () => {
      await page.goto(url(`/dashboard/orders/${order._id}`));
      const items = page.getByRole('region', { name: 'Items' });
      await items.getByText(bought.title, { exact: true }).waitFor();
      const link = items.getByRole('link', { name: product.name });
      if ((await link.getAttribute('href')) !== `/shop/${product._id}?variant=${bought.id}`) {
        throw new Error(`The item links to ${await link.getAttribute('href')}`);
      }
    });

    await check('the admin sees the SKU on the order and marks it delivered', async () => {
      const email = process.env.E2E_ADMIN_EMAIL || 'admin@example.com';
      await signInWithForm(admin.page, url, email, process.env.E2E_ADMIN_PASSWORD);
      await admin.page.goto(url(`/dashboard/manage-orders/${order._id}`));
      await admin.page.getByText(`SKU ${bought.sku}`, { exact: true }).waitFor();
      expectOk(
        await callApi(admin.page, 'PATCH', `/api/orders/update-order-status/${order._id}`, { status: 'completed' }),
        'mark delivered',
      );
    });

    await check('the invoice the shopper downloads names the variant and its SKU', async () => {
      await page.reload();
      const link = page.getByRole('link', { name: /^Download PDF of tax invoice / });
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      const chunks = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk);
      const text = pdfText(Buffer.concat(chunks));
      // A narrow column wraps long names and SKUs (after a space or hyphen): compared without the breaks.
      const bare = (words) => words.replace(/\s+/g, '');
      for (const wanted of [`${product.name} (${bought.title})`, `SKU ${bought.sku}`]) {
        if (!bare(text).includes(bare(wanted))) throw new Error(`The invoice lacks "${wanted}": ${text.slice(0, 600)}`);
      }
    });

    await check('no native dialog opened on the phones', async () => {
      const all = [...nativeDialogs, ...admin.nativeDialogs];
      if (all.length) throw new Error(all.join('\n'));
    });
  } finally {
    await admin.close();
    await close();
  }
}
