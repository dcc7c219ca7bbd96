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
  /** The product's own "was" price (its stored old price), in integer paise; null when it has none. */
  listOldPricePaise: number | null;
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

/**
 * The price the shop strikes through beside the current one, in paise: the price before the
 * deal while a deal applies, else the product's own old price when it is above the price; null
 * when the shopper sees no saving. Product cards, the product page and cart lines all use it.
 */
export function struckThroughPaise(
  price: Pick<PricedProduct, 'pricePaise' | 'originalPricePaise' | 'dealDiscount' | 'listOldPricePaise'>,
): number | null {
  if (price.dealDiscount > 0) return price.originalPricePaise;
  return price.listOldPricePaise !== null && price.listOldPricePaise > price.pricePaise
    ? price.listOldPricePaise
    : null;
}

/** A product's own columns that pricing needs, as a query joining products returns them. */
export interface ProductPriceRow {
  id: string;
  name: string;
  image: string;
  category: string;
  material: string | null;
  stock: number | null;
  hsnCode: string | null;
  gstRate: number;
  /** numeric(12,2) as PostgreSQL sends it, e.g. "1499.00" */
  price: string;
  /** The list's struck-through price, if the product has one. */
  oldPrice: string | null;
}

export abstract class ProductPricing {
  /**
   * Priced products for the ids that exist (unknown or deleted ids are simply absent), under
   * the deal as stored this moment: what a cart shows and an order is charged.
   */
  abstract getPricedProducts(ids: string[], at?: Date): Promise<PricedProduct[]>;
}

/*
 * The products table is the catalogue's. Statements of other modules that must see it in the
 * same round trip compose these fragments instead of naming its columns themselves.
 */

/**
 * The product `id` (a SQL value) and its first variant (`variant_id`), one row while the product
 * exists, none after: the variant a line without a chosen variant means.
 */
export function defaultVariantSql(id: string): string {
  return `SELECT v.product_id AS id, v.id AS variant_id FROM product_variants v
          WHERE v.product_id = ${id} ORDER BY v.position, v.id LIMIT 1`;
}

/** How many products (SQL int) are in the categories `categories` (a SQL text[] value). */
export function productsInCategoriesSql(categories: string): string {
  return `SELECT count(*)::int FROM products WHERE category = ANY(${categories})`;
}

/**
 * Sets products.paid_price, which lists sort and filter by, to what the deal row `deal` (a SQL
 * subquery of its discount, categories and prices_applied) makes it, in one statement for every
 * product whose paid price differs: the rule of the products_paid_price trigger, in whole paise.
 */
export function repriceProductsSql(deal: string): string {
  const paidPrice = `CASE WHEN d.prices_applied AND p.category = ANY(d.categories)
    THEN round(p.price * (100 - d.discount)) / 100 ELSE p.price END`;
  return `UPDATE products p SET paid_price = ${paidPrice} FROM (${deal}) AS d WHERE p.paid_price <> ${paidPrice}`;
}
