import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, Validate } from 'class-validator';
import { CalendarDate } from './calendar-date.validator';

export const MAX_ROUTE_LENGTH = 200;

/** One page view, as the analytics script sends it. */
export class PageViewDto {
  @ApiProperty({ description: 'The page route; ids in it are counted as :id', example: '/shop/:id', maxLength: 200 })
  @IsString()
  @MaxLength(MAX_ROUTE_LENGTH)
  route: string;

  @ApiProperty({ description: 'The path shown in the address bar (not stored)', example: '/shop', maxLength: 200 })
  @IsString()
  @MaxLength(MAX_ROUTE_LENGTH)
  path: string;
}

export class PageViewsQueryDto {
  @ApiPropertyOptional({
    description: 'First India day (YYYY-MM-DD); default 29 days before `to`',
    example: '2025-01-01',
  })
  @IsOptional()
  @Validate(CalendarDate)
  from?: string;

  @ApiPropertyOptional({ description: 'Last India day (YYYY-MM-DD), included; default today', example: '2025-01-30' })
  @IsOptional()
  @Validate(CalendarDate)
  to?: string;
}

export class DailyViewsDto {
  @ApiProperty({ example: '2025-01-30' })
  day: string;

  @ApiProperty({ example: 412 })
  views: number;
}

export class PageRankDto {
  @ApiProperty({ example: '/shop/:id' })
  route: string;

  @ApiProperty({ example: 1804 })
  views: number;
}

export class PageViewsReportDto {
  @ApiProperty({ type: [DailyViewsDto], description: 'Every day of the range, days without views included as 0' })
  daily: DailyViewsDto[];

  @ApiProperty({ type: [PageRankDto], description: 'The 10 most viewed routes of the range' })
  topPages: PageRankDto[];
}
