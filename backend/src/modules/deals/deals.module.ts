import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from './clock';
import { Deal } from './deal.entity';
import { DealsController } from './deals.controller';
import { DealsService } from './deals.service';
import { HeroVideoController } from './hero-video.controller';
import { HeroVideoService } from './hero-video.service';

/**
 * The site-wide deal. Catalogue prices read it (CatalogModule imports this module); the deal
 * reprices and counts products through the catalogue's SQL fragments
 * (catalog/product-pricing.service.ts), so this module does not import the catalogue's.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Deal])],
  controllers: [DealsController, HeroVideoController],
  providers: [DealsService, Clock, HeroVideoService],
  exports: [DealsService, Clock, HeroVideoService],
})
export class DealsModule {}
