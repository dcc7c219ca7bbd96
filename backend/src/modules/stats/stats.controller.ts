import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, KeyScope, Roles } from '../../common/decorators/auth.decorators';
import { SignedInRead } from '../../common/http/cached-read';
import { assertSelfOrAdmin } from '../../common/guards/ownership';
import { PageViewsQueryDto, PageViewsReportDto } from './page-views.dto';
import { PageViewsService } from './page-views.service';
import { AdminStatsDto, AdminStatsQueryDto, UserStatsDto } from './stats.dto';
import { StatsService } from './stats.service';
import { uuidPipe } from '../../common/pipes/uuid.pipe';

@ApiTags('stats')
@ApiBearerAuth()
@ApiCookieAuth('token')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not allowed to read these figures' })
@KeyScope('stats')
@Controller('stats')
export class StatsController {
  constructor(
    private readonly stats: StatsService,
    private readonly pageViews: PageViewsService,
  ) {}

  @Get('user-stats/:id')
  // Open to keys (as an admin) with the customers scope: these are one customer's figures, not the shop's.
  @KeyScope('customers')
  @ApiOperation({
    operationId: 'getUserStats',
    summary: 'A shopper figures',
    description: 'Orders and spending of one shopper. Only that shopper, an admin or an API key with customers:read.',
  })
  @ApiOkResponse({ type: UserStatsDto })
  @ApiBadRequestResponse({ description: 'Invalid user id' })
  @ApiNotFoundResponse({ description: 'No such user' })
  userStats(@Param('id', uuidPipe('user')) id: string, @CurrentUser() caller: AuthUser): Promise<UserStatsDto> {
    assertSelfOrAdmin(caller, { id });
    return this.stats.userStats(id);
  }

  @Roles('admin')
  @Get('admin-stats')
  @ApiOperation({
    operationId: 'getAdminStats',
    summary: 'Shop figures (admin)',
    description:
      'Earnings, orders per status, users, products per category, reviews and monthly earnings. Admins only.',
  })
  @SignedInRead()
  @ApiOkResponse({ type: AdminStatsDto })
  @ApiBadRequestResponse({ description: 'Invalid year' })
  adminStats(@Query() query: AdminStatsQueryDto): Promise<AdminStatsDto> {
    return this.stats.adminStats(query.year);
  }

  @Roles('admin')
  @Get('pageviews')
  @ApiOperation({
    operationId: 'getPageViewsReport',
    summary: 'Page views (admin)',
    description: 'Page views per day and the most viewed routes over a period. Admins only.',
  })
  @ApiOkResponse({ type: PageViewsReportDto })
  @ApiBadRequestResponse({ description: 'Invalid dates, to before from, or more than 366 days' })
  pageViewsReport(@Query() query: PageViewsQueryDto): Promise<PageViewsReportDto> {
    return this.pageViews.report(query);
  }
}
