import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { Tx } from '../../infra/events';
import { OutboxEvent, WebhookOutbox } from '../webhooks/webhook-outbox.service';
import { ProductEventDataDto, StockChangedDataDto } from './dto/product-event.dto';
import { LOW_STOCK_THRESHOLD } from './dto/stock.dto';
import { Product } from './product.entity';
import { productView } from './product-view';

/** Writes the product and stock events to the webhook outbox inside the catalogue's transaction. */
@Injectable()
export class ProductWebhooks {
  constructor(private readonly outbox: WebhookOutbox) {}

  /** The product as the transaction sees it; read before deleting for product.deleted. */
  async snapshot(manager: EntityManager, id: string): Promise<ProductEventDataDto | null> {
    const row = await manager.getRepository(Product).findOneBy({ id });
    // A deal is a storefront price of the moment; receivers get the product's own price.
    return row ? { product: productView(row, null) } : null;
  }

  async record(
    tx: Tx,
    type: 'product.created' | 'product.updated' | 'product.deleted',
    data: ProductEventDataDto,
  ): Promise<void> {
    await this.outbox.record(tx, type, data);
  }

  /**
   * stock.changed per product moved, and stock.low for each that fell to the threshold from
   * above it (or from not being counted), all in one write: an order's stock costs no round
   * trip when nobody subscribes to them (the outbox knows from the order's own event).
   */
  async stockMoved(tx: Tx, moves: StockChangedDataDto[]): Promise<void> {
    const events: OutboxEvent[] = [];
    for (const move of moves) {
      events.push({ type: 'stock.changed', data: move });
      if (fellLow(move)) events.push({ type: 'stock.low', data: { ...move, threshold: LOW_STOCK_THRESHOLD } });
    }
    await this.outbox.recordAll(tx, events);
  }
}

function fellLow({ stock, previousStock }: StockChangedDataDto): boolean {
  return (
    stock !== null && stock <= LOW_STOCK_THRESHOLD && (previousStock === null || previousStock > LOW_STOCK_THRESHOLD)
  );
}
