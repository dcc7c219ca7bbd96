import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetProductQuery } from '../../../api/generated';
import { useListStockHistoryQuery, type StockMovementDto } from '../../../api/adminGenerated';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { formatLongDate } from '../../../lib/dates';
import { orderNumber } from '../../../lib/ids';
import { stockLabel } from '../../../lib/stock';
import { productVariants, variantWithSku } from '../../../lib/variants';
import {
  AdminHeader,
  AdminPage,
  AdminSubtitle,
  AdminTitle,
  BackLink,
  Field,
  Select,
  SmallLink,
  Table,
  TableScroller,
  VariantLine,
} from '../shared/adminUi';
import { Pager } from '../shared/Pager';

export const HISTORY_PAGE_SIZE = 20;

/** The admin's words for why stock changed. */
export const STOCK_REASON_LABELS: Record<StockMovementDto['reason'], string> = {
  initial: 'Added with the product',
  order: 'Order placed',
  cancel: 'Order cancelled',
  reopen: 'Cancelled order reopened',
  order_deleted: 'Order deleted',
  admin_edit: 'Admin edit',
  return: 'Return approved',
};

const VariantField = styled(Field)`
  max-width: 28rem;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const time = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit' });
const timeOfDay = (iso: string) => time.format(new Date(iso));

export function changeText(change: number, stockAfter: number | null): string {
  if (change === 0) return stockAfter === null ? 'Made to order' : 'Counted';
  return change > 0 ? `+${change}` : String(change);
}

/** The words under a movement's product: its variant's options and SKU, or that the variant is gone. */
export function movementVariant(movement: Pick<StockMovementDto, 'sku' | 'variantTitle'>): string {
  return movement.sku === null ? 'Variant deleted' : variantWithSku({ ...movement, sku: movement.sku });
}

/**
 * Every change of stock with its reason, newest first; for one product with ?productId=, and
 * one of its variants with &variantId=.
 */
export function StockHistoryPage() {
  useDocumentTitle('Stock History');
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? undefined;
  // Another product starts again on page 1.
  return <StockHistory key={productId ?? 'all'} productId={productId} />;
}

function StockHistory({ productId }: { productId: string | undefined }) {
  const [params, setParams] = useSearchParams();
  const variantId = (productId && params.get('variantId')) || undefined;
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, isFetching } = useListStockHistoryQuery({
    productId,
    variantId,
    page,
    limit: HISTORY_PAGE_SIZE,
  });
  // The product's variants, to choose one of them (the product page's answer carries them).
  const { data: detail } = useGetProductQuery({ id: productId ?? '' }, { skip: !productId });
  const variants = detail ? productVariants(detail.product).variants : [];
  const productName = productId ? (detail?.product.name ?? data?.movements[0]?.productName) : undefined;

  const chooseVariant = (chosen: string) => {
    const next = new URLSearchParams(params);
    if (chosen) next.set('variantId', chosen);
    else next.delete('variantId');
    setPage(1);
    setParams(next, { replace: true });
  };

  let body;
  if (isLoading) body = <PageLoader label="Loading stock history..." />;
  else if (isError || !data) body = <EmptyState title="Could not load the stock history." />;
  else if (data.movements.length === 0) {
    body = <EmptyState title="No stock changes yet" message="Counts given to products and orders show here." />;
  } else {
    body = (
      <>
        <TableScroller aria-busy={isFetching}>
          <Table>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Product</th>
                <th scope="col">Change</th>
                <th scope="col">Left</th>
                <th scope="col">Reason</th>
                <th scope="col">Order / note</th>
              </tr>
            </thead>
            <tbody>
              {data.movements.map((movement) => (
                <tr key={movement.id}>
                  <td>{`${formatLongDate(movement.createdAt)}, ${timeOfDay(movement.createdAt)}`}</td>
                  <td>
                    <SmallLink to={`/dashboard/stock-history?productId=${movement.productId}`}>
                      {movement.productName}
                    </SmallLink>
                    <VariantLine>{movementVariant(movement)}</VariantLine>
                  </td>
                  <td>{changeText(movement.change, movement.stockAfter)}</td>
                  <td>{stockLabel(movement.stockAfter)}</td>
                  <td>{STOCK_REASON_LABELS[movement.reason]}</td>
                  <td>
                    {movement.orderId ? orderNumber(movement.orderId) : ''}
                    {movement.orderId && movement.note ? ' · ' : ''}
                    {movement.note ?? ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
        <Pager
          page={page}
          pageSize={HISTORY_PAGE_SIZE}
          total={data.total ?? 0}
          totalPages={Math.max(1, data.totalPages ?? 1)}
          onPage={(next) => setPage(Math.min(Math.max(1, next), Math.max(1, data.totalPages ?? 1)))}
        />
      </>
    );
  }

  return (
    <AdminPage>
      <BackLink to="/dashboard/manage-products">Back to Products</BackLink>
      <AdminHeader>
        <div>
          <AdminTitle>Stock History</AdminTitle>
          <AdminSubtitle>
            {productId ? `Changes to ${productName ?? 'this product'}` : 'Every change to stock, newest first.'}
          </AdminSubtitle>
        </div>
        {productId && <SmallLink to="/dashboard/stock-history">All products</SmallLink>}
      </AdminHeader>
      {variants.length > 1 && (
        <VariantField>
          <label htmlFor="stock-history-variant">Variant</label>
          <Select id="stock-history-variant" value={variantId ?? ''} onChange={(e) => chooseVariant(e.target.value)}>
            <option value="">All variants</option>
            {variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variantWithSku({ variantTitle: variant.title, sku: variant.sku })}
              </option>
            ))}
          </Select>
        </VariantField>
      )}
      {body}
    </AdminPage>
  );
}
