import type { Tx } from '../../infra/events';
import { WebhookOutbox } from './webhook-outbox.service';

/** A transaction whose database knows which types endpoints want; counts the statements sent. */
function fakeTx(wanted: string[]) {
  const statements: string[] = [];
  const published: unknown[] = [];
  const manager = {
    queryRunner: { isTransactionActive: true },
    query: (sql: string, params: unknown[] = []) => {
      statements.push(String(sql));
      if (String(sql).includes('array_agg')) return Promise.resolve([{ types: wanted }]);
      const types = params[0] as string[];
      return Promise.resolve(types.map((_, i) => ({ id: `event-${i}` })));
    },
  };
  const tx = { manager, publish: (...events: unknown[]) => published.push(...events) } as unknown as Tx;
  return { tx, statements, published };
}

describe('WebhookOutbox', () => {
  it('reads the wanted types once per transaction: later events nobody wants cost no statement', async () => {
    const outbox = new WebhookOutbox();
    const { tx, statements, published } = fakeTx(['order.created']);
    await outbox.record(tx, 'order.created', { order: {} });
    expect(statements).toHaveLength(2);
    const payload = jest.fn(() => Promise.resolve({}));
    await outbox.recordAll(tx, [
      { type: 'stock.changed', data: payload },
      { type: 'stock.low', data: payload },
    ]);
    expect(statements).toHaveLength(2);
    expect(payload).not.toHaveBeenCalled();
    expect(published).toEqual([{ type: 'webhooks.written', eventIds: ['event-0'] }]);
  });

  it('writes the wanted ones of several events in one statement, with the API version', async () => {
    const outbox = new WebhookOutbox();
    const { tx, statements, published } = fakeTx(['stock.changed', 'stock.low']);
    await outbox.recordAll(tx, [
      { type: 'stock.changed', data: { productId: 'a' } },
      { type: 'order.paid', data: { order: {} } },
      { type: 'stock.low', data: () => Promise.resolve({ productId: 'a' }) },
    ]);
    expect(statements).toHaveLength(2);
    expect(published).toEqual([{ type: 'webhooks.written', eventIds: ['event-0', 'event-1'] }]);
  });

  it('refuses to record outside a transaction', async () => {
    const { tx } = fakeTx(['order.paid']);
    (tx.manager as unknown as { queryRunner: { isTransactionActive: boolean } }).queryRunner.isTransactionActive =
      false;
    await expect(new WebhookOutbox().record(tx, 'order.paid', {})).rejects.toThrow('inside a transaction');
  });
});
