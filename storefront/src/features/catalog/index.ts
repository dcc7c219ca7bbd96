export { ProductCard, type ProductCardData } from './ProductCard';
export { ProductGrid } from './ProductGrid';
export { StarRating } from './StarRating';
export { useAddToCart } from './useAddToCart';
export { clampRating, percentOff, thumbnailUrl } from './productLogic';
