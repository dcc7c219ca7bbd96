import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function UserDashboardPage() {
  return <ScreenPlaceholder title="Dashboard" />;
}
