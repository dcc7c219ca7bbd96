import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from './harness';
import { mailsTried } from './mails';

jest.setTimeout(60_000);

let counter = 0;
const address = (domain: string): string => `integrator${++counter}-${Date.now()}@${domain}`;

/** The test mode's sign-up codes: registration without a mailbox, for test addresses only. */
describe('sandbox sign-up codes (GET /api/sandbox/sign-up-code)', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp();
  });

  afterAll(async () => {
    await shop.close();
  });

  const sendOtp = (app: TestApp, email: string) => app.http().post('/api/auth/send-otp').send({ email }).expect(200);
  const readCode = (app: TestApp, email: string) => app.http().get('/api/sandbox/sign-up-code').query({ email });
  /** What the shop keeps of an address's code for the test mode, straight from the table. */
  const keptCode = async (app: TestApp, email: string): Promise<string | null> => {
    const rows = await app.app.get(DataSource).query('SELECT sandbox_code FROM email_otps WHERE email = $1', [email]);
    return rows[0]?.sandbox_code ?? null;
  };

  it('answers the code the shop mailed, which then registers the address', async () => {
    const email = address('example.com');
    await sendOtp(shop, email);
    const res = await readCode(shop, email.toUpperCase()).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ email, code: expect.stringMatching(/^\d{6}$/), expiresAt: expect.any(String) });
    expect(new Date(res.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    // The mail still goes out, carrying the same code.
    await mailsTried(shop);
    const outbox = join(shop.config.dataDir, 'outbox');
    const mail = readdirSync(outbox)
      .map((name) => readFileSync(join(outbox, name), 'utf8'))
      .find((raw) => raw.includes(email));
    expect(mail).toContain(`verification code is ${res.body.code}`);

    await shop.http().post('/api/auth/verify-otp').send({ email, otp: res.body.code }).expect(200);
    await shop
      .http()
      .post('/api/auth/register')
      .send({ email, username: 'Integrator', password: 'brass-lamp-by-the-door' })
      .expect(201);
    // A used code is gone from the test mode as from the shop.
    const gone = await readCode(shop, email).expect(404);
    expect(gone.body.message).toMatch(/No live sign-up code/);
    expect(await keptCode(shop, email)).toBeNull();
  });

  it('covers every reserved test domain, and forgets a code burnt by wrong tries', async () => {
    const email = address('shop.ci.test');
    await sendOtp(shop, email);
    const { code } = (await readCode(shop, email).expect(200)).body;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await shop.http().post('/api/auth/verify-otp').send({ email, otp: wrong }).expect(400);
    }
    await readCode(shop, email).expect(404);
    expect(await keptCode(shop, email)).toBeNull();
  });

  it('keeps nothing for real addresses and refuses to look them up', async () => {
    const email = address('gmail.com');
    await sendOtp(shop, email);
    expect(await keptCode(shop, email)).toBeNull();
    const refused = await readCode(shop, email).expect(400);
    expect(refused.body.message).toMatch(/only for an address at example\.com/);
    await readCode(shop, 'asha@example.com.evil.in').expect(400);
  });

  it('refuses bad input and answers 404 for a test address without a live code', async () => {
    const invalid = await readCode(shop, 'not-an-address').expect(400);
    expect(JSON.stringify(invalid.body.message)).toMatch(/valid email/);
    await shop.http().get('/api/sandbox/sign-up-code').expect(400);
    const none = await readCode(shop, address('example.org')).expect(404);
    expect(none.body.message).toMatch(/call sendOtp first/);
  });

  it('is absent when the shop runs a real gateway: 404 for any input, and no code is kept', async () => {
    const real = await startTestApp({ env: { PAYTM_HOST: 'https://securegw-stage.paytm.in' } });
    try {
      expect(real.config.paymentSandbox).toBe(false);
      const email = address('example.com');
      await sendOtp(real, email);
      expect(await keptCode(real, email)).toBeNull();
      await readCode(real, email).expect(404);
      await readCode(real, 'not-an-address').expect(404);
      await real.http().get('/api/sandbox/sign-up-code').expect(404);
    } finally {
      await real.close();
    }
  });
});
