import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DealsModule } from '../deals/deals.module';
import { CatalogPricing } from './catalog-pricing';
import { ImageUploadService } from './image-upload.service';
import { Product } from './product.entity';
import { ProductVariant } from './product-variant.entity';
import { ProductPricing } from './product-pricing.service';
import { ProductsController, RecommendedProductsController } from './products.controller';
import { ProductsService } from './products.service';
import { Review } from './review.entity';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';
import { ProductSyncController } from './product-sync.controller';
import { StockController } from './stock.controller';
import { StockMovement } from './stock-movement.entity';
import { StockService } from './stock.service';
import { UploadsController } from './uploads.controller';
import { VariantsController } from './variants.controller';
import { VariantsService } from './variants.service';
import { ProductWebhooks } from './product-webhooks';
import { WebhooksModule } from '../webhooks/webhooks.module';

@Module({
  imports: [TypeOrmModule.forFeature([Product, ProductVariant, Review, StockMovement]), DealsModule, WebhooksModule],
  controllers: [
    // Before ProductsController, whose `:id` would otherwise be tried for `all`.
    ProductSyncController,
    ProductsController,
    RecommendedProductsController,
    ReviewsController,
    UploadsController,
    StockController,
    VariantsController,
  ],
  providers: [
    ProductsService,
    ReviewsService,
    ImageUploadService,
    CatalogPricing,
    StockService,
    ProductWebhooks,
    VariantsService,
    { provide: ProductPricing, useExisting: CatalogPricing },
  ],
  exports: [ProductsService, ReviewsService, ImageUploadService, ProductPricing, StockService, VariantsService],
})
export class CatalogModule {}
