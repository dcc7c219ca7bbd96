import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function CustomerOrdersPage() {
  return <ScreenPlaceholder title="My Orders" />;
}
