// What other features may use of the account area: the pieces that show an order's progress
// (the public tracking page shows an order as the shopper's order page does). Pages are loaded
// by the router itself.
export { formatShortDate } from './format';
export { buildTimeline, STATUS_MESSAGES } from './orderStatus';
export { OrderStatusBadge } from './OrderStatusBadge';
export { OrderTimeline } from './OrderTimeline';
export { DetailList, Panel, PanelTitle, ScreenHeader, ScreenLoader, StatePanel } from './ui';
