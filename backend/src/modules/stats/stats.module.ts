import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller';
import { PageViewsService } from './page-views.service';
import { StatsController } from './stats.controller';
import { StatsService } from './stats.service';

/**
 * Shop and shopper figures, and cookie-less page-view counting. The documented read-only
 * exception to module ownership: it aggregates other modules' tables in SQL and never writes them.
 */
@Module({
  controllers: [StatsController, AnalyticsController],
  providers: [StatsService, PageViewsService],
})
export class StatsModule {}
