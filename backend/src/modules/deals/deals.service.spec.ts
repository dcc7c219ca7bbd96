import type { Repository } from 'typeorm';
import { InProcessCacheVersions } from '../../infra/cache/cache-versions';
import { ResponseCache } from '../../infra/cache/response-cache';
import { Clock } from './clock';
import type { Deal } from './deal.entity';
import { DealsService } from './deals.service';

const NOW = new Date('2026-11-25T10:00:00Z');

/** A deals table of one row whose discount the test changes, and the statements sent to it. */
function dealsWith(discount: number) {
  const table = { discount, statements: 0 };
  const repository = {
    query: async () => {
      table.statements++;
      return [
        {
          title: 'Diwali',
          discount: table.discount,
          categories: ['Mirrors'],
          isActive: true,
          endDate: new Date('2026-11-30T00:00:00Z'),
        },
      ];
    },
  } as unknown as Repository<Deal>;
  const clock = { now: () => NOW } as Clock;
  const versions = new InProcessCacheVersions();
  return { table, service: new DealsService(repository, clock, versions, new ResponseCache(versions)) };
}

describe('DealsService.appliedNow', () => {
  it('reads the deal row once for the checkouts of one turn, and afresh for every later one', async () => {
    const { table, service } = dealsWith(20);
    const applied = await Promise.all([service.appliedNow(), service.appliedNow(), service.appliedNow()]);
    expect(table.statements).toBe(1);
    expect(applied.map((deal) => deal?.discount)).toEqual([20, 20, 20]);
    // Never from memory: a change is charged at the next checkout, even with no version bump.
    table.discount = 30;
    expect((await service.appliedNow())?.discount).toBe(30);
    expect(table.statements).toBe(2);
  });

  it('judges each checkout at its own time', async () => {
    const { service } = dealsWith(20);
    const [during, after] = await Promise.all([
      service.appliedNow(NOW),
      service.appliedNow(new Date('2026-11-30T00:00:01Z')),
    ]);
    expect(during?.discount).toBe(20);
    expect(after).toBeNull();
  });
});
