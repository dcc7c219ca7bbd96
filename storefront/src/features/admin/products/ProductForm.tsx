import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { CATEGORIES, type Category } from '../../../lib/constants/categories';
import {
  Field,
  FormActions,
  FormGrid,
  Hint,
  Input,
  Notice,
  Panel,
  Select,
  SmallButton,
  TextArea,
  ToggleLabel,
} from '../shared/adminUi';
import { UploadNote } from '../shared/UploadNote';
import { useImageUpload } from '../../../components/useImageUpload';
import {
  checkHsnCode,
  checkRequiredFields,
  checkStock,
  GST_RATES,
  type ProductFormMode,
  type ProductFormValues,
} from './productForm';

const Messages = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Preview = styled.img`
  width: 120px;
  height: 120px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  object-fit: cover;
`;

const Gallery = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    justify-items: center;
  }
`;

interface ProductFormProps {
  mode: ProductFormMode;
  initialValues: ProductFormValues;
  submitLabel: string;
  busyLabel: string;
  submitting: boolean;
  /** Called with complete values; the required-field check has already passed. */
  onSubmit: (values: ProductFormValues) => void;
  /** A message from the last attempt to save, shown above the buttons. */
  error?: ReactNode;
  secondaryAction?: ReactNode;
  /** The product has several variants: prices and stock are set on them, not here. */
  pricedByVariants?: boolean;
}

/** The product form shared by Add Product and Update Product. */
export function ProductForm({
  mode,
  initialValues,
  submitLabel,
  busyLabel,
  submitting,
  onSubmit,
  error,
  secondaryAction,
  pricedByVariants = false,
}: ProductFormProps) {
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const [missing, setMissing] = useState<string | null>(null);
  const main = useImageUpload();
  const extra = useImageUpload();

  const set =
    (field: 'name' | 'price' | 'oldPrice' | 'description' | 'size' | 'material' | 'stock' | 'hsnCode' | 'gstRate') =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
    };

  const chooseMain = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const url = await main.uploadFile(file);
    if (url) setValues((current) => ({ ...current, image: url }));
  };

  const chooseExtra = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    for (const file of files) {
      const url = await extra.uploadFile(file);
      if (!url) break;
      setValues((current) => ({ ...current, additionalImages: [...current.additionalImages, url] }));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkRequiredFields(values, mode) ?? checkStock(values) ?? checkHsnCode(values.hsnCode);
    setMissing(problem);
    if (!problem) onSubmit(values);
  };

  return (
    <Panel as="form" onSubmit={submit} noValidate aria-label={submitLabel}>
      <FormGrid>
        <Field>
          <label htmlFor={`${id}-name`}>Product Name *</label>
          <Input id={`${id}-name`} value={values.name} onChange={set('name')} placeholder="e.g. Sunburst Wall Mirror" />
        </Field>
        <Field>
          <label htmlFor={`${id}-category`}>Category *</label>
          <Select
            id={`${id}-category`}
            value={values.category}
            onChange={(event) => setValues((current) => ({ ...current, category: event.target.value as Category }))}
          >
            <option value="">Select a category</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </Field>
        {pricedByVariants ? (
          <Field $wide>
            <Hint>Prices and stock are set on each variant, under Options and variants.</Hint>
          </Field>
        ) : (
          <>
            <Field>
              <label htmlFor={`${id}-price`}>Price (Rs.) *</label>
              <Input
                id={`${id}-price`}
                type="number"
                min="0"
                step="0.01"
                inputMode="decimal"
                value={values.price}
                onChange={set('price')}
              />
            </Field>
            <Field>
              <label htmlFor={`${id}-old-price`}>Old Price (Rs.)</label>
              <Input
                id={`${id}-old-price`}
                type="number"
                min="0"
                step="0.01"
                inputMode="decimal"
                value={values.oldPrice}
                onChange={set('oldPrice')}
                placeholder="Optional"
              />
            </Field>
            <Field>
              <label htmlFor={`${id}-stock`}>Stock (pieces)</label>
              <Input
                id={`${id}-stock`}
                type="number"
                min="0"
                step="1"
                inputMode="numeric"
                value={values.stock}
                onChange={set('stock')}
                placeholder="Empty = made to order"
              />
            </Field>
          </>
        )}
        <Field $wide>
          <label htmlFor={`${id}-description`}>Description</label>
          <TextArea id={`${id}-description`} value={values.description} onChange={set('description')} />
        </Field>
        <Field>
          <label htmlFor={`${id}-size`}>Size</label>
          <Input id={`${id}-size`} value={values.size} onChange={set('size')} placeholder="e.g. 60 x 60 cm" />
        </Field>
        <Field>
          <label htmlFor={`${id}-material`}>Material</label>
          <Input
            id={`${id}-material`}
            value={values.material}
            onChange={set('material')}
            placeholder="e.g. Mango wood"
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-hsn`}>HSN code</label>
          <Input
            id={`${id}-hsn`}
            inputMode="numeric"
            value={values.hsnCode}
            onChange={set('hsnCode')}
            placeholder="e.g. 70099200"
            aria-describedby={`${id}-hsn-hint`}
          />
          <Hint id={`${id}-hsn-hint`}>{checkHsnCode(values.hsnCode) ?? 'Printed on GST invoices.'}</Hint>
        </Field>
        <Field>
          <label htmlFor={`${id}-gst`}>GST rate</label>
          <Select id={`${id}-gst`} value={values.gstRate} onChange={set('gstRate')}>
            {GST_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate}%
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <label htmlFor={`${id}-image`}>Main Image *</label>
          {values.image && <Preview src={values.image} alt="Main product image" />}
          <Input id={`${id}-image`} type="file" accept="image/*" onChange={(event) => void chooseMain(event)} />
          <Hint>JPG, PNG or GIF, up to 5 MB.</Hint>
          <UploadNote state={main.state} message={main.message} />
        </Field>
        <Field>
          <label htmlFor={`${id}-extra`}>Additional Images</label>
          {values.additionalImages.length > 0 && (
            <Gallery>
              {values.additionalImages.map((url, index) => (
                <li key={url}>
                  <Preview src={url} alt={`Additional image ${index + 1}`} />
                  <SmallButton
                    type="button"
                    $tone="danger"
                    onClick={() =>
                      setValues((current) => ({
                        ...current,
                        additionalImages: current.additionalImages.filter((image) => image !== url),
                      }))
                    }
                  >
                    Remove
                  </SmallButton>
                </li>
              ))}
            </Gallery>
          )}
          <Input
            id={`${id}-extra`}
            type="file"
            accept="image/*"
            multiple
            onChange={(event) => void chooseExtra(event)}
          />
          <UploadNote state={extra.state} message={extra.message} />
        </Field>
        {mode === 'update' && (
          <Field $wide>
            <ToggleLabel>
              <input
                type="checkbox"
                checked={values.isTrending}
                onChange={(event) => setValues((current) => ({ ...current, isTrending: event.target.checked }))}
              />
              Show as trending
            </ToggleLabel>
          </Field>
        )}
      </FormGrid>
      {(missing || error) && (
        <Messages>
          {missing && (
            <Notice $tone="error" role="alert">
              {missing}
            </Notice>
          )}
          {error}
        </Messages>
      )}
      <FormActions>
        {secondaryAction}
        <Button type="submit" disabled={submitting || main.state === 'uploading' || extra.state === 'uploading'}>
          {submitting ? busyLabel : submitLabel}
        </Button>
      </FormActions>
    </Panel>
  );
}
