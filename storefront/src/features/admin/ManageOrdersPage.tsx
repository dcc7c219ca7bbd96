import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function ManageOrdersPage() {
  return <ScreenPlaceholder title="Manage Orders" />;
}
