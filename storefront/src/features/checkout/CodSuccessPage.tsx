import { OrderConfirmation } from './OrderConfirmation';

export function CodSuccessPage() {
  return (
    <OrderConfirmation
      eyebrow="Cash on Delivery"
      title="Your order is confirmed"
      message="Please keep the amount ready when your parcel arrives. You can follow your order's progress from your orders at any time."
      action={{ label: 'View My Orders', to: '/orders' }}
      secondaryAction={{ label: 'Continue Shopping', to: '/shop' }}
    />
  );
}
