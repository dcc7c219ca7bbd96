import { Module } from '@nestjs/common';
import { CartModule } from '../../modules/cart/cart.module';
import { CatalogModule } from '../../modules/catalog/catalog.module';
import { DealsModule } from '../../modules/deals/deals.module';
import { ReelsModule } from '../../modules/reels/reels.module';
import { DemoSeeder } from './demo-seeder';

@Module({
  imports: [CatalogModule, DealsModule, ReelsModule, CartModule],
  providers: [DemoSeeder],
  exports: [DemoSeeder],
})
export class DemoModule {}
