import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { Tx } from '../../infra/events';
import { WebhookOutbox } from '../webhooks/webhook-outbox.service';
import { ProductEventDataDto } from './dto/product-event.dto';
import { Product } from './product.entity';
import { productView } from './product-view';

/** Writes the product events to the webhook outbox inside the catalogue's transaction. */
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
}
