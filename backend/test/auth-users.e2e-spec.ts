import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INDIAN_STATES } from '@decor-shop/india';
import { Transactions } from '../src/infra/events';
import { TokenService } from '../src/modules/auth/token.service';
import { UsersService } from '../src/modules/auth/users.service';
import { createTestDatabase, startTestApp, TestApp } from './harness';

jest.setTimeout(60_000);

const ADDRESS = { address: '12 MG Road', city: 'Jaipur', state: 'Rajasthan', pincode: '302001' };

/** An HS256 JWT made by hand, to present forged and expired tokens. */
function jwt(payload: object, secret: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('accounts: profile, sessions, CSRF and user administration', () => {
  let shop: TestApp;
  const partnerOrigin = 'https://partner.example';

  beforeAll(async () => {
    shop = await startTestApp({ env: { CORS_ORIGINS: partnerOrigin } });
  });

  afterAll(async () => {
    await shop.close();
  });

  async function signedIn() {
    const account = await shop.createUser();
    const res = await shop
      .http()
      .post('/api/auth/login')
      .send({ email: account.user.email, password: account.password })
      .expect(200);
    return { ...account, cookie: String(res.headers['set-cookie']).split(';')[0] };
  }

  function editProfile(token: string, body: object) {
    return shop.http().patch('/api/auth/edit-profile').set('Authorization', `Bearer ${token}`).send(body);
  }

  describe('edit-profile', () => {
    it('saves username, phone, address and image and answers {user}', async () => {
      const { token } = await shop.createUser();
      const res = await editProfile(token, {
        username: '  Meera  ',
        phone: '9123456789',
        shippingAddress: { ...ADDRESS, city: '  Jaipur ' },
        profileImage: '/uploads/avatars/meera.png',
      }).expect(200);
      expect(res.body.user).toMatchObject({
        username: 'Meera',
        phone: '9123456789',
        shippingAddress: ADDRESS,
        profileImage: `${shop.config.publicUrl}/uploads/avatars/meera.png`,
        role: 'user',
      });
      expect(res.body.user._id).toBe(res.body.user.id);
      expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    });

    it('leaves fields that are not sent, and clears those sent empty or null', async () => {
      const { token } = await shop.createUser();
      await editProfile(token, { username: 'A', phone: '9123456789', shippingAddress: ADDRESS }).expect(200);
      const kept = await editProfile(token, { username: 'B' }).expect(200);
      expect(kept.body.user).toMatchObject({ username: 'B', phone: '9123456789', shippingAddress: ADDRESS });
      const blank = { address: '', city: '', state: '', pincode: '' };
      const cleared = await editProfile(token, {
        username: 'B',
        phone: '',
        shippingAddress: blank,
        profileImage: null,
      }).expect(200);
      expect(cleared.body.user).toMatchObject({ phone: null, shippingAddress: null, profileImage: null });
    });

    it('accepts each of the 36 states and union territories', async () => {
      expect(INDIAN_STATES).toHaveLength(36);
      expect(new Set(INDIAN_STATES).size).toBe(36);
      const { token } = await shop.createUser();
      for (const state of ['Ladakh', 'Dadra and Nagar Haveli and Daman and Diu', 'Tamil Nadu']) {
        const res = await editProfile(token, { username: 'S', shippingAddress: { ...ADDRESS, state } }).expect(200);
        expect(res.body.user.shippingAddress.state).toBe(state);
      }
    });

    it.each([
      ['a short phone', { phone: '98765' }, 'Phone number'],
      ['a phone starting with 5', { phone: '5876543210' }, 'Phone number'],
      ['a phone with letters', { phone: '98765abcde' }, 'Phone number'],
      ['a numeric phone', { phone: 9876543210 }, 'Phone number'],
      ['a pincode starting with 0', { shippingAddress: { ...ADDRESS, pincode: '012345' } }, 'Pincode'],
      ['a 5-digit pincode', { shippingAddress: { ...ADDRESS, pincode: '30200' } }, 'Pincode'],
      ['an unknown state', { shippingAddress: { ...ADDRESS, state: 'Atlantis' } }, 'state'],
      ['a lower-case state', { shippingAddress: { ...ADDRESS, state: 'rajasthan' } }, 'state'],
      ['an address without city', { shippingAddress: { ...ADDRESS, city: '' } }, 'City is required'],
      ['a long address', { shippingAddress: { ...ADDRESS, address: 'x'.repeat(201) } }, 'Address must be at most'],
      ['an extra address field', { shippingAddress: { ...ADDRESS, country: 'IN' } }, 'country should not exist'],
      ['a foreign image URL', { profileImage: 'https://evil.example/a.png' }, 'Profile image'],
      ['an image path escaping uploads', { profileImage: '/uploads/../jwt-secret' }, 'Profile image'],
      ['a role', { role: 'admin' }, 'property role should not exist'],
      ['an email', { email: 'other@example.com' }, 'property email should not exist'],
      ['no username', { username: undefined }, 'Username is required'],
      ['a blank username', { username: '   ' }, 'Username is required'],
      ['a long username', { username: 'n'.repeat(61) }, 'Username must be at most 60'],
    ])('refuses %s with a 400 naming the field, changing nothing', async (_what, change, message) => {
      const { token, user } = await shop.createUser({ username: 'Unchanged' });
      const res = await editProfile(token, { username: 'Changed', ...change }).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(message);
      const after = await shop.app.get(UsersService).findById(user.id);
      expect(after).toMatchObject({ username: 'Unchanged', role: 'user', email: user.email, phone: null });
    });

    it('names the fields SPEC.md marks: phone, pincode and state messages', async () => {
      const { token } = await shop.createUser();
      const phone = await editProfile(token, { username: 'x', phone: '12345' }).expect(400);
      expect(phone.body.message).toEqual(['Phone number must start with 6, 7, 8, or 9 and be 10 digits long']);
      const pin = await editProfile(token, { username: 'x', shippingAddress: { ...ADDRESS, pincode: '0' } });
      expect(pin.body.message).toEqual(['Pincode must be 6 digits and cannot start with 0']);
      const state = await editProfile(token, { username: 'x', shippingAddress: { ...ADDRESS, state: '' } });
      expect(state.body.message).toEqual(['Please select a valid state']);
    });

    it('needs a signed-in caller', async () => {
      await shop.http().patch('/api/auth/edit-profile').send({ username: 'x' }).expect(401);
    });
  });

  it('describes the account endpoints and the user schema in the OpenAPI document', async () => {
    const doc = (await shop.http().get('/api/openapi.json').expect(200)).body;
    for (const path of [
      'send-otp',
      'verify-otp',
      'register',
      'login',
      'logout',
      'me',
      'edit-profile',
      'users',
      'users/{id}',
    ]) {
      expect(doc.paths[`/api/auth/${path}`]).toBeDefined();
    }
    const user = doc.components.schemas.UserDto;
    expect(Object.keys(user.properties).sort()).toEqual(
      [
        '_id',
        'createdAt',
        'email',
        'id',
        'phone',
        'profileImage',
        'role',
        'shippingAddress',
        'updatedAt',
        'username',
      ].sort(),
    );
    expect(doc.components.schemas.ShippingAddressDto.properties.state.enum).toHaveLength(36);
  });

  describe('tokens', () => {
    it('refuses forged, expired and orphaned tokens with 401', async () => {
      const { user } = await shop.createUser();
      const now = Math.floor(Date.now() / 1000);
      const forged = jwt(
        { sub: user.id, role: 'admin', iat: now, exp: now + 3600 },
        'not-the-shop-secret-0123456789abcdef',
      );
      const expired = jwt({ sub: user.id, role: 'user', iat: now - 7200, exp: now - 3600 }, shop.config.jwtSecret);
      const valid = jwt({ sub: user.id, role: 'user', iat: now, exp: now + 3600 }, shop.config.jwtSecret);
      const unsigned = `${valid.split('.').slice(0, 2).join('.')}.`;
      for (const token of [forged, expired, unsigned, 'garbage']) {
        const res = await shop.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
        expect(res.body.message).toBeDefined();
        await shop.http().get('/api/auth/me').set('Cookie', `token=${token}`).expect(401);
      }
      await shop.http().get('/api/auth/me').set('Authorization', `Bearer ${valid}`).expect(200);
      const ghost = jwt(
        { sub: '00000000-0000-4000-8000-000000000000', role: 'admin', iat: now, exp: now + 60 },
        shop.config.jwtSecret,
      );
      await shop.http().get('/api/auth/users').set('Authorization', `Bearer ${ghost}`).expect(401);
    });

    // A request during the transaction needs a second connection: the embedded database has one.
    const onServer = process.env.DATABASE_URL ? it : it.skip;
    onServer(
      'refuses a token as soon as the transaction that ended its sessions commits, though it was used meanwhile',
      async () => {
        const { user, token } = await shop.createUser();
        const me = () => shop.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`);
        await shop.app.get(Transactions).run(async (tx) => {
          await shop.app.get(UsersService).endSessions(user.id, tx);
          // Another connection still sees the account as it was: the token works until the commit.
          await me().expect(200);
        });
        await me().expect(401);
      },
    );
  });

  describe('CSRF: state-changing calls authenticated by the cookie', () => {
    const body = { username: 'Cookie User' };

    it('refuses a foreign Origin and accepts the shop’s own', async () => {
      const { cookie } = await signedIn();
      const foreign = await shop
        .http()
        .patch('/api/auth/edit-profile')
        .set('Cookie', cookie)
        .set('Origin', 'https://evil.example')
        .send(body)
        .expect(403);
      expect(foreign.body.message).toMatch(/cross-site/);
      await shop
        .http()
        .patch('/api/auth/edit-profile')
        .set('Cookie', cookie)
        .set('Origin', shop.baseUrl)
        .send(body)
        .expect(200);
    });

    it('accepts the configured CORS origins and a same-host origin', async () => {
      const { cookie } = await signedIn();
      await shop
        .http()
        .patch('/api/auth/edit-profile')
        .set('Cookie', cookie)
        .set('Origin', partnerOrigin)
        .send(body)
        .expect(200);
      const sameHost = shop.baseUrl.replace('127.0.0.1', 'localhost');
      await shop
        .http()
        .patch('/api/auth/edit-profile')
        .set('Cookie', cookie)
        .set('Host', new URL(sameHost).host)
        .set('Origin', sameHost)
        .send(body)
        .expect(200);
    });

    it('falls back to the Referer only when there is no Origin, and refuses neither', async () => {
      const { cookie } = await signedIn();
      const patch = () => shop.http().patch('/api/auth/edit-profile').set('Cookie', cookie);
      await patch().set('Referer', `${shop.baseUrl}/dashboard/profile`).send(body).expect(200);
      await patch().set('Referer', 'https://evil.example/page').send(body).expect(403);
      await patch().send(body).expect(403);
      await patch().set('Origin', 'null').set('Referer', `${shop.baseUrl}/x`).send(body).expect(403);
      await shop
        .http()
        .post('/api/auth/logout')
        .set('Cookie', cookie)
        .set('Origin', 'https://evil.example')
        .expect(403);
    });

    it('leaves Bearer calls and safe methods alone', async () => {
      const { cookie, token } = await signedIn();
      await shop
        .http()
        .patch('/api/auth/edit-profile')
        .set('Authorization', `Bearer ${token}`)
        .set('Cookie', cookie)
        .set('Origin', 'https://evil.example')
        .send(body)
        .expect(200);
      await shop.http().get('/api/auth/me').set('Cookie', cookie).set('Origin', 'https://evil.example').expect(200);
    });
  });

  describe('user administration', () => {
    const calls = (id: string) =>
      [
        { method: 'get', path: '/api/auth/users', body: undefined },
        { method: 'put', path: `/api/auth/users/${id}`, body: { role: 'admin' } },
        { method: 'delete', path: `/api/auth/users/${id}`, body: undefined },
      ] as const;

    it('refuses anonymous callers (401) and users (403)', async () => {
      const { user, token } = await shop.createUser();
      for (const call of calls(user.id)) {
        await shop.http()[call.method](call.path).send(call.body).expect(401);
        const res = await shop.http()[call.method](call.path).set('Authorization', `Bearer ${token}`).send(call.body);
        expect(res.status).toBe(403);
      }
      expect((await shop.app.get(UsersService).findById(user.id))?.role).toBe('user');
    });

    it('lists admins first, then users, each by e-mail, without password hashes', async () => {
      const { token } = await shop.createUser({ role: 'admin', email: 'zz-admin@example.com' });
      await shop.createUser({ email: 'aa-user@example.com' });
      const res = await shop.http().get('/api/auth/users').set('Authorization', `Bearer ${token}`).expect(200);
      const users = res.body as { email: string; role: string }[];
      const adminCount = users.filter((u) => u.role === 'admin').length;
      expect(users.slice(0, adminCount).every((u) => u.role === 'admin')).toBe(true);
      const sorted = (list: { email: string }[]) => list.map((u) => u.email).sort();
      expect(users.slice(0, adminCount).map((u) => u.email)).toEqual(sorted(users.slice(0, adminCount)));
      expect(users.slice(adminCount).map((u) => u.email)).toEqual(sorted(users.slice(adminCount)));
      expect(users.map((u) => u.email)).toEqual(
        expect.arrayContaining(['zz-admin@example.com', 'aa-user@example.com']),
      );
      expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    });

    it('changes a role and deletes a user with the SPEC messages', async () => {
      const { token: adminToken } = await shop.createUser({ role: 'admin' });
      const { user, token } = await shop.createUser();
      const auth = `Bearer ${adminToken}`;
      const promoted = await shop
        .http()
        .put(`/api/auth/users/${user.id}`)
        .set('Authorization', auth)
        .send({ role: 'admin' })
        .expect(200);
      expect(promoted.body).toMatchObject({
        message: 'User role updated successfully',
        user: { id: user.id, role: 'admin' },
      });
      // A new role ends the account's sessions; the next sign-in carries the admin rights.
      await shop.http().get('/api/auth/users').set('Authorization', `Bearer ${token}`).expect(401);
      const again = await shop.app.get(UsersService).findByIdOrFail(user.id);
      const fresh = shop.app.get(TokenService).sign(again);
      await shop.http().get('/api/auth/users').set('Authorization', `Bearer ${fresh}`).expect(200);

      const removed = await shop.http().delete(`/api/auth/users/${user.id}`).set('Authorization', auth).expect(200);
      expect(removed.body).toEqual({ message: 'User deleted successfully' });
      await shop.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
      await shop.http().delete(`/api/auth/users/${user.id}`).set('Authorization', auth).expect(404);
    });

    it('answers 400 for a bad id or role and 404 for an unknown user', async () => {
      const { token } = await shop.createUser({ role: 'admin' });
      const { user } = await shop.createUser();
      const auth = `Bearer ${token}`;
      const badId = await shop
        .http()
        .put('/api/auth/users/not-a-uuid')
        .set('Authorization', auth)
        .send({ role: 'user' })
        .expect(400);
      expect(badId.body.message).toBe('Invalid user id');
      await shop.http().delete('/api/auth/users/123').set('Authorization', auth).expect(400);
      const badRole = await shop
        .http()
        .put(`/api/auth/users/${user.id}`)
        .set('Authorization', auth)
        .send({ role: 'owner' })
        .expect(400);
      expect(JSON.stringify(badRole.body.message)).toContain('Role must be user or admin');
      await shop.http().put(`/api/auth/users/${user.id}`).set('Authorization', auth).send({}).expect(400);
      const unknown = '3f1e8a52-1111-4222-8333-444455556666';
      const missing = await shop
        .http()
        .put(`/api/auth/users/${unknown}`)
        .set('Authorization', auth)
        .send({ role: 'user' })
        .expect(404);
      expect(missing.body.message).toBe('User not found');
    });

    it('never removes the last admin, even under concurrent demotions', async () => {
      const users = shop.app.get(UsersService);
      const a = await shop.createUser({ role: 'admin' });
      const b = await shop.createUser({ role: 'admin' });
      for (const other of await users.list()) {
        if (other.role === 'admin' && other.id !== a.user.id && other.id !== b.user.id)
          await users.setRole(other.id, 'user');
      }
      const demote = (caller: string, target: string) =>
        shop.http().put(`/api/auth/users/${target}`).set('Authorization', `Bearer ${caller}`).send({ role: 'user' });
      const results = await Promise.all([demote(a.token, b.user.id), demote(b.token, a.user.id)]);
      // The loser is refused either by the lock (409) or, when it arrives after the winner
      // committed, because its demotion ended its session (401) or it is no longer an admin
      // (403); never are both demoted.
      const statuses = results.map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const admins = (await users.list()).filter((u) => u.role === 'admin');
      expect(admins).toHaveLength(1);

      const last = admins[0].id === a.user.id ? a : b;
      const self = await demote(last.token, last.user.id).expect(409);
      expect(self.body.message).toMatch(/last admin/);
      const selfDelete = await shop
        .http()
        .delete(`/api/auth/users/${last.user.id}`)
        .set('Authorization', `Bearer ${last.token}`)
        .expect(400);
      expect(selfDelete.body.message).toBe('You cannot delete your own account');
      expect((await users.findById(last.user.id))?.role).toBe('admin');
    });
  });
});

describe('accounts: the configured admin at boot', () => {
  it('gives an existing account with ADMIN_EMAIL the admin role', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-admin-'));
    const database = process.env.DATABASE_URL ? await createTestDatabase(process.env.DATABASE_URL) : undefined;
    try {
      const first = await startTestApp({ dataDir, databaseUrl: database?.url });
      const { user } = await first.createUser({ email: 'owner@example.com' });
      expect(user.role).toBe('user');
      await first.close({ keepData: true });

      const second = await startTestApp({
        dataDir,
        databaseUrl: database?.url,
        env: { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'owner-password-1' },
      });
      try {
        const owner = await second.app.get(UsersService).findWithPassword('owner@example.com');
        expect(owner?.role).toBe('admin');
        expect(await second.app.get(UsersService).verifyPassword(owner!, 'owner-password-1')).toBe(true);
      } finally {
        await second.close({ keepData: true });
      }
    } finally {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
