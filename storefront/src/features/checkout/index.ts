export { OrderSummary } from './OrderSummary';
export { submitPaymentForm } from './paymentForm';
