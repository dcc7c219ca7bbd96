import { forwardRef, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DealsModule } from '../deals/deals.module';
import { CatalogPricing } from './catalog-pricing';
import { ImageUploadService } from './image-upload.service';
import { Product } from './product.entity';
import { ProductPricing } from './product-pricing';
import { ProductsController, RecommendedProductsController } from './products.controller';
import { ProductsService } from './products.service';
import { Review } from './review.entity';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';
import { UploadsController } from './uploads.controller';

@Module({
  imports: [TypeOrmModule.forFeature([Product, Review]), forwardRef(() => DealsModule)],
  controllers: [ProductsController, RecommendedProductsController, ReviewsController, UploadsController],
  providers: [
    ProductsService,
    ReviewsService,
    ImageUploadService,
    CatalogPricing,
    { provide: ProductPricing, useExisting: CatalogPricing },
  ],
  exports: [ProductsService, ReviewsService, ImageUploadService, ProductPricing],
})
export class CatalogModule {}
