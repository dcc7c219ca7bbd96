import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function AddCouponPage() {
  return <ScreenPlaceholder title="Add Coupon" />;
}
