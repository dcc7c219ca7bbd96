import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { useGetAdminStatsQuery, useGetPageViewsReportQuery } from '../../api/adminGenerated';
import { useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { formatWholeRupees } from '../../lib/money';
import { selectCurrentUser } from '../auth';
import { AdminHeader, AdminPage, AdminSubtitle, AdminTitle } from './shared/adminUi';
import { LowStockPanel } from './stock/LowStockPanel';

// The chart library is large; it arrives after the figures so the cards show at once.
const TotalsPie = lazy(() => import('./dashboard/AdminCharts').then((module) => ({ default: module.TotalsPie })));
const AnalyticsOverview = lazy(() =>
  import('./dashboard/AdminCharts').then((module) => ({ default: module.AnalyticsOverview })),
);

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Card = styled.div<{ $tint: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tint }) => $tint};

  dt {
    color: ${({ theme }) => theme.colors.inkSoft};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }

  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(1.5rem, 3vw, 2.1rem);
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

function StatCard({ label, value, tint }: { label: string; value: ReactNode; tint: string }) {
  return (
    <Card $tint={tint} as="dl">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </Card>
  );
}

/** The admin's home: shop totals, the year's earnings and the site's traffic. */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const user = useAppSelector(selectCurrentUser);
  const { data: stats, isLoading, isError } = useGetAdminStatsQuery({});
  // Traffic is a bonus: the dashboard stands without it.
  const { data: pageViews } = useGetPageViewsReportQuery({});

  const header = (
    <AdminHeader>
      <div>
        <AdminTitle>Admin Dashboard</AdminTitle>
        <AdminSubtitle>Hi, {user?.username}! Welcome back to your control center.</AdminSubtitle>
      </div>
    </AdminHeader>
  );

  let body;
  if (isLoading) body = <PageLoader label="Loading admin dashboard..." />;
  else if (isError || !stats) body = <EmptyState title="Could not load dashboard stats." />;
  else {
    body = (
      <>
        <Cards>
          <StatCard label="Total Earning" value={formatWholeRupees(Math.round(stats.totalEarnings))} tint="#f4e3d7" />
          <StatCard label="All Orders" value={stats.totalOrders} tint="#f2e6cf" />
          <StatCard label="All Users" value={stats.totalUsers} tint="#e3e8dc" />
          <StatCard label="Total Products" value={stats.totalProducts} tint="#e4e3ea" />
        </Cards>
        <LowStockPanel />
        <Suspense fallback={<PageLoader label="Loading charts..." />}>
          <Row>
            <TotalsPie stats={stats} />
            <AnalyticsOverview stats={stats} pageViews={pageViews} />
          </Row>
        </Suspense>
      </>
    );
  }

  return (
    <AdminPage>
      {header}
      {body}
    </AdminPage>
  );
}
