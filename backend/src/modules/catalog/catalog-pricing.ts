import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { toPaise } from '../../common/money';
import { CacheVersions } from '../../infra/cache';
import { AppliedDeal, priceUnderDeal } from '../deals/deal-rule';
import { DealsService } from '../deals/deals.service';
import { Product } from './product.entity';
import { PricedProduct, ProductPriceRow, ProductPricing } from './product-pricing';
import { ShownProducts } from './shown-products';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Prices products for the cart and checkout with the same rule the catalogue shows. */
@Injectable()
export class CatalogPricing extends ProductPricing {
  private readonly shown: ShownProducts;

  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @Inject(DealsService) private readonly deals: DealsService,
    @Inject(CacheVersions) versions: CacheVersions,
  ) {
    super();
    this.shown = new ShownProducts((sql, params) => products.query(sql, params), versions);
  }

  async getPricedProducts(ids: string[], at?: Date): Promise<PricedProduct[]> {
    const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
    if (wanted.length === 0) return [];
    const [rows, deal] = await Promise.all([this.products.findBy({ id: In(wanted) }), this.deals.appliedNow(at)]);
    return rows.map((product) => priced(product, deal));
  }

  async shownPrices(ids: readonly string[]): Promise<Map<string, PricedProduct>> {
    if (ids.length === 0) return new Map();
    const [rows, deal] = await Promise.all([this.shown.byId(ids), this.deals.applied()]);
    return new Map([...rows].map(([id, row]) => [id, priced(row, deal)]));
  }
}

function priced(product: ProductPriceRow | Product, deal: AppliedDeal | null): PricedProduct {
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
