import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { toPaise } from '../../common/money';
import { CacheVersions } from '../../infra/cache';
import { AppliedDeal, priceUnderDeal } from '../deals/deal-rule';
import { DealsService } from '../deals/deals.service';
import { Product } from './product.entity';
import { PricedProduct, ProductPriceRow, ProductPricing } from './product-pricing';
import { ShownProducts } from './shown-products';
import { isUuid } from '../../common/uuid';

/** Prices products for the cart and checkout with the same rule the catalogue shows. */
@Injectable()
export class CatalogPricing extends ProductPricing {
  private readonly shown: ShownProducts;
  private readonly pricedRows = new WeakMap<ProductPriceRow, { deal: AppliedDeal | null; priced: PricedProduct }>();

  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @Inject(DealsService) private readonly deals: DealsService,
    @Inject(CacheVersions) versions: CacheVersions,
  ) {
    super();
    this.shown = new ShownProducts((sql, params) => products.query(sql, params), versions);
  }

  async getPricedProducts(ids: string[], at?: Date): Promise<PricedProduct[]> {
    // Lower case, as the rows' ids come back: the rows are matched to the ids by them.
    const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    if (wanted.length === 0) return [];
    // Straight from the database (what checkout charges is never remembered), only the columns
    // pricing needs, read with those of the other requests of the same turn of the event loop.
    const [rows, deal] = await Promise.all([this.shown.fresh(wanted), this.deals.appliedNow(at)]);
    return rows.flatMap((product) => (product ? [priced(product, deal)] : []));
  }

  async shownPrices(ids: readonly string[]): Promise<Map<string, PricedProduct>> {
    if (ids.length === 0) return new Map();
    const [rows, deal] = await Promise.all([this.shown.byId(ids), this.deals.applied()]);
    const prices = new Map<string, PricedProduct>();
    for (const [id, row] of rows) {
      // A remembered row keeps its priced form while the deal stays the same: the same object
      // every time, so what the cart derives from it can be kept too (cart.service.ts).
      const known = this.pricedRows.get(row);
      if (known && sameDeal(known.deal, deal)) prices.set(id, known.priced);
      else {
        const fresh = priced(row, deal);
        this.pricedRows.set(row, { deal, priced: fresh });
        prices.set(id, fresh);
      }
    }
    return prices;
  }
}

function sameDeal(a: AppliedDeal | null, b: AppliedDeal | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.title === b.title &&
    a.discount === b.discount &&
    a.categories.length === b.categories.length &&
    a.categories.every((category, i) => category === b.categories[i])
  );
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
