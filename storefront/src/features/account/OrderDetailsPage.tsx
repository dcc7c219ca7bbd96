import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function OrderDetailsPage() {
  return <ScreenPlaceholder title="Order Details" />;
}
