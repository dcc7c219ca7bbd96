/**
 * What checkout needs from the catalogue: a variant of a product as the shopper would pay for it
 * right now (the site-wide deal applied). Implemented by the catalogue module, which exports it
 * as the `ProductPricing` provider; the cart and order creation depend only on this contract.
 */
export interface PricedProduct {
  /** The product's id. */
  id: string;
  variantId: string;
  sku: string;
  /** "Size: Large / Finish: Walnut"; null for a product without options. */
  variantTitle: string | null;
  name: string;
  /** The variant's picture, else the product's (e.g. /uploads/products/x.webp). */
  image: string;
  category: string;
  material: string | null;
  /** What the shopper pays per unit of the variant now, in integer paise (deal applied). */
  pricePaise: number;
  /** The variant's own price before the deal, in integer paise. */
  originalPricePaise: number;
  /** The variant's own "was" price (its stored old price), in integer paise; null when it has none. */
  listOldPricePaise: number | null;
  /** Deal percent applied now, 0 when none. */
  dealDiscount: number;
  dealTitle: string | null;
  /** Pieces of the variant left; null = made to order. The cart warns with it; placing the order reserves. */
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

/** A line's product and, when the shopper chose one, its variant (none: the product's only variant). */
export interface VariantChoice {
  productId: string;
  variantId?: string | null;
}

/**
 * A row of a statement made by `ProductPricing.linesSql`: the caller's own columns (`L`), and the
 * catalogue's, which `ProductPricing.pricedLines` reads.
 */
export type PricedLineRow<L extends object> = L & { readonly [catalogueColumn: string]: unknown };

export abstract class ProductPricing {
  /**
   * The chosen variants priced, in the choices' order, under the deal as stored this moment: what
   * a cart shows and an order is charged. null for a product that does not exist (or no longer).
   * 400 for a choice without a variant of a product that has several (naming its options), and
   * for a variant that is not the product's.
   */
  abstract getPricedVariants(choices: VariantChoice[], at?: Date): Promise<(PricedProduct | null)[]>;

  /**
   * A statement that reads lines of another module's table and, in the same round trip, their
   * variants as `pricedLines` prices them: `lines` is a SQL FROM item named `line` with the uuid
   * columns product_id and variant_id (the line's variant), `lineColumns` the caller's columns
   * of it, each named apart from the catalogue's (say "lineId", not id). A line of a product that
   * is gone is left out. The caller may append ORDER BY.
   */
  abstract linesSql(lines: string, lineColumns: string): string;

  /** The variants of rows a linesSql statement read, priced under the deal as stored then; null for a variant that is gone. */
  abstract pricedLines(rows: PricedLineRow<object>[], at?: Date): (PricedProduct | null)[];
}

/** 400 text: a line without a variant, of a product sold in several (`Choose a Size and Finish for "Round Mirror".`). */
export function chooseOptionsMessage(productName: string, optionNames: string[]): string {
  const names =
    optionNames.length <= 1
      ? optionNames.join('')
      : `${optionNames.slice(0, -1).join(', ')} and ${optionNames[optionNames.length - 1]}`;
  return `Choose a ${names} for "${productName}".`;
}

/** 400 text: a variant that is not one of the product's. */
export function notSoldWithMessage(productName: string): string {
  return `This choice is not sold with "${productName}".`;
}

/*
 * The products table is the catalogue's. Statements of other modules that must see it in the
 * same round trip compose these fragments instead of naming its columns themselves.
 */

/**
 * The variant a line means (a SQL row of the product `id` and `variant_id`): the variant
 * `variant` (a SQL uuid value) when it is one of the product `product`'s, or with `variant` NULL
 * the product's only variant. No row for an unknown product or variant, a variant of another
 * product, or no variant chosen of a product with several (getPricedVariants tells which).
 */
export function chosenVariantSql(product: string, variant: string): string {
  return `SELECT v.product_id AS id, v.id AS variant_id FROM product_variants v
          WHERE v.product_id = ${product} AND CASE WHEN ${variant} IS NULL
            THEN NOT EXISTS (SELECT 1 FROM product_variants o WHERE o.product_id = v.product_id AND o.id <> v.id)
            ELSE v.id = ${variant} END`;
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
