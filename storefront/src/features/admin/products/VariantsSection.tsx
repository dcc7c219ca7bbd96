import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { type ProductDto } from '../../../api/generated';
import {
  useSetProductOptionsMutation,
  useUpdateVariantMutation,
  useUpdateVariantsMutation,
} from '../../../api/adminGenerated';
import { Button } from '../../../components/Button';
import { useNotify } from '../../../components/Toaster';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { newUuid } from '../../../lib/uuid';
import { productVariants } from '../../../lib/variants';
import {
  Field,
  FormActions,
  Hint,
  InlineList,
  Input,
  Notice,
  Panel,
  PanelTitle,
  SmallButton,
  Table,
  TableScroller,
} from '../shared/adminUi';
import { serverMessage } from '../shared/apiError';
import { VariantPictures } from './VariantPictures';
import {
  checkOptions,
  checkRows,
  detailChanges,
  draftsFromOptions,
  figureChanges,
  MAX_OPTIONS,
  OPTION_MESSAGES,
  optionsFromDrafts,
  rowFromVariant,
  sameOptions,
  splitTyping,
  VARIANT_MESSAGES,
  type OptionDraft,
  type VariantRow,
} from './variantForm';

const OptionRow = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 2fr auto;
    align-items: end;
  }
`;

const Chips = styled(InlineList)`
  li {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    padding: 2px 2px 2px ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentDark};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  button {
    width: 22px;
    height: 22px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: inherit;
  }

  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

const CellInput = styled(Input)`
  min-width: 96px;
`;

interface OptionsEditorProps {
  drafts: OptionDraft[];
  onChange: (drafts: OptionDraft[]) => void;
}

