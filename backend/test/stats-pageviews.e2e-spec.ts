import { DataSource } from 'typeorm';
import { shopDate } from '../src/common/india-calendar';
import { MAX_ROUTES_PER_DAY } from '../src/modules/stats/page-views.service';
import { startTestApp, TestApp } from './harness';

jest.setTimeout(60_000);

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('page-view analytics', () => {
  let shop: TestApp;
  let db: DataSource;
  let adminToken: string;
  let userToken: string;

  const viewsOf = async (route: string): Promise<number> => {
    const rows = await db.query<{ views: string }[]>(
      'SELECT views::text FROM page_views_daily WHERE day = $1::date AND route = $2',
      [shopDate(), route],
    );
    return rows.length ? Number(rows[0].views) : 0;
  };

  const pageView = (body: object, headers: Record<string, string> = {}) => {
    const request = shop.http().post('/api/analytics/pageview');
    const all = { Origin: shop.baseUrl, 'User-Agent': BROWSER, ...headers };
    for (const [name, value] of Object.entries(all)) if (value !== '') request.set(name, value);
    return request.send(body);
  };

  const report = (query: string, token = adminToken) =>
    shop.http().get(`/api/stats/pageviews${query}`).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    adminToken = (await shop.createUser({ role: 'admin' })).token;
    userToken = (await shop.createUser()).token;
  });

  afterAll(async () => {
    await shop.close();
  });

  it('counts views from the shop per India day and route, with no cookie', async () => {
    const first = await pageView({ route: '/about-us', path: '/about-us' }).expect(204);
    expect(first.headers['set-cookie']).toBeUndefined();
    await pageView({ route: '/about-us', path: '/about-us' }).expect(204);
    await pageView(
      { route: '/about-us/', path: '/about-us/' },
      { Origin: '', Referer: `${shop.baseUrl}/about-us` },
    ).expect(204);
    expect(await viewsOf('/about-us')).toBe(3);
  });

  it('counts product pages under one route and keeps no ids', async () => {
    await pageView({ route: '/shop/6f0c4f8e-1b2a-4c3d-9e8f-0a1b2c3d4e5f', path: '/shop/6f0c4f8e' }).expect(204);
    await pageView({ route: '/shop/0b7e9a52-3c1d-4e2f-8a9b-1c2d3e4f5a6b?ref=home', path: '/shop/0b7e' }).expect(204);
    expect(await viewsOf('/shop/:id')).toBe(2);
    const stored = await db.query<{ route: string }[]>('SELECT route FROM page_views_daily');
    expect(stored.map((row) => row.route).join(' ')).not.toMatch(/[0-9a-f]{8}-|\?/);
  });

  it('ignores bots, other sites and requests without an origin', async () => {
    await pageView(
      { route: '/bots', path: '/bots' },
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    ).expect(204);
    await pageView({ route: '/bots', path: '/bots' }, { 'User-Agent': 'Mozilla/5.0 HeadlessChrome/131.0' }).expect(204);
    await pageView({ route: '/bots', path: '/bots' }, { 'User-Agent': '' }).expect(204);
    await pageView({ route: '/bots', path: '/bots' }, { Origin: 'https://evil.example' }).expect(204);
    await pageView({ route: '/bots', path: '/bots' }, { Origin: '', Referer: 'https://evil.example/page' }).expect(204);
    await pageView({ route: '/bots', path: '/bots' }, { Origin: '' }).expect(204);
    await pageView({ route: 'javascript:alert(1)', path: '/bots' }).expect(204);
    expect(await viewsOf('/bots')).toBe(0);
    const stored = await db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM page_views_daily WHERE route NOT IN ('/about-us', '/shop/:id')`,
    );
    expect(stored[0].n).toBe(0);
  });

  it('rejects oversized or malformed events', async () => {
    const long = `/${'a'.repeat(200)}`;
    await pageView({ route: long, path: '/x' }).expect(400);
    await pageView({ route: '/x', path: long }).expect(400);
    await pageView({ path: '/x' }).expect(400);
    await pageView({ route: 42, path: '/x' }).expect(400);
    await pageView({ route: '/x', path: '/x', visitor: 'someone' }).expect(400);
    expect(await viewsOf('/x')).toBe(0);
  });

  it('admits new routes only under the daily cap', async () => {
    await db.query(
      `INSERT INTO page_views_daily (day, route, views)
       SELECT $1::date, '/filler/' || n, 1 FROM generate_series(1, $2::int) AS n`,
      [shopDate(), MAX_ROUTES_PER_DAY],
    );
    await pageView({ route: '/categories/brand-new', path: '/categories/brand-new' }).expect(204);
    expect(await viewsOf('/categories/brand-new')).toBe(0);
    await pageView({ route: '/about-us', path: '/about-us' }).expect(204);
    expect(await viewsOf('/about-us')).toBe(4);
    await db.query(`DELETE FROM page_views_daily WHERE route LIKE '/filler/%'`);
  });

  it('serves the page-view script from the shop origin', async () => {
    const res = await shop.http().get('/api/analytics/script.js').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toContain('public');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toContain('/api/analytics/pageview');
    expect(res.text).toContain('pushState');
    expect(res.text).toContain('popstate');
    expect(res.text).toContain('keepalive');
    expect(res.text).not.toMatch(/document\.cookie|localStorage|https?:\/\//);
  });

  it('reports the last 30 days by default, zero days included', async () => {
    const res = await report('').expect(200);
    expect(res.body.daily).toHaveLength(30);
    expect(res.body.daily[29]).toEqual({ day: shopDate(), views: 6 });
    expect(res.body.daily[0].views).toBe(0);
    expect(res.body.topPages).toEqual([
      { route: '/about-us', views: 4 },
      { route: '/shop/:id', views: 2 },
    ]);
  });

  it('reports a chosen range with every day and the top 10 routes', async () => {
    await db.query(
      `INSERT INTO page_views_daily (day, route, views) VALUES
         ('2024-01-01', '/', 10), ('2024-01-01', '/shop', 4), ('2024-01-03', '/shop', 9),
         ('2024-01-04', '/cart', 100), ('2023-12-31', '/cart', 100)`,
    );
    for (let n = 1; n <= 12; n += 1) {
      await db.query(`INSERT INTO page_views_daily (day, route, views) VALUES ('2024-01-02', $1, $2)`, [`/p${n}`, n]);
    }
    const res = await report('?from=2024-01-01&to=2024-01-03').expect(200);
    expect(res.body.daily).toEqual([
      { day: '2024-01-01', views: 14 },
      { day: '2024-01-02', views: 78 },
      { day: '2024-01-03', views: 0 + 9 },
    ]);
    expect(res.body.topPages).toHaveLength(10);
    expect(res.body.topPages.slice(0, 3)).toEqual([
      { route: '/shop', views: 13 },
      { route: '/p12', views: 12 },
      { route: '/p11', views: 11 },
    ]);
    expect(res.body.topPages.map((page: { route: string }) => page.route)).not.toContain('/cart');

    const one = await report('?from=2024-01-04&to=2024-01-04').expect(200);
    expect(one.body).toEqual({
      daily: [{ day: '2024-01-04', views: 100 }],
      topPages: [{ route: '/cart', views: 100 }],
    });
    const leap = await report('?from=2024-01-01&to=2024-12-31').expect(200);
    expect(leap.body.daily).toHaveLength(366);
  });

  it('rejects bad ranges with 400', async () => {
    await report('?from=2024-01-05&to=2024-01-04').expect(400);
    await report('?from=2024-01-01&to=2025-01-01').expect(400);
    await report('?from=2025-02-30').expect(400);
    await report('?to=yesterday').expect(400);
    await report('?from=2024-01-01&extra=1').expect(400);
  });

  it('is for admins only', async () => {
    await shop.http().get('/api/stats/pageviews').expect(401);
    await report('', userToken).expect(403);
  });

  it("counts only the shop's routes, and at most 50 views of a route and 500 in all per address a day", async () => {
    await pageView({ route: '/made-up-page', path: '/made-up-page' }).expect(204);
    await pageView({ route: '/dashboard/secret', path: '/dashboard/secret' }).expect(204);
    expect(await viewsOf('/made-up-page')).toBe(0);
    expect(await viewsOf('/dashboard/secret')).toBe(0);

    const from = (ip: string, route: string) => pageView({ route, path: route }, { 'X-Forwarded-For': ip });
    for (let i = 0; i < 55; i += 1) await from('198.51.100.7', '/help').expect(204);
    expect(await viewsOf('/help')).toBe(50);
    await from('198.51.100.8', '/help').expect(204);
    expect(await viewsOf('/help')).toBe(51);
  });
});
