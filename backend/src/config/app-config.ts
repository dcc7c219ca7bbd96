import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { gstStateCode, INDIAN_STATES } from '@decor-shop/india';
import { isValidGstin } from '../modules/orders/invoices/gstin';
import { WebhookSettings, webhookSettings } from './webhook-settings';

/** Everything the shop reads from its environment, typed and checked once at boot. */
export interface AppConfig {
  nodeEnv: string;
  production: boolean;
  port: number;
  dataDir: string;
  /** Unset: the embedded PostgreSQL (PGlite) under dataDir is started. */
  databaseUrl?: string;
  /** Connections to DATABASE_URL this process keeps at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** Unset: the in-process scheduler is used instead of BullMQ. */
  redisUrl?: string;
  jwtSecret: string;
  /** Unset: mails are written to dataDir/outbox. */
  smtpUrl?: string;
  mailFrom: string;
  adminEmail: string;
  /** Unset: a password is generated when the admin account is first created. */
  adminPassword?: string;
  /** Unset: seed only when the database has no products (development); production: false unless SEED_DEMO=true. */
  seedDemo?: boolean;
  /** Serve /api/docs and /api/openapi.json (API_DOCS; default on in development, off in production). */
  apiDocs: boolean;
  publicUrl: string;
  /** The real Paytm gateway; unset exactly when paymentSandbox is on. */
  paytmHost?: string;
  /**
   * The built-in sandbox gateway (fake payments at publicUrl/sandbox/paytm) is live. Development
   * turns it on when no PAYTM_HOST is given; production only with PAYMENT_SANDBOX=true.
   */
  paymentSandbox: boolean;
  paytmMid: string;
  paytmMerchantKey: string;
  paytmWebsite: string;
  paymentTimeoutSeconds: number;
  corsOrigins: string[];
  /** api: HTTP only; worker: queue consumers only; all: both (the default). */
  appRole: 'api' | 'worker' | 'all';
  logLevel: string;
  /** Namespaces queue keys so several shops (or test runs) can share one Redis. */
  queuePrefix: string;
  /** Where the built storefront lives; served at / when it exists. */
  storefrontDir: string;
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): Express's `trust proxy`
   * value. Rate limits count per client address, so this must name the load balancer.
   */
  trustProxy: boolean | number | string;
  /** The seller printed on GST invoices (see modules/orders/invoices). */
  seller: SellerSettings;
  /**
   * Off (the default): tax is SPEC's 10% of the discounted subtotal. On: each line is taxed at
   * its product's GST rate, and the cart, the order total and the 409 check follow.
   */
  gstPerProductRates: boolean;
  /** Outgoing webhooks: SSRF guard, retry pace, when an endpoint is disabled. */
  webhooks: WebhookSettings;
}

export interface SellerSettings {
  legalName: string;
  address: string;
  /** One of INDIAN_STATES: decides CGST + SGST (same state) or IGST (another state). */
  state: string;
  gstin: string;
  /** 1-4 capitals or digits; invoice numbers read PREFIX/25-26/0001, credit notes PREFIXC/25-26/0001. */
  invoicePrefix: string;
}

/** Raised for a variable that is set but invalid; the message names the variable. */
export class ConfigError extends Error {}

export const SANDBOX_PAYTM = {
  mid: 'DECORSHOP0000001',
  merchantKey: 'sandboxKey#2025!',
  website: 'WEBSTAGING',
} as const;

type Env = Record<string, string | undefined>;

/** The repository root (this file is backend/src/config or backend/dist/config). */
const REPO_ROOT = resolve(__dirname, '..', '..', '..');

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function fail(name: string, why: string): never {
  throw new ConfigError(`Invalid configuration: ${name} ${why}`);
}

