import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { toPaise } from '../../common/money';
import { AppliedDeal, priceUnderDeal } from '../deals/deal-rule';
import { DealsService } from '../deals/deals.service';
import { Product } from './product.entity';
import { PricedProduct, ProductPriceRow, ProductPricing } from './product-pricing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Prices products for the cart and checkout with the same rule the catalogue shows. */
@Injectable()
export class CatalogPricing extends ProductPricing {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @Inject(DealsService) private readonly deals: DealsService,
  ) {
    super();
  }

  async getPricedProducts(ids: string[], at?: Date): Promise<PricedProduct[]> {
    const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
    if (wanted.length === 0) return [];
    const [rows, deal] = await Promise.all([this.products.findBy({ id: In(wanted) }), this.deals.appliedNow(at)]);
    return rows.map((product) => priced(product, deal));
  }

  async priceAsShown(rows: ProductPriceRow[]): Promise<PricedProduct[]> {
    if (rows.length === 0) return [];
    const deal = await this.deals.applied();
    return rows.map((row) => priced(row, deal));
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
