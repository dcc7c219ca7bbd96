import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
  const base = { DATA_DIR: dataDir };

  it('gives working defaults on a bare machine', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.paymentTimeoutSeconds).toBe(900);
    expect(config.mailFrom).toBe('Decor Shop <no-reply@localhost>');
    expect(config.adminEmail).toBe('admin@example.com');
  });

  it('generates the development JWT secret once and keeps it in DATA_DIR', () => {
    const first = loadConfig(base).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig(base).jwtSecret).toBe(first);
  });

  it.each([
    ['PORT', 'abc', /PORT/],
    ['PORT', '70000', /PORT/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL/],
    ['REDIS_URL', 'not a url', /REDIS_URL/],
    ['SMTP_URL', 'http://mail', /SMTP_URL/],
    ['PAYMENT_TIMEOUT_SECONDS', '-5', /PAYMENT_TIMEOUT_SECONDS/],
    ['ADMIN_EMAIL', 'nobody', /ADMIN_EMAIL/],
    ['JWT_SECRET', 'short', /JWT_SECRET/],
    ['SEED_DEMO', 'maybe', /SEED_DEMO/],
    ['CORS_ORIGINS', 'https://ok.example,ftp://bad', /CORS_ORIGINS/],
    ['APP_ROLE', 'boss', /APP_ROLE/],
    ['TRUST_PROXY', 'everyone', /TRUST_PROXY/],
  ])('rejects %s=%s naming the variable', (name, value, pattern) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(pattern);
  });

  it('trusts only a local proxy unless told which proxies to trust', () => {
    expect(loadConfig(base).trustProxy).toBe('loopback');
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      ...base,
      PORT: '8080',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtp://u:p@mail:587',
      SEED_DEMO: 'false',
      PAYMENT_TIMEOUT_SECONDS: '5',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      PUBLIC_URL: 'https://shop.example/',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u@127.0.0.1:5432/shop');
    expect(config.seedDemo).toBe(false);
    expect(config.paymentTimeoutSeconds).toBe(5);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.publicUrl).toBe('https://shop.example');
  });
});
