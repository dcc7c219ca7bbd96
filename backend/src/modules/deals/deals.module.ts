import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from './clock';
import { Deal } from './deal.entity';
import { DealsService } from './deals.service';

@Module({
  imports: [TypeOrmModule.forFeature([Deal])],
  providers: [DealsService, Clock],
  exports: [DealsService, Clock],
})
export class DealsModule {}
