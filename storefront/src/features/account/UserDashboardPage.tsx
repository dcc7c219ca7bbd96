import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { useGetUserStatsQuery, type UserStatsDto } from '../../api/generated';
import { useAppSelector } from '../../app/hooks';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { BagIcon } from '../../components/icons';
import { ChatIcon, TagIcon } from '../../components/screenIcons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { formatRupees } from '../../lib/money';
import { selectCurrentUser } from '../auth';
import { Panel, PanelTitle, ScreenHeader, ScreenLoader, StatePanel } from './ui';

// The chart library is large; it arrives only once there is something to draw.
const ActivityChart = lazy(() => import('./ActivityChart').then((module) => ({ default: module.ActivityChart })));

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Card = styled.li<{ $tint: string }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(135deg, ${({ $tint }) => $tint}, ${({ theme }) => theme.colors.surface} 70%);
  box-shadow: ${({ theme }) => theme.shadows.soft};
`;

const CardIcon = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accent};
`;

const CardLabel = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CardValue = styled.strong`
  display: block;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.2;
`;

const ChartHolder = styled.div`
  min-height: 320px;
`;

const QuickLinks = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.accentDark};
    font-weight: 600;
  }
`;

interface StatCardProps {
  label: string;
  value: string;
  icon: ReactNode;
  tint: string;
}

function StatCard({ label, value, icon, tint }: StatCardProps) {
  return (
    <Card $tint={tint}>
      <CardIcon>{icon}</CardIcon>
      <div>
        <CardLabel>{label}</CardLabel>
        <CardValue>{value}</CardValue>
      </div>
    </Card>
  );
}

/** True when the shopper has nothing yet to show: no payments, reviews, purchases or orders. */
export function hasNoActivity(stats: UserStatsDto | undefined): boolean {
  if (!stats) return true;
  const monthly = stats.monthly ?? [];
  return (
    !stats.totalPayments &&
    !stats.totalReviews &&
    !stats.totalPurchasedProducts &&
    monthly.every((month) => !month.payments && !month.orders && !month.reviews)
  );
}

function StatsBody({ userId }: { userId: string }) {
  const { data, isLoading, isError } = useGetUserStatsQuery({ id: userId });
  const theme = useTheme();

  if (isLoading) return <ScreenLoader label="Loading your dashboard..." />;
  if (isError || hasNoActivity(data) || !data) {
    return (
      <StatePanel>
        <EmptyState
          icon={<BagIcon size={30} />}
          title="No Stats Available"
          message="Start shopping to see your activity."
          action={<ButtonLink to="/shop">Start Shopping</ButtonLink>}
        />
      </StatePanel>
    );
  }

  return (
    <>
      <Cards aria-label="Your totals">
        <StatCard
          label="Total Payments"
          value={formatRupees(data.totalPayments)}
          icon={<TagIcon />}
          tint={theme.tints[0]}
        />
        <StatCard label="Total Reviews" value={String(data.totalReviews)} icon={<ChatIcon />} tint={theme.tints[2]} />
        <StatCard
          label="Products Purchased"
          value={String(data.totalPurchasedProducts)}
          icon={<BagIcon />}
          tint={theme.tints[3]}
        />
      </Cards>
      <Panel aria-labelledby="activity-heading">
        <PanelTitle id="activity-heading">Activity Overview</PanelTitle>
        <ChartHolder>
          <Suspense fallback={<ScreenLoader label="Loading chart..." />}>
            <ActivityChart monthly={data.monthly ?? []} />
          </Suspense>
        </ChartHolder>
      </Panel>
    </>
  );
}

/** /dashboard for shoppers: a greeting, their totals and a month-by-month chart. */
export function UserDashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;

  return (
    <>
      <ScreenHeader
        eyebrow="Dashboard"
        title={`Welcome back, ${user.username}!`}
        subtitle="Here is an overview of your orders, payments and reviews."
      />
      <StatsBody userId={user._id} />
      <QuickLinks>
        See your <Link to="/dashboard/orders">orders</Link>, <Link to="/dashboard/payments">payments</Link> or{' '}
        <Link to="/dashboard/reviews">reviews</Link>.
      </QuickLinks>
    </>
  );
}