/** Up to three options, each a name and its values, entered as chips (a comma or Enter ends one). */
export function OptionsEditor({ drafts, onChange }: OptionsEditorProps) {
  const id = useId();
  const update = (index: number, change: Partial<OptionDraft>) =>
    onChange(drafts.map((draft, at) => (at === index ? { ...draft, ...change } : draft)));

  const type = (index: number, text: string) => {
    const { done, typing } = splitTyping(text);
    update(index, { values: [...drafts[index].values, ...done], typing });
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const draft = drafts[index];
    if (event.key === 'Enter') {
      // Enter ends a value here instead of sending the form around it.
      event.preventDefault();
      type(index, `${draft.typing},`);
    } else if (event.key === 'Backspace' && draft.typing === '' && draft.values.length > 0) {
      update(index, { values: draft.values.slice(0, -1) });
    }
  };

  return (
    <div>
      {drafts.map((draft, index) => (
        <OptionRow key={index}>
          <legend>Option {index + 1}</legend>
          <Field>
            <label htmlFor={`${id}-${index}-name`}>Option {index + 1} name</label>
            <Input
              id={`${id}-${index}-name`}
              value={draft.name}
              placeholder="e.g. Size"
              onChange={(event) => update(index, { name: event.target.value })}
            />
          </Field>
          <Field>
            <label htmlFor={`${id}-${index}-values`}>Option {index + 1} values</label>
            {draft.values.length > 0 && (
              <Chips aria-label={`Values of option ${index + 1}`}>
                {draft.values.map((value, at) => (
                  <li key={`${value}-${at}`}>
                    {value}
                    <button
                      type="button"
                      aria-label={`Remove ${value}`}
                      onClick={() => update(index, { values: draft.values.filter((_, other) => other !== at) })}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </Chips>
            )}
            <Input
              id={`${id}-${index}-values`}
              value={draft.typing}
              placeholder="e.g. Small, Medium, Large"
              aria-describedby={`${id}-values-hint`}
              onChange={(event) => type(index, event.target.value)}
              onKeyDown={(event) => onKeyDown(index, event)}
            />
          </Field>
          <SmallButton
            type="button"
            $tone="danger"
            onClick={() => onChange(drafts.filter((_, at) => at !== index))}
            aria-label={`Remove option ${index + 1}`}
          >
            Remove
          </SmallButton>
        </OptionRow>
      ))}
      <Hint id={`${id}-values-hint`}>Separate values with a comma or Enter.</Hint>
      {drafts.length < MAX_OPTIONS && (
        <SmallButton type="button" onClick={() => onChange([...drafts, { name: '', values: [], typing: '' }])}>
          Add option
        </SmallButton>
      )}
    </div>
  );
}

/** The product's options, saved on their own: the server makes a variant for each combination. */
function ProductOptions({ product }: { product: ProductDto }) {
  const notify = useNotify();
  const saved = productVariants(product).options;
  const [drafts, setDrafts] = useState(() => draftsFromOptions(saved));
  const [problem, setProblem] = useState<string | null>(null);
  const [setOptions, { isLoading }] = useSetProductOptionsMutation();
  const options = optionsFromDrafts(drafts);

  const save = async () => {
    const check = checkOptions(options);
    setProblem(check);
    if (check) return;
    try {
      await setOptions({ id: product._id, setOptionsDto: { options } }).unwrap();
      notify.success(OPTION_MESSAGES.saved);
    } catch (failure) {
      setProblem(serverMessage(failure) ?? OPTION_MESSAGES.failed);
    }
  };

  return (
    <>
      <OptionsEditor drafts={drafts} onChange={setDrafts} />
      {problem && (
        <Notice $tone="error" role="alert">
          {problem}
        </Notice>
      )}
      {!sameOptions(options, saved) && (
        <FormActions>
          {saved.length > 0 && options.length === 0 && (
            <Hint>Saving without options keeps the first variant only.</Hint>
          )}
          <Button type="button" onClick={() => void save()} disabled={isLoading}>
            {isLoading ? 'Saving options...' : 'Save options'}
          </Button>
        </FormActions>
      )}
    </>
  );
}

interface VariantsTableProps {
  productId: string;
  /** Shown for variants without pictures of their own. */
  productImage: string;
  initial: VariantRow[];
}

/** Each variant's SKU, prices, stock and pictures: changed figures go in one call, SKUs and pictures one call each. */
function VariantsTable({ productId, productImage, initial }: VariantsTableProps) {
  const notify = useNotify();
  const [rows, setRows] = useState(initial);
  // Rows with a picture on its way up: saving waits for them.
  const [uploading, setUploadingRows] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [updateFigures, { isLoading: savingFigures }] = useUpdateVariantsMutation();
  const [updateVariant, { isLoading: savingDetails }] = useUpdateVariantMutation();
  const figures = figureChanges(initial, rows);
  const details = detailChanges(initial, rows);
  const busy = savingFigures || savingDetails;

  const set = (index: number, field: 'sku' | 'price' | 'oldPrice' | 'stock', value: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  const setPictures = (index: number, update: (pictures: string[]) => string[]) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, pictures: update(row.pictures) } : row)));
  const setUploading = (id: string, busyRow: boolean) =>
    setUploadingRows((current) => {
      const next = new Set(current);
      if (busyRow) next.add(id);
      else next.delete(id);
      return next;
    });

  const save = async () => {
    const check = checkRows(rows);
    setProblem(check);
    if (check) return;
    try {
      for (const { variantId, change } of details) {
        await updateVariant({ id: productId, variantId, updateVariantDto: change }).unwrap();
      }
      if (figures.length > 0)
        await updateFigures({ 'Idempotency-Key': newUuid(), bulkVariantsDto: { variants: figures } }).unwrap();
      notify.success(VARIANT_MESSAGES.saved);
    } catch (failure) {
      setProblem(serverMessage(failure) ?? VARIANT_MESSAGES.failed);
    }
  };

  return (
    <>
      <TableScroller>
        <Table>
          <VisuallyHidden as="caption">Variants</VisuallyHidden>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">SKU</th>
              <th scope="col">Price (Rs.)</th>
              <th scope="col">Old price (Rs.)</th>
              <th scope="col">Stock</th>
              <th scope="col">Pictures</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.id}>
                <th scope="row">{row.title}</th>
                <td>
                  <CellInput
                    aria-label={`SKU of ${row.title}`}
                    value={row.sku}
                    onChange={(event) => set(index, 'sku', event.target.value)}
                  />
                </td>
                <td>
                  <CellInput
                    aria-label={`Price of ${row.title}`}
                    type="number"
                    min="0"
                    step="0.01"
                    inputMode="decimal"
                    value={row.price}
                    onChange={(event) => set(index, 'price', event.target.value)}
                  />
                </td>
                <td>
                  <CellInput
                    aria-label={`Old price of ${row.title}`}
                    type="number"
                    min="0"
                    step="0.01"
                    inputMode="decimal"
                    value={row.oldPrice}
                    placeholder="Optional"
                    onChange={(event) => set(index, 'oldPrice', event.target.value)}
                  />
                </td>
                <td>
                  <CellInput
                    aria-label={`Stock of ${row.title}`}
                    type="number"
                    min="0"
                    step="1"
                    inputMode="numeric"
                    value={row.stock}
                    placeholder="Made to order"
                    onChange={(event) => set(index, 'stock', event.target.value)}
                  />
                </td>
                <td>
                  <VariantPictures
                    title={row.title}
                    pictures={row.pictures}
                    productImage={productImage}
                    onChange={(update) => setPictures(index, update)}
                    onUploading={(uploading) => setUploading(row.id, uploading)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroller>
      {problem && (
        <Notice $tone="error" role="alert">
          {problem}
        </Notice>
      )}
      <FormActions>
        <Button
          type="button"
          onClick={() => void save()}
          disabled={busy || uploading.size > 0 || (figures.length === 0 && details.length === 0)}
        >
          {busy ? 'Saving variants...' : 'Save variants'}
        </Button>
      </FormActions>
    </>
  );
}

/**
 * The "Options and variants" part of Update Product. A product without options has one variant,
 * priced and counted by the form above, and shows no table.
 */
export function VariantsSection({ product }: { product: ProductDto }) {
  const { options, variants } = productVariants(product);
  const rows = variants.map((variant) => rowFromVariant(variant, product));
  // Read again after a save: the table starts over from the stored variants.
  const version = JSON.stringify(rows);
  return (
    <Panel aria-labelledby="options-and-variants">
      <PanelTitle id="options-and-variants">Options and variants</PanelTitle>
      <Hint>Up to {MAX_OPTIONS} options, such as Size or Finish. Each combination of their values is a variant.</Hint>
      <Field $wide>
        <ProductOptions key={JSON.stringify(options)} product={product} />
      </Field>
      {options.length > 0 && rows.length > 0 && (
        <VariantsTable key={version} productId={product._id} productImage={product.image} initial={rows} />
      )}
    </Panel>
  );
}
