import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function PaymentSuccessPage() {
  return <ScreenPlaceholder title="Payment Confirmation" />;
}
