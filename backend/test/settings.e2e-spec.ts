import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_CACHE_CONTROL } from '../src/http/cached-reads';
import { SettingsService } from '../src/modules/settings/settings.service';
import { eventually } from './eventually';
import { createTestDatabase, startTestApp, TestApp } from './harness';

const describeWithRedis = process.env.REDIS_URL && process.env.DATABASE_URL ? describe : describe.skip;

/** The answer cache's stated bound across processes (docs/architecture.md, The cache). */
const BOUND_MS = 1000;

type Settings = Record<string, unknown> & { pages: { slug: string; markdown: string }[] };

describeWithRedis('shop settings', () => {
  let a: TestApp;
  let b: TestApp;
  let drop: () => Promise<void>;
  let adminToken: string;
  let userToken: string;
  const storefrontDir = mkdtempSync(join(tmpdir(), 'settings-dist-'));
  writeFileSync(
    join(storefrontDir, 'index.html'),
    '<!doctype html><html lang="en-IN"><head><title>Decor Shop</title></head><body><div id="root"></div></body></html>',
  );

  beforeAll(async () => {
    const database = await createTestDatabase(process.env.DATABASE_URL!);
    drop = database.drop;
    const env = { QUEUE_PREFIX: `settings${randomBytes(4).toString('hex')}` };
    a = await startTestApp({ databaseUrl: database.url, env, storefrontDir });
    b = await startTestApp({ databaseUrl: database.url, env, storefrontDir });
    adminToken = (await a.createUser({ role: 'admin' })).token;
    userToken = (await a.createUser()).token;
  });

  afterAll(async () => {
    await a.close({ keepData: true });
    await b.close({ keepData: true });
    await drop();
    rmSync(storefrontDir, { recursive: true, force: true });
  });

  const page = (settings: { pages: { slug: string; html: string }[] }, slug: string) =>
    settings.pages.find((entry) => entry.slug === slug)!.html;

  /** The admin's form as read: every field a save takes (updatedAt is the server's). */
  async function editable(): Promise<Settings> {
    const res = await a.http().get('/api/settings/edit').set('Authorization', `Bearer ${adminToken}`).expect(200);
    const { updatedAt, ...fields } = res.body;
    expect(updatedAt === null || typeof updatedAt === 'string').toBe(true);
    return fields as Settings;
  }

  function save(body: unknown, token = adminToken) {
    return a
      .http()
      .put('/api/settings')
      .set('Authorization', `Bearer ${token}`)
      .send(body as object);
  }

  function withPage(settings: Settings, slug: string, markdown: string): Settings {
    return { ...settings, pages: settings.pages.map((entry) => (entry.slug === slug ? { slug, markdown } : entry)) };
  }

  /** The server-rendered page a browser gets (straight from the app: pages are not API answers). */
  async function htmlPage(app: TestApp, path: string): Promise<string> {
    const res = await fetch(`${app.baseUrl}${path}`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    return res.text();
  }

  it("answers SPEC's texts before an admin saves anything", async () => {
    const res = await b.http().get('/api/settings').expect(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.body).toMatchObject({ shopName: 'Decor Shop', returnWindowDays: 7, updatedAt: null });
    expect(page(res.body, 'return-exchange')).toContain('Returns are accepted within 7 days of delivery.');
    expect(page(res.body, 'cancellation-policy')).toContain(
      'Refunds take 7-10 business days after cancellation confirmation.',
    );
    expect(page(res.body, 'contact-us')).toContain('href="mailto:care@decorshop.example"');
    expect(res.body.pages.map((entry: { slug: string }) => entry.slug)).toEqual([
      'return-exchange',
      'cancellation-policy',
      'privacy-policy',
      'terms-and-conditions',
      'about-us',
      'help',
      'contact-us',
      'blogs',
    ]);
    await expect(b.app.get(SettingsService).returnWindowDays()).resolves.toBe(7);
  });

  it('lets only an admin read the Markdown, preview or save', async () => {
    const settings = await editable();
    await a.http().put('/api/settings').send(settings).expect(401);
    await save(settings, userToken).expect(403);
    await a.http().get('/api/settings/edit').set('Authorization', `Bearer ${userToken}`).expect(403);
    await a
      .http()
      .post('/api/settings/preview')
      .set('Authorization', `Bearer ${userToken}`)
      .send({ markdown: 'hi' })
      .expect(403);
    expect((await a.http().get('/api/settings').expect(200)).body.updatedAt).toBeNull();
  });

  it('refuses bad fields with a 400 naming them', async () => {
    const settings = await editable();
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '12ab' }, 'Phone must be 8 to 15 digits, such as +91 98765 43210'],
      [{ email: 'not-an-email' }, 'E-mail must be an e-mail address'],
      [{ shopName: '' }, 'Shop name is required'],
      [{ shopName: 'x'.repeat(81) }, 'Shop name must be at most 80 characters'],
      [{ heroText: 'x'.repeat(401) }, 'Hero text must be at most 400 characters'],
      [{ returnWindowDays: 0 }, 'Return window must be at least 1 day'],
      [{ returnWindowDays: 61 }, 'Return window must be at most 60 days'],
      [{ returnWindowDays: 7.5 }, 'Return window must be a whole number of days'],
      [
        { footerLinks: [{ label: 'Bad', url: 'javascript:alert(1)' }] },
        'A footer link URL must start with / or http(s)://',
      ],
      [
        { footerLinks: [{ label: 'Bad', url: '//evil.example/x' }] },
        'A footer link URL must start with / or http(s)://',
      ],
      [{ footerLinks: [{ label: '', url: '/help' }] }, 'A footer link needs a label'],
      [{ communityUrl: 'http://chat.whatsapp.com/x' }, 'Community group link must start with https://'],
      [{ socialUrl: 'javascript:alert(1)' }, 'Social profile link must start with https://'],
      [{ socialName: '' }, 'Social network name is required'],
      [{ socialName: 'x'.repeat(41) }, 'Social network name must be at most 40 characters'],
      [{ pages: settings.pages.slice(1) }, 'pages must include: return-exchange'],
      [{ pages: [...settings.pages.slice(1), settings.pages[1]] }, 'pages must name each page once'],
      [{ pages: [{ slug: 'nope', markdown: 'x' }] }, 'page slug must be one of'],
      [{ pages: [{ slug: 'help', markdown: 'x'.repeat(20_001) }] }, 'A page must be at most 20000 characters'],
    ];
    for (const [change, message] of cases) {
      const res = await save({ ...settings, ...change }).expect(400);
      expect(res.body.statusCode).toBe(400);
      expect(JSON.stringify(res.body.message)).toContain(message);
    }
    await save({ ...settings, surprise: true }).expect(400);
    expect((await a.http().get('/api/settings').expect(200)).body.updatedAt).toBeNull();
  });

  it('keeps scripts, event handlers and javascript: links out of the pages', async () => {
    const markdown = [
      '## Returns',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(2)">',
      '[click](javascript:alert(3))',
      '[help](/help)',
    ].join('\n\n');
    const preview = await a
      .http()
      .post('/api/settings/preview')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ markdown })
      .expect(200);
    const saved = await save(withPage(await editable(), 'return-exchange', markdown)).expect(200);
    expect(saved.body.pages.find((entry: { slug: string }) => entry.slug === 'return-exchange').markdown).toBe(
      markdown,
    );
    const html = page((await a.http().get('/api/settings').expect(200)).body, 'return-exchange');
    for (const shown of [preview.body.html as string, html]) {
      expect(shown).toContain('<h2>Returns</h2>');
      expect(shown).toContain('<a href="/help">help</a>');
      expect(shown).not.toMatch(/<script|<img/i);
      expect(shown).not.toMatch(/<[^>]+\son\w+\s*=/i);
      expect(shown).not.toMatch(/<a\b[^>]*href="[^"]*javascript/i);
    }
  });

  it('shows a save on the other process, API and server-rendered pages, within the bound', async () => {
    // Both answers cached on b first, so b must hear of the change to show it.
    await b.http().get('/api/settings').expect(200);
    await htmlPage(b, '/return-exchange');
    await htmlPage(b, '/');
    const settings = await editable();
    const changed = {
      ...withPage(
        settings,
        'return-exchange',
        'Send it back within {returnWindowDays} days: write to [{email}](mailto:{email}).',
      ),
      shopName: 'Casa Kavya',
      phone: '+91 99887 66554',
      email: 'hello@casakavya.example',
      heroTitle: 'Rooms that feel like you',
      heroText: 'Hand-made mirrors and shelves.',
      footerLinks: [{ label: 'Our makers', url: 'https://makers.example/in' }],
      communityUrl: 'https://chat.whatsapp.com/CasaKavya',
      socialUrl: 'https://www.facebook.com/casakavya',
      socialName: 'Facebook',
      returnWindowDays: 10,
    };
    await save(changed).expect(200);
    const started = Date.now();
    const seen = await eventually(
      () => b.http().get('/api/settings'),
      (res) => res.body.returnWindowDays === 10,
      BOUND_MS,
    );
    expect(seen.body).toMatchObject({
      shopName: 'Casa Kavya',
      phone: '+91 99887 66554',
      footerLinks: [{ label: 'Our makers', url: 'https://makers.example/in' }],
      communityUrl: 'https://chat.whatsapp.com/CasaKavya',
      socialUrl: 'https://www.facebook.com/casakavya',
      socialName: 'Facebook',
    });
    expect(page(seen.body, 'return-exchange')).toBe(
      '<p>Send it back within 10 days: write to <a href="mailto:hello@casakavya.example">hello@casakavya.example</a>.</p>',
    );
    await expect(b.app.get(SettingsService).returnWindowDays()).resolves.toBe(10);
    const returns = await eventually(
      () => htmlPage(b, '/return-exchange'),
      (html) => html.includes('Send it back within 10 days'),
      BOUND_MS,
    );
    expect(returns).toContain('Send it back within 10 days');
    expect(returns).toContain('Returns are accepted within 10 days of delivery.');
    expect(returns).toContain('<meta property="og:site_name" content="Casa Kavya" />');
    const home = await htmlPage(b, '/');
    expect(home).toContain('<h1>Rooms that feel like you</h1>');
    expect(home).toContain('"telephone":"+91 99887 66554"');
    // The app starts from the settings in the page: no request before its first paint.
    const embedded = JSON.parse(/<script type="application\/json" id="shop-settings">(.*?)<\/script>/.exec(home)![1]);
    expect(embedded).toMatchObject({ shopName: 'Casa Kavya', returnWindowDays: 10, pages: [] });
    expect(Date.now() - started).toBeLessThan(BOUND_MS);
    const edit = await a.http().get('/api/settings/edit').set('Authorization', `Bearer ${adminToken}`).expect(200);
    expect(edit.body.updatedAt).not.toBeNull();
  });
});
