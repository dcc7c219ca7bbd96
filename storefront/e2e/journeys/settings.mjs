// The owner's words on a phone (390 × 844): an admin rewrites the returns policy and the return
// window in Settings, previews it, saves, and a signed-out shopper on another phone reads it at
// once, in the server's page and in the app; axe-core checks both screens. The journey puts the
// settings back at the end, so the journeys after it see the shop as before.
import { axeViolations, callApi, expectOk, signInWithForm } from '../support/shop.mjs';

export const title = 'Phone: an admin edits the returns policy and a shopper sees it';

const PHONE = { width: 390, height: 844 };

export default async function settingsJourney({ context, url, check }) {
  const email = process.env.E2E_ADMIN_EMAIL || 'admin@example.com';
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set');
  const browser = context.browser();
  // bypassCSP lets the test's axe-core into the pages (the shop's CSP allows its own scripts only).
  const phone = { viewport: PHONE, isMobile: true, hasTouch: true, bypassCSP: true };
  const adminPhone = await browser.newContext(phone);
  const shopperPhone = await browser.newContext(phone);
  const admin = await adminPhone.newPage();
  const shopper = await shopperPhone.newPage();
  const errors = [];
  for (const page of [admin, shopper]) {
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => {
      errors.push(`native dialog: ${dialog.message()}`);
      void dialog.dismiss().catch(() => {});
    });
  }
  const marker = `Send it back within {returnWindowDays} days, journey ${Date.now().toString(36)}.`;
  let original;
  try {
    await check('the admin signs in on a phone', async () => {
      await signInWithForm(admin, url, email, password);
      original = expectOk(await callApi(admin, 'GET', '/api/settings/edit'), 'settings/edit');
    });

    await check('the admin opens Settings', async () => {
      await admin.goto(url('/dashboard/settings'));
      await admin.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await admin.getByLabel('Page', { exact: true }).selectOption({ label: 'Return & Exchange' });
      const violations = await axeViolations(admin);
      if (violations.length) throw new Error(`axe on Settings: ${violations.join('; ')}`);
    });

    await check('the admin writes the policy and sees the preview the shop will show', async () => {
      await admin.getByRole('textbox', { name: 'Page text' }).fill(`## Easy returns\n\n${marker}`);
      await admin.getByLabel('Return window (days)').fill('10');
      await admin.getByRole('button', { name: 'Preview' }).click();
      const preview = admin.getByRole('region', { name: 'Page text preview' });
      await preview.getByRole('heading', { level: 2, name: 'Easy returns' }).waitFor();
      // The preview fills placeholders from the saved settings: still 7 before the save.
      await preview.getByText(/Send it back within 7 days, journey/).waitFor();
      await admin.getByRole('button', { name: 'Write' }).click();
    });

    await check('saving says so in a message, not a native dialog', async () => {
      await admin.getByRole('button', { name: 'Save Settings' }).click();
      await admin.getByRole('status').filter({ hasText: 'Settings saved. Shoppers see them now.' }).waitFor();
    });

    const shown = marker.replace('{returnWindowDays}', '10');
    await check("the server's page already carries the new policy", async () => {
      const response = await shopperPhone.request.get(url('/return-exchange'), { headers: { Accept: 'text/html' } });
      const html = await response.text();
      if (!html.includes(shown)) throw new Error(`"${shown}" is not in the server's page`);
    });

    await check('a signed-out shopper on a phone reads the new policy and window', async () => {
      await shopper.goto(url('/return-exchange'));
      await shopper.getByRole('heading', { level: 1, name: 'Return & Exchange' }).waitFor();
      await shopper.getByRole('heading', { level: 2, name: 'Easy returns' }).waitFor();
      await shopper.getByText(shown).waitFor();
      const settings = expectOk(await callApi(shopper, 'GET', '/api/settings'), 'settings');
      if (settings.returnWindowDays !== 10) throw new Error(`returnWindowDays is ${settings.returnWindowDays}`);
      const violations = await axeViolations(shopper);
      if (violations.length) throw new Error(`axe on the returns page: ${violations.join('; ')}`);
    });

    await check('the shopper finds the policy from the footer after browsing', async () => {
      await shopper.goto(url('/shop'));
      await shopper
        .getByRole('navigation', { name: 'Information' })
        .getByRole('link', { name: 'Return & Exchange' })
        .click();
      await shopper.waitForURL((address) => address.pathname === '/return-exchange');
      await shopper.getByText(shown).waitFor();
    });

    await check('the pages raised no errors and opened no native dialog', async () => {
      if (errors.length) throw new Error(errors.join('\n'));
    });
  } finally {
    if (original) {
      const { updatedAt: _updatedAt, ...fields } = original;
      expectOk(await callApi(admin, 'PUT', '/api/settings', fields), 'restoring the settings');
    }
    await adminPhone.close();
    await shopperPhone.close();
  }
}
