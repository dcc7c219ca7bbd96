import { Body, Controller, Get, Header, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { headerOf, HttpRequest } from '../../common/http/request';
import { Public } from '../../common/decorators/auth.decorators';
import { CrossSiteAllowed } from '../../common/guards/csrf.guard';
import { ANALYTICS_SCRIPT } from './analytics-script';
import { PageViewDto } from './page-views.dto';
import { PageViewsService } from './page-views.service';

@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly pageViews: PageViewsService) {}

  /** Cookies are neither read nor set; views from other sites or from bots are dropped silently. */
  @Public()
  @CrossSiteAllowed()
  @Post('pageview')
  @ApiOperation({
    operationId: 'recordPageView',
    summary: 'Count a page view',
    description:
      'The storefront beacon: counts one view of a route. Views beyond the per-client limits are dropped silently.',
  })
  @HttpCode(204)
  @ApiNoContentResponse({
    description:
      'Received (counted; or dropped when not from a shop page, from a bot, for a route the shop does not have, or over 500 views a day from one address, 50 per route)',
  })
  @ApiBadRequestResponse({ description: 'route or path missing or longer than 200 characters' })
  async pageView(@Body() view: PageViewDto, @Req() request: HttpRequest): Promise<void> {
    await this.pageViews.record(view, {
      origin: headerOf(request, 'origin'),
      referer: headerOf(request, 'referer'),
      userAgent: headerOf(request, 'user-agent'),
      host: headerOf(request, 'host'),
      ip: request.ip,
    });
  }

  @Public()
  @Get('script.js')
  @ApiOperation({
    operationId: 'getAnalyticsScript',
    summary: 'The page-view script',
    description: 'The small script that sends the page-view beacon.',
  })
  @Header('Content-Type', 'application/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiProduces('application/javascript')
  @ApiOkResponse({ description: 'The page-view script', schema: { type: 'string' } })
  script(): string {
    return ANALYTICS_SCRIPT;
  }
}
