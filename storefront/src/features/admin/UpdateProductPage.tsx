import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useGetProductQuery } from '../../api/generated';
import { useUpdateProductMutation } from '../../api/adminGenerated';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { AdminHeader, AdminPage, AdminSubtitle, AdminTitle, Notice } from './shared/adminUi';
import { serverMessage } from './shared/apiError';
import { ProductForm } from './products/ProductForm';
import { toUpdatePayload, valuesFromProduct, withoutVariantFigures } from './products/productForm';
import { VariantsSection } from './products/VariantsSection';
import { productVariants } from '../../lib/variants';
import { useNotify } from '../../components/Toaster';

export const UPDATE_PRODUCT_MESSAGES = {
  updated: 'Product updated successfully!',
  failed: 'Failed to update product.',
  fallback: 'An error occurred while updating the product',
} as const;

/** Edits one product, prefilled from the catalogue, then returns to the product list. */
export function UpdateProductPage() {
  useDocumentTitle('Update Product');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  // Always the stored product, not a copy cached by the shop pages a minute ago.
  const { data, isLoading, isError } = useGetProductQuery({ id }, { refetchOnMountOrArgChange: true });
  const [updateProduct, { isLoading: saving }] = useUpdateProductMutation();
  const [error, setError] = useState<string | null>(null);

  const backToProducts = (
    <Button type="button" $variant="secondary" onClick={() => navigate('/dashboard/manage-products')}>
      Back to Products
    </Button>
  );

  if (isLoading) return <PageLoader label="Loading product..." />;
  if (isError || !data) {
    return <EmptyState title="Error Loading Product." action={backToProducts} />;
  }

  const values = valuesFromProduct(data.product);
  const pricedByVariants = productVariants(data.product).variantCount > 1;

  return (
    <AdminPage>
      <AdminHeader>
        <div>
          <AdminTitle>Update Product</AdminTitle>
          <AdminSubtitle>{data.product.name}</AdminSubtitle>
        </div>
        {backToProducts}
      </AdminHeader>
      <ProductForm
        key={data.product._id}
        mode="update"
        initialValues={values}
        submitLabel="Update Product"
        busyLabel="Updating Product..."
        submitting={saving}
        pricedByVariants={pricedByVariants}
        error={
          error && (
            <Notice $tone="error" role="alert">
              {error}
            </Notice>
          )
        }
        onSubmit={async (next) => {
          setError(null);
          try {
            const payload = toUpdatePayload(next, values.stock);
            await updateProduct({
              id,
              updateProductDto: pricedByVariants ? withoutVariantFigures(payload) : payload,
            }).unwrap();
            notify.success(UPDATE_PRODUCT_MESSAGES.updated);
            navigate('/dashboard/manage-products');
          } catch (failure) {
            setError(serverMessage(failure) ?? UPDATE_PRODUCT_MESSAGES.fallback);
            notify.error(UPDATE_PRODUCT_MESSAGES.failed);
          }
        }}
      />
      <VariantsSection product={data.product} />
    </AdminPage>
  );
}
