import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { makeStore } from '../app/store';
import { makeProduct } from '../test/catalogFixtures';
import { json, mockFetch } from '../test/mockFetch';
import { admin } from '../test/render';
import { BROWSER_COPY_MS } from './baseApi';
import { api as adminApi } from './adminGenerated';
import { api } from './generated';

const READ = 'GET /api/product/p-1';

describe('reads after a write', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('skip the browser’s copy for as long as it may be kept, then take it again', async () => {
    const product = makeProduct({ _id: 'p-1' });
    const calls = mockFetch({
      [READ]: () => json({ product, reviews: [] }),
      'PATCH /api/product/variants': json({ products: [product] }),
    });
    const store = makeStore({ auth: { user: admin } });
    const read = () => store.dispatch(api.endpoints.getProduct.initiate({ id: 'p-1' }, { forceRefetch: true }));

    await read();
    await store.dispatch(
      adminApi.endpoints.updateVariants.initiate({
        'Idempotency-Key': 'k-1',
        bulkVariantsDto: { variants: [{ id: 'v-1', stock: 3 }] },
      }),
    );
    await read();
    const later = Date.now() + BROWSER_COPY_MS + 1;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await read();

    expect(calls.callsTo(READ).map((call) => call.cache)).toEqual(['default', 'no-cache', 'default']);
  });
});
