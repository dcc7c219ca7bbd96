import { types } from 'node:util';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { toPaise } from '../../common/money';
import { batchOf } from '../../common/concurrency/batch-of';
import { prepared } from '../../database/prepared';
import {
  appliedDeal,
  AppliedDeal,
  DEAL_ROW_SQL,
  DealsService,
  priceUnderDeal,
  storedDeal,
} from '../deals/deals.service';
import { Product } from './product.entity';
import { ProductOption, variantTitle } from './product-variant.entity';
import {
  chooseOptionsMessage,
  notSoldWithMessage,
  PricedLineRow,
  PricedProduct,
  ProductPricing,
  VariantChoice,
} from './product-pricing.service';
import { isUuid } from '../../common/uuid';

/**
 * A statement reading lines of `lines` (a SQL FROM item named `line` with the uuid columns
 * product_id and variant_id, null where none was chosen: the product's first variant comes, and
 * the caller checks it is the only one) with the columns `lineColumns` of the caller's own, and
 * for each what carts show and checkout charge on: its product and variant, with the deal row
 * (the deals module's DEAL_ROW_SQL). Read from the database every time, never from memory. A
 * variant id of another product comes back with that product's id in `variantProductId`, an
 * unknown one without a variant; a line of an unknown product not at all.
 */
function chargedRowsSql(lines: string, lineColumns: string): string {
  return `
  SELECT ${lineColumns}, p.id, p.name, p.image AS "productImage", p.category, p.material, p.hsn_code AS "hsnCode",
         p.gst_rate AS "gstRate", p.options, p.variant_count AS "variantCount",
         v.id AS "variantId", v.product_id AS "variantProductId", v.sku, v.option_values AS "optionValues",
         v.price, v.old_price AS "oldPrice", v.stock, v.image AS "variantImage",
         ${DEAL_ROW_SQL} AS deal
  FROM ${lines}
  JOIN products p ON p.id = line.product_id
  LEFT JOIN LATERAL (
    SELECT v.* FROM product_variants v WHERE v.id = line.variant_id
    UNION ALL
    (SELECT v.* FROM product_variants v WHERE line.variant_id IS NULL AND v.product_id = line.product_id
     ORDER BY v.position, v.id LIMIT 1)
  ) v ON true`;
}

/**
 * The choices of one or several requests (their products $1 and variants $2), in one statement
 * for the checkouts of one turn of the event loop. The arrays are read through subqueries, which
 * PostgreSQL does not estimate: every call is planned alike, so a connection keeps one generic
 * plan after five calls, where an array's known length had it plan each call again (which cost
 * about as much as running it).
 */
const CHARGED_ROWS = prepared(
  chargedRowsSql(
    'unnest((SELECT $1::uuid[]), (SELECT $2::uuid[])) WITH ORDINALITY AS line(product_id, variant_id, n)',
    'line.n::int AS n',
  ),
);

/** A product and the variant a line names, as chargedRowsSql reads them. */
interface ChargedRow {
  id: string;
  name: string;
  productImage: string;
  category: string;
  material: string | null;
  hsnCode: string | null;
  gstRate: number;
  options: ProductOption[];
  variantCount: number;
  variantId: string | null;
  variantProductId: string | null;
  sku: string | null;
  optionValues: string[] | null;
  /** numeric(12,2) as PostgreSQL sends it, e.g. "1499.00" */
  price: string | null;
  oldPrice: string | null;
  stock: number | null;
  variantImage: string | null;
  deal: Parameters<typeof storedDeal>[0];
}

/** A choice as the statement takes it: ids in lower case (as rows return them), a variant id only if one could exist. */
interface Wanted {
  productId: string;
  variantId: string | null;
}

/** Prices variants for the cart and checkout with the same rule the catalogue shows. */
@Injectable()
export class CatalogPricing extends ProductPricing {
  private readonly chargedReads = batchOf<Wanted, ChargedRow | null>(async (choices) => {
    const rows = await this.products.query<(ChargedRow & { n: number })[]>(CHARGED_ROWS, [
      choices.map((choice) => choice.productId),
      choices.map((choice) => choice.variantId),
    ]);
    const byPosition = new Map(rows.map((row) => [row.n, row]));
    return choices.map((_, i) => byPosition.get(i + 1) ?? null);
  });

  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @Inject(DealsService) private readonly deals: DealsService,
  ) {
    super();
  }

  async getPricedVariants(choices: VariantChoice[], at?: Date): Promise<(PricedProduct | null)[]> {
    const known = choices.map(({ productId, variantId }) => ({
      productId: productId.toLowerCase(),
      variantId: variantId ? variantId.toLowerCase() : null,
      // A variant id that cannot be one is no variant of the product.
      foreign: variantId !== undefined && variantId !== null && !isUuid(variantId),
      sent: variantId !== undefined && variantId !== null,
    }));
    const asked = known.filter((choice) => isUuid(choice.productId));
    const found = asked.length === 0 ? [] : await this.chargedReads.loadMany(asked.map(wanted));
    const rows = new Map(asked.map((choice, i) => [choice, found[i]]));
    const now = at ?? this.deals.now();
    return known.map((choice) => {
      const read = rows.get(choice);
      // Not `instanceof Error`: an error of Node's own (ECONNREFUSED while the database is away)
      // comes from another realm than the code's under Jest's module sandbox.
      if (types.isNativeError(read)) throw read;
      if (!read) return null;
      if (choice.foreign || (choice.sent && read.variantProductId !== read.id)) {
        throw new BadRequestException(notSoldWithMessage(read.name));
      }
      if (!choice.sent && read.variantCount > 1) {
        throw new BadRequestException(
          chooseOptionsMessage(
            read.name,
            read.options.map((option) => option.name),
          ),
        );
      }
      // The product lost its last variant while this was read (it is being deleted).
      if (read.variantId === null) return null;
      return priced(read, appliedDeal(storedDeal(read.deal), now));
    });
  }

  linesSql(lines: string, lineColumns: string): string {
    return chargedRowsSql(lines, lineColumns);
  }

  pricedLines(rows: PricedLineRow<object>[], at?: Date): (PricedProduct | null)[] {
    const now = at ?? this.deals.now();
    return rows.map((row) => {
      const read = row as unknown as ChargedRow;
      // A line names its variant: one deleted as it was read, or another product's, is not sold.
      if (read.variantId === null || read.variantProductId !== read.id) return null;
      return priced(read, appliedDeal(storedDeal(read.deal), now));
    });
  }
}

function wanted(choice: { productId: string; variantId: string | null; foreign: boolean }): Wanted {
  return { productId: choice.productId, variantId: choice.foreign ? null : choice.variantId };
}

function priced(row: ChargedRow, deal: AppliedDeal | null): PricedProduct {
  return {
    id: row.id,
    variantId: row.variantId!,
    sku: row.sku!,
    variantTitle: variantTitle(row.options, row.optionValues ?? []),
    name: row.name,
    image: row.variantImage ?? row.productImage,
    category: row.category,
    material: row.material,
    stock: row.stock,
    hsnCode: row.hsnCode,
    gstRate: row.gstRate,
    listOldPricePaise: row.oldPrice === null ? null : toPaise(row.oldPrice),
    ...priceUnderDeal(toPaise(row.price!), row.category, deal),
  };
}
