import { useDeferredValue } from 'react';
import { useNearScreen } from '../../components/NearViewport';
import { ProductCardSkeleton, ProductGridList, ProductGridSkeleton } from './CatalogSkeletons';
import { ProductCard, type ProductCardData } from './ProductCard';

/** Cards a phone's first screen can show: drawn at once; the rest as the shopper scrolls near them. */
const FIRST_SCREEN_CARDS = 4;

export function ProductGrid({ products, label }: { products: readonly ProductCardData[]; label?: string }) {
  // The cards are drawn in a transition: the list arrives with the store's synchronous update,
  // and twenty cards at once would be one long task on a phone (input waits, Lighthouse counts
  // it). Until then the skeleton, of the same size, holds their place.
  const shown = useDeferredValue<readonly ProductCardData[] | null>(products, null);
  // Below a phone's first screen a card's place is held by its skeleton until it nears the screen.
  const rest = useNearScreen<HTMLLIElement>('200px');
  if (shown === null) return <ProductGridSkeleton count={products.length} />;
  return (
    <ProductGridList aria-label={label}>
      {shown.map((product, index) =>
        index < FIRST_SCREEN_CARDS || rest.near ? (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ) : (
          <li key={product._id} ref={index === FIRST_SCREEN_CARDS ? rest.ref : undefined}>
            <ProductCardSkeleton still />
          </li>
        ),
      )}
    </ProductGridList>
  );
}
