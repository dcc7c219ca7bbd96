import type { AppConfig } from '../../config';
import { AnswerCache, REFRESH_FROM_MS } from './answer-cache';

/** One process without Redis: what it keeps and drops is all there is. */
const inMemory = () => new AnswerCache({ queuePrefix: 'test' } as AppConfig);

describe('AnswerCache (in memory)', () => {
  it('drops only the entries tagged with what changed', async () => {
    const cache = inMemory();
    cache.set('/api/product/a', 'page a', ['product:a', 'deal'], cache.begin());
    cache.set('/api/product/b', 'page b', ['product:b', 'deal'], cache.begin());
    await cache.stockChanged({ type: 'stock.changed', productIds: ['a'], soldOutChanged: false });
    expect(cache.get('/api/product/a')).toBeUndefined();
    expect(cache.get('/api/product/b')).toBe('page b');
    await cache.dealChanged({ type: 'deal.changed' });
    expect(cache.get('/api/product/b')).toBeUndefined();
  });

  it('keeps no answer whose computation began before one of its tags was dropped', async () => {
    const cache = inMemory();
    const begunBefore = cache.begin();
    await cache.productChanged({ type: 'product.changed', productIds: ['a'] });
    cache.set('/api/product?page=1', 'list read before the change', ['catalogue'], begunBefore);
    expect(cache.get('/api/product?page=1')).toBeUndefined();
    cache.set('/api/product?page=1', 'list read after it', ['catalogue'], cache.begin());
    expect(cache.get('/api/product?page=1')).toBe('list read after it');
  });

  it('has an ageing entry refreshed once while it is still served', () => {
    const cache = inMemory();
    cache.set('/api/product?page=1', 'page read now', ['catalogue'], cache.begin());
    expect(cache.refreshDue('/api/product?page=1')).toBe(false);
    cache.set('/api/product?page=2', 'page read 55.5 s ago', ['catalogue'], cache.begin() - 55_500);
    expect(cache.refreshDue('/api/product?page=2')).toBe(true);
    expect(cache.refreshDue('/api/product?page=2')).toBe(false);
    expect(cache.get('/api/product?page=2')).toBe('page read 55.5 s ago');
    cache.set('/api/product?page=2', 'page read again', ['catalogue'], cache.begin());
    expect(cache.get('/api/product?page=2')).toBe('page read again');
    expect(cache.refreshDue('/api/product?page=2')).toBe(false);
  });

  it('refreshes entries made together at ages drawn between 30 and 55 s', () => {
    const cache = inMemory();
    const pages = Array.from({ length: 200 }, (_, i) => `/api/product?page=${i + 1}`);
    for (const page of pages) cache.set(page, page, ['catalogue'], cache.begin() - 42_500);
    cache.set('/api/product/a', 'page a', ['product:a'], cache.begin() - REFRESH_FROM_MS + 100);
    const due = pages.filter((page) => cache.refreshDue(page)).length;
    expect(due).toBeGreaterThan(0);
    expect(due).toBeLessThan(pages.length);
    expect(cache.refreshDue('/api/product/a')).toBe(false);
  });

  it('serves no ageing entry once one of its tags was dropped', async () => {
    const cache = inMemory();
    cache.set('/api/product/a', 'page a', ['product:a'], cache.begin() - 55_500);
    await cache.productChanged({ type: 'product.changed', productIds: ['a'] });
    expect(cache.get('/api/product/a')).toBeUndefined();
  });

  it('serves nothing past the boundary (a deal that ends)', () => {
    const cache = inMemory();
    let now = 1000;
    cache.setBoundary({ now: () => now, nextChange: () => 2000 });
    cache.set('/api/deal', 'deal on', ['deal'], cache.begin());
    now = 1999;
    expect(cache.get('/api/deal')).toBe('deal on');
    now = 2000;
    expect(cache.get('/api/deal')).toBeUndefined();
  });
});
