// A new shopper registers with the code mailed to them, then signs in.
//
// Also exports the small helpers other journeys use to make a fresh shopper: reading the
// newest code from the mail outbox (E2E_OUTBOX) and registering through the API.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const title = 'Registration with an e-mailed code, then login';

const outbox = process.env.E2E_OUTBOX;

/** A unique address and name for a shopper who does not exist yet. */
export function freshShopper(prefix = 'shopper') {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { username: `${prefix}-${stamp}`, email: `${prefix}-${stamp}@example.com`, password: `Decor-${stamp}-9` };
}

/** Quoted-printable: soft line breaks go, =XX becomes the byte it stands for. */
function decodeQuotedPrintable(text) {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBase64(text) {
  return Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8');
}

/** Splits a mail into its header block and the readable text of every body part. */
export function readMail(raw) {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const headers = split === -1 ? normalized : normalized.slice(0, split);
  const body = split === -1 ? '' : normalized.slice(split + 2);
  const unfolded = headers.replace(/\n[ \t]+/g, ' ');
  const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1] ?? '';

  const boundary = /boundary="?([^";\s]+)"?/i.exec(header('Content-Type'))?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1) : [`${headers}\n\n${body}`];
  const texts = [];
  for (const part of parts) {
    const gap = part.indexOf('\n\n');
    if (gap === -1) continue;
    const partHeaders = part.slice(0, gap).replace(/\n[ \t]+/g, ' ');
    let content = part.slice(gap + 2);
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(partHeaders)?.[1]?.toLowerCase();
    if (encoding === 'quoted-printable') content = decodeQuotedPrintable(content);
    if (encoding === 'base64') content = decodeBase64(content);
    // Markup and entities out, so a code styled across tags still reads as six digits.
    texts.push(
      content
        .replace(/<[^>]+>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/\s+/g, ' '),
    );
  }
  return { to: header('To'), subject: header('Subject'), texts };
}

/** The six-digit code in a mail's text: after "code"/"OTP" when it says so, else any lone six digits. */
export function otpFromMail(raw) {
  const { texts, subject } = readMail(raw);
  for (const text of [...texts, subject]) {
    const labelled = /(?:code|otp)\D{0,40}?\b(\d{6})\b/i.exec(text);
    if (labelled) return labelled[1];
  }
  for (const text of texts) {
    const lone = /\b(\d{6})\b/.exec(text);
    if (lone) return lone[1];
  }
  return null;
}

/**
 * Waits for the newest mail to `email` written after `since` (ms) and returns its code.
 * The outbox is shared, so mails are matched on their To header.
 */
export async function waitForOtp(email, since, timeoutMs = 15_000) {
  if (!outbox) throw new Error('E2E_OUTBOX is not set: the journey reads the mailed code from there');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml'));
    const candidates = [];
    for (const name of files) {
      const path = join(outbox, name);
      const info = await stat(path).catch(() => null);
      if (info && info.mtimeMs >= since - 2_000) candidates.push({ path, mtime: info.mtimeMs });
    }
    candidates.sort((a, b) => b.mtime - a.mtime);
    for (const { path } of candidates) {
      const raw = await readFile(path, 'utf8');
      const { to } = readMail(raw);
      if (!to.toLowerCase().includes(email.toLowerCase())) continue;
      const otp = otpFromMail(raw);
      if (otp) return otp;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No code mailed to ${email} arrived in ${outbox}`);
}

/** Calls the API from the page, so the request carries the page's origin and cookies. */
export function apiFromPage(page, method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      try {
        return { status: response.status, data: JSON.parse(text) };
      } catch {
        return { status: response.status, data: text };
      }
    },
    { method, path, body },
  );
}

/** Registers a fresh shopper through the API (send code, read it from the mail, verify, register). */
export async function registerThroughApi(page, shopper) {
  const since = Date.now();
  const sent = await apiFromPage(page, 'POST', '/api/auth/send-otp', { email: shopper.email });
  if (sent.status !== 200) throw new Error(`send-otp answered ${sent.status}: ${JSON.stringify(sent.data)}`);
  const otp = await waitForOtp(shopper.email, since);
  const verified = await apiFromPage(page, 'POST', '/api/auth/verify-otp', { email: shopper.email, otp });
  if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}`);
  const created = await apiFromPage(page, 'POST', '/api/auth/register', shopper);
  if (created.status !== 201 && created.status !== 200) throw new Error(`register answered ${created.status}`);
}

