// Registration never hides the real reason: a short password is caught before any code is
// mailed (not "OTP verified successfully" followed by "Invalid or expired OTP"), and asking for a
// second code within 30 s shows the server's words and a countdown instead of a failure.
import { freshShopper, watchAlerts } from './register.mjs';

export const title = 'Dead ends: registration says what is wrong';

export default async function deadEndsAuth({ page, url, check }) {
  const alerts = watchAlerts(page);
  const shopper = freshShopper('careful');

  await check('a too-short password is named before any code is sent', async () => {
    await page.goto(url('/register'));
    await page.getByLabel('Username').fill(shopper.username);
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await alerts.waitFor('Password must be at least 8 characters');
    if (await page.getByPlaceholder('Enter 6-digit OTP').isVisible()) throw new Error('The OTP window opened');
    if (alerts.seen.length) throw new Error(`Other alerts: ${JSON.stringify(alerts.seen)}`);
  });

  await check('after a code is sent, Resend OTP counts down the 30 s the server asks for', async () => {
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await alerts.waitFor('OTP sent to your email');
    const resend = page.getByRole('dialog').getByRole('button', { name: /^Resend OTP \(\d+s\)$/ });
    await resend.waitFor();
    if (!(await resend.isDisabled())) throw new Error('Resend OTP is enabled during the wait');
  });

  await check("asking again within 30 s shows the server's message and keeps the code window", async () => {
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const deadline = Date.now() + 10_000;
    while (!alerts.seen.some((text) => text.startsWith('An OTP was just sent to this email. Please try again in'))) {
      if (Date.now() > deadline) throw new Error(`Alerts seen: ${JSON.stringify(alerts.seen)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (alerts.seen.includes('Failed to send OTP. Please try again.')) throw new Error('A generic failure was shown');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Resend OTP \(\d+s\)$/ })
      .waitFor();
  });
}
