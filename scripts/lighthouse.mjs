// Lighthouse 12 (mobile defaults) against the built shop, with the shop's budgets.
//
//   npm run lighthouse                       builds, starts the shop, median of 3 runs on
//                                            /, /shop, /shop/{id}, /categories/Mirrors, /track
//                                            and a signed tracking page of a new COD order
//   node scripts/lighthouse.mjs --url=http://127.0.0.1:3000 [--no-build]   an already running shop
//   node scripts/lighthouse.mjs --ci --url=...   median of 3 runs on one product page, lower bar (CI)
//   node scripts/lighthouse.mjs --paths=/track,/about   those pages instead of the usual ones
//
// Prints a table and exits 1 when a budget is missed. Chromium: CHROMIUM_PATH or /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildShop, root, startShop } from './shop-server.mjs';

const args = process.argv.slice(2);
const option = (name) =>
  args
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const ci = args.includes('--ci');

/**
 * The storefront's Lighthouse budgets; CI audits one page, so it allows for noise with a lower bar. Its
 * performance bar catches a regression, not the machine: the score's largest part (Total
 * Blocking Time) is the page's main-thread work times Lighthouse's fixed 4x CPU slowdown, so it
 * moves with the host's CPU. The same storefront scored 80 or more on one 2-core VM and 72-75 on
 * another (AMD EPYC, 2026-11-27: blocking time 0.9-1.8 s, single runs), hence 70 and the median
 * of three runs.
 */
const BUDGETS = ci
  ? { performance: 70, accessibility: 95, 'best-practices': 90, seo: 90, cls: 0.1, lcpMs: 4000, firstLoadKb: 160 }
  : { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95, cls: 0.02, lcpMs: 2000, firstLoadKb: 150 };
const RUNS = Number(option('runs') ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** JavaScript the first page load fetches (index.html's script and module preloads), gzip-compressed. */
function firstLoadJsKb() {
  const dist = join(root, 'storefront', 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
  return bytes / 1024;
}

class RetryableTrace extends Error {
  constructor(url) {
    super(`Chromium recorded no usable trace for ${url}`);
  }
}

/**
 * A signed tracking page is `noindex` on purpose (the link is a key, docs/tracking.md), so its
 * SEO is judged on every audit but `is-crawlable`.
 */
const NOINDEX_PAGE = /\/track\/[^/]+$/;

function seoScore(lhr, url) {
  const category = lhr.categories.seo;
  if (!category || !NOINDEX_PAGE.test(new URL(url).pathname)) return category?.score ?? 0;
  const refs = category.auditRefs.filter((ref) => ref.weight > 0 && ref.id !== 'is-crawlable');
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id].score ?? 0), 0) / weight;
}

