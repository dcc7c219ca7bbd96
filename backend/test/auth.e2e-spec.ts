import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { RateLimitService } from '../src/common/guards/rate-limit';
import { AuthClock } from '../src/modules/auth/auth-clock';
import { OtpService } from '../src/modules/auth/otp.service';
import { UsersService } from '../src/modules/auth/users.service';
import { startTestApp, TestApp } from './harness';
import { mailsTried } from './mails';
import { SmtpSink } from './smtp-sink';

// Password hashing (argon2) and hundreds of requests make some of these tests slow on a busy machine.
jest.setTimeout(60_000);

const MINUTE = 60_000;
let ipCounter = 0;
/** A client address of its own (the app trusts X-Forwarded-For from loopback), so limits do not mix. */
const newIp = (): string => {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};
let emailCounter = 0;
const newEmail = (): string => {
  emailCounter += 1;
  return `shopper${emailCounter}-${Date.now()}@example.com`;
};

function codeIn(rawMail: string): string {
  const match = /verification code is (\d{6})/.exec(rawMail);
  if (!match) throw new Error('no code in the mail');
  return match[1];
}

/** Sends the request as if from its own client address. */
function from(shop: TestApp, ip = newIp()) {
  return {
    post: (path: string, body: object) => shop.http().post(path).set('X-Forwarded-For', ip).send(body),
  };
}

