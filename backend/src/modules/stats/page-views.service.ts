import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config';
import { addDays, daysInclusive, shopDate } from '../../common/india-calendar';
import { RateLimitService } from '../../common/guards/rate-limit';
import { isAutomatedAgent, isFromShopPage, isKnownRoute, normalizeRoute, PageViewRequest } from './page-view-filter';
import { PageViewDto, PageViewsQueryDto, PageViewsReportDto } from './page-views.dto';

export const DEFAULT_REPORT_DAYS = 30;
export const MAX_REPORT_DAYS = 366;
const TOP_PAGES = 10;
/**
 * A day holds at most this many distinct routes. The shop has a few dozen, so the cap only
 * bites when someone posts made-up routes to bloat the table.
 */
export const MAX_ROUTES_PER_DAY = 1000;

/** Adds one view to today's row of the route; a new route is only admitted under the daily cap. */
const COUNT_VIEW = `
  INSERT INTO page_views_daily AS counted (day, route, views)
  SELECT $1::date, $2::varchar, 1
  WHERE EXISTS (SELECT 1 FROM page_views_daily WHERE day = $1::date AND route = $2::varchar)
     OR (SELECT count(*) FROM page_views_daily WHERE day = $1::date) < $3::int
  ON CONFLICT (day, route) DO UPDATE SET views = counted.views + 1`;

const DAILY_VIEWS = `
  WITH totals AS (
    SELECT day, SUM(views) AS views FROM page_views_daily WHERE day BETWEEN $1::date AND $2::date GROUP BY day
  )
  SELECT to_char(d, 'YYYY-MM-DD') AS day, COALESCE(totals.views, 0)::text AS views
  FROM generate_series($1::date, $2::date, interval '1 day') AS d
  LEFT JOIN totals ON totals.day = d::date
  ORDER BY d`;

const TOP_ROUTES = `
  SELECT route, SUM(views)::text AS views
  FROM page_views_daily WHERE day BETWEEN $1::date AND $2::date
  GROUP BY route ORDER BY SUM(views) DESC, route LIMIT $3`;

/** Resolves an optional from/to pair of India days into a checked, inclusive range. */
export function resolveDayRange(query: PageViewsQueryDto, today: string): { from: string; to: string } {
  const to = query.to ?? (query.from ? maxDay(addDays(query.from, DEFAULT_REPORT_DAYS - 1), today) : today);
  const from = query.from ?? addDays(to, -(DEFAULT_REPORT_DAYS - 1));
  if (to < from) throw new BadRequestException('to must not be before from');
  if (daysInclusive(from, to) > MAX_REPORT_DAYS) {
    throw new BadRequestException(`The range may span at most ${MAX_REPORT_DAYS} days`);
  }
  return { from, to };
}

function maxDay(day: string, today: string): string {
  return day < today ? day : today;
}

/**
 * Cookie-less page-view counting. Nothing about the visitor (address, browser, account) is
 * stored: only how often each route was seen on each India day.
 */
@Injectable()
export class PageViewsService {
  private readonly shopOrigins: string[];

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly rateLimits: RateLimitService,
  ) {
    this.shopOrigins = [new URL(config.publicUrl).origin, ...config.corsOrigins];
  }

  /** Counts the view when it comes from a person on one of the shop's pages; false when dropped. */
  async record(view: PageViewDto, request: PageViewRequest & { ip?: string }): Promise<boolean> {
    if (isAutomatedAgent(request.userAgent) || !isFromShopPage(request, this.shopOrigins)) return false;
    const route = normalizeRoute(view.route);
    if (route === undefined || !isKnownRoute(route)) return false;
    // One client counts at most so much a day: a script cannot inflate the figures.
    const source = { ip: request.ip, body: { route } };
    if (!(await this.rateLimits.allow('pageview-ip', source))) return false;
    if (!(await this.rateLimits.allow('pageview-ip-route', source))) return false;
    await this.dataSource.query(COUNT_VIEW, [shopDate(), route, MAX_ROUTES_PER_DAY]);
    return true;
  }

  async report(query: PageViewsQueryDto): Promise<PageViewsReportDto> {
    const { from, to } = resolveDayRange(query, shopDate());
    const [daily, top] = await Promise.all([
      this.dataSource.query<{ day: string; views: string }[]>(DAILY_VIEWS, [from, to]),
      this.dataSource.query<{ route: string; views: string }[]>(TOP_ROUTES, [from, to, TOP_PAGES]),
    ]);
    return {
      daily: daily.map((row) => ({ day: row.day, views: Number(row.views) })),
      topPages: top.map((row) => ({ route: row.route, views: Number(row.views) })),
    };
  }
}
