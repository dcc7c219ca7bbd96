import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { paiseToRupees } from '../../common/money';
import { PricedProduct, ProductPricing, struckThroughPaise } from '../catalog/product-pricing';
import { CartDto, MAX_LINE_QUANTITY } from './cart.dto';
import { CartItem } from './cart-item.entity';
import { CouponsService } from './coupons.service';
import { CartBatches, CartLineRow } from './cart-batches';
import { priceLines, TAX_RATE } from './pricing';
import { APP_CONFIG, AppConfig } from '../../config';
import { absoluteImageUrl } from '../../http/image-urls';
import { prepared } from '../../database/prepared';
import type { Tx } from '../../infra/events';
import { JsonText, jsonFields } from '../../common/http/json-text';

const TOO_FEW = 'Quantity cannot be less than 1';
const TOO_MANY = `Quantity cannot exceed ${MAX_LINE_QUANTITY}`;

/** Drops the products ($2) an order took from the user's ($1) cart. */
const REMOVE_PRODUCTS = prepared(`DELETE FROM cart_items WHERE user_id = $1 AND product_id = ANY($2::uuid[])`);

/** The cart_items table's owner. Every call is scoped to the signed-in user. */
@Injectable()
export class CartService {
  private readonly batches: CartBatches;

  constructor(
    @InjectRepository(CartItem) private readonly items: Repository<CartItem>,
    @Inject(ProductPricing) private readonly pricing: ProductPricing,
    private readonly coupons: CouponsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.batches = new CartBatches(items);
  }

  /**
   * The cart as the shopper pays for it now: current prices, the coupon if one is given, and
   * the one pricing function, so the order summary shows exactly what the order will cost.
   */
  async view(userId: string, couponCode?: string): Promise<JsonText> {
    // The lines, read with the carts other requests want at the same time.
    return this.shown(userId, await this.batches.linesOf(userId), couponCode);
  }

  /**
   * The cart of these lines, their products as the catalogue shows them (a product no longer
   * sold is neither shown nor charged).
   */
  private async shown(userId: string, rows: readonly CartLineRow[], couponCode?: string): Promise<JsonText> {
    // A cart holds a product on one line at most (cart_items_user_product_key).
    const products = await this.priced(rows.map((row) => row.productId));
    const held: { item: Pick<CartItem, 'id' | 'quantity'>; product: PricedProduct }[] = [];
    for (const row of rows) {
      const product = products.get(row.productId);
      if (product) held.push({ item: { id: row.itemId, quantity: row.quantity }, product });
    }
    const taxMode = this.config.gstPerProductRates ? 'per_product' : 'flat';
    const lines = held.map(({ item, product }) => ({
      unitPricePaise: product.pricePaise,
      quantity: item.quantity,
      gstRatePercent: product.gstRate,
    }));
    // A coupon's minimum order value is judged on the subtotal before any discount.
    const coupon = couponCode
      ? await this.coupons.findUsable(couponCode, { userId, subtotal: priceLines(lines, null).subtotal })
      : null;
    const totals = priceLines(lines, coupon?.discountPercentage ?? null, taxMode);
    const rest: Omit<CartDto, 'products'> = {
      totalPrice: paiseToRupees(totals.subtotal),
      discount: paiseToRupees(totals.discount),
      couponCode: coupon?.code ?? null,
      discountPercentage: coupon?.discountPercentage ?? null,
      tax: paiseToRupees(totals.tax),
      taxRate: taxMode === 'flat' ? TAX_RATE : null,
      grandTotal: paiseToRupees(totals.grandTotal),
      selectedItems: held.reduce((sum, { item }) => sum + item.quantity, 0),
    };
    // A CartDto, written from each product's kept text (see lineJson).
    const json = held.map(({ item, product }) => lineJson(item, product, this.config.publicUrl));
    return new JsonText(`{"products":[${json.join(',')}],${jsonFields(rest)}}`);
  }

  /** Adds a product, or raises the quantity of the line that already holds it. */
  async add(userId: string, productId: string, quantity = 1): Promise<JsonText> {
    // Written with the additions of other requests at the same time, in the statement that also
    // answers the cart's lines; a product that does not exist adds nothing, and only then is it
    // told apart from the limit.
    const lines = await this.batches.add({ userId, productId, quantity });
    if (!lines) {
      if ((await this.priced([productId])).size === 0) throw new NotFoundException('Product not found');
      throw new BadRequestException(TOO_MANY);
    }
    return this.changedCart(userId, lines);
  }