function intVar(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    fail(name, `must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function urlVar(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    fail(name, 'must be a URL');
  }
  if (!protocols.includes(url.protocol)) {
    fail(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw.replace(/\/+$/, '');
}

function boolVar(env: Env, name: string): boolean | undefined {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return undefined;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  return fail(name, 'must be true or false');
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** true, false, a hop count, or Express's names/addresses: 'loopback', '10.0.0.0/8, 192.168.1.5'. */
function trustProxyVar(env: Env): boolean | number | string {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined) return 'loopback';
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  if (entries.every((entry) => named.includes(entry) || /^[\d.:a-fA-F]+(\/\d{1,3})?$/.test(entry))) return raw;
  return fail('TRUST_PROXY', 'must be true, false, a hop count, or addresses/subnets (e.g. loopback, 10.0.0.0/8)');
}

type PaymentSettings = Pick<
  AppConfig,
  'paytmHost' | 'paymentSandbox' | 'paytmMid' | 'paytmMerchantKey' | 'paytmWebsite'
>;

const PAYTM_CREDENTIALS = ['PAYTM_MID', 'PAYTM_MERCHANT_KEY', 'PAYTM_WEBSITE'] as const;

/**
 * The payment gateway. The sandbox takes fake payments, so production never falls back to it:
 * either the real gateway is fully configured or PAYMENT_SANDBOX=true says so out loud.
 */
function paymentSettings(env: Env, production: boolean): PaymentSettings {
  const paytmHost = urlVar(env, 'PAYTM_HOST', ['http:', 'https:']);
  const sandboxVar = boolVar(env, 'PAYMENT_SANDBOX');
  if (sandboxVar === true && paytmHost !== undefined) {
    fail('PAYMENT_SANDBOX', 'cannot be true together with PAYTM_HOST (choose the sandbox or the real gateway)');
  }
  if (sandboxVar === false && paytmHost === undefined) {
    fail('PAYTM_HOST', 'is required when PAYMENT_SANDBOX=false');
  }
  const paymentSandbox = sandboxVar ?? paytmHost === undefined;
  if (production && paymentSandbox && sandboxVar !== true) {
    fail(
      'PAYTM_HOST',
      'is required when NODE_ENV=production (with PAYTM_MID, PAYTM_MERCHANT_KEY, PAYTM_WEBSITE); ' +
        'set PAYMENT_SANDBOX=true only to run the built-in sandbox, which takes fake payments',
    );
  }
  if (production && !paymentSandbox) {
    for (const name of PAYTM_CREDENTIALS) {
      if (read(env, name) === undefined) fail(name, 'is required when NODE_ENV=production with PAYTM_HOST');
    }
    if (read(env, 'PAYTM_MERCHANT_KEY') === SANDBOX_PAYTM.merchantKey) {
      fail('PAYTM_MERCHANT_KEY', 'is the public sandbox key; use the merchant key Paytm issued');
    }
  }
  // Paytm signs with AES-128, whose key is 16 bytes: any other length fails every payment.
  const merchantKey = read(env, 'PAYTM_MERCHANT_KEY');
  if (merchantKey !== undefined && Buffer.byteLength(merchantKey) !== 16) {
    fail('PAYTM_MERCHANT_KEY', 'must be the 16-character merchant key Paytm issued');
  }
  return {
    paytmHost,
    paymentSandbox,
    paytmMid: read(env, 'PAYTM_MID') ?? SANDBOX_PAYTM.mid,
    paytmMerchantKey: read(env, 'PAYTM_MERCHANT_KEY') ?? SANDBOX_PAYTM.merchantKey,
    paytmWebsite: read(env, 'PAYTM_WEBSITE') ?? SANDBOX_PAYTM.website,
  };
}

/**
 * Lines to shout at boot about settings that are allowed but dangerous in production. Empty
 * in development, where the sandbox and the outbox are the point.
 */
export function bootWarnings(config: AppConfig): string[] {
  if (!config.production) return [];
  const warnings: string[] = [];
  if (config.paymentSandbox) {
    warnings.push(
      'PAYMENT_SANDBOX=true: the built-in sandbox gateway is live at /sandbox/paytm. ' +
        'Shoppers can "pay" any UPI order without money, and the test mode (/api/sandbox) settles payments and ' +
        'shows sign-up codes of reserved test addresses (@example.com). Never run a real shop like this.',
    );
  }
  if (!config.smtpUrl) {
    warnings.push(
      'SMTP_URL is not set: mails (verification codes, order updates) are only written to DATA_DIR/outbox.',
    );
  }
  if (config.seedDemo === true) warnings.push('SEED_DEMO=true: the demo catalogue is loaded into an empty shop.');
  if (config.webhooks.allowPrivateUrls) {
    warnings.push("WEBHOOK_ALLOW_PRIVATE_URLS=true: webhook endpoints may point into the shop's own network.");
  }
  return warnings;
}

/** The JWT secret for development: generated once and kept in the data directory. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The demo seller: a Jaipur shop with a GSTIN whose check digit is right (not a real business). */
export const DEMO_SELLER: SellerSettings = {
  legalName: 'Decor Shop Private Limited',
  address: '14 Johari Bazaar, Jaipur, Rajasthan 302003',
  state: 'Rajasthan',
  gstin: '08AAFCD5862R1ZV',
  invoicePrefix: 'DS',
};

const SELLER_REQUIRED = ['SELLER_LEGAL_NAME', 'SELLER_ADDRESS', 'SELLER_STATE', 'SELLER_GSTIN'] as const;

/**
 * The seller on GST invoices. A shop taking real payments in production must name itself:
 * tax invoices with the demo seller's GSTIN would be false documents.
 */
function sellerVars(env: Env, realInvoices: boolean): SellerSettings {
  if (realInvoices) {
    for (const name of SELLER_REQUIRED) {
      if (read(env, name) === undefined)
        fail(name, 'is required when NODE_ENV=production with PAYTM_HOST (GST invoices)');
    }
  }
  const state = read(env, 'SELLER_STATE') ?? DEMO_SELLER.state;
  const known = INDIAN_STATES.find((name) => name.toLowerCase() === state.toLowerCase());
  if (!known) fail('SELLER_STATE', `must be an Indian state or union territory (got "${state}")`);
  const gstin = (read(env, 'SELLER_GSTIN') ?? DEMO_SELLER.gstin).toUpperCase();
  if (!isValidGstin(gstin)) fail('SELLER_GSTIN', 'must be a 15-character GSTIN with a valid check character');
  if (gstin.slice(0, 2) !== gstStateCode(known)) {
    fail('SELLER_GSTIN', `must start with ${gstStateCode(known)}, the GST code of ${known}`);
  }
  const invoicePrefix = (read(env, 'INVOICE_PREFIX') ?? DEMO_SELLER.invoicePrefix).toUpperCase();
  if (!/^[A-Z0-9]{1,4}$/.test(invoicePrefix)) fail('INVOICE_PREFIX', 'must be 1-4 letters or digits');
  const legalName = read(env, 'SELLER_LEGAL_NAME') ?? DEMO_SELLER.legalName;
  if (legalName.length > 120) fail('SELLER_LEGAL_NAME', 'must be at most 120 characters');
  const address = read(env, 'SELLER_ADDRESS') ?? DEMO_SELLER.address;
  if (address.length > 300) fail('SELLER_ADDRESS', 'must be at most 300 characters');
  return { legalName, address, state: known, gstin, invoicePrefix };
}

/**
 * Two connections per core, at least four: PostgreSQL's own advice for a pool ("connections =
 * cores × 2 + disks"). More queries at once than the cores can run only take turns, and each
 * turn costs: on a two-core machine cold catalogue lists cost PostgreSQL about half as much CPU
 * with 4 connections as with 10 (docs/operations.md).
 */
function defaultPoolSize(): number {
  return Math.max(4, 2 * availableParallelism());
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = read(env, 'NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  const port = intVar(env, 'PORT', 3000, 0, 65535);
  const dataDirRaw = read(env, 'DATA_DIR') ?? './.data';
  // Relative to the repository root, whichever workspace script started the server (CONTRACT).
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(REPO_ROOT, dataDirRaw);

  const jwtSecret = read(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) fail('JWT_SECRET', 'must be at least 32 characters');
  if (production && jwtSecret === undefined) fail('JWT_SECRET', 'is required when NODE_ENV=production');

  const adminEmail = read(env, 'ADMIN_EMAIL') ?? 'admin@example.com';
  if (!EMAIL.test(adminEmail)) fail('ADMIN_EMAIL', 'must be an e-mail address');
  const adminPassword = read(env, 'ADMIN_PASSWORD');
  if (adminPassword !== undefined && adminPassword.length < 8) {
    fail('ADMIN_PASSWORD', 'must be at least 8 characters');
  }
  // Production never generates (and so never prints) a password: the operator chooses it.
  if (production && adminPassword === undefined) {
    fail('ADMIN_PASSWORD', 'is required when NODE_ENV=production (the admin account signs in with it)');
  }

  const mailFrom = read(env, 'MAIL_FROM') ?? 'Decor Shop <no-reply@localhost>';
  if (!/@/.test(mailFrom)) fail('MAIL_FROM', 'must contain an e-mail address');

  const publicUrl = urlVar(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port === 0 ? 3000 : port}`;

  const corsOrigins = (read(env, 'CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) fail('CORS_ORIGINS', `has an invalid origin "${origin}"`);
  }

  const appRole = read(env, 'APP_ROLE') ?? 'all';
  if (appRole !== 'api' && appRole !== 'worker' && appRole !== 'all') {
    fail('APP_ROLE', 'must be api, worker or all');
  }

  const queuePrefix = read(env, 'QUEUE_PREFIX') ?? 'shop';

  const trustProxy = trustProxyVar(env);
  if (!/^[\w-]{1,40}$/.test(queuePrefix)) fail('QUEUE_PREFIX', 'must be letters, digits, - or _');

  const payments = paymentSettings(env, production);
  return {
    nodeEnv,
    production,
    port,
    dataDir,
    databaseUrl: urlVar(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databasePoolSize: intVar(env, 'DATABASE_POOL_SIZE', defaultPoolSize(), 1, 200),
    redisUrl: urlVar(env, 'REDIS_URL', ['redis:', 'rediss:']),
    jwtSecret: jwtSecret ?? developmentSecret(dataDir),
    smtpUrl: urlVar(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom,
    adminEmail: adminEmail.toLowerCase(),
    adminPassword,
    // A production database is never filled with demo products unless asked for.
    seedDemo: boolVar(env, 'SEED_DEMO') ?? (production ? false : undefined),
    apiDocs: boolVar(env, 'API_DOCS') ?? !production,
    publicUrl,
    ...payments,
    paymentTimeoutSeconds: intVar(env, 'PAYMENT_TIMEOUT_SECONDS', 900, 1, 86400),
    corsOrigins,
    appRole,
    logLevel: read(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    queuePrefix,
    storefrontDir: resolve(REPO_ROOT, read(env, 'STOREFRONT_DIR') ?? join('storefront', 'dist')),
    trustProxy,
    seller: sellerVars(env, production && !payments.paymentSandbox),
    gstPerProductRates: boolVar(env, 'GST_PER_PRODUCT_RATES') ?? false,
    webhooks: webhookSettings(env, production, fail),
  };
}
