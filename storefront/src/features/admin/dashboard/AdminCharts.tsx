import Chart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';
import styled, { useTheme } from 'styled-components';
import type { AdminStatsDto, PageViewsReportDto } from '../../../api/adminGenerated';
import { formatWholeRupees } from '../../../lib/money';
import { Panel, PanelTitle } from '../shared/adminUi';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Twelve monthly figures Jan-Dec, with zero for any month the report leaves out. */
export function earningsByMonth(stats: Pick<AdminStatsDto, 'monthlyEarnings'>): number[] {
  const byMonth = new Map(stats.monthlyEarnings.map((entry) => [entry.month, entry.earnings]));
  return MONTHS.map((_, index) => Math.round((byMonth.get(index + 1) ?? 0) * 100) / 100);
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 3fr 2fr;
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const rupees = (value: number) => formatWholeRupees(Math.round(value));

export function TotalsPie({ stats }: { stats: AdminStatsDto }) {
  const theme = useTheme();
  const series = [stats.totalOrders, stats.totalProducts, stats.totalReviews, stats.totalUsers];
  const options: ApexOptions = {
    labels: ['Orders', 'Products', 'Reviews', 'Users'],
    colors: [theme.colors.accent, theme.colors.brass, theme.colors.sage, theme.colors.accentDark],
    // Small slices' labels would sit on top of each other: the legend carries every figure,
    // and a slice is labelled only when it is wide enough to hold its percentage.
    legend: {
      position: 'bottom',
      formatter: (name: string, opts?: { seriesIndex: number }) =>
        opts === undefined ? name : `${name}: ${series[opts.seriesIndex]}`,
    },
    plotOptions: { pie: { dataLabels: { minAngleToShowLabel: 24 } } },
    chart: { fontFamily: theme.fonts.body },
    stroke: { colors: [theme.colors.surface] },
  };
  return (
    <Panel>
      <PanelTitle>Shop at a Glance</PanelTitle>
      <Chart type="pie" height={300} options={options} series={series} />
    </Panel>
  );
}

/** The 'Analytics Overview': monthly earnings as a line, and a breakdown with its legend on the right. */
export function AnalyticsOverview({ stats, pageViews }: { stats: AdminStatsDto; pageViews?: PageViewsReportDto }) {
  const theme = useTheme();
  const monthly = earningsByMonth(stats);
  const chart = { fontFamily: theme.fonts.body, toolbar: { show: false } };

  const lineOptions: ApexOptions = {
    chart: { ...chart, zoom: { enabled: false } },
    xaxis: { categories: MONTHS },
    yaxis: { labels: { formatter: rupees } },
    colors: [theme.colors.accent],
    stroke: { curve: 'monotoneCubic', width: 3 },
    markers: { size: 4 },
    dataLabels: { enabled: false },
    tooltip: { y: { formatter: rupees } },
    grid: { borderColor: theme.colors.border },
  };

  const breakdownOptions: ApexOptions = {
    chart,
    labels: ['Orders', 'Products', 'Reviews', 'Users'],
    legend: { position: 'right' },
    colors: [theme.colors.accent, theme.colors.brass, theme.colors.sage, theme.colors.accentDark],
    dataLabels: { enabled: false },
    plotOptions: { pie: { donut: { labels: { show: true, total: { show: true, label: 'Total' } } } } },
  };

  const viewsOptions: ApexOptions = {
    chart,
    xaxis: { categories: pageViews?.daily.map((day) => day.day.slice(5)) ?? [], tickAmount: 10 },
    colors: [theme.colors.sage],
    dataLabels: { enabled: false },
    stroke: { curve: 'smooth', width: 2 },
    grid: { borderColor: theme.colors.border },
  };

  return (
    <Section aria-labelledby="analytics-overview">
      <Heading id="analytics-overview">Analytics Overview</Heading>
      <Grid>
        <Panel>
          <PanelTitle>Monthly Earnings</PanelTitle>
          <Chart type="line" height={300} options={lineOptions} series={[{ name: 'Earnings', data: monthly }]} />
        </Panel>
        <Panel>
          <PanelTitle>Breakdown</PanelTitle>
          <Chart
            type="donut"
            height={300}
            options={breakdownOptions}
            series={[stats.totalOrders, stats.totalProducts, stats.totalReviews, stats.totalUsers]}
          />
        </Panel>
      </Grid>
      {pageViews && (
        <Panel>
          <PanelTitle>Page Views (last 30 days)</PanelTitle>
          <Chart
            type="area"
            height={260}
            options={viewsOptions}
            series={[{ name: 'Views', data: pageViews.daily.map((day) => day.views) }]}
          />
        </Panel>
      )}
    </Section>
  );
}
