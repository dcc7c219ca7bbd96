import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function PaymentsPage() {
  return <ScreenPlaceholder title="Payments">Your payment history will appear here.</ScreenPlaceholder>;
}
