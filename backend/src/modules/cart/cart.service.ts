import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { paiseToRupees } from '../../common/money';
import {
  chosenVariantSql,
  PricedLineRow,
  PricedProduct,
  ProductPricing,
  struckThroughPaise,
  VariantChoice,
} from '../catalog/product-pricing.service';
import { batchOf } from '../../common/concurrency/batch-of';
import { isUuid } from '../../common/uuid';
import { CartDto, CartLineDto, MAX_LINE_QUANTITY } from './cart.dto';
import { CartItem } from './cart-item.entity';
import { CouponsService } from './coupons.service';
import { priceLines, taxRateOf } from '../../common/pricing';
import { APP_CONFIG, AppConfig } from '../../config';
import { prepared } from '../../database/prepared';
import { Transactions, type Tx } from '../../infra/events';

const TOO_FEW = 'Quantity cannot be less than 1';
const TOO_MANY = `Quantity cannot exceed ${MAX_LINE_QUANTITY}`;

/**
 * Adds a line ($1 user, $2 product, $4 its variant or null for its only one, $3 quantity), or
 * raises the line that already holds the variant, with the limit checked in the same statement:
 * two quick clicks cannot make two lines or pass the limit. No row comes back when the variant
 * is not one the product sells, or the limit stopped it.
 */
const ADD_LINE = prepared(`
  INSERT INTO cart_items (user_id, product_id, variant_id, quantity)
  SELECT $1::uuid, product.id, product.variant_id, $3::int FROM (${chosenVariantSql('$2::uuid', '$4::uuid')}) product
  ON CONFLICT (user_id, variant_id) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity
  WHERE cart_items.quantity + EXCLUDED.quantity <= ${MAX_LINE_QUANTITY}
  RETURNING id`);

/**
 * The lines of the users $1 in the order they were added, with their variants as the catalogue
 * prices them (ProductPricing.linesSql): one statement for the cart reads of one turn of the event
 * loop. The users are a set to join (IN), not an array to match (= ANY), so that the plan is an
 * index probe per user and per line whatever the tables' statistics. Prepared, as every cart read
 * runs it, and the array read through a subquery, which PostgreSQL does not estimate: with its
 * length known, a custom plan for one shopper looked cheaper than the generic one, and every
 * call was planned again (0.5-0.8 ms of the database's time, five times the run).
 */
function cartLinesSql(pricing: ProductPricing): string {
  return prepared(
    `${pricing.linesSql(
      `(SELECT id, user_id, product_id, variant_id, quantity, created_at FROM cart_items
        WHERE user_id IN (SELECT unnest((SELECT $1::uuid[])))) line`,
      'line.user_id AS "userId", line.id AS "lineId", line.quantity',
    )}
  ORDER BY line.created_at, line.id`,
  );
}

/** A cart line as cartLinesSql reads it. */
type CartLineRow = PricedLineRow<{ userId: string; lineId: string; quantity: number }>;

/**
 * Drops the variants `variants` (a SQL subquery of variant ids) that an order took from the cart
 * of `user` (a SQL uuid). A statement of its own, or a data-modifying WITH query of the statement
 * that writes the order; whoever runs it publishes `cart.changed`.
 */
export function removeVariantsSql(user: string, variants: string): string {
  return `DELETE FROM cart_items WHERE user_id = ${user} AND variant_id IN (${variants})`;
}

/** Drops the variants ($2) an order took from the user's ($1) cart. */
const REMOVE_VARIANTS = prepared(removeVariantsSql('$1::uuid', 'SELECT unnest($2::uuid[])'));

/** The cart_items table's owner. Every call is scoped to the signed-in user. */
@Injectable()
export class CartService {
  private readonly cartLines: string;
  private readonly cartReads = batchOf<string, CartLineRow[]>(async (userIds) => {
    const rows = await this.items.query<CartLineRow[]>(this.cartLines, [userIds]);
    const byUser = new Map<string, CartLineRow[]>();
    for (const row of rows) {
      const lines = byUser.get(row.userId);
      if (lines) lines.push(row);
      else byUser.set(row.userId, [row]);
    }
    return userIds.map((id) => byUser.get(id.toLowerCase()) ?? []);
  });

  constructor(
    @InjectRepository(CartItem) private readonly items: Repository<CartItem>,
    @Inject(ProductPricing) private readonly pricing: ProductPricing,
    private readonly coupons: CouponsService,
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.cartLines = cartLinesSql(pricing);
  }

  /**
   * The cart as the shopper pays for it now: current prices, the coupon if one is given, and
   * the one pricing function, so the order summary shows exactly what the order will cost.
   * Its products are shown as the catalogue shows them (a product no longer sold is neither
   * shown nor charged).
   */
  async view(userId: string, couponCode?: string): Promise<CartDto> {
    const rows = await this.cartReads.load(userId);
    // A cart holds a variant on one line at most (cart_items_user_variant_key).
    const variants = this.pricing.pricedLines(rows);
    const held: { item: Pick<CartItem, 'id' | 'quantity'>; product: PricedProduct }[] = [];
    rows.forEach((row, i) => {
      const product = variants[i];
      if (product) held.push({ item: { id: row.lineId, quantity: row.quantity }, product });
    });
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
    return {
      products: held.map(({ item, product }) => cartLine(item, product)),
      totalPrice: paiseToRupees(totals.subtotal),
      discount: paiseToRupees(totals.discount),
      couponCode: coupon?.code ?? null,
      discountPercentage: coupon?.discountPercentage ?? null,
      tax: paiseToRupees(totals.tax),
      taxRate: taxRateOf(taxMode),
      grandTotal: paiseToRupees(totals.grandTotal),
      selectedItems: held.reduce((sum, { item }) => sum + item.quantity, 0),
    };
  }

