import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProductDto } from '../../../api/generated';
import { thumbnailUrl } from '../../../features/catalog';
import { productVariants } from '../../../lib/variants';
import { formatRupees } from '../../../lib/money';

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  max-height: min(420px, 70vh);
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Message = styled.p`
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
`;

const Hit = styled(Link)`
  display: grid;
  grid-template-columns: 48px 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  img {
    width: 48px;
    height: 48px;
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Name = styled.span`
  display: block;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Price = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.accentDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface SearchResultsProps {
  id: string;
  query: string;
  products: readonly ProductDto[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onChoose: () => void;
}

/** The live results under the header search box. */
export function SearchResults({ id, query, products, isLoading, isError, onChoose }: SearchResultsProps) {
  let content;
  if (isLoading) content = <Message role="status">Loading...</Message>;
  else if (isError) content = <Message role="alert">Error loading products.</Message>;
  else if (!products || products.length === 0) content = <Message>No products found for &quot;{query}&quot;.</Message>;
  else
    content = (
      <List>
        {products.map((product) => (
          <li key={product._id}>
            <Hit to={`/shop/${product._id}`} onClick={onChoose}>
              <img src={thumbnailUrl(product.image)} alt="" width={48} height={48} />
              <span>
                <Name>{product.name}</Name>
                <Price>
                  {productVariants(product).variantCount > 1 && 'From '}
                  {formatRupees(product.price)}
                </Price>
              </span>
            </Hit>
          </li>
        ))}
      </List>
    );
  return (
    <Panel id={id} aria-label="Search results" role="region">
      {content}
    </Panel>
  );
}