describe('accounts: the registration journey over a real SMTP server', () => {
  let shop: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    shop = await startTestApp({ env: { SMTP_URL: smtp.url } });
  });

  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  it('takes a shopper from OTP to a signed-in session and back out', async () => {
    const email = 'New.Shopper@Example.com';
    const client = from(shop);

    const sent = await client.post('/api/auth/send-otp', { email }).expect(200);
    expect(sent.body).toEqual({ message: 'OTP sent to your email' });
    await mailsTried(shop);
    const mail = smtp.received.find((m) => m.to.includes('new.shopper@example.com'));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail!.raw).toContain('Decor Shop');
    const code = codeIn(mail!.raw);

    const verified = await client.post('/api/auth/verify-otp', { email, otp: code }).expect(200);
    expect(verified.body.message).toBe('OTP verified successfully');

    const registered = await client
      .post('/api/auth/register', { username: '  Asha  ', email, password: 'a-good-password' })
      .expect(201);
    expect(registered.body.message).toBe('Registration successful');
    expect(registered.body.user).toEqual({
      _id: registered.body.user.id,
      id: expect.any(String),
      username: 'Asha',
      email: 'new.shopper@example.com',
      role: 'user',
      profileImage: null,
      phone: null,
      shippingAddress: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify(registered.body)).not.toMatch(/password/i);

    const again = await client
      .post('/api/auth/register', { username: 'Asha', email, password: 'a-good-password' })
      .expect(409);
    expect(again.body.message).toBe('An account with this email already exists');

    const login = await client.post('/api/auth/login', { email, password: 'a-good-password' }).expect(200);
    expect(login.body.user.email).toBe('new.shopper@example.com');
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^token=${login.body.token};`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    const cookie = setCookie.split(';')[0];

    const byCookie = await shop.http().get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(byCookie.body).toMatchObject({ email: 'new.shopper@example.com', username: 'Asha', role: 'user' });
    const byBearer = await shop.http().get('/api/auth/me').set('Authorization', `Bearer ${login.body.token}`);
    expect(byBearer.status).toBe(200);
    expect(byBearer.body.id).toBe(byCookie.body.id);

    const edited = await shop
      .http()
      .patch('/api/auth/edit-profile')
      .set('Cookie', cookie)
      .set('Origin', shop.baseUrl)
      .send({ username: 'Asha K', phone: '9876543210' })
      .expect(200);
    expect(edited.body.user).toMatchObject({ username: 'Asha K', phone: '9876543210' });

    const logout = await shop.http().post('/api/auth/logout').set('Cookie', cookie).set('Origin', shop.baseUrl);
    expect(logout.status).toBe(200);
    expect(logout.body.message).toBe('Logged out successfully');
    expect(String(logout.headers['set-cookie'])).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);
    await shop.http().get('/api/auth/me').expect(401);
  });
});

describe('accounts: OTP, registration, login and their limits (mail outbox)', () => {
  let shop: TestApp;
  let outbox: string;

  beforeAll(async () => {
    shop = await startTestApp();
    outbox = join(shop.config.dataDir, 'outbox');
  });

  afterAll(async () => {
    await shop.close();
  });

  /** The code of the newest mail to this address in the outbox, once the queued mails are written. */
  async function latestCode(email: string): Promise<string> {
    await mailsTried(shop);
    const mails = readdirSync(outbox)
      .sort()
      .map((name) => readFileSync(join(outbox, name), 'utf8'))
      .filter((raw) => raw.includes(`To: ${email}`));
    expect(mails.length).toBeGreaterThan(0);
    return codeIn(mails[mails.length - 1]);
  }

  async function sendOtp(email: string): Promise<string> {
    await from(shop).post('/api/auth/send-otp', { email }).expect(200);
    return await latestCode(email);
  }

  function moveClock(ms: number): void {
    const clock = shop.app.get(AuthClock);
    const at = Date.now() + ms;
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(at));
  }

  afterEach(() => jest.restoreAllMocks());

  it('writes the code mail to DATA_DIR/outbox without SMTP_URL', async () => {
    const email = newEmail();
    const code = await sendOtp(email);
    const raw = readdirSync(outbox)
      .map((name) => readFileSync(join(outbox, name), 'utf8'))
      .find((mail) => mail.includes(`To: ${email}`))!;
    expect(raw).toContain(code);
    expect(raw).toMatch(/multipart\/alternative/);
    expect(raw).toContain('Decor Shop');
  });

  it('keeps only a hash of the code', async () => {
    const email = newEmail();
    const code = await sendOtp(email);
    const [row] = await shop.app.get(DataSource).query('SELECT code_hash FROM email_otps WHERE email = $1', [email]);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
  });

  it('refuses a code for an e-mail that already has an account', async () => {
    const { user } = await shop.createUser();
    const res = await from(shop).post('/api/auth/send-otp', { email: user.email.toUpperCase() }).expect(409);
    expect(res.body.message).toBe('An account with this email already exists');
  });

  it.each([
    ['a malformed e-mail', { email: 'not-an-email' }],
    ['no e-mail', {}],
    ['an extra field', { email: 'x@example.com', role: 'admin' }],
    ['an oversized e-mail', { email: `${'a'.repeat(250)}@example.com` }],
    ['a non-string e-mail', { email: ['x@example.com'] }],
  ])('answers 400 to send-otp with %s', async (_what, body) => {
    const res = await from(shop).post('/api/auth/send-otp', body).expect(400);
    expect(res.body.message).toBeDefined();
  });

  it('refuses a wrong code and a replayed one', async () => {
    const email = newEmail();
    const code = await sendOtp(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await from(shop).post('/api/auth/verify-otp', { email, otp: wrong }).expect(400);
    expect(bad.body.message).toBe('Invalid or expired OTP');
    await from(shop).post('/api/auth/verify-otp', { email, otp: code }).expect(200);
    const replay = await from(shop).post('/api/auth/verify-otp', { email, otp: code }).expect(400);
    expect(replay.body.message).toBe('Invalid or expired OTP');
    await from(shop).post('/api/auth/verify-otp', { email: newEmail(), otp: code }).expect(400);
    await from(shop).post('/api/auth/verify-otp', { email, otp: '12ab56' }).expect(400);
  });

  it('lets a code expire after 10 minutes', async () => {
    const email = newEmail();
    const code = await sendOtp(email);
    moveClock(10 * MINUTE + 1000);
    const res = await from(shop).post('/api/auth/verify-otp', { email, otp: code }).expect(400);
    expect(res.body.message).toBe('Invalid or expired OTP');
    moveClock(9 * MINUTE);
    await from(shop).post('/api/auth/verify-otp', { email, otp: code }).expect(200);
  });

  it('burns a code after 5 wrong tries', async () => {
    const email = newEmail();
    const code = await sendOtp(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const res = await from(shop).post('/api/auth/verify-otp', { email, otp: wrong }).expect(400);
      expect(res.body.message).toBe('Invalid or expired OTP');
    }
    const fifth = await from(shop).post('/api/auth/verify-otp', { email, otp: wrong }).expect(400);
    expect(fifth.body.message).toMatch(/too many wrong attempts/);
    await from(shop).post('/api/auth/verify-otp', { email, otp: code }).expect(400);
  });

  it('replaces the previous code with a new one', async () => {
    const email = newEmail();
    const otp = shop.app.get(OtpService);
    await otp.send(email);
    const first = await latestCode(email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await otp.send(email);
    const second = await latestCode(email);
    if (first !== second) {
      await from(shop).post('/api/auth/verify-otp', { email, otp: first }).expect(400);
    }
    await from(shop).post('/api/auth/verify-otp', { email, otp: second }).expect(200);
  });

  it('registers only a verified e-mail, and only while the verification is fresh', async () => {
    const unverified = newEmail();
    const res = await from(shop)
      .post('/api/auth/register', { username: 'Ravi', email: unverified, password: 'password-123' })
      .expect(400);
    expect(res.body.message).toBe('Please verify your email with the OTP before registering');
    expect(await shop.app.get(UsersService).findByEmail(unverified)).toBeNull();

    const email = newEmail();
    await from(shop)
      .post('/api/auth/verify-otp', { email, otp: await sendOtp(email) })
      .expect(200);
    moveClock(31 * MINUTE);
    await from(shop).post('/api/auth/register', { username: 'Ravi', email, password: 'password-123' }).expect(400);
    moveClock(29 * MINUTE);
    await from(shop).post('/api/auth/register', { username: 'Ravi', email, password: 'password-123' }).expect(201);
  });

  it.each([
    ['a short password', { username: 'Ravi', password: 'short12' }, 'Password must be at least 8 characters'],
    ['a long password', { username: 'Ravi', password: 'p'.repeat(129) }, 'Password must be at most 128 characters'],
    ['no username', { password: 'password-123' }, 'Username is required'],
    ['a blank username', { username: '   ', password: 'password-123' }, 'Username is required'],
    ['a long username', { username: 'u'.repeat(61), password: 'password-123' }, 'Username must be at most 60'],
    ['a role', { username: 'Ravi', password: 'password-123', role: 'admin' }, 'property role should not exist'],
  ])('refuses registration with %s and creates nothing', async (_what, fields, message) => {
    const email = newEmail();
    await from(shop)
      .post('/api/auth/verify-otp', { email, otp: await sendOtp(email) })
      .expect(200);
    const res = await from(shop)
      .post('/api/auth/register', { email, ...fields })
      .expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
    expect(await shop.app.get(UsersService).findByEmail(email)).toBeNull();
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const { user } = await shop.createUser({ password: 'right-password' });
    const wrong = await from(shop).post('/api/auth/login', { email: user.email, password: 'wrong-password' });
    const unknown = await from(shop).post('/api/auth/login', { email: newEmail(), password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    await from(shop).post('/api/auth/login', { email: 'bad', password: 'x' }).expect(400);
    await from(shop).post('/api/auth/login', { email: user.email }).expect(400);
  });

  describe('rate limits', () => {
    it('sends at most one code per e-mail every 30 seconds', async () => {
      const email = newEmail();
      await from(shop).post('/api/auth/send-otp', { email }).expect(200);
      const res = await from(shop).post('/api/auth/send-otp', { email: email.toUpperCase() }).expect(429);
      expect(res.body.message).toMatch(/^An OTP was just sent to this email\. Please try again in \d+ seconds\.$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers['ratelimit-limit']).toBe('1');
      expect(res.headers['ratelimit-remaining']).toBe('0');
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
    });

    it('sends at most five codes per e-mail an hour', async () => {
      const email = newEmail();
      const limits = shop.app.get(RateLimitService);
      for (let sent = 0; sent < 5; sent += 1) {
        await limits.reset('otp-send-email-burst', { body: { email } });
        await from(shop).post('/api/auth/send-otp', { email }).expect(200);
      }
      await limits.reset('otp-send-email-burst', { body: { email } });
      const res = await from(shop).post('/api/auth/send-otp', { email }).expect(429);
      expect(res.body.message).toMatch(/^Too many OTPs were requested for this email/);
    });

    it('sends at most 20 codes an hour to one client address', async () => {
      const client = from(shop, newIp());
      for (let sent = 0; sent < 20; sent += 1) {
        await client.post('/api/auth/send-otp', { email: newEmail() }).expect(200);
      }
      const res = await client.post('/api/auth/send-otp', { email: newEmail() }).expect(429);
      expect(res.body.message).toMatch(/^Too many OTP requests/);
      await from(shop).post('/api/auth/send-otp', { email: newEmail() }).expect(200);
    });

    it('checks at most 20 codes per 10 minutes from one client address', async () => {
      const client = from(shop, newIp());
      for (let tried = 0; tried < 20; tried += 1) {
        await client.post('/api/auth/verify-otp', { email: newEmail(), otp: '123456' }).expect(400);
      }
      await client.post('/api/auth/verify-otp', { email: newEmail(), otp: '123456' }).expect(429);
    });

    it('refuses logins after 10 failures for one e-mail from one address; a success resets the count', async () => {
      const { user, password } = await shop.createUser();
      const ip = newIp();
      const client = from(shop, ip);
      for (let failed = 0; failed < 9; failed += 1) {
        await client.post('/api/auth/login', { email: user.email, password: 'wrong-password' }).expect(401);
      }
      await client.post('/api/auth/login', { email: user.email, password }).expect(200);
      for (let failed = 0; failed < 10; failed += 1) {
        await client.post('/api/auth/login', { email: user.email, password: 'wrong-password' }).expect(401);
      }
      const res = await client.post('/api/auth/login', { email: user.email, password }).expect(429);
      expect(res.body.message).toBe(
        "Too many failed login attempts. Please try again in 15 minutes. To sign in now, enter your password with the sign-in code sent to this account's email.",
      );
      expect(res.body.code).toBe('LOGIN_CODE_REQUIRED');
      await from(shop).post('/api/auth/login', { email: user.email, password }).expect(200);
    });

    it('puts a ceiling of 300 requests a minute on one remote address, not on loopback', async () => {
      const ip = newIp();
      for (let call = 0; call < 300; call += 1) {
        const res = await shop.http().get('/api/health').set('X-Forwarded-For', ip);
        expect(res.status).toBe(200);
      }
      const refused = await shop.http().get('/api/health').set('X-Forwarded-For', ip).expect(429);
      expect(refused.body).toEqual({
        statusCode: 429,
        message: expect.stringMatching(/^Too many requests\./),
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
      });
      const local = await shop.http().get('/api/health').expect(200);
      expect(local.headers['x-ratelimit-limit']).toBeUndefined();
    });

    (process.env.REDIS_URL ? it : it.skip)('keeps the counters in Redis under the app prefix', async () => {
      const redis = new IORedis(process.env.REDIS_URL!);
      try {
        await from(shop).post('/api/auth/login', { email: newEmail(), password: 'whatever-1' }).expect(401);
        expect((await redis.keys(`${shop.config.queuePrefix}:rl:*`)).length).toBeGreaterThan(0);
      } finally {
        await redis.quit();
      }
    });
  });
});
