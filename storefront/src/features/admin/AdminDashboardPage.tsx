import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function AdminDashboardPage() {
  return <ScreenPlaceholder title="Admin Dashboard" />;
}
