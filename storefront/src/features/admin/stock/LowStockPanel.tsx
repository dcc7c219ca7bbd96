import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useListLowStockQuery } from '../../../api/adminGenerated';
import { variantWithSku } from '../../../lib/variants';
import { Panel, PanelTitle, Thumb, VariantLine } from '../shared/adminUi';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
  }

  a {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
  }
`;

const Count = styled.span<{ $soldOut: boolean }>`
  color: ${({ theme, $soldOut }) => ($soldOut ? theme.colors.danger : theme.colors.accentDark)};
  font-weight: 700;
  white-space: nowrap;
`;

const Muted = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The dashboard's list of variants that are sold out or nearly so, fewest first, each named with its options and SKU. */
export function LowStockPanel() {
  const { data, isLoading, isError } = useListLowStockQuery({});
  let body;
  if (isLoading) body = <Muted role="status">Loading stock...</Muted>;
  else if (isError || !data) body = <Muted role="alert">Could not load low stock.</Muted>;
  else if (data.products.length === 0) body = <Muted>Every counted product has more than {data.threshold} left.</Muted>;
  else {
    body = (
      <List>
        {data.products.map((product) => (
          <li key={product.variantId}>
            <Thumb src={product.image} alt="" loading="lazy" />
            <span>
              <Link to={`/dashboard/stock-history?productId=${product.productId}`}>{product.name}</Link>
              <VariantLine>{variantWithSku(product)}</VariantLine>
            </span>
            <Count $soldOut={product.stock === 0}>
              {product.stock === 0 ? 'Out of stock' : `${product.stock} left`}
            </Count>
          </li>
        ))}
      </List>
    );
  }
  return (
    <Panel aria-labelledby="low-stock-title">
      <PanelTitle id="low-stock-title">Low Stock</PanelTitle>
      {body}
    </Panel>
  );
}
