import { forwardRef, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { Clock } from './clock';
import { Deal } from './deal.entity';
import { DealsController } from './deals.controller';
import { DealsService } from './deals.service';
import { HeroVideoController } from './hero-video.controller';
import { HeroVideoService } from './hero-video.service';

/**
 * The site-wide deal. Catalogue prices read it (CatalogModule imports this module); saving
 * it reports how many products it reaches, which asks the catalogue: hence the forward refs.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Deal]), forwardRef(() => CatalogModule)],
  controllers: [DealsController, HeroVideoController],
  providers: [DealsService, Clock, HeroVideoService],
  exports: [DealsService, Clock, HeroVideoService],
})
export class DealsModule {}
