import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../common/decorators/auth.decorators';
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
@Controller('stats')
export class StatsController {
  constructor(
    private readonly stats: StatsService,
    private readonly pageViews: PageViewsService,
  ) {}

  @Get('user-stats/:id')
  @ApiOkResponse({ type: UserStatsDto })
  @ApiBadRequestResponse({ description: 'Invalid user id' })
  @ApiNotFoundResponse({ description: 'No such user' })
  userStats(@Param('id', uuidPipe('user')) id: string, @CurrentUser() caller: AuthUser): Promise<UserStatsDto> {
    assertSelfOrAdmin(caller, { id });
    return this.stats.userStats(id);
  }

  @Roles('admin')
  @Get('admin-stats')
  @SignedInRead()
  @ApiOkResponse({ type: AdminStatsDto })
  @ApiBadRequestResponse({ description: 'Invalid year' })
  adminStats(@Query() query: AdminStatsQueryDto): Promise<AdminStatsDto> {
    return this.stats.adminStats(query.year);
  }

  @Roles('admin')
  @Get('pageviews')
  @ApiOkResponse({ type: PageViewsReportDto })
  @ApiBadRequestResponse({ description: 'Invalid dates, to before from, or more than 366 days' })
  pageViewsReport(@Query() query: PageViewsQueryDto): Promise<PageViewsReportDto> {
    return this.pageViews.report(query);
  }
}