/**
 * Collects the texts of the shop's messages (toasts, `[data-toast]`, role status or alert) as
 * they appear on the page, on this page and after every navigation, and waits for a given one.
 */
export function watchAlerts(page) {
  const seen = [];
  const watch = () => {
    if (globalThis.shopToastWatch) return;
    globalThis.shopToastWatch = true;
    const report = (node) => {
      if (node.nodeType !== 1) return;
      const toasts = node.matches('[data-toast]') ? [node] : [...node.querySelectorAll('[data-toast]')];
      for (const toast of toasts) globalThis.shopToastSeen(toast.querySelector('p')?.textContent ?? '');
    };
    new globalThis.MutationObserver((records) =>
      records.forEach((record) => record.addedNodes.forEach(report)),
    ).observe(globalThis.document, { childList: true, subtree: true });
  };
  const ready = (async () => {
    await page.exposeBinding('shopToastSeen', (_source, text) => void seen.push(text));
    await page.addInitScript(watch);
    await page.evaluate(watch).catch(() => {});
  })();
  return {
    seen,
    async waitFor(message, timeoutMs = 10_000) {
      await ready;
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const index = seen.indexOf(message);
        if (index !== -1) {
          seen.splice(index, 1);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`No message "${message}" on the page (seen: ${JSON.stringify(seen)})`);
    },
  };
}

export default async function register({ page, url, check }) {
  const alerts = watchAlerts(page);
  const shopper = freshShopper('newcomer');

  await check('the register page asks for every field before sending a code', async () => {
    await page.goto(url('/register'));
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    if ((await page.getByLabel('Email').getAttribute('type')) !== 'email')
      throw new Error('The email field is not email-typed');
    await page.getByLabel('Username').fill(shopper.username);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await alerts.waitFor('All fields are required before sending OTP.');
  });

  let otpSentAt = 0;
  await check('sending the code opens the OTP window', async () => {
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password').fill(shopper.password);
    otpSentAt = Date.now();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await alerts.waitFor('OTP sent to your email');
    const code = page.getByPlaceholder('Enter 6-digit OTP');
    await code.waitFor();
    if ((await code.getAttribute('maxlength')) !== '6') throw new Error('The OTP input is not limited to 6 characters');
    await page.getByRole('dialog').getByRole('button', { name: 'Resend OTP' }).waitFor();
  });

  await check('a wrong code is refused', async () => {
    await page.getByPlaceholder('Enter 6-digit OTP').fill('000000');
    await page.getByRole('button', { name: 'Verify & Register' }).click();
    await alerts.waitFor('Invalid or expired OTP. Please try again.');
  });

  await check('the mailed code creates the account and leads to login', async () => {
    const otp = await waitForOtp(shopper.email, otpSentAt);
    await page.getByPlaceholder('Enter 6-digit OTP').fill(otp);
    await page.getByRole('button', { name: 'Verify & Register' }).click();
    await alerts.waitFor('OTP verified successfully');
    await alerts.waitFor('Registration successful');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  });

  await check('a wrong password is refused', async () => {
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await alerts.waitFor('Please provide a valid email and password!');
  });

  await check('the new shopper signs in and lands home with the account menu', async () => {
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await alerts.waitFor('Login successful');
    await page.waitForURL((address) => new URL(address).pathname === '/');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(globalThis.localStorage.getItem('user') ?? 'null'));
    if (stored?.email !== shopper.email) throw new Error(`Stored user is ${JSON.stringify(stored)}`);
  });
}
