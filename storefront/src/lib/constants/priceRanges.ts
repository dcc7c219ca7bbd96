export interface PriceRangeOption {
  label: string;
  /** 'min-max' with either side optional; '' means no price filter. */
  value: string;
}

export const PRICE_RANGES: readonly PriceRangeOption[] = [
  { label: 'All', value: '' },
  { label: 'Under Rs. 1500', value: '0-1500' },
  { label: 'Rs. 1500 - Rs. 3000', value: '1500-3000' },
  { label: 'Rs. 3000 - Rs. 5000', value: '3000-5000' },
  { label: 'Over Rs. 5000', value: '5000-' },
];

export interface PriceBounds {
  minPrice?: number;
  maxPrice?: number;
}

/** Turns a price range value from the address ('1500-3000', '5000-', '-1500') into bounds. */
export function parsePriceRange(value: string): PriceBounds {
  const [min = '', max = ''] = value.split('-');
  const bounds: PriceBounds = {};
  if (min.trim() !== '' && Number.isFinite(Number(min))) bounds.minPrice = Number(min);
  if (max.trim() !== '' && Number.isFinite(Number(max))) bounds.maxPrice = Number(max);
  return bounds;
}
