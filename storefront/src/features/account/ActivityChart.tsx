import Chart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';

type ApexYAxis = Extract<NonNullable<ApexOptions['yaxis']>, unknown[]>[number];
import { useTheme } from 'styled-components';
import type { UserMonthActivityDto } from '../../api/generated';
import { formatRupees, formatWholeRupees } from '../../lib/money';

/**
 * The monthly bar chart of the shopper's dashboard: rupees paid against the left axis, orders
 * and reviews (counts) against the right one. Kept in its own module so the chart library loads
 * with the dashboard only.
 */
function axes(withTitles: boolean): ApexYAxis[] {
  return [
    {
      seriesName: 'Payments (Rs.)',
      title: { text: withTitles ? 'Payments (Rs.)' : '' },
      min: 0,
      forceNiceScale: true,
      labels: { formatter: (value: number) => formatWholeRupees(value) },
    },
    {
      seriesName: ['Orders', 'Reviews'],
      opposite: true,
      title: { text: withTitles ? 'Orders and reviews' : '' },
      min: 0,
      forceNiceScale: true,
      labels: { formatter: (value: number) => String(Math.round(value)) },
    },
  ];
}

export function ActivityChart({ monthly }: { monthly: UserMonthActivityDto[] }) {
  const theme = useTheme();
  const series = [
    { name: 'Payments (Rs.)', data: monthly.map((month) => month.payments) },
    { name: 'Orders', data: monthly.map((month) => month.orders) },
    { name: 'Reviews', data: monthly.map((month) => month.reviews) },
  ];
  const options: ApexOptions = {
    chart: { toolbar: { show: false }, fontFamily: theme.fonts.body, foreColor: theme.colors.inkSoft },
    colors: [theme.colors.accent, theme.colors.sage, theme.colors.brass],
    plotOptions: { bar: { borderRadius: 4, columnWidth: '60%' } },
    dataLabels: { enabled: false },
    grid: { borderColor: theme.colors.border, strokeDashArray: 4 },
    legend: { position: 'bottom' },
    xaxis: { categories: monthly.map((month) => month.month), axisBorder: { show: false }, axisTicks: { show: false } },
    yaxis: axes(true),
    // Phones: no axis titles and single-letter months, so the bars keep the width.
    responsive: [
      {
        breakpoint: 640,
        options: {
          yaxis: axes(false),
          xaxis: { labels: { rotate: 0, formatter: (value: string) => String(value).charAt(0) } },
        },
      },
    ],
    tooltip: {
      shared: true,
      intersect: false,
      y: {
        formatter: (value: number, opts?: { seriesIndex?: number }) =>
          opts?.seriesIndex === 0 ? formatRupees(value) : String(value),
      },
    },
  };
  return <Chart type="bar" height={320} series={series} options={options} />;
}
