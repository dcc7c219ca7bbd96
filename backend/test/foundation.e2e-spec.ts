import { DataSource } from 'typeorm';
import { UsersService } from '../src/modules/auth/users.service';
import { startTestApp, TestApp } from './harness';

describe('foundation (configured database and queue)', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp();
  });

  afterAll(async () => {
    await shop.close();
  });

  it('reports health with database and queue state', async () => {
    const res = await shop.http().get('/api/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      db: 'up',
      queue: process.env.REDIS_URL ? 'up' : 'in-process',
    });
  });

  it('lets checks that arrive while one runs share its database query', async () => {
    const dataSource = shop.app.get(DataSource);
    const query = dataSource.query.bind(dataSource);
    // A database slow to answer (300 ms): the checks that arrive meanwhile find this one under way.
    const queries = jest.spyOn(dataSource, 'query').mockImplementation(async (sql: string, ...rest: unknown[]) => {
      if (sql === 'SELECT 1') await new Promise((resolve) => setTimeout(resolve, 300));
      return query(sql, ...(rest as [unknown[]]));
    });
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => shop.http().get('/api/health')));
      for (const res of answers) expect(res.body).toMatchObject({ status: 'ok', db: 'up' });
      const checks = queries.mock.calls.filter(([sql]) => sql === 'SELECT 1').length;
      expect(checks).toBeGreaterThan(0);
      expect(checks).toBeLessThan(5);
    } finally {
      queries.mockRestore();
    }
  });

  it('answers unknown API paths with the JSON error body', async () => {
    const res = await shop.http().get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: expect.any(String), error: 'Not Found', code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await shop.http().post('/api/health').set('Content-Type', 'application/json').send('{"broken":');
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/);
  });

  it('serves the OpenAPI document and its UI', async () => {
    const doc = await shop.http().get('/api/openapi.json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(doc.body.paths['/api/health']).toBeDefined();
    await shop.http().get('/api/docs').redirects(1).expect(200);
  });

  it('sets security headers', async () => {
    const res = await shop.http().get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Browsers then send a real Origin on the shop's own form posts (see the CSRF check).
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('creates the configured admin at boot', async () => {
    const admin = await shop.app.get(UsersService).findWithPassword('admin@example.com');
    expect(admin?.role).toBe('admin');
    expect(await shop.app.get(UsersService).verifyPassword(admin!, 'admin-password-1')).toBe(true);
  });
});
