import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MONTH_NAMES } from '../../common/india-calendar';

export class UserMonthActivityDto {
  @ApiProperty({ enum: MONTH_NAMES, example: 'Jan' })
  month: string;

  @ApiProperty({ description: 'Rupees paid for orders placed that month', example: 2499.5 })
  payments: number;

  @ApiProperty({ description: 'Orders placed that month (cancelled ones left out)', example: 2 })
  orders: number;

  @ApiProperty({ description: 'Reviews written that month', example: 1 })
  reviews: number;
}

export class UserStatsDto {
  @ApiProperty({ description: 'Rupees paid: paid orders plus delivered cash-on-delivery orders', example: 5120.75 })
  totalPayments: number;

  @ApiProperty({ example: 3 })
  totalReviews: number;

  @ApiProperty({ description: 'Items bought in the orders counted in totalPayments', example: 7 })
  totalPurchasedProducts: number;

  @ApiProperty({ type: [UserMonthActivityDto], description: 'Jan-Dec of the current year (India time)' })
  monthly: UserMonthActivityDto[];
}

export class AdminStatsQueryDto {
  @ApiPropertyOptional({ description: 'Year of monthlyEarnings; default the current year in India', example: 2025 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'year must be a whole number' })
  @Min(2000)
  @Max(2100)
  year?: number;
}

export class MonthlyEarningsDto {
  @ApiProperty({ minimum: 1, maximum: 12, example: 1 })
  month: number;

  @ApiProperty({ enum: MONTH_NAMES, example: 'Jan' })
  name: string;

  @ApiProperty({ description: 'Rupees', example: 15230.4 })
  earnings: number;
}

export class AdminStatsDto {
  @ApiProperty({ description: 'Rupees, all time: paid orders plus cash-on-delivery orders not cancelled' })
  totalEarnings: number;

  @ApiProperty()
  totalOrders: number;

  @ApiProperty()
  totalUsers: number;

  @ApiProperty()
  totalProducts: number;

  @ApiProperty()
  totalReviews: number;

  @ApiProperty({ type: [MonthlyEarningsDto], description: 'Jan-Dec of the requested year, India months' })
  monthlyEarnings: MonthlyEarningsDto[];
}