  /**
   * Adds a variant of a product (none named: the product's only one), or raises the quantity of
   * the line that already holds it.
   */
  async add(userId: string, choice: VariantChoice, quantity = 1): Promise<CartDto> {
    const { productId, variantId } = choice;
    // A variant id that cannot be one is told apart below, not sent to PostgreSQL as a uuid.
    const sent = variantId && isUuid(variantId) ? variantId : null;
    const written: unknown[] =
      variantId && !sent ? [] : await this.items.query(ADD_LINE, [userId, productId, quantity, sent]);
    if (written.length === 0) {
      // Nothing written: 400 for a variant missing or not the product's, 404 for a product that
      // does not exist, else the limit.
      const [priced] = await this.pricing.getPricedVariants([choice]);
      if (!priced) throw new NotFoundException('Product not found');
      throw new BadRequestException(TOO_MANY);
    }
    return this.changed(userId);
  }

  async step(userId: string, itemId: string, type: 'increment' | 'decrement'): Promise<CartDto> {
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
    return this.changed(userId);
  }

  async remove(userId: string, itemId: string): Promise<CartDto> {
    const result = await this.items.delete({ id: itemId, userId });
    if (!result.affected) throw new NotFoundException('Cart item not found');
    return this.changed(userId);
  }

  async clear(userId: string): Promise<CartDto> {
    await this.items.delete({ userId });
    return this.changed(userId);
  }

  /** Drops ordered variants from the user's cart, inside the order's transaction. */
  async removeVariants(tx: Tx, userId: string, variantIds: string[]): Promise<void> {
    if (variantIds.length === 0) return;
    await tx.manager.query(REMOVE_VARIANTS, [userId, variantIds]);
    tx.publish({ type: 'cart.changed', userIds: [userId] });
  }

  /**
   * Puts the lines of an order that ended unpaid back in the cart (inside the order's
   * transaction), so a failed or abandoned UPI payment loses the shopper nothing. Quantities add
   * to what the cart holds now, up to the line limit; variants deleted since are skipped.
   */
  async restoreLines(
    tx: Tx,
    userId: string,
    lines: { productId: string | null; variantId: string | null; quantity: number }[],
  ): Promise<void> {
    for (const line of lines) {
      if (!line.productId || !line.variantId) continue;
      // Everything inside the order's transaction: a read on another connection would wait for
      // the one this transaction holds (the embedded database has only one) and never get it.
      // A variant deleted since selects no row, so it is skipped.
      await tx.manager.query(
        `INSERT INTO cart_items (user_id, product_id, variant_id, quantity)
         SELECT $1, product.id, product.variant_id, LEAST($3::int, ${MAX_LINE_QUANTITY})
         FROM (${chosenVariantSql('$2::uuid', '$4::uuid')}) product
         ON CONFLICT (user_id, variant_id)
         DO UPDATE SET quantity = LEAST(cart_items.quantity + EXCLUDED.quantity, ${MAX_LINE_QUANTITY})`,
        [userId, line.productId, line.quantity, line.variantId],
      );
    }
    tx.publish({ type: 'cart.changed', userIds: [userId] });
  }

  /** The cart after a change that committed by itself (one statement), once its listeners know. */
  private async changed(userId: string): Promise<CartDto> {
    await this.transactions.published({ type: 'cart.changed', userIds: [userId] });
    return this.view(userId);
  }

  /** Someone else's item id answers 404 like a missing one: ids are not confirmed to strangers. */
  private async ownItem(userId: string, itemId: string): Promise<CartItem> {
    const item = await this.items.findOneBy({ id: itemId, userId });
    if (!item) throw new NotFoundException('Cart item not found');
    return item;
  }
}

/** A line with its variant as the catalogue shows it now. */
function cartLine(item: Pick<CartItem, 'id' | 'quantity'>, product: PricedProduct): CartLineDto {
  const oldPrice = struckThroughPaise(product);
  return {
    _id: item.id,
    id: item.id,
    productId: product.id,
    name: product.name,
    // The variant's picture, else the product's; made absolute from PUBLIC_URL as the answer is serialized (http/image-urls.ts).
    image: product.image,
    price: paiseToRupees(product.pricePaise),
    quantity: item.quantity,
    originalPrice: paiseToRupees(product.originalPricePaise),
    oldPrice: oldPrice === null ? null : paiseToRupees(oldPrice),
    dealDiscount: product.dealDiscount,
    dealTitle: product.dealTitle,
    material: product.material,
    lineTotal: paiseToRupees(product.pricePaise * item.quantity),
    stock: product.stock,
    // After the fields the storefront has always received, in their order.
    variantId: product.variantId,
    sku: product.sku,
    variantTitle: product.variantTitle,
  };
}
