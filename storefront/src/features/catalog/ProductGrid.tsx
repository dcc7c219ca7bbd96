import { useDeferredValue } from 'react';
import styled from 'styled-components';
import { ProductGridSkeleton } from './CatalogSkeletons';
import { ProductCard, type ProductCardData } from './ProductCard';

/** The grid's list element, shared with the loading skeleton so both take the same room. */
export const ProductGridList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export function ProductGrid({ products, label }: { products: readonly ProductCardData[]; label?: string }) {
  // The cards are drawn in a transition: the list arrives with the store's synchronous update,
  // and twenty cards at once would be one long task on a phone (input waits, Lighthouse counts
  // it). Until then the skeleton, of the same size, holds their place.
  const shown = useDeferredValue<readonly ProductCardData[] | null>(products, null);
  if (shown === null) return <ProductGridSkeleton count={products.length} />;
  return (
    <ProductGridList aria-label={label}>
      {shown.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ProductGridList>
  );
}
