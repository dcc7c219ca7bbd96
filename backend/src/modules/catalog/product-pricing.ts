import type { EntityManager } from 'typeorm';

/**
 * What checkout needs from the catalogue: products as the shopper would pay for them right
 * now (the site-wide deal applied). Implemented by the catalogue module, which exports it as
 * the `ProductPricing` provider; the cart and order creation depend only on this contract.
 */
export interface PricedProduct {
  id: string;
  name: string;
  /** Primary image URL (e.g. /uploads/products/x.webp). */
  image: string;
  category: string;
  material: string | null;
  /** What the shopper pays per unit now, in integer paise (deal applied). */
  pricePaise: number;
  /** The product's own price before the deal, in integer paise. */
  originalPricePaise: number;
  /** Deal percent applied now, 0 when none. */
  dealDiscount: number;
  dealTitle: string | null;
  /** Pieces left; null = made to order. The cart warns with it; placing the order reserves. */
  stock: number | null;
  /** For GST invoices (snapshotted on the order line). */
  hsnCode: string | null;
  /** GST rate in percent; charged only when the shop turns per-product rates on. */
  gstRate: number;
}

export abstract class ProductPricing {
  /**
   * Priced products for the ids that exist (unknown or deleted ids are simply absent). Inside a
   * transaction pass its `manager`: the embedded database has one connection, which that
   * transaction holds.
   */
  abstract getPricedProducts(ids: string[], at?: Date, manager?: EntityManager): Promise<PricedProduct[]>;
}
