// A shopper pays a UPI order on the sandbox gateway and downloads the GST invoice; the admin
// refunds part of the order from Manage Orders; the shopper sees the refund.
import { callApi, expectOk, registerShopper, signInWithForm } from '../support/shop.mjs';

export const title = 'Invoices and refunds';

const PASSWORD = 'Shopper-pass-2024';
const ADDRESS = { address: '21 Linking Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' };

export default async function billing({ page, context, url, check }) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `buyer.${stamp}@example.com`;
  let order;

  await check('a new shopper places a UPI order and pays it on the gateway page', async () => {
    await page.goto(url('/help'));
    await registerShopper(page, { email, username: `Kavya ${stamp.slice(-4)}`, password: PASSWORD });
    await signInWithForm(page, url, email, PASSWORD);
    const me = expectOk(await callApi(page, 'GET', '/api/auth/me'), 'me');
    expectOk(
      await callApi(page, 'PATCH', '/api/auth/edit-profile', { username: me.username, shippingAddress: ADDRESS }),
      'edit-profile',
    );
    const list = expectOk(await callApi(page, 'GET', '/api/product?limit=5'), 'products');
    const product = list.products[0];
    expectOk(await callApi(page, 'POST', '/api/cart/add', { productId: product._id, quantity: 2 }), 'cart add');
    const cart = expectOk(await callApi(page, 'GET', `/api/cart/${me._id}`), 'cart');
    order = expectOk(
      await callApi(page, 'POST', '/api/orders/create-order', {
        products: [{ productId: product._id, quantity: 2 }],
        amount: cart.grandTotal,
        email,
        paymentMethod: 'UPI',
        shippingAddress: ADDRESS,
      }),
      'create-order',
    ).order;
    const started = expectOk(
      await callApi(page, 'POST', '/api/payments/paytm/initiate', { orderId: order._id, amount: order.amount }),
      'initiate',
    );
    // As the checkout does: post the gateway's fields to its payment page.
    await page.evaluate(
      ({ action, fields }) => {
        const form = globalThis.document.createElement('form');
        form.method = 'post';
        form.action = action;
        for (const [name, value] of Object.entries(fields)) {
          const input = globalThis.document.createElement('input');
          input.type = 'hidden';
          input.name = name;
          input.value = value;
          form.append(input);
        }
        globalThis.document.body.append(form);
        form.submit();
      },
      { action: started.data.transactionUrl, fields: started.data.paytmParams },
    );
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((address) => address.pathname === '/payment-success');
  });

  await check('the shopper downloads the GST invoice from the order page', async () => {
    await page.goto(url(`/dashboard/orders/${order._id}`));
    const link = page.getByRole('link', { name: /^Download PDF of tax invoice / });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    if (!/^DS-\d\d-\d\d-\d{4}\.pdf$/.test(download.suggestedFilename())) {
      throw new Error(`The invoice downloads as ${download.suggestedFilename()}`);
    }
    const stream = await download.createReadStream();
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    const pdf = Buffer.concat(chunks);
    if (pdf.subarray(0, 5).toString() !== '%PDF-' || pdf.length < 2000) {
      throw new Error(`The download is not a PDF (${pdf.length} bytes)`);
    }
  });

  const admin = await context.browser().newPage({ baseURL: url('/') });
  const reference = () => order._id.slice(-8).toUpperCase();
  const row = () => admin.getByRole('row').filter({ hasText: `#${reference()}` });

  await check('the admin finds the order with its invoice in Manage Orders', async () => {
    const email = process.env.E2E_ADMIN_EMAIL || 'admin@example.com';
    await signInWithForm(admin, url, email, process.env.E2E_ADMIN_PASSWORD);
    await admin.goto(url('/dashboard/manage-orders'));
    await row()
      .getByRole('link', { name: /^Download invoice / })
      .waitFor();
  });

  await check('the admin refunds part of the order', async () => {
    await row()
      .getByRole('button', { name: `Refund order ${reference()}` })
      .click();
    const dialog = admin.getByRole('dialog', { name: `Refund order #${reference()}` });
    await dialog.getByLabel('Amount (Rs.)').fill('100.00');
    await dialog.getByLabel('Reason').fill('One piece arrived scratched');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog.getByText('Rs. 100.00: Refund completed.').waitFor();
  });
  await admin.close();

  await check('the shopper sees the refund on the payments page and the order', async () => {
    await page.goto(url('/dashboard/payments'));
    const refunds = page.getByRole('list', { name: 'Refunds' });
    await refunds.getByText('Rs. 100.00').waitFor();
    await refunds.getByText('Refunded').waitFor();
    await page.goto(url(`/dashboard/orders/${order._id}`));
    await page.getByText('Partly refunded').waitFor();
    await page.getByText('One piece arrived scratched').waitFor();
  });
}