function lighthouseAttempt(url) {
  const bin = join(root, 'node_modules', '.bin', 'lighthouse');
  const child = spawn(
    bin,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-path=${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let errors = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => {
    errors += chunk;
    process.stderr.write(chunk);
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0 && /NO_NAVSTART|run Lighthouse again/.test(errors)) return reject(new RetryableTrace(url));
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} for ${url}`));
      const lhr = JSON.parse(out);
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      const score = (id) => (id === 'seo' ? seoScore(lhr, url) : (lhr.categories[id]?.score ?? 0));
      resolve({
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(score(id) * 100)])),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        failing,
      });
    });
  });
}

/**
 * One Lighthouse run. Chromium now and then records a trace without the page's navigation start
 * (Lighthouse's NO_NAVSTART, "please run Lighthouse again"): that run measured nothing, so it is
 * repeated, at most twice.
 */
async function lighthouseOnce(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseAttempt(url);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof RetryableTrace)) throw error;
      console.error(`${error.message}; running it again`);
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One call to the shop's API as JSON; throws with the shop's message on an error. */
async function call(baseUrl, method, path, body, token) {
  const headers = { 'content-type': 'application/json', 'idempotency-key': randomUUID() };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body: body && JSON.stringify(body) });
  const answer = await res.json();
  if (!res.ok) throw Object.assign(new Error(`${method} ${path}: ${res.status} ${answer.message}`), { answer });
  return answer;
}

/**
 * The tracking page of a new COD order, as its mails link it: a shopper signs up (the code read
 * through the built-in sandbox's test mode), orders one product sold one way and asks for the link.
 */
async function signedTrackingPath(baseUrl, product) {
  const email = `lighthouse-${randomUUID().slice(0, 8)}@example.com`;
  const password = `lamp-${randomUUID()}`;
  await call(baseUrl, 'POST', '/api/auth/send-otp', { email });
  const { code } = await call(baseUrl, 'GET', `/api/sandbox/sign-up-code?email=${encodeURIComponent(email)}`);
  await call(baseUrl, 'POST', '/api/auth/verify-otp', { email, otp: code });
  await call(baseUrl, 'POST', '/api/auth/register', { email, password, username: 'Asha Verma' });
  const { token } = await call(baseUrl, 'POST', '/api/auth/login', { email, password });
  const shippingAddress = { address: '12 MG Road', city: 'Jaipur', state: 'Rajasthan', pincode: '302001' };
  const order = { products: [{ productId: product._id, quantity: 1 }], email, paymentMethod: 'COD', shippingAddress };
  // The server prices the order: a wrong amount answers the one it expects.
  const amount = await call(baseUrl, 'POST', '/api/orders/create-order', { ...order, amount: '0.01' }, token).catch(
    (error) => error.answer?.expectedAmount?.toFixed(2),
  );
  const placed = await call(baseUrl, 'POST', '/api/orders/create-order', { ...order, amount }, token);
  const tracked = await call(baseUrl, 'POST', '/api/track', { orderNumber: placed.order.id.slice(-8), contact: email });
  return `/track/${tracked.token}`;
}

async function audit(baseUrl) {
  const { products } = await fetch(`${baseUrl}/api/product?limit=20`).then((res) => res.json());
  const product = products?.[0];
  if (!product) throw new Error('The shop has no product to audit');
  const listed = option('paths')?.split(',').filter(Boolean);
  const soldOneWay = products.find((candidate) => candidate.variantCount === 1 && candidate.stock !== 0);
  const pages =
    listed ??
    (ci
      ? [`/shop/${product._id}`]
      : [
          '/',
          '/shop',
          `/shop/${product._id}`,
          '/categories/Mirrors',
          '/track',
          await signedTrackingPath(baseUrl, soldOneWay),
        ]);
  const rows = [];
  for (const path of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseOnce(`${baseUrl}${path}`));
    rows.push({
      path,
      ...Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
      lcpMs: median(runs.map((run) => run.lcpMs)),
      cls: median(runs.map((run) => run.cls)),
      tbtMs: median(runs.map((run) => run.tbtMs)),
      failing: [...new Set(runs.flatMap((run) => run.failing))],
    });
  }
  return rows;
}

function report(rows, jsKb) {
  const problems = [];
  console.log(`\nLighthouse 12, mobile, median of ${RUNS} runs${ci ? ' (CI)' : ''}`);
  console.log('| page | perf | a11y | best pr. | SEO | LCP | CLS | TBT |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const page = row.path.replace(/\/shop\/[0-9a-f-]{36}/, '/shop/{id}').replace(NOINDEX_PAGE, '/track/{token}');
    console.log(
      `| ${page} | ${row.performance} | ${row.accessibility} | ${row['best-practices']} | ${row.seo} | ` +
        `${(row.lcpMs / 1000).toFixed(2)} s | ${row.cls.toFixed(3)} | ${Math.round(row.tbtMs)} ms |`,
    );
    for (const id of CATEGORIES) if (row[id] < BUDGETS[id]) problems.push(`${page}: ${id} ${row[id]} < ${BUDGETS[id]}`);
    if (row.cls > BUDGETS.cls) problems.push(`${page}: CLS ${row.cls.toFixed(3)} > ${BUDGETS.cls}`);
    if (row.lcpMs > BUDGETS.lcpMs) problems.push(`${page}: LCP ${Math.round(row.lcpMs)} ms > ${BUDGETS.lcpMs} ms`);
    if (row.failing.length) console.log(`  failing audits on ${page}: ${row.failing.join(', ')}`);
  }
  console.log(`first-load JS: ${jsKb.toFixed(1)} KB gzip (budget ${BUDGETS.firstLoadKb} KB)`);
  if (jsKb > BUDGETS.firstLoadKb) problems.push(`first-load JS ${jsKb.toFixed(1)} KB > ${BUDGETS.firstLoadKb} KB`);
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  console.log(problems.length ? `${problems.length} budget(s) missed` : 'every budget met');
  return problems.length === 0;
}

let shop;
let ok = false;
try {
  let baseUrl = option('url');
  if (!baseUrl) {
    if (!args.includes('--no-build')) buildShop();
    shop = await startShop();
    baseUrl = shop.baseUrl;
  }
  ok = report(await audit(baseUrl), firstLoadJsKb());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await shop?.stop();
}
process.exit(ok ? 0 : 1);
