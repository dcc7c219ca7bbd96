import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_CACHE_CONTROL } from '../src/http/cached-reads';
import { eventually } from './eventually';
import { sleep, waitUntil } from './fault-helpers';
import { createTestDatabase, freePort, startTestApp, TestApp } from './harness';

const describeWithServices = process.env.REDIS_URL && process.env.DATABASE_URL ? describe : describe.skip;

/** The API's own bound between processes (see test/catalogue-cache.e2e-spec.ts). */
const API_BOUND_MS = 1000;

/** What a proxy may add: it keeps an answer max-age seconds, and serves it stale-while-revalidate more. */
function proxyBoundMs(cacheControl: string): number {
  const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)![1]);
  return 1000 * (seconds('max-age') + seconds('stale-while-revalidate')) + API_BOUND_MS;
}

/**
 * The nginx set-up of docs/operations.md ("A cache in front"), in a folder of its own: nginx
 * from Debian's packages, started in the foreground on a free port, never the system service.
 */
function nginxConfig(dir: string, port: number, upstreams: string[]): string {
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=shop:10m max_size=100m inactive=10m use_temp_path=off;
  upstream shop {
    ${upstreams.map((url) => `server ${new URL(url).host};`).join('\n    ')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_cache shop;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating;
      proxy_cache_revalidate on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

describeWithServices('nginx proxy_cache in front of two API processes', () => {
  let a: TestApp;
  let b: TestApp;
  let drop: () => Promise<void>;
  let nginx: ChildProcess;
  let dir: string;
  let proxy: string;
  let admin: { token: string };
  let productId: string;

  beforeAll(async () => {
    const database = await createTestDatabase(process.env.DATABASE_URL!);
    drop = database.drop;
    const env = { QUEUE_PREFIX: `nginx${randomBytes(4).toString('hex')}` };
    a = await startTestApp({ databaseUrl: database.url, env });
    b = await startTestApp({ databaseUrl: database.url, env });
    admin = await a.createUser({ role: 'admin' });
    const created = await a
      .http()
      .post('/api/product/create-product')
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ name: 'Rattan Floor Mirror', category: 'Mirrors', price: 3200, image: '/uploads/r.webp' })
      .expect(201);
    productId = created.body.product.id;

    dir = mkdtempSync(join(tmpdir(), 'shop-nginx-'));
    const port = await freePort();
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, port, [a.baseUrl, b.baseUrl]));
    const binary = execFileSync('sh', ['-c', 'command -v nginx || echo /usr/sbin/nginx']).toString().trim();
    nginx = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    proxy = `http://127.0.0.1:${port}`;
    let said = '';
    nginx.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
    await waitUntil(
      () => {
        if (nginx.exitCode !== null) throw new Error(`nginx exited: ${said}`);
        return fetch(`${proxy}/api/health`).then(
          () => true,
          () => false,
        );
      },
      10_000,
      `nginx on ${proxy}`,
    );
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((done) => nginx.once('exit', done));
      nginx.kill('SIGTERM');
      await exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
    await a?.close({ keepData: true });
    await b?.close({ keepData: true });
    await drop?.();
  });

  const viaProxy = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${proxy}${path}`, { headers });
    return {
      status: res.status,
      headers: res.headers,
      body: (await res.json()) as { product: { price: number }; products: unknown[] },
    };
  };

  it('keeps public catalogue answers, and shows a price change to a shopper within the stated bound', async () => {
    const first = await viaProxy(`/api/product/${productId}`);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.get('etag')).toBeTruthy();
    const again = await viaProxy(`/api/product/${productId}`);
    expect(again.headers.get('x-cache-status')).toBe('HIT');

    await a
      .http()
      .patch(`/api/product/update-product/${productId}`)
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ name: 'Rattan Floor Mirror', category: 'Mirrors', price: 2999, image: '/uploads/r.webp' })
      .expect(200);
    const changedAt = Date.now();
    const bound = proxyBoundMs(PUBLIC_CACHE_CONTROL);
    const seen = await eventually(
      () => viaProxy(`/api/product/${productId}`),
      (res) => res.body.product.price === 2999,
      bound + 1000,
    );
    expect(seen.body.product.price).toBe(2999);
    expect(Date.now() - changedAt).toBeLessThanOrEqual(bound);
    // And it stays seen: no process or proxy copy brings the old price back.
    await sleep(200);
    expect((await viaProxy(`/api/product/${productId}`)).body.product.price).toBe(2999);
  });

  it('keeps no signed-in answer: each shopper gets their own cart', async () => {
    const alice = await a.createUser();
    const bob = await a.createUser();
    await a.http().post('/api/cart/add').set('Authorization', `Bearer ${alice.token}`).send({ productId }).expect(201);
    const cartOf = (who: { token: string; user: { id: string } }) =>
      viaProxy(`/api/cart/${who.user.id}`, { Authorization: `Bearer ${who.token}` });
    const first = await cartOf(alice);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.body.products).toHaveLength(1);
    expect((await cartOf(alice)).headers.get('x-cache-status')).not.toBe('HIT');
    expect((await cartOf(bob)).body.products).toHaveLength(0);
    // Someone else's cart through the proxy is refused, never served from a copy.
    expect((await viaProxy(`/api/cart/${alice.user.id}`, { Authorization: `Bearer ${bob.token}` })).status).toBe(403);
  });
});
