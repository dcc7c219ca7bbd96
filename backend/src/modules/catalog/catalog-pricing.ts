import { types } from 'node:util';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { toPaise } from '../../common/money';
import { batchOf } from '../../common/concurrency/batch-of';
import { prepared } from '../../database/prepared';
import {
  appliedDeal,
  AppliedDeal,
  DEAL_ROW_SQL,
  DealRule,
  DealsService,
  priceUnderDeal,
  storedDeal,
} from '../deals/deals.service';
import { Product } from './product.entity';
import { PricedProduct, ProductPriceRow, ProductPricing } from './product-pricing.service';
import { isUuid } from '../../common/uuid';

/** What pricing needs of a product, for the products ($1) of one or several requests. */
const PRODUCT_PRICE_SELECT = `
  SELECT id, name, image, category, material, stock, hsn_code AS "hsnCode", gst_rate AS "gstRate", price,
         old_price AS "oldPrice"
  FROM products WHERE id = ANY($1::uuid[])`;

/**
 * What carts show and checkout charges on: the products' price rows ($1) and the deal row (the
 * deals module's DEAL_ROW_SQL), in one statement for the checkouts of one turn of the event
 * loop. Read from the database every time, never from memory (parsing the deal's statement
 * again took PostgreSQL longer than running it, so it is prepared).
 */
const CHARGED_ROWS = prepared(`SELECT product.*, ${DEAL_ROW_SQL} AS deal FROM (${PRODUCT_PRICE_SELECT}) product`);

type ChargedRow = ProductPriceRow & { deal: Parameters<typeof storedDeal>[0] };

/** A product's price row and the deal row as one statement read them; null for an unknown id. */
type Charged = { row: ProductPriceRow; deal: DealRule | null } | null;

/** Prices products for the cart and checkout with the same rule the catalogue shows. */
@Injectable()
export class CatalogPricing extends ProductPricing {
  private readonly chargedReads = batchOf<string, Charged>(async (ids) => {
    const rows = await this.products.query<ChargedRow[]>(CHARGED_ROWS, [[...new Set(ids)]]);
    const byId = new Map(rows.map((row) => [row.id, charged(row)]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @Inject(DealsService) private readonly deals: DealsService,
  ) {
    super();
  }

  async getPricedProducts(ids: string[], at?: Date): Promise<PricedProduct[]> {
    // Lower case, as the rows' ids come back: the rows are matched to the ids by them.
    const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    if (wanted.length === 0) return [];
    const found = await this.chargedReads.loadMany(wanted);
    const now = at ?? this.deals.now();
    return found.flatMap((read) => {
      // Not `instanceof Error`: an error of Node's own (ECONNREFUSED while the database is away)
      // comes from another realm than the code's under Jest's module sandbox.
      if (types.isNativeError(read)) throw read;
      return read ? [priced(read.row, appliedDeal(read.deal, now))] : [];
    });
  }
}

function priced(product: ProductPriceRow, deal: AppliedDeal | null): PricedProduct {
  return {
    id: product.id,
    name: product.name,
    image: product.image,
    category: product.category,
    material: product.material,
    stock: product.stock,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
    listOldPricePaise: product.oldPrice === null ? null : toPaise(product.oldPrice),
    ...priceUnderDeal(toPaise(product.price), product.category, deal),
  };
}

function charged({ deal, ...row }: ChargedRow): Charged {
  // No deal row (an admin never saved one): null.
  return { row, deal: storedDeal(deal) };
}
