// The cart's badge count for the header. The cart modal itself is loaded lazily by the layout.
export { useCartItemCount } from './useCartItemCount';
