import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DealsModule } from '../deals/deals.module';
import { CatalogPricing } from './catalog-pricing';
import { Product } from './product.entity';
import { ProductPricing } from './product-pricing';
import { ProductsService } from './products.service';
import { Review } from './review.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Product, Review]), DealsModule],
  providers: [ProductsService, CatalogPricing, { provide: ProductPricing, useExisting: CatalogPricing }],
  exports: [ProductsService, ProductPricing],
})
export class CatalogModule {}
