import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/** Everything the shop reads from its environment, typed and checked once at boot. */
export interface AppConfig {
  nodeEnv: string;
  production: boolean;
  port: number;
  dataDir: string;
  /** Unset: the embedded PostgreSQL (PGlite) under dataDir is started. */
  databaseUrl?: string;
  /** Unset: the in-process scheduler is used instead of BullMQ. */
  redisUrl?: string;
  jwtSecret: string;
  /** Unset: mails are written to dataDir/outbox. */
  smtpUrl?: string;
  mailFrom: string;
  adminEmail: string;
  /** Unset: a password is generated when the admin account is first created. */
  adminPassword?: string;
  /** Unset: seed only when the database has no products. */
  seedDemo?: boolean;
  publicUrl: string;
  /** Unset: the built-in sandbox gateway at publicUrl/sandbox/paytm. */
  paytmHost?: string;
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
}

/** Raised for a variable that is set but invalid; the message names the variable. */
export class ConfigError extends Error {}

export const SANDBOX_PAYTM = {
  mid: 'DECORSHOP0000001',
  merchantKey: 'sandboxKey#2025!',
  website: 'WEBSTAGING',
} as const;

type Env = Record<string, string | undefined>;

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

/** The JWT secret for development: generated once and kept in the data directory. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = read(env, 'NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  const port = intVar(env, 'PORT', 3000, 0, 65535);
  const dataDirRaw = read(env, 'DATA_DIR') ?? './.data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(process.cwd(), dataDirRaw);

  const jwtSecret = read(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) fail('JWT_SECRET', 'must be at least 32 characters');
  if (production && jwtSecret === undefined) fail('JWT_SECRET', 'is required when NODE_ENV=production');

  const adminEmail = read(env, 'ADMIN_EMAIL') ?? 'admin@example.com';
  if (!EMAIL.test(adminEmail)) fail('ADMIN_EMAIL', 'must be an e-mail address');
  const adminPassword = read(env, 'ADMIN_PASSWORD');
  if (adminPassword !== undefined && adminPassword.length < 8) {
    fail('ADMIN_PASSWORD', 'must be at least 8 characters');
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

  return {
    nodeEnv,
    production,
    port,
    dataDir,
    databaseUrl: urlVar(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: urlVar(env, 'REDIS_URL', ['redis:', 'rediss:']),
    jwtSecret: jwtSecret ?? developmentSecret(dataDir),
    smtpUrl: urlVar(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom,
    adminEmail: adminEmail.toLowerCase(),
    adminPassword,
    seedDemo: boolVar(env, 'SEED_DEMO'),
    publicUrl,
    paytmHost: urlVar(env, 'PAYTM_HOST', ['http:', 'https:']),
    paytmMid: read(env, 'PAYTM_MID') ?? SANDBOX_PAYTM.mid,
    paytmMerchantKey: read(env, 'PAYTM_MERCHANT_KEY') ?? SANDBOX_PAYTM.merchantKey,
    paytmWebsite: read(env, 'PAYTM_WEBSITE') ?? SANDBOX_PAYTM.website,
    paymentTimeoutSeconds: intVar(env, 'PAYMENT_TIMEOUT_SECONDS', 900, 1, 86400),
    corsOrigins,
    appRole,
    logLevel: read(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    queuePrefix,
    storefrontDir: resolve(__dirname, '..', '..', '..', 'storefront', 'dist'),
    trustProxy,
  };
}
