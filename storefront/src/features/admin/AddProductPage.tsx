import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateProductMutation, useSetProductOptionsMutation } from '../../api/adminGenerated';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { AdminHeader, AdminPage, AdminSubtitle, AdminTitle, Hint, Notice, Panel, PanelTitle } from './shared/adminUi';
import { serverMessage } from './shared/apiError';
import { ProductForm } from './products/ProductForm';
import { EMPTY_PRODUCT, toCreatePayload } from './products/productForm';
import { useNotify } from '../../components/Toaster';
import { checkOptions, OPTION_MESSAGES, optionsFromDrafts, type OptionDraft } from './products/variantForm';
import { OptionsEditor } from './products/VariantsSection';

export const ADD_PRODUCT_MESSAGES = {
  added: 'Product added successfully!',
  failed: 'Failed to add product.',
} as const;

/**
 * A new product for the catalogue; once saved the admin sees it in the shop. With options, the
 * product is saved, then its options (which make its variants), and the admin goes on to price
 * the variants on Update Product.
 */
export function AddProductPage() {
  useDocumentTitle('Add New Product');
  const navigate = useNavigate();
  const notify = useNotify();
  const [createProduct, { isLoading }] = useCreateProductMutation();
  const [error, setError] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<OptionDraft[]>([]);
  const [setOptions, { isLoading: savingOptions }] = useSetProductOptionsMutation();
  const options = optionsFromDrafts(drafts);

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
        submitting={isLoading || savingOptions}
        error={
          error && (
            <Notice $tone="error" role="alert">
              {error}
            </Notice>
          )
        }
        onSubmit={async (values) => {
          const optionsProblem = options.length > 0 ? checkOptions(options) : null;
          setError(optionsProblem);
          if (optionsProblem) return;
          let productId: string;
          try {
            productId = (await createProduct({ createProductDto: toCreatePayload(values) }).unwrap()).product._id;
            notify.success(ADD_PRODUCT_MESSAGES.added);
          } catch (failure) {
            setError(`Error adding product: ${serverMessage(failure) ?? 'An error occurred'}`);
            notify.error(ADD_PRODUCT_MESSAGES.failed);
            return;
          }
          if (options.length === 0) {
            navigate('/shop');
            return;
          }
          try {
            await setOptions({ id: productId, setOptionsDto: { options } }).unwrap();
          } catch (failure) {
            notify.error(serverMessage(failure) ?? OPTION_MESSAGES.failed);
          }
          navigate(`/dashboard/update-product/${productId}`);
        }}
      />
      <Panel aria-labelledby="new-product-options">
        <PanelTitle id="new-product-options">Options and variants</PanelTitle>
        <Hint>
          Optional: up to 3 options, such as Size or Finish. Each combination of their values is a variant, priced after
          the product is added.
        </Hint>
        <OptionsEditor drafts={drafts} onChange={setDrafts} />
      </Panel>
    </AdminPage>
  );
}
