import { isAutomatedAgent, isFromShopPage, normalizeRoute } from './page-view-filter';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('page-view filter', () => {
  it('tells people from crawlers and scripts', () => {
    expect(isAutomatedAgent(CHROME)).toBe(false);
    expect(isAutomatedAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isAutomatedAgent('Mozilla/5.0 HeadlessChrome/131.0')).toBe(true);
    expect(isAutomatedAgent('Mozilla/5.0 (compatible; Yahoo! Slurp)')).toBe(true);
    expect(isAutomatedAgent('curl/8.5.0')).toBe(true);
    expect(isAutomatedAgent(undefined)).toBe(true);
    expect(isAutomatedAgent('')).toBe(true);
  });

  it('accepts the shop origin, configured origins and the serving host only', () => {
    const origins = ['https://shop.example', 'https://admin.example'];
    expect(isFromShopPage({ origin: 'https://shop.example' }, origins)).toBe(true);
    expect(isFromShopPage({ origin: 'https://admin.example' }, origins)).toBe(true);
    expect(isFromShopPage({ referer: 'https://shop.example/shop?x=1' }, origins)).toBe(true);
    expect(isFromShopPage({ origin: 'http://localhost:3000', host: 'localhost:3000' }, origins)).toBe(true);
    expect(isFromShopPage({ origin: 'https://evil.example' }, origins)).toBe(false);
    expect(isFromShopPage({ origin: 'https://evil.example', host: 'shop.example' }, origins)).toBe(false);
    expect(isFromShopPage({ origin: 'null' }, origins)).toBe(false);
    expect(isFromShopPage({ referer: 'not a url' }, origins)).toBe(false);
    expect(isFromShopPage({}, origins)).toBe(false);
  });

  it('counts routes without ids, queries or fragments', () => {
    expect(normalizeRoute('/')).toBe('/');
    expect(normalizeRoute('/shop/')).toBe('/shop');
    expect(normalizeRoute('/shop/6f0c4f8e-1b2a-4c3d-9e8f-0a1b2c3d4e5f')).toBe('/shop/:id');
    expect(normalizeRoute('/shop/:id')).toBe('/shop/:id');
    expect(normalizeRoute('/dashboard/orders/65a1b2c3d4e5f60718293a4b')).toBe('/dashboard/orders/:id');
    expect(normalizeRoute('/orders/12345')).toBe('/orders/:id');
    expect(normalizeRoute('/search?query=mirror#top')).toBe('/search');
    expect(normalizeRoute('/categories/wall-art')).toBe('/categories/wall-art');
    expect(normalizeRoute('shop')).toBeUndefined();
    expect(normalizeRoute('/mail/someone@example.com')).toBeUndefined();
    expect(normalizeRoute('/<script>')).toBeUndefined();
  });
});
