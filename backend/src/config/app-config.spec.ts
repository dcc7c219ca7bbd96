import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootWarnings, ConfigError, loadConfig, SANDBOX_PAYTM } from './app-config';

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
    expect(config.databasePoolSize).toBe(Math.max(4, 2 * availableParallelism()));
    expect(config.mailFrom).toBe('Decor Shop <no-reply@localhost>');
    expect(config.adminEmail).toBe('admin@example.com');
  });

  it('lets webhooks reach private addresses outside production only, unless told', () => {
    expect(loadConfig(base).webhooks).toEqual({
      allowPrivateUrls: true,
      retryBaseMs: 30_000,
      disableAfterFailures: 20,
    });
    expect(loadConfig({ ...base, WEBHOOK_ALLOW_PRIVATE_URLS: 'false' }).webhooks.allowPrivateUrls).toBe(false);
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
    ['DATABASE_POOL_SIZE', '0', /DATABASE_POOL_SIZE/],
    ['ADMIN_EMAIL', 'nobody', /ADMIN_EMAIL/],
    ['JWT_SECRET', 'short', /JWT_SECRET/],
    ['SEED_DEMO', 'maybe', /SEED_DEMO/],
    ['CORS_ORIGINS', 'https://ok.example,ftp://bad', /CORS_ORIGINS/],
    ['APP_ROLE', 'boss', /APP_ROLE/],
    ['TRUST_PROXY', 'everyone', /TRUST_PROXY/],
    ['WEBHOOK_ALLOW_PRIVATE_URLS', 'sometimes', /WEBHOOK_ALLOW_PRIVATE_URLS/],
    ['WEBHOOK_RETRY_BASE_MS', '5', /WEBHOOK_RETRY_BASE_MS/],
    ['WEBHOOK_DISABLE_AFTER_FAILURES', '0', /WEBHOOK_DISABLE_AFTER_FAILURES/],
    ['SELLER_STATE', 'Atlantis', /SELLER_STATE/],
    ['SELLER_GSTIN', '08AAFCD5862R1Z9', /SELLER_GSTIN.*check character/],
    ['SELLER_GSTIN', '27AAPFU0939F1ZV', /SELLER_GSTIN must start with 08/],
    ['INVOICE_PREFIX', 'TOO-LONG', /INVOICE_PREFIX/],
    ['GST_PER_PRODUCT_RATES', 'sometimes', /GST_PER_PRODUCT_RATES/],
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

  it('requires the seller in production with the real gateway, not with the sandbox', () => {
    const real = {
      ...base,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_PASSWORD: 'owner-password-1',
      PAYTM_HOST: 'https://securegw.paytm.in',
      PAYTM_MID: 'REALSHOP12345678',
      PAYTM_MERCHANT_KEY: 'k3y-by-paytm-16c',
      PAYTM_WEBSITE: 'DEFAULT',
    };
    expect(() => loadConfig(real)).toThrow(/SELLER_LEGAL_NAME is required/);
    const seller = {
      SELLER_LEGAL_NAME: 'Real Shop',
      SELLER_ADDRESS: '1 MI Road, Jaipur',
      SELLER_STATE: 'Rajasthan',
      SELLER_GSTIN: '08AAFCD5862R1ZV',
    };
    expect(loadConfig({ ...real, ...seller }).seller.legalName).toBe('Real Shop');
    const { PAYTM_HOST: _host, ...sandbox } = real;
    expect(loadConfig({ ...sandbox, PAYMENT_SANDBOX: 'true' }).seller.legalName).toBe('Decor Shop Private Limited');
  });

  it('reads the seller for GST invoices, with demo defaults', () => {
    expect(loadConfig(base).seller).toMatchObject({
      state: 'Rajasthan',
      gstin: '08AAFCD5862R1ZV',
      invoicePrefix: 'DS',
    });
    expect(loadConfig(base).gstPerProductRates).toBe(false);
    const config = loadConfig({
      ...base,
      SELLER_STATE: 'maharashtra',
      SELLER_GSTIN: '27aapfu0939f1zv',
      INVOICE_PREFIX: 'inv',
      GST_PER_PRODUCT_RATES: 'true',
    });
    expect(config.seller).toMatchObject({ state: 'Maharashtra', gstin: '27AAPFU0939F1ZV', invoicePrefix: 'INV' });
    expect(config.gstPerProductRates).toBe(true);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  describe('in production', () => {
    const paytm = {
      PAYTM_HOST: 'https://securegw.paytm.in',
      PAYTM_MID: 'REALSHOP12345678',
      PAYTM_MERCHANT_KEY: 'k3y-by-paytm-16c',
      PAYTM_WEBSITE: 'DEFAULT',
      SELLER_LEGAL_NAME: 'Real Shop Private Limited',
      SELLER_ADDRESS: '1 MI Road, Jaipur, Rajasthan 302001',
      SELLER_STATE: 'Rajasthan',
      SELLER_GSTIN: '08AAFCD5862R1ZV',
    };
    const prod = {
      ...base,
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-that-is-long-enough',
      ADMIN_PASSWORD: 'chosen-by-the-owner',
      SMTP_URL: 'smtp://mail.example:587',
    };

    it('boots with a real gateway, no demo data, no API docs and nothing to warn about', () => {
      const config = loadConfig({ ...prod, ...paytm });
      expect(config).toMatchObject({ paymentSandbox: false, paytmHost: paytm.PAYTM_HOST, seedDemo: false });
      expect(config.apiDocs).toBe(false);
      expect(config.webhooks.allowPrivateUrls).toBe(false);
      expect(bootWarnings(config)).toEqual([]);
    });

    it('lets webhooks reach private addresses only when WEBHOOK_ALLOW_PRIVATE_URLS=true', () => {
      const config = loadConfig({ ...prod, ...paytm, WEBHOOK_ALLOW_PRIVATE_URLS: 'true' });
      expect(config.webhooks.allowPrivateUrls).toBe(true);
      expect(bootWarnings(config)).toEqual([expect.stringMatching(/^WEBHOOK_ALLOW_PRIVATE_URLS=true/)]);
    });

    it('refuses to boot without a payment gateway, naming PAYTM_HOST and the way out', () => {
      expect(() => loadConfig(prod)).toThrow(ConfigError);
      expect(() => loadConfig(prod)).toThrow(/PAYTM_HOST is required when NODE_ENV=production.*PAYMENT_SANDBOX=true/);
    });

    it.each(['PAYTM_MID', 'PAYTM_MERCHANT_KEY', 'PAYTM_WEBSITE'])('refuses PAYTM_HOST without %s', (name) => {
      expect(() => loadConfig({ ...prod, ...paytm, [name]: undefined })).toThrow(new RegExp(`${name} is required`));
    });

    it('refuses the public sandbox key as a real merchant key', () => {
      expect(() => loadConfig({ ...prod, ...paytm, PAYTM_MERCHANT_KEY: SANDBOX_PAYTM.merchantKey })).toThrow(
        /PAYTM_MERCHANT_KEY/,
      );
    });

    it.each(['short', 'a key of twenty-four chars'])('refuses a merchant key that is not 16 bytes (%s)', (key) => {
      expect(() => loadConfig({ ...prod, ...paytm, PAYTM_MERCHANT_KEY: key })).toThrow(
        /PAYTM_MERCHANT_KEY must be the 16-character merchant key/,
      );
    });

    it('runs the sandbox only when PAYMENT_SANDBOX=true, and warns about it', () => {
      const config = loadConfig({ ...prod, PAYMENT_SANDBOX: 'true' });
      expect(config.paymentSandbox).toBe(true);
      expect(bootWarnings(config).join('\n')).toMatch(/sandbox gateway is live.*without money/);
    });

    it('requires ADMIN_PASSWORD (a password is never generated, so never printed)', () => {
      expect(() => loadConfig({ ...prod, ...paytm, ADMIN_PASSWORD: undefined })).toThrow(
        /ADMIN_PASSWORD is required when NODE_ENV=production/,
      );
    });

    it('loads demo data and serves API docs only when asked', () => {
      const config = loadConfig({ ...prod, ...paytm, SEED_DEMO: 'true', API_DOCS: 'true' });
      expect(config).toMatchObject({ seedDemo: true, apiDocs: true });
      expect(bootWarnings(config)).toEqual([expect.stringMatching(/SEED_DEMO/)]);
    });

    it('warns when mails only go to the outbox', () => {
      expect(bootWarnings(loadConfig({ ...prod, ...paytm, SMTP_URL: undefined }))).toEqual([
        expect.stringMatching(/SMTP_URL/),
      ]);
    });
  });

  describe('payment gateway choice', () => {
    it('uses the sandbox in development when no PAYTM_HOST is given, and serves API docs', () => {
      const config = loadConfig(base);
      expect(config).toMatchObject({ paymentSandbox: true, apiDocs: true, seedDemo: undefined });
      expect(bootWarnings(config)).toEqual([]);
    });

    it('uses the real gateway when PAYTM_HOST is given', () => {
      expect(loadConfig({ ...base, PAYTM_HOST: 'https://securegw-stage.paytm.in' }).paymentSandbox).toBe(false);
    });

    it('refuses contradictory settings', () => {
      expect(() => loadConfig({ ...base, PAYMENT_SANDBOX: 'true', PAYTM_HOST: 'https://securegw.paytm.in' })).toThrow(
        /PAYMENT_SANDBOX cannot be true together with PAYTM_HOST/,
      );
      expect(() => loadConfig({ ...base, PAYMENT_SANDBOX: 'false' })).toThrow(/PAYTM_HOST is required/);
      expect(() => loadConfig({ ...base, PAYMENT_SANDBOX: 'maybe' })).toThrow(/PAYMENT_SANDBOX/);
      expect(() => loadConfig({ ...base, API_DOCS: 'sometimes' })).toThrow(/API_DOCS/);
    });
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
      DATABASE_POOL_SIZE: '12',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      PUBLIC_URL: 'https://shop.example/',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u@127.0.0.1:5432/shop');
    expect(config.seedDemo).toBe(false);
    expect(config.paymentTimeoutSeconds).toBe(5);
    expect(config.databasePoolSize).toBe(12);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.publicUrl).toBe('https://shop.example');
  });
});
