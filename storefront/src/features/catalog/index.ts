export { ProductCard, type ProductCardData } from './ProductCard';
export { ProductGrid } from './ProductGrid';
export { StarRating } from './StarRating';
export { useAddToCart, usePendingCartAdd } from './useAddToCart';
export { useDebouncedValue } from './useDebouncedValue';
export { clampRating, imageSrcSet, percentOff, thumbnailUrl } from './productLogic';
