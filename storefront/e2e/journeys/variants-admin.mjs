// Variants from the dashboard, on a phone (390 × 844): the admin adds a product with two
// options (six variants), sets their SKUs, prices and stock in the variant table, uploads a
// picture for one, which the shop shows when that variant is chosen, and sells one
// out; the shop refuses that combination only. A shopper buys the last piece of another, which
// sells out too, and the product is sold out only once every variant is.
import { fileURLToPath } from 'node:url';
import {
  addToCart,
  axeViolations,
  fitsTheScreen,
  openPhone,
  payCashOnDelivery,
  signInWithForm,
  signUpWithAddress,
} from '../support/shop.mjs';
import { freshShopper } from './register.mjs';

export const title = 'Variants from the dashboard: six made, priced, pictured, sold out one by one';

const PHONE = { width: 390, height: 844 };
const ADDRESS = { address: '18 Residency Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560025' };
const PICTURE = fileURLToPath(new URL('../../../backend/data/hero/hero-poster.webp', import.meta.url));
const SIZES = ['Small', 'Medium', 'Large'];
const FINISHES = ['Walnut', 'Teak'];
const SIZE_PRICE = { Small: 1500, Medium: 2100, Large: 2700 };

/** Every combination as the table titles it, with the SKU, price and stock the admin types. */
function plannedVariants(stamp) {
  return SIZES.flatMap((size) =>
    FINISHES.map((finish) => ({
      size,
      finish,
      title: `Size: ${size} / Finish: ${finish}`,
      sku: `E2E-${stamp}-${size.slice(0, 1)}${finish.slice(0, 1)}`,
      price: SIZE_PRICE[size] + (finish === 'Walnut' ? 300 : 0),
      stock: 3,
    })),
  );
}

