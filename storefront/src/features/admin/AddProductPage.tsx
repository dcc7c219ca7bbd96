import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateProductMutation } from '../../api/generated';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { AdminHeader, AdminPage, AdminSubtitle, AdminTitle, Notice } from './shared/adminUi';
import { serverMessage } from './shared/apiError';
import { ProductForm } from './products/ProductForm';
import { EMPTY_PRODUCT, toCreatePayload } from './products/productForm';
import { useNotify } from '../../components/Toaster';

export const ADD_PRODUCT_MESSAGES = {
  added: 'Product added successfully!',
  failed: 'Failed to add product.',
} as const;

/** A new product for the catalogue; once saved the admin sees it in the shop. */
export function AddProductPage() {
  useDocumentTitle('Add New Product');
  const navigate = useNavigate();
  const notify = useNotify();
  const [createProduct, { isLoading }] = useCreateProductMutation();
  const [error, setError] = useState<string | null>(null);

  return (
    <AdminPage>
      <AdminHeader>
        <div>
          <AdminTitle>Add New Product</AdminTitle>
          <AdminSubtitle>Fields marked * are required.</AdminSubtitle>
        </div>
      </AdminHeader>
      <ProductForm
        mode="add"
        initialValues={EMPTY_PRODUCT}
        submitLabel="Add Product"
        busyLabel="Adding Product..."
        submitting={isLoading}
        error={
          error && (
            <Notice $tone="error" role="alert">
              Error adding product: {error}
            </Notice>
          )
        }
        onSubmit={async (values) => {
          setError(null);
          try {
            await createProduct({ createProductDto: toCreatePayload(values) }).unwrap();
            notify.success(ADD_PRODUCT_MESSAGES.added);
            navigate('/shop');
          } catch (failure) {
            setError(serverMessage(failure) ?? 'An error occurred');
            notify.error(ADD_PRODUCT_MESSAGES.failed);
          }
        }}
      />
    </AdminPage>
  );
}