  async step(userId: string, itemId: string, type: 'increment' | 'decrement'): Promise<JsonText> {
    await this.ownItem(userId, itemId);
    const change =
      type === 'increment'
        ? { to: 'quantity + 1', allowed: `quantity < ${MAX_LINE_QUANTITY}`, refusal: TOO_MANY }
        : { to: 'quantity - 1', allowed: 'quantity > 1', refusal: TOO_FEW };
    // The bound is checked in the same statement that changes the quantity.
    const [, changed]: [unknown[], number] = await this.items.query(
      `UPDATE cart_items SET quantity = ${change.to}
       WHERE id = $1 AND user_id = $2 AND ${change.allowed} RETURNING id`,
      [itemId, userId],
    );
    if (changed === 0) throw new BadRequestException(change.refusal);
    return this.changedCart(userId);
  }

  async remove(userId: string, itemId: string): Promise<JsonText> {
    const result = await this.items.delete({ id: itemId, userId });
    if (!result.affected) throw new NotFoundException('Cart item not found');
    return this.changedCart(userId);
  }

  async clear(userId: string): Promise<JsonText> {
    await this.items.delete({ userId });
    return this.changedCart(userId);
  }

  /** Drops ordered products from the user's cart, inside the order's transaction. */
  async removeProducts(tx: Tx, userId: string, productIds: string[]): Promise<void> {
    if (productIds.length === 0) return;
    await tx.manager.query(REMOVE_PRODUCTS, [userId, productIds]);
    tx.publish({ type: 'cart.changed', userIds: [userId] });
  }

  /**
   * Puts the lines of an order that ended unpaid back in the cart (inside the order's
   * transaction), so a failed or abandoned UPI payment loses the shopper nothing. Quantities add
   * to what the cart holds now, up to the line limit; products deleted since are skipped.
   */
  async restoreLines(tx: Tx, userId: string, lines: { productId: string | null; quantity: number }[]): Promise<void> {
    for (const line of lines) {
      if (!line.productId) continue;
      // Everything inside the order's transaction: a read on another connection would wait for
      // the one this transaction holds (the embedded database has only one) and never get it.
      // A product deleted since selects no row, so it is skipped.
      await tx.manager.query(
        `INSERT INTO cart_items (user_id, product_id, quantity)
         SELECT $1, products.id, LEAST($3::int, ${MAX_LINE_QUANTITY}) FROM products WHERE products.id = $2
         ON CONFLICT (user_id, product_id)
         DO UPDATE SET quantity = LEAST(cart_items.quantity + EXCLUDED.quantity, ${MAX_LINE_QUANTITY})`,
        [userId, line.productId, line.quantity],
      );
    }
    tx.publish({ type: 'cart.changed', userIds: [userId] });
  }

  /** The cart after a committed change of its lines: of the lines given (an addition's statement answers them), else read again. */
  private changedCart(userId: string, lines?: readonly CartLineRow[]): Promise<JsonText> {
    return lines ? this.shown(userId, lines) : this.view(userId);
  }

  /** Someone else's item id answers 404 like a missing one: ids are not confirmed to strangers. */
  private async ownItem(userId: string, itemId: string): Promise<CartItem> {
    const item = await this.items.findOneBy({ id: itemId, userId });
    if (!item) throw new NotFoundException('Cart item not found');
    return item;
  }

  private async priced(productIds: string[]): Promise<Map<string, PricedProduct>> {
    if (productIds.length === 0) return new Map();
    const products = await this.pricing.getPricedProducts([...new Set(productIds)]);
    return new Map(products.map((product) => [product.id, product]));
  }
}

/**
 * What a line shows of its product, as JSON text around the line's own fields (its ids,
 * quantity and total), in CartLineDto's order.
 */
interface ProductJson {
  beforeQuantity: string;
  afterQuantity: string;
  afterTotal: string;
}

function productJsonOf(product: PricedProduct, publicUrl: string): ProductJson {
  const oldPrice = struckThroughPaise(product);
  return {
    beforeQuantity: jsonFields({
      productId: product.id,
      name: product.name,
      image: absoluteImageUrl(publicUrl, product.image),
      price: paiseToRupees(product.pricePaise),
    }),
    afterQuantity: jsonFields({
      originalPrice: paiseToRupees(product.originalPricePaise),
      oldPrice: oldPrice === null ? null : paiseToRupees(oldPrice),
      dealDiscount: product.dealDiscount,
      dealTitle: product.dealTitle,
      material: product.material,
    }),
    afterTotal: jsonFields({ stock: product.stock }),
  };
}

/** A CartLineDto as JSON; image URLs absolute from PUBLIC_URL, as every answer's are. */
function lineJson(item: Pick<CartItem, 'id' | 'quantity'>, product: PricedProduct, publicUrl: string): string {
  const json = productJsonOf(product, publicUrl);
  // A uuid from the database: nothing in it needs escaping.
  const id = `"${item.id}"`;
  const lineTotal = paiseToRupees(product.pricePaise * item.quantity);
  return `{"_id":${id},"id":${id},${json.beforeQuantity},"quantity":${item.quantity},${json.afterQuantity},"lineTotal":${lineTotal},${json.afterTotal}}`;
}
