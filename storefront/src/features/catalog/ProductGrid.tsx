import styled from 'styled-components';
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
  return (
    <ProductGridList aria-label={label}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ProductGridList>
  );
}
