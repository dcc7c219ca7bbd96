import { Inject, Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { CacheVersions } from '../../infra/cache';
import type { StockChanged } from '../../infra/events';

/**
 * Temporary, until the cache listens to the domain events itself: stale cached catalogue
 * answers after committed stock moves, as StockService's commit hook did. A count that moves
 * and stays above zero changes only the answers that show the product; one that sells out or
 * comes back also changes lists that hide or sort sold-out products.
 */
@Injectable()
export class StockCacheListener {
  constructor(@Inject(CacheVersions) private readonly versions: CacheVersions) {}

  @OnEvent('stock.changed')
  async stockChanged(event: StockChanged): Promise<void> {
    if (event.productIds.length === 0) return;
    if (event.soldOutChanged) await this.versions.bump('catalogue');
    else await this.versions.touch('catalogue', event.productIds);
  }
}
