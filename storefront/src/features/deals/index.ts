export { DealBanner } from './DealBanner';
export { DealsSection } from './DealsSection';
