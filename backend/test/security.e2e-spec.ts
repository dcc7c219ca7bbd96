import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { RateLimitService } from '../src/common/guards/rate-limit';
import { ADDRESS, bearer, createProduct, setProfileAddress } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';
import { mailsTried } from './mails';

let ipCounter = 0;
/** Each test speaks from addresses of its own, so the per-address limits do not mix. */
const newIp = (): string => {
  ipCounter += 1;
  return `203.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

/** Retries an assertion until it holds or the time is up. */
async function eventually(check: () => Promise<void>, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('hardening: bad input, sessions, CSRF, idempotency, ownership, limits', () => {
  let shop: TestApp;
  let admin: { token: string };

  beforeAll(async () => {
    shop = await startTestApp();
    admin = await shop.createUser({ role: 'admin' });
  });

  afterAll(async () => {
    await shop.close();
  });

  const login = (email: string, password: string, ip = newIp()) =>
    shop.http().post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });
  const loginWithCode = (email: string, password: string, otp: string) =>
    shop.http().post('/api/auth/login').set('X-Forwarded-For', newIp()).send({ email, password, otp });

  /** The codes mailed to this address so far (oldest first), once there are at least `atLeast`. */
  async function mailedCodes(email: string, pattern: RegExp, atLeast: number): Promise<string[]> {
    const outbox = join(shop.config.dataDir, 'outbox');
    let codes: string[] = [];
    for (let attempt = 0; attempt < 100; attempt += 1) {
      codes = readdirSync(outbox)
        .sort()
        .map((name) => readFileSync(join(outbox, name), 'utf8'))
        .filter((raw) => raw.includes(`To: ${email}`))
        .map((raw) => pattern.exec(raw)?.[1])
        .filter((code): code is string => code !== undefined);
      if (codes.length >= atLeast) return codes;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${codes.length} of ${atLeast} mails with ${pattern} to ${email}`);
  }

  describe('NUL bytes, lone surrogates and non-calendar dates are a 400 naming the field', () => {
    const NUL = 'a\u0000b';
    const LONE = 'x\ud800y';

    it.each([
      ['GET', '/api/product/search?query=' + encodeURIComponent(NUL), 'query'],
      ['GET', `/api/product?category=${encodeURIComponent(NUL)}`, 'category'],
      ['GET', `/api/orders/${encodeURIComponent('me\u0000@example.com')}`, 'email'],
      ['GET', `/api/payments/user-payments/${encodeURIComponent('me\u0000@example.com')}`, 'email'],
    ])('%s %s', async (method, path, field) => {
      const { token } = await shop.createUser();
      const res = await shop
        .http()
        [method.toLowerCase() as 'get'](path)
        .set(...bearer(token));
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
    });

    it('refuses a lone surrogate sent as raw (invalid UTF-8) bytes in a path; a query keeps them as text', async () => {
      const { token } = await shop.createUser();
      const path = await shop
        .http()
        .get('/api/orders/me%ED%A0%80%40example.com')
        .set(...bearer(token));
      expect(path.status).toBe(400);
      expect(path.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      // The query parser cannot decode it and keeps the characters as sent: a search for that text.
      const query = await shop
        .http()
        .get('/api/product/search?query=x%ED%A0%80y')
        .set(...bearer(token));
      expect([200, 400]).toContain(query.status);
    });

    it('refuses them in JSON bodies, as values and as keys, for every kind of caller', async () => {
      const user = await shop.createUser();
      const cases: [string, string, object, string][] = [
        ['patch', '/api/auth/edit-profile', { username: NUL }, 'username'],
        ['patch', '/api/auth/edit-profile', { username: 'Asha', shippingAddress: { ...ADDRESS, city: LONE } }, 'city'],
        ['post', '/api/coupon/validate', { code: NUL }, 'code'],
        ['post', '/api/reviews/post-review', { comment: LONE, rating: 5, productId: NUL }, ''],
        ['post', '/api/auth/send-otp', { email: `a${LONE}@example.com` }, 'email'],
        ['post', '/api/auth/login', { email: 'a@example.com', password: NUL }, 'password'],
        ['post', '/api/orders/create-order', { products: [], email: 'x', [`k${NUL}`]: 1 }, ''],
      ];
      for (const [method, path, body, field] of cases) {
        const res = await shop
          .http()
          [method as 'post'](path)
          .set(...bearer(user.token))
          .send(body);
        expect({ path, status: res.status }).toEqual({ path, status: 400 });
        expect(JSON.stringify(res.body.message)).toContain(field);
      }
      const deal = await shop
        .http()
        .put('/api/deal')
        .set(...bearer(admin.token))
        .send({ title: NUL, discount: 10, endDate: '2030-01-01T00:00:00Z', categories: [] });
      expect(deal.status).toBe(400);
    });

    it.each(['2025-W01', '2025-W01-1', '2025-001', '2031-02-30', '2031', '12/31/2031', '2031-12-31T25:00'])(
      'refuses %j as a deal end date or a coupon expiry',
      async (date) => {
        const deal = await shop
          .http()
          .put('/api/deal')
          .set(...bearer(admin.token))
          .send({ title: 'Sale', discount: 10, endDate: date, categories: [] });
        expect(deal.status).toBe(400);
        expect(JSON.stringify(deal.body.message)).toMatch(/endDate/);
        const coupon = await shop
          .http()
          .post('/api/coupon/add')
          .set(...bearer(admin.token))
          .send({ code: 'WEEKDATE', discountPercentage: 10, expiryDate: date });
        expect(coupon.status).toBe(400);
      },
    );

    it('still accepts real dates and times', async () => {
      await shop
        .http()
        .put('/api/deal')
        .set(...bearer(admin.token))
        .send({ title: 'Sale', discount: 10, endDate: '2031-12-31T23:59:59+05:30', categories: [] })
        .expect(200);
    });
  });

  describe('sessions end on logout, password change and reset, on every process', () => {
    it('logout ends the Bearer token and the cookie, also in a second API process', async () => {
      const { user, password } = await shop.createUser();
      const first = await login(user.email, password).expect(200);
      const second = await login(user.email, password).expect(200);
      const cookie = (second.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
      const other = await startTestApp({ databaseUrl: shop.config.databaseUrl });
      try {
        await other
          .http()
          .get('/api/auth/me')
          .set(...bearer(first.body.token))
          .expect(200);
        await shop
          .http()
          .post('/api/auth/logout')
          .set(...bearer(first.body.token))
          .expect(200);
        await shop
          .http()
          .get('/api/auth/me')
          .set(...bearer(first.body.token))
          .expect(401);
        // The other process may reuse the account it read for up to a second (its session cache).
        await eventually(async () => {
          const res = await other
            .http()
            .get('/api/auth/me')
            .set(...bearer(first.body.token));
          expect(res.status).toBe(401);
        }, 2500);
        await shop.http().get('/api/auth/me').set('Cookie', cookie).expect(401);
        await login(user.email, password).expect(200);
      } finally {
        await other.close({ keepData: true });
      }
    });

    it('password change needs the current password, refuses weak ones, keeps this session and ends the others', async () => {
      const { user, password, token: otherSession } = await shop.createUser();
      const signedIn = await login(user.email, password).expect(200);
      const change = (body: object) =>
        shop
          .http()
          .post('/api/auth/change-password')
          .set('X-Forwarded-For', newIp())
          .set(...bearer(signedIn.body.token))
          .send(body);
      const wrong = await change({ currentPassword: 'not-it-at-all', newPassword: 'a-better-pass-1' }).expect(400);
      expect(wrong.body.message).toBe('Current password is incorrect');
      const common = await change({ currentPassword: password, newPassword: 'iloveyou1' }).expect(400);
      expect(common.body.message).toEqual(['This password is too common. Please choose a less guessable one.']);
      await change({ currentPassword: password, newPassword: '         ' }).expect(400);

      const done = await change({ currentPassword: password, newPassword: 'brass-lamp-by-the-door' }).expect(200);
      expect(done.body).toMatchObject({ message: 'Password changed successfully', user: { id: user.id } });
      expect(done.headers['set-cookie']?.[0]).toMatch(/^token=/);
      await shop
        .http()
        .get('/api/auth/me')
        .set(...bearer(done.body.token))
        .expect(200);
      await shop
        .http()
        .get('/api/auth/me')
        .set(...bearer(signedIn.body.token))
        .expect(401);
      await shop
        .http()
        .get('/api/auth/me')
        .set(...bearer(otherSession))
        .expect(401);
      await login(user.email, password).expect(401);
      await login(user.email, 'brass-lamp-by-the-door').expect(200);
    });

    it('anonymous password change is a 401', async () => {
      await shop
        .http()
        .post('/api/auth/change-password')
        .send({ currentPassword: 'x', newPassword: 'brass-lamp-by-the-door' })
        .expect(401);
    });

    it('resets a forgotten password with a mailed code and ends every session', async () => {
      const { user, token } = await shop.createUser();
      const ask = (email: string) =>
        shop.http().post('/api/auth/forgot-password').set('X-Forwarded-For', newIp()).send({ email });
      const unknown = await ask('nobody-here@example.com').expect(200);
      const known = await ask(user.email).expect(200);
      expect(known.body).toEqual(unknown.body);

      const [code] = await mailedCodes(user.email, /password reset code is (\d{6})/, 1);
      const reset = (otp: string, password = 'teak-shelf-and-lamp') =>
        shop
          .http()
          .post('/api/auth/reset-password')
          .set('X-Forwarded-For', newIp())
          .send({ email: user.email, otp, password });
      const wrongCode = code === '000000' ? '111111' : '000000';
      expect((await reset(wrongCode).expect(400)).body.message).toBe('Invalid or expired OTP');
      await reset(code, 'password').expect(400);
      const done = await reset(code).expect(200);
      expect(done.body.message).toBe('Password reset successfully. Please log in with your new password.');
      await shop
        .http()
        .get('/api/auth/me')
        .set(...bearer(token))
        .expect(401);
      await reset(code).expect(400);
      await login(user.email, 'teak-shelf-and-lamp').expect(200);
    });
  });

  describe('real and unknown accounts answer alike', () => {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const forgot = (email: string) =>
      shop.http().post('/api/auth/forgot-password').set('X-Forwarded-For', newIp()).send({ email });

    /** Accounts made in one statement (hashing a password each would take most of the test). */
    const accounts = async (count: number): Promise<string[]> => {
      const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const rows: { email: string }[] = await shop.app.get(DataSource).query(
        `INSERT INTO users (email, username, password_hash)
         SELECT 'timed-' || $1 || '-' || n || '@example.com', 'Timed', 'not a hash' FROM generate_series(1, $2) n
         RETURNING email`,
        [stamp, count],
      );
      return rows.map((row) => row.email);
    };

    it('asking for a reset code takes as long for a real account as for an unknown one', async () => {
      const PAIRS = 30;
      const timed = async (email: string) => {
        const started = performance.now();
        const res = await forgot(email).expect(200);
        return { ms: performance.now() - started, body: res.body as unknown };
      };
      // A loaded machine adds noise to a round: a few rounds, each of its own accounts
      // (five requests per e-mail an hour); a real difference shows in every one.
      const ratios: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        const times = { real: [] as number[], unknown: [] as number[] };
        const real = await accounts(PAIRS);
        for (let i = 0; i < PAIRS; i += 1) {
          const unknown = `nobody-${round}-${i}-${Date.now()}@example.com`;
          // Alternating which goes first, so neither always follows the other's leftover work.
          const pair = i % 2 === 0 ? [real[i], unknown] : [unknown, real[i]];
          for (const email of pair) {
            const { ms, body } = await timed(email);
            times[email === unknown ? 'unknown' : 'real'].push(ms);
            expect(body).toEqual({
              message: 'If an account exists for this email, a password reset code has been sent to it.',
            });
          }
        }
        ratios.push(median(times.real) / median(times.unknown));
        if (ratios[round] > 0.67 && ratios[round] < 1.5) break;
      }
      expect(ratios.some((ratio) => ratio > 0.67 && ratio < 1.5)).toBe(true);
    });

    it('trying reset codes answers a real and an unknown account alike, the burnt code included', async () => {
      const { user } = await shop.createUser();
      const unknown = `nobody-${Date.now()}@example.com`;
      await forgot(user.email).expect(200);
      await forgot(unknown).expect(200);
      const [code] = await mailedCodes(user.email, /password reset code is (\d{6})/, 1);
      const wrong = code === '000000' ? '111111' : '000000';
      const answers = async (email: string) => {
        const seen: unknown[] = [];
        for (let i = 0; i < 6; i += 1) {
          const res = await shop
            .http()
            .post('/api/auth/reset-password')
            .set('X-Forwarded-For', newIp())
            .send({ email, otp: wrong, password: 'teak-shelf-and-lamp' });
          seen.push([res.status, res.body]);
        }
        return seen;
      };
      const real = await answers(user.email);
      expect(await answers(unknown)).toEqual(real);
      expect(real[4]).toEqual([
        400,
        {
          statusCode: 400,
          message: 'Invalid or expired OTP: too many wrong attempts, please request a new OTP',
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
        },
      ]);
      expect(real[5]).toEqual([
        400,
        { statusCode: 400, message: 'Invalid or expired OTP', error: 'Bad Request', code: 'VALIDATION_FAILED' },
      ]);
    });
  });

  describe('registration and login limits', () => {
    it('refuses common and blank passwords at registration', async () => {
      for (const password of ['password', '12345678', '        ']) {
        const res = await shop
          .http()
          .post('/api/auth/register')
          .set('X-Forwarded-For', newIp())
          .send({ username: 'Asha', email: `weak-${Math.random()}@example.com`, password })
          .expect(400);
        expect(JSON.stringify(res.body.message)).toMatch(/too common|only spaces/);
      }
    });

    it('limits registration attempts per e-mail, whatever the address', async () => {
      const { user } = await shop.createUser();
      const attempt = () =>
        shop
          .http()
          .post('/api/auth/register')
          .set('X-Forwarded-For', newIp())
          .send({ username: 'Asha', email: user.email, password: 'brass-lamp-by-the-door' });
      for (let i = 0; i < 5; i += 1) await attempt().expect(409);
      const refused = await attempt().expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('nobody can keep an account out', () => {
    const SIGN_IN_CODE = /sign-in code is (\d{6})/;
    const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
    /** Counts 30 failed logins to the account as the login route does, without hashing 30 passwords. */
    const failLogins = async (email: string) => {
      const limits = shop.app.get(RateLimitService);
      for (let i = 0; i < 30; i += 1) await limits.count('login-account', { ip: newIp(), body: { email } });
    };

    it("past the account's limit the password alone is refused, the password with the mailed code signs in", async () => {
      const { user, password } = await shop.createUser({ role: 'admin' });
      for (let i = 0; i < 30; i += 1) await login(user.email, `wrong-${i}-password`).expect(401);

      const refused = await login(user.email, password).expect(429);
      expect(refused.body).toEqual({
        statusCode: 429,
        message:
          "Too many failed login attempts for this account. Please try again in 15 minutes. To sign in now, enter your password with the sign-in code sent to this account's email.",
        error: 'Too Many Requests',
        code: 'LOGIN_CODE_REQUIRED',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(890);
      expect(refused.headers['ratelimit-limit']).toBe('30');
      expect(refused.headers['ratelimit-policy']).toBe('30;w=900');
      const [code] = await mailedCodes(user.email, SIGN_IN_CODE, 1);

      // Guesses without the password never burn the owner's code, whatever code they carry.
      for (let i = 0; i < 6; i += 1)
        await loginWithCode(user.email, `guess-${i}-password`, otherThan(code)).expect(401);
      await loginWithCode(user.email, 'guess-password', code).expect(401);
      // A wrong code is refused (and counts, see the next test); the limit still holds for the password alone.
      const wrong = await loginWithCode(user.email, password, otherThan(code)).expect(401);
      expect(wrong.body.message).toBe('Invalid email, password or sign-in code');
      await login(user.email, password).expect(429);

      const signedIn = await loginWithCode(user.email, password, code).expect(200);
      expect(signedIn.body.user).toMatchObject({ id: user.id, role: 'admin' });
      await shop
        .http()
        .get('/api/auth/me')
        .set(...bearer(signedIn.body.token))
        .expect(200);
      // The good login forgot the failures; the code is used up.
      await login(user.email, password).expect(200);
      await loginWithCode(user.email, password, code).expect(401);
      // One code was mailed for all the refusals.
      expect(await mailedCodes(user.email, SIGN_IN_CODE, 1)).toEqual([code]);
      // Thirty password hashes: slow on a loaded machine.
    }, 600_000);

    it('burns a code after five wrong ones with the right password; the next refusal mails a new code', async () => {
      const { user, password } = await shop.createUser();
      await failLogins(user.email);
      await login(user.email, password).expect(429);
      const [first] = await mailedCodes(user.email, SIGN_IN_CODE, 1);
      for (let i = 0; i < 5; i += 1) await loginWithCode(user.email, password, otherThan(first)).expect(401);
      await loginWithCode(user.email, password, first).expect(401);

      const again = await login(user.email, password).expect(429);
      expect(again.body.code).toBe('LOGIN_CODE_REQUIRED');
      const [, second] = await mailedCodes(user.email, SIGN_IN_CODE, 2);
      await loginWithCode(user.email, password, second).expect(200);
    });

    it('answers an unknown e-mail past the limit as an account, and mails nothing', async () => {
      const email = `nobody-${Date.now()}@example.com`;
      await failLogins(email);
      const refused = await login(email, 'any-password').expect(429);
      expect(refused.body.code).toBe('LOGIN_CODE_REQUIRED');
      expect(refused.body.message).toMatch(/^Too many failed login attempts for this account\./);
      await loginWithCode(email, 'any-password', '123456').expect(401);
      await mailsTried(shop);
      await expect(mailedCodes(email, SIGN_IN_CODE, 1)).rejects.toThrow(/0 of 1/);
    });

    it('a code also opens the per-address limit for the owner', async () => {
      const { user, password } = await shop.createUser();
      const ip = newIp();
      for (let i = 0; i < 10; i += 1) await login(user.email, `wrong-${i}-password`, ip).expect(401);
      const refused = await login(user.email, password, ip).expect(429);
      expect(refused.body.message).toMatch(
        /^Too many failed login attempts\. Please try again in 15 minutes\. To sign in now/,
      );
      const [code] = await mailedCodes(user.email, SIGN_IN_CODE, 1);
      await shop
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', ip)
        .send({ email: user.email, password, otp: code })
        .expect(200);
    });
  });

  describe('login CSRF', () => {
    it('refuses a cross-site form post to login, and a form post that names no origin', async () => {
      const { user, password } = await shop.createUser();
      await shop
        .http()
        .post('/api/auth/login')
        .set('Origin', 'https://evil.example')
        .type('form')
        .send({ email: user.email, password })
        .expect(403);
      await shop.http().post('/api/auth/login').type('form').send({ email: user.email, password }).expect(403);
      await shop
        .http()
        .post('/api/auth/login')
        .set('Origin', 'https://evil.example')
        .send({ email: user.email, password })
        .expect(403);
      await shop
        .http()
        .post('/api/auth/register')
        .set('Referer', 'https://evil.example/page')
        .send({ username: 'x', email: 'x@example.com', password: 'brass-lamp-by-the-door' })
        .expect(403);
    });

    it("accepts the shop's own pages and programs sending JSON", async () => {
      const { user, password } = await shop.createUser();
      await shop
        .http()
        .post('/api/auth/login')
        .set('Origin', shop.baseUrl)
        .type('form')
        .send({ email: user.email, password })
        .expect(200);
      await login(user.email, password).expect(200);
    });
  });

  describe('orders: idempotency keys and ownership by account', () => {
    async function orderBody(shopper: { user: { id: string; email: string } }) {
      const productId = await createProduct(shop, { price: '1000.00' });
      await setProfileAddress(shop, shopper.user.id);
      return { products: [{ productId, quantity: 1 }], amount: 1100, email: shopper.user.email, paymentMethod: 'COD' };
    }

    it('replays the same body with Idempotent-Replayed and refuses another body with 422', async () => {
      const shopper = await shop.createUser();
      const body = await orderBody(shopper);
      const place = (sent: object) =>
        shop
          .http()
          .post('/api/orders/create-order')
          .set(...bearer(shopper.token))
          .set('Idempotency-Key', 'order-key-1')
          .send(sent);
      const first = await place(body).expect(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const again = await place({ ...body, amount: '1100.00' }).expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body.order.id).toBe(first.body.order.id);
      const other = await place({ ...body, paymentMethod: 'UPI' }).expect(422);
      expect(other.body.message).toMatch(/already used for a different order/);
      // The price rose since: the same request is still the order placed, not a 409 for the
      // new total; another body under the key is still refused as such.
      await shop.app
        .get(DataSource)
        .query(`UPDATE product_variants SET price = 1500 WHERE product_id = $1`, [body.products[0].productId]);
      const later = await place(body).expect(201);
      expect(later.headers['idempotent-replayed']).toBe('true');
      expect(later.body.order).toEqual(again.body.order);
      await place({ ...body, paymentMethod: 'UPI' }).expect(422);
      const count = await shop.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS n FROM orders WHERE user_id = $1`, [shopper.user.id]);
      expect(count[0].n).toBe(1);
    });

    it("does not give a deleted account's orders and payments to whoever registers its e-mail again", async () => {
      const email = `reused-${Date.now()}@example.com`;
      const first = await shop.createUser({ email });
      const placed = await shop
        .http()
        .post('/api/orders/create-order')
        .set(...bearer(first.token))
        .send(await orderBody(first))
        .expect(201);
      await shop
        .http()
        .delete(`/api/auth/users/${first.user.id}`)
        .set(...bearer(admin.token))
        .expect(200);

      const second = await shop.createUser({ email });
      const orders = await shop
        .http()
        .get(`/api/orders/${email}`)
        .set(...bearer(second.token))
        .expect(200);
      expect(orders.body.orders).toEqual([]);
      const payments = await shop
        .http()
        .get(`/api/payments/user-payments/${email}`)
        .set(...bearer(second.token))
        .expect(200);
      expect(JSON.stringify(payments.body)).not.toContain(placed.body.order.id);
      await shop
        .http()
        .get(`/api/orders/order/${placed.body.order.id}`)
        .set(...bearer(second.token))
        .expect(403);
      const stats = await shop
        .http()
        .get(`/api/stats/user-stats/${second.user.id}`)
        .set(...bearer(second.token))
        .expect(200);
      expect(JSON.stringify(stats.body)).not.toMatch(/"totalPayments":1100/);
      // The shop still sees the old order under that e-mail.
      const asAdmin = await shop
        .http()
        .get(`/api/orders/${email}`)
        .set(...bearer(admin.token))
        .expect(200);
      expect(asAdmin.body.orders.map((o: { id: string }) => o.id)).toContain(placed.body.order.id);
    });
  });

  describe('coupon limits: total uses, uses per customer, minimum order, under concurrency', () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const addCoupon = (body: object) =>
      shop
        .http()
        .post('/api/coupon/add')
        .set(...bearer(admin.token))
        .send({ discountPercentage: 100, expiryDate: future, ...body });

    async function shopperWithCart(price = '1000.00') {
      const shopper = await shop.createUser();
      const productId = await createProduct(shop, { price });
      await setProfileAddress(shop, shopper.user.id);
      return { ...shopper, productId };
    }

    const order = (shopper: { token: string; user: { email: string }; productId: string }, couponCode: string) =>
      shop
        .http()
        .post('/api/orders/create-order')
        .set(...bearer(shopper.token))
        .send({
          products: [{ productId: shopper.productId, quantity: 1 }],
          amount: 0,
          email: shopper.user.email,
          paymentMethod: 'COD',
          couponCode,
        });

    it('lets at most maxUses of 12 parallel orders have a 100% coupon', async () => {
      const created = await addCoupon({ code: 'FREEFORTHREE', maxUses: 3 }).expect(201);
      expect(created.body.coupon).toMatchObject({ maxUses: 3, maxUsesPerCustomer: null, usedCount: 0 });
      // Set up one by one: only the orders below need to race, and 36 parallel set-up writes
      // can wait past the pool's connection timeout on a busy machine.
      const shoppers: Awaited<ReturnType<typeof shopperWithCart>>[] = [];
      for (let i = 0; i < 12; i += 1) shoppers.push(await shopperWithCart());
      const results = await Promise.all(shoppers.map((shopper) => order(shopper, 'freeforthree')));
      const statuses = results.map((res) => res.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status !== 201).every((status) => status === 400)).toBe(true);
      const refused = results.find((res) => res.status === 400)!;
      expect(refused.body.message).toBe('This coupon has reached its usage limit.');
      const validate = await shop
        .http()
        .post('/api/coupon/validate')
        .set(...bearer(shoppers[0].token))
        .send({ code: 'FREEFORTHREE' })
        .expect(400);
      expect(validate.body.message).toBe('This coupon has reached its usage limit.');

      // A cancelled order gives its use back.
      const placed = results.find((res) => res.status === 201)!;
      await shop
        .http()
        .patch(`/api/orders/update-order-status/${placed.body.order.id}`)
        .set(...bearer(admin.token))
        .send({ status: 'cancelled' })
        .expect(200);
      const list = await shop
        .http()
        .get('/api/coupon')
        .set(...bearer(admin.token))
        .expect(200);
      expect(list.body.find((c: { code: string }) => c.code === 'FREEFORTHREE').usedCount).toBe(2);
    });

    it('lets one customer use a coupon only maxUsesPerCustomer times, even in parallel', async () => {
      await addCoupon({ code: 'ONCEEACH', maxUsesPerCustomer: 1 }).expect(201);
      const shopper = await shopperWithCart();
      const results = await Promise.all(Array.from({ length: 5 }, () => order(shopper, 'ONCEEACH')));
      expect(results.filter((res) => res.status === 201)).toHaveLength(1);
      const refused = results.find((res) => res.status === 400)!;
      expect(refused.body.message).toBe('You have already used this coupon as many times as it allows.');
      const other = await shopperWithCart();
      await order(other, 'ONCEEACH').expect(201);
    });

    it('needs the minimum order value, in validate (as a figure), the cart and the order', async () => {
      await addCoupon({ code: 'BIGBASKET', discountPercentage: 10, minOrderValue: '1500.50' }).expect(201);
      const shopper = await shopperWithCart('1000.00');
      const valid = await shop
        .http()
        .post('/api/coupon/validate')
        .set(...bearer(shopper.token))
        .send({ code: 'BIGBASKET' })
        .expect(200);
      expect(valid.body.minOrderValue).toBe(1500.5);
      await shop
        .http()
        .post('/api/cart/add')
        .set(...bearer(shopper.token))
        .send({ productId: shopper.productId, quantity: 1 })
        .expect(201);
      const cart = await shop
        .http()
        .get(`/api/cart/${shopper.user.id}?couponCode=BIGBASKET`)
        .set(...bearer(shopper.token))
        .expect(400);
      expect(cart.body.message).toBe('This coupon needs an order subtotal of at least Rs. 1,500.50.');
      const refused = await order(shopper, 'BIGBASKET').expect(400);
      expect(refused.body.message).toBe(cart.body.message);
    });

    it('refuses limits that make no sense', async () => {
      await addCoupon({ code: 'BADLIMIT', maxUses: 0 }).expect(400);
      await addCoupon({ code: 'BADLIMIT', maxUsesPerCustomer: 1.5 }).expect(400);
      await addCoupon({ code: 'BADLIMIT', minOrderValue: '-1' }).expect(400);
      await addCoupon({ code: 'BADLIMIT', minOrderValue: '10.001' }).expect(400);
    });
  });

  it('refuses an order shipping state that is not one of the states, like the profile', async () => {
    const shopper = await shop.createUser();
    const productId = await createProduct(shop, { price: '1000.00' });
    const res = await shop
      .http()
      .post('/api/orders/create-order')
      .set(...bearer(shopper.token))
      .send({
        products: [{ productId, quantity: 1 }],
        amount: 1100,
        email: shopper.user.email,
        paymentMethod: 'COD',
        shippingAddress: { ...ADDRESS, state: 'Narnia' },
      })
      .expect(400);
    expect(res.body.message).toBe('Please select a valid state');
  });
});
