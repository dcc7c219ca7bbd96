import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useListProductsQuery } from '../../api/generated';
import { useDeleteProductMutation } from '../../api/adminGenerated';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { formatLongDate } from '../../lib/dates';
import { formatRupees } from '../../lib/money';
import {
  AdminHeader,
  AdminPage,
  AdminSubtitle,
  AdminTitle,
  RowActions,
  SmallButton,
  SmallLink,
  Table,
  TableScroller,
  Thumb,
} from './shared/adminUi';
import { serverMessage } from './shared/apiError';
import { Pager } from './shared/Pager';
import { StockQuickEdit } from './stock/StockQuickEdit';
import { productVariants } from '../../lib/variants';
import { stockLabel } from '../../lib/stock';
import { useConfirm } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/Toaster';

export const PRODUCTS_PAGE_SIZE = 10;

export const PRODUCT_MESSAGES = {
  confirmDelete: 'Are you sure you want to delete this product?',
  deleted: 'Product deleted successfully',
  deleteFailed: 'Failed to delete the product.',
} as const;

const NameLink = styled(Link)`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;

  &:hover {
    color: ${({ theme }) => theme.colors.accentDark};
    text-decoration: underline;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** The catalogue ten at a time, newest first, with edit and delete. */
export function ManageProductsPage() {
  useDocumentTitle('Manage Products');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, isFetching } = useListProductsQuery({
    page,
    limit: PRODUCTS_PAGE_SIZE,
  });
  const [removeProduct] = useDeleteProductMutation();
  const notify = useNotify();
  const [ask, confirmDialog] = useConfirm();
  const lastPage = Math.max(1, data?.totalPages ?? 1);

  // Deleting the last product of the last page steps back to the page before it.
  useEffect(() => {
    if (data && page > lastPage) setPage(lastPage);
  }, [data, page, lastPage]);

  const remove = async (id: string) => {
    if (!(await ask(PRODUCT_MESSAGES.confirmDelete))) return;
    try {
      await removeProduct({ id }).unwrap();
      notify.success(PRODUCT_MESSAGES.deleted);
    } catch (failure) {
      notify.error(serverMessage(failure) ?? PRODUCT_MESSAGES.deleteFailed);
    }
  };

  let body;
  if (isLoading) body = <PageLoader label="Loading products..." />;
  else if (isError || !data) body = <EmptyState title="Failed to load products." />;
  else if (data.products.length === 0) {
    body = <EmptyState title="No products yet" message="Add your first product to open the shop." />;
  } else {
    body = (
      <>
        <TableScroller aria-busy={isFetching}>
          <Table>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Name</th>
                <th scope="col">Stock</th>
                <th scope="col">Date Added</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.products.map((product) => {
                // Several variants: the figures are the cheapest variant's price and the summed count,
                // each set per variant on Update Product.
                const { variantCount } = productVariants(product);
                return (
                  <tr key={product._id}>
                    <td>
                      <Thumb src={product.image} alt={product.name} loading="lazy" />
                    </td>
                    <td>
                      <NameLink to={`/shop/${product._id}`}>{product.name}</NameLink>
                      <Muted>
                        {product.category} · {variantCount > 1 ? 'From ' : ''}
                        {formatRupees(product.price)}
                      </Muted>
                    </td>
                    <td>
                      {variantCount > 1 ? (
                        <Muted>
                          {stockLabel(product.stock)} in {variantCount} variants
                        </Muted>
                      ) : (
                        <StockQuickEdit productId={product._id} name={product.name} stock={product.stock} />
                      )}
                    </td>
                    <td>{formatLongDate(product.createdAt)}</td>
                    <td>
                      <RowActions>
                        <SmallLink
                          to={`/dashboard/update-product/${product._id}`}
                          $tone="accent"
                          aria-label={`Edit ${product.name}`}
                        >
                          Edit
                        </SmallLink>
                        <SmallLink
                          to={`/dashboard/stock-history?productId=${product._id}`}
                          aria-label={`Stock history of ${product.name}`}
                        >
                          History
                        </SmallLink>
                        <SmallButton
                          type="button"
                          $tone="danger"
                          aria-label={`Delete ${product.name}`}
                          onClick={() => void remove(product._id)}
                        >
                          Delete
                        </SmallButton>
                      </RowActions>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableScroller>
        <Pager
          page={page}
          pageSize={PRODUCTS_PAGE_SIZE}
          total={data.totalProducts}
          totalPages={lastPage}
          onPage={(next) => setPage(Math.min(Math.max(1, next), lastPage))}
        />
      </>
    );
  }

  return (
    <AdminPage>
      <AdminHeader>
        <div>
          <AdminTitle>Manage Products</AdminTitle>
          <AdminSubtitle>Everything in the catalogue, newest first.</AdminSubtitle>
        </div>
        <RowActions>
          <ButtonLink to="/dashboard/stock-history" $variant="secondary">
            Stock History
          </ButtonLink>
          <ButtonLink to="/dashboard/add-new-post">Add New Product</ButtonLink>
        </RowActions>
      </AdminHeader>
      {body}
      {confirmDialog}
    </AdminPage>
  );
}
