import { describe, expect, it } from '@jest/globals';
import { isNarrowed, listArgs, matchingLabel, readOrderQuery, writeOrderQuery } from './orderQuery';

describe('the admin order list query in the address', () => {
  it('reads what it knows and drops what it does not', () => {
    const query = readOrderQuery(
      new URLSearchParams('status=shipped&payment=failed&q=%2098765%20&from=2025-03-01&to=March&extra=1&page=3'),
    );
    expect(query).toEqual({ status: 'shipped', payment: 'failed', q: '98765', from: '2025-03-01', to: '', page: 3 });
    for (const page of ['0', '-2', '1.5', 'two']) {
      expect(readOrderQuery(new URLSearchParams({ page })).page).toBe(1);
    }
    expect(readOrderQuery(new URLSearchParams('status=lost&payment=maybe'))).toMatchObject({
      status: 'all',
      payment: '',
    });
  });

  it('writes only what narrows the list, and reads it back the same', () => {
    const query = { status: 'all', payment: 'unpaid', q: 'asha', from: '', to: '2025-03-31', page: 2 } as const;
    expect(writeOrderQuery(query).toString()).toBe('payment=unpaid&q=asha&to=2025-03-31&page=2');
    expect(readOrderQuery(writeOrderQuery(query))).toEqual(query);
    expect(writeOrderQuery({ ...query, page: 1 }).toString()).toBe('payment=unpaid&q=asha&to=2025-03-31');
  });

  it('asks the server for a page of summary rows, and only for searches it can serve', () => {
    expect(listArgs({ status: 'pending', payment: 'paid', q: 'as', from: '', to: '', page: 1 })).toEqual({
      view: 'summary',
      limit: 20,
      status: 'pending',
      paymentStatus: 'paid',
    });
    expect(listArgs({ status: 'all', payment: '', q: '#C67C499B', from: '2025-01-01', to: '', page: 4 })).toEqual({
      view: 'summary',
      limit: 20,
      page: 4,
      q: '#C67C499B',
      from: '2025-01-01',
    });
    expect(isNarrowed({ status: 'shipped', payment: '', q: '', from: '', to: '', page: 2 })).toBe(false);
  });

  it('says 10,000+ only where the server stops counting (a search or days)', () => {
    const none = { status: 'all', payment: '', q: '', from: '', to: '', page: 1 } as const;
    expect(matchingLabel({ ...none, payment: 'paid' }, 746_666)).toBe('746666 matching orders');
    expect(matchingLabel({ ...none, q: 'asha' }, 10_000)).toBe('10,000+ matching orders');
    expect(matchingLabel({ ...none, from: '2025-03-01' }, 12)).toBe('12 matching orders');
  });
});
