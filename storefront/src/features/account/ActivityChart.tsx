import Chart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';
import { useTheme } from 'styled-components';
import type { UserMonthActivityDto } from '../../api/generated';
import { formatRupees, formatWholeRupees } from '../../lib/money';

/**
 * The monthly bar chart of the shopper's dashboard: rupees paid against the left axis, orders
 * and reviews (counts) against the right one. Kept in its own module so the chart library loads
 * with the dashboard only.
 */
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
    yaxis: [
      {
        seriesName: 'Payments (Rs.)',
        title: { text: 'Payments (Rs.)' },
        min: 0,
        forceNiceScale: true,
        labels: { formatter: (value: number) => formatWholeRupees(value) },
      },
      {
        seriesName: ['Orders', 'Reviews'],
        opposite: true,
        title: { text: 'Orders and reviews' },
        labels: { formatter: (value: number) => String(Math.round(value)) },
        min: 0,
        forceNiceScale: true,
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
