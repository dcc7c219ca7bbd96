export { OrderSummary } from './OrderSummary';
