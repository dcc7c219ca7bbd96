// A shopper who forgot the password asks for a code on the login page, chooses a new
// password with the mailed code, and signs in with it (the old one no longer works).
import { apiFromPage, freshShopper, registerThroughApi, waitForOtp, watchAlerts } from './register.mjs';

export const title = 'Forgot password: a mailed code, a new password, then login';

export default async function passwordReset({ page, url, check }) {
  const alerts = watchAlerts(page);
  const shopper = freshShopper('forgetful');
  const newPassword = `Teak-shelf-${Date.now().toString(36)}`;

  await check('a registered shopper finds "Forgot password?" on the login page', async () => {
    await page.goto(url('/login'));
    await registerThroughApi(page, shopper);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
  });

  let askedAt = 0;
  await check('asking for a code answers the same as for an unknown e-mail', async () => {
    const unknown = await apiFromPage(page, 'POST', '/api/auth/forgot-password', {
      email: `nobody-${Date.now()}@example.com`,
    });
    askedAt = Date.now();
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    const note = page.getByRole('status');
    await note.waitFor();
    const text = (await note.textContent())?.trim();
    if (text !== unknown.data.message) throw new Error(`"${text}" differs from "${unknown.data.message}"`);
    await page.getByPlaceholder('Enter 6-digit OTP').waitFor();
  });

  await check('a wrong code is refused', async () => {
    await page.getByPlaceholder('Enter 6-digit OTP').fill('000000');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    if (!/Invalid or expired OTP/.test((await alert.textContent()) ?? '')) throw new Error('No refusal shown');
  });

  await check('the mailed code sets the new password and leads to login', async () => {
    const otp = await waitForOtp(shopper.email, askedAt);
    await page.getByPlaceholder('Enter 6-digit OTP').fill(otp);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await alerts.waitFor('Password reset successfully. Please log in with your new password.');
    await page.waitForURL('**/login');
  });

  await check('the old password is refused and the new one signs in', async () => {
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await alerts.waitFor('Please provide a valid email and password!');
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await alerts.waitFor('Login successful');
    await page.waitForURL((address) => new URL(address).pathname === '/');
  });
}