/** Runs `look` until it passes, for up to 6 s. */
async function eventually(look) {
  const deadline = Date.now() + 6_000;
  for (;;) {
    try {
      return await look();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

/** Types `values` into the option's value field, the last one ended with Enter. */
async function enterOption(page, index, name, values) {
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByLabel(`Option ${index} name`, { exact: true }).fill(name);
  const field = page.getByLabel(`Option ${index} values`, { exact: true });
  await field.fill(values.join(', '));
  await field.press('Enter');
  const chips = page.getByRole('list', { name: `Values of option ${index}` }).getByRole('listitem');
  if ((await chips.count()) !== values.length) throw new Error(`Option ${index} has ${await chips.count()} values`);
}

/**
 * Saves the variant table; once the product is read again, the table must still show what was
 * typed (not the browser's copy of the product from before the save).
 */
async function saveTable(page) {
  const typed = await page
    .getByRole('table', { name: 'Variants' })
    .getByRole('textbox')
    .evaluateAll((fields) => fields.map((field) => field.value));
  const reread = page.waitForResponse(
    (answer) => answer.request().method() === 'GET' && /\/api\/product\/[\w-]+$/.test(answer.url()),
  );
  await page.getByRole('button', { name: 'Save variants' }).click();
  await page.getByRole('status').filter({ hasText: 'Variants saved.' }).last().waitFor();
  await reread;
  await page.waitForTimeout(200);
  const shown = await page
    .getByRole('table', { name: 'Variants' })
    .getByRole('textbox')
    .evaluateAll((fields) => fields.map((field) => field.value));
  if (JSON.stringify(shown) !== JSON.stringify(typed))
    throw new Error(`The table shows ${shown} after saving ${typed}`);
}

/** Changes the stock of the named variants in the table and saves it. */
async function saveStock(page, stocks) {
  for (const [title, stock] of Object.entries(stocks)) {
    await page.getByLabel(`Stock of ${title}`, { exact: true }).fill(String(stock));
  }
  await saveTable(page);
}

export default async function variantsAdmin({ context, url, check }) {
  const stamp = Date.now().toString(36).toUpperCase();
  const name = `Teak Console ${stamp}`;
  const planned = plannedVariants(stamp);
  const titleOf = (size, finish) => `Size: ${size} / Finish: ${finish}`;
  const admin = await openPhone(context, PHONE);
  const shopper = await openPhone(context, PHONE);
  const page = admin.page;
  let productId;

  /** The product page in the shopper's phone, with `size` chosen. */
  const openWith = async (size) => {
    await shopper.page.goto(url(`/shop/${productId}`));
    await shopper.page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: size }).click();
    return shopper.page.getByRole('radiogroup', { name: 'Finish' });
  };
  const expectFinishes = (size, { open, soldOut }) =>
    // The browser may show its copy of the product for up to 3 s (public answers: max-age=1,
    // stale-while-revalidate=2), as it would to any shopper: looked at again until then.
    eventually(async () => {
      const finishes = await openWith(size);
      for (const finish of open) {
        if (
          (await finishes
            .getByRole('radio', { name: finish, exact: true })
            .getAttribute('aria-disabled', { timeout: 2_000 })) !== null
        ) {
          throw new Error(`${size} / ${finish} is refused`);
        }
      }
      for (const finish of soldOut) {
        const radio = finishes.getByRole('radio', { name: `${finish} (sold out)`, exact: true });
        if ((await radio.getAttribute('aria-disabled', { timeout: 2_000 })) !== 'true') {
          throw new Error(`${size} / ${finish} is offered`);
        }
      }
    });
  /** The product as stored now: read past the browser's copy. */
  const stored = async () => (await (await page.request.get(url(`/api/product/${productId}`))).json()).product;

  try {
    await check('the admin adds a product with Size and Finish options', async () => {
      const email = process.env.E2E_ADMIN_EMAIL || 'admin@example.com';
      await signInWithForm(page, url, email, process.env.E2E_ADMIN_PASSWORD);
      await page.goto(url('/dashboard/add-new-post'));
      await page.getByLabel('Product Name *', { exact: true }).fill(name);
      await page.getByLabel('Category *', { exact: true }).selectOption({ index: 1 });
      await page.getByLabel('Price (Rs.) *', { exact: true }).fill('1500');
      await page.getByLabel('Main Image *', { exact: true }).setInputFiles(PICTURE);
      await page.getByRole('img', { name: 'Main product image' }).waitFor();
      await enterOption(page, 1, 'Size', SIZES);
      await enterOption(page, 2, 'Finish', FINISHES);
      await page.getByRole('button', { name: 'Add Product' }).click();
      await page.waitForURL(/\/dashboard\/update-product\//);
      productId = new URL(page.url()).pathname.split('/').pop();
    });

    await check('Update Product lists the six variants in one table', async () => {
      const table = page.getByRole('table', { name: 'Variants' });
      await table.waitFor();
      for (const { title } of planned) await table.getByRole('rowheader', { name: title, exact: true }).waitFor();
      if ((await table.getByRole('rowheader').count()) !== planned.length) throw new Error('Not six variants');
    });

    await check('the variant table has no axe-core violations', async () => {
      const problems = await axeViolations(page, '[aria-labelledby="options-and-variants"]');
      if (problems.length) throw new Error(problems.join(', '));
    });

    await check('SKUs, prices and stock typed in the table are saved together', async () => {
      for (const variant of planned) {
        await page.getByLabel(`SKU of ${variant.title}`, { exact: true }).fill(variant.sku);
        await page.getByLabel(`Price of ${variant.title}`, { exact: true }).fill(String(variant.price));
        await page.getByLabel(`Stock of ${variant.title}`, { exact: true }).fill(String(variant.stock));
      }
      await saveTable(page);
      const product = await stored();
      for (const variant of planned) {
        const saved = product.variants.find((item) => item.title === variant.title);
        if (saved?.sku !== variant.sku || saved.originalPrice !== variant.price || saved.stock !== variant.stock) {
          throw new Error(`${variant.title} is stored as ${JSON.stringify(saved)}`);
        }
      }
      if (product.stock !== 18) throw new Error(`The product counts ${product.stock} pieces, not 18`);
    });

    await check('a picture uploaded for Large / Walnut is what the shop shows for it', async () => {
      const title = titleOf('Large', 'Walnut');
      // Any real PNG will do: a corner of the admin's own screen.
      const buffer = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 120, height: 120 } });
      await page
        .getByLabel(`Upload picture for ${title}`, { exact: true })
        .setInputFiles({ name: 'walnut.png', mimeType: 'image/png', buffer });
      await page.getByRole('img', { name: `Picture 1 of ${title}`, exact: true }).waitFor();
      // The table scrolls within its box; nothing in a row may widen the phone's page.
      await fitsTheScreen(page, 'Update Product with a variant picture');
      const problems = await axeViolations(page, '[aria-labelledby="options-and-variants"]');
      if (problems.length) throw new Error(`With a variant picture: ${problems.join(', ')}`);
      await saveTable(page);
      const product = await stored();
      const walnut = product.variants.find((variant) => variant.title === title);
      if (!/\/uploads\/images\/[\w-]+\.webp$/.test(walnut.image) || walnut.image === product.image) {
        throw new Error(`Large / Walnut is stored with the picture ${walnut.image}`);
      }
      const others = product.variants.filter((variant) => variant.title !== title);
      if (others.some((variant) => variant.image !== product.image)) throw new Error('Other variants changed picture');
      await eventually(async () => {
        const finishes = await openWith('Large');
        await finishes.getByRole('radio', { name: 'Walnut', exact: true }).click();
        const shown = await shopper.page
          .getByRole('img', { name, exact: true })
          .getAttribute('src', { timeout: 2_000 });
        if (shown !== walnut.image) throw new Error(`The shop shows ${shown} for Large / Walnut`);
      });
      await shopper.page
        .getByRole('radiogroup', { name: 'Finish' })
        .getByRole('radio', { name: 'Teak', exact: true })
        .click();
      const teak = await shopper.page.getByRole('img', { name, exact: true }).getAttribute('src');
      if (teak !== product.image) throw new Error(`The shop shows ${teak} for Large / Teak`);
    });

    await check('one variant sold out: the shop refuses that combination, the others stay open', async () => {
      await saveStock(page, { [titleOf('Small', 'Walnut')]: 0, [titleOf('Medium', 'Teak')]: 1 });
      await expectFinishes('Small', { open: ['Teak'], soldOut: ['Walnut'] });
      await expectFinishes('Medium', { open: ['Walnut', 'Teak'], soldOut: [] });
      const finishes = shopper.page.getByRole('radiogroup', { name: 'Finish' });
      await finishes.getByRole('radio', { name: 'Teak', exact: true }).click();
      if (await shopper.page.getByRole('button', { name: 'Add to Cart' }).isDisabled()) {
        throw new Error('Medium / Teak cannot be bought');
      }
    });

    await check('a shopper buys the last Medium / Teak piece, cash on delivery', async () => {
      const buyer = freshShopper('last-piece');
      await signUpWithAddress(shopper.page, url, buyer, ADDRESS);
      const finishes = await openWith('Medium');
      await finishes.getByRole('radio', { name: 'Teak', exact: true }).click();
      await addToCart(shopper.page);
      const order = await payCashOnDelivery(shopper.page, buyer.email);
      const line = order.products[0];
      if (line.sku !== planned.find((variant) => variant.title === titleOf('Medium', 'Teak')).sku) {
        throw new Error(`The order line is ${JSON.stringify(line).slice(0, 300)}`);
      }
    });

    await check('Medium / Teak is sold out now, and the product is still for sale', async () => {
      await expectFinishes('Medium', { open: ['Walnut'], soldOut: ['Teak'] });
      const product = await stored();
      if (!product.inStock || product.stock !== 12) {
        throw new Error(`The product is ${product.inStock ? '' : 'not '}in stock with ${product.stock} pieces`);
      }
    });

    await check('only with every variant sold out is the product sold out', async () => {
      await page.reload();
      await page.getByRole('table', { name: 'Variants' }).waitFor();
      await saveStock(page, Object.fromEntries(planned.map((variant) => [variant.title, 0])));
      const product = await stored();
      if (product.inStock || product.stock !== 0) throw new Error(`The product is in stock: ${product.stock}`);
      await eventually(async () => {
        await shopper.page.goto(url(`/shop/${productId}`));
        await shopper.page.getByRole('button', { name: 'Out of stock' }).waitFor({ timeout: 3_000 });
        const sizes = shopper.page.getByRole('radiogroup', { name: 'Size' });
        for (const size of SIZES) {
          const radio = sizes.getByRole('radio', { name: `${size} (sold out)`, exact: true });
          if ((await radio.getAttribute('aria-disabled', { timeout: 1_000 })) !== 'true') {
            throw new Error(`${size} is offered`);
          }
        }
      });
    });

    await check('no native dialog opened on the phones', async () => {
      const all = [...admin.nativeDialogs, ...shopper.nativeDialogs];
      if (all.length) throw new Error(all.join('\n'));
    });
  } finally {
    await shopper.close();
    await admin.close();
  }
}
