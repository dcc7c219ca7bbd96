// A new shopper's account: sign up with the e-mailed code, sign in, fill in the profile through
// the Edit Profile form (a wrong pincode is caught first) and find no orders yet.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const title = 'Customer account';

const PASSWORD = 'Shopper-pass-2024';
const OUTBOX = process.env.E2E_OUTBOX;

/** The verification code in the newest mail addressed to `email`, waiting for it to arrive. */
async function otpFor(email, sentAfter) {
  if (!OUTBOX) throw new Error('E2E_OUTBOX is not set');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = (await readdir(OUTBOX)).filter((file) => file.endsWith('.eml'));
    const mails = await Promise.all(
      files.map(async (file) => ({ path: join(OUTBOX, file), modified: (await stat(join(OUTBOX, file))).mtimeMs })),
    );
    mails.sort((a, b) => b.modified - a.modified);
    for (const mail of mails) {
      if (mail.modified < sentAfter - 1000) break;
      const text = await readFile(mail.path, 'utf8');
      if (!new RegExp(`^To:.*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(text)) continue;
      const code = text.match(/verification code(?: is|:)\s*(\d{6})/i)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No verification mail for ${email} in ${OUTBOX}`);
}

/** Calls the API from inside the page, so the session cookie lands in the browser. */
function callApi(page, method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

async function expectOk(result, what) {
  if (result.status >= 300) throw new Error(`${what} answered ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body;
}

export default async function account({ page, url, check }) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `shopper.${stamp}@example.com`;
  const username = `Meera ${stamp.slice(-4)}`;

  await check('a new shopper registers with the code from the e-mail', async () => {
    await page.goto(url('/help'));
    const sentAt = Date.now();
    await expectOk(await callApi(page, 'POST', '/api/auth/send-otp', { email }), 'send-otp');
    const otp = await otpFor(email, sentAt);
    await expectOk(await callApi(page, 'POST', '/api/auth/verify-otp', { email, otp }), 'verify-otp');
    await expectOk(
      await callApi(page, 'POST', '/api/auth/register', { username, email, password: PASSWORD }),
      'register',
    );
  });

  await check('the shopper signs in', async () => {
    await page.goto(url('/login'));
    const emailField = page.getByLabel('Email', { exact: true });
    const hasForm = await emailField
      .waitFor({ timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (hasForm) {
      await emailField.fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL((address) => !address.pathname.startsWith('/login'));
    } else {
      const { user } = await expectOk(
        await callApi(page, 'POST', '/api/auth/login', { email, password: PASSWORD }),
        'login',
      );
      await page.evaluate((signedIn) => localStorage.setItem('user', JSON.stringify(signedIn)), user);
    }
  });

  await check('the profile shows what is still missing', async () => {
    await page.goto(url('/dashboard/profile'));
    await page.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor();
    await page.getByRole('heading', { name: username }).waitFor();
    await page.getByTestId('profile-phone').getByText('Not provided').waitFor();
    await page.getByText('No shipping address added yet').waitFor();
  });

  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  const field = (label) => dialog.getByLabel(label, { exact: true });

  await check('Edit Profile catches a wrong pincode while typing', async () => {
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await dialog.waitFor();
    await field('Phone').fill('98765');
    await dialog.getByText('Phone number must be 10 digits').waitFor();
    await field('Phone').fill('9876543210');
    await field('Address').fill('22 Residency Road');
    await field('City').fill('Bengaluru');
    await field('State').selectOption('Karnataka');
    await field('Pincode').fill('5600');
    await dialog.getByText('Pincode must be 6 digits').waitFor();
    await field('Pincode').fill('012345');
    await dialog.getByText('Pincode cannot start with 0').waitFor();
  });

  await check('saving a wrong pincode is refused', async () => {
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Pincode must be 6 digits and cannot start with 0').waitFor();
    if ((await field('Pincode').getAttribute('aria-invalid')) !== 'true') throw new Error('The pincode is not marked');
  });

  await check('a corrected profile is saved and shown', async () => {
    await field('Pincode').fill('560025');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/edit-profile') && response.request().method() === 'PATCH',
    );
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const response = await saved;
    if (response.status() !== 200) throw new Error(`edit-profile answered ${response.status()}`);
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('profile-phone').getByText('+91 9876543210').waitFor();
    await page
      .getByTestId('profile-address')
      .getByText(/22 Residency Road/)
      .waitFor();
    await page
      .getByTestId('profile-address')
      .getByText(/Bengaluru, Karnataka - 560025/)
      .waitFor();
  });

  await check('the saved profile survives a reload and is on the server', async () => {
    await page.reload();
    await page.getByTestId('profile-phone').getByText('+91 9876543210').waitFor();
    const me = await expectOk(await callApi(page, 'GET', '/api/auth/me'), 'me');
    const address = me.shippingAddress ?? {};
    if (me.phone !== '9876543210' || address.state !== 'Karnataka' || address.pincode !== '560025') {
      throw new Error(`The server kept ${JSON.stringify(me)}`);
    }
  });

  await check('the orders page shows that there are no orders yet', async () => {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL('**/dashboard/orders');
    await page.getByRole('heading', { name: 'No Orders Yet' }).waitFor();
    await page.getByText('Start shopping to place your first order!').waitFor();
    const href = await page.getByRole('link', { name: 'Start Shopping' }).getAttribute('href');
    if (href !== '/shop') throw new Error(`Start Shopping links to ${href}`);
  });

  await check('the dashboard greets the shopper and has no stats yet', async () => {
    await page.goto(url('/dashboard'));
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${username}!` }).waitFor();
    await page.getByRole('heading', { name: 'No Stats Available' }).waitFor();
  });
}
