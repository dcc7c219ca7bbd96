// The refund dialog, which the order page shows an admin (loaded only when an admin opens it).
export { RefundModal } from './orders/RefundModal';
