import { OrderConfirmation } from './OrderConfirmation';

export function ThanksPage() {
  return (
    <OrderConfirmation
      eyebrow="Thank you"
      title="Order Successful"
      message="Your order is placed and we have started preparing it. We will keep you posted at every step until it reaches your door."
      action={{ label: 'Continue Shopping', to: '/shop' }}
    />
  );
}
