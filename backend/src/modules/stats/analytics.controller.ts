import { Body, Controller, Get, Header, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/decorators/auth.decorators';
import { ANALYTICS_SCRIPT } from './analytics-script';
import { PageViewDto } from './page-views.dto';
import { PageViewsService } from './page-views.service';

@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly pageViews: PageViewsService) {}

  /** Cookies are neither read nor set; views from other sites or from bots are dropped silently. */
  @Public()
  @Post('pageview')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Received (counted, or dropped when not from a shop page or from a bot)' })
  @ApiBadRequestResponse({ description: 'route or path missing or longer than 200 characters' })
  async pageView(@Body() view: PageViewDto, @Req() request: Request): Promise<void> {
    await this.pageViews.record(view, {
      origin: request.get('origin'),
      referer: request.get('referer'),
      userAgent: request.get('user-agent'),
      host: request.get('host'),
    });
  }

  @Public()
  @Get('script.js')
  @Header('Content-Type', 'application/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiProduces('application/javascript')
  @ApiOkResponse({ description: 'The page-view script', schema: { type: 'string' } })
  script(): string {
    return ANALYTICS_SCRIPT;
  }
}
