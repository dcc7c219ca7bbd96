import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { DealsModule } from '../deals/deals.module';
import { OrdersModule } from '../orders/orders.module';
import { SettingsModule } from '../settings/settings.module';
import { SeoService } from './seo.service';

/**
 * Crawler-facing HTML for the storefront's pages (and an order's tracking page, from the orders
 * module's tracking service), robots.txt and sitemap.xml. The HTTP layer
 * calls SeoService where it serves index.html for client-side routes.
 */
@Module({
  imports: [CatalogModule, DealsModule, OrdersModule, SettingsModule],
  providers: [SeoService],
  exports: [SeoService],
})
export class SeoModule {}
