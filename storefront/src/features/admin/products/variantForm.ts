import type { ProductOption, VariantDto } from '../../../lib/variants';
import { parseStock } from './productForm';
import type {
  BulkVariantDto as VariantFiguresChange,
  UpdateVariantDto as VariantDetailsChange,
} from '../../../api/adminGenerated';

export const MAX_OPTIONS = 3;
/** A variant's own pictures: its main one and up to 10 more (the server's limit). */
export const MAX_VARIANT_PICTURES = 11;
const MAX_VALUES = 20;
const MAX_VALUE_LENGTH = 40;

/** An option as the editor holds it: the values entered as chips, and the text still being typed. */
export interface OptionDraft {
  name: string;
  values: string[];
  typing: string;
}

export const OPTION_MESSAGES = {
  name: 'Give each option a name.',
  sameName: 'Each option needs its own name.',
  nameColon: 'An option name cannot hold ":".',
  values: `Give each option 1 to ${MAX_VALUES} values.`,
  valueLength: `Keep each value to ${MAX_VALUE_LENGTH} characters.`,
  sameValue: 'An option cannot have the same value twice.',
  saved: 'Options saved.',
  failed: 'Failed to save the options.',
} as const;

export const VARIANT_MESSAGES = {
  price: 'Each variant needs a price above 0, with at most 2 decimals.',
  oldPrice: 'An old price must be above 0, with at most 2 decimals, or empty.',
  stock: 'Stock must be a whole number of pieces (leave it empty for made to order).',
  sku: 'Each variant needs a SKU of at most 64 characters.',
  saved: 'Variants saved.',
  failed: 'Failed to save the variants.',
} as const;

export const draftsFromOptions = (options: readonly ProductOption[]): OptionDraft[] =>
  options.map((option) => ({ name: option.name, values: [...option.values], typing: '' }));

/** Typed text split at commas: the finished values, and what is still being typed after the last comma. */
export function splitTyping(text: string): { done: string[]; typing: string } {
  const parts = text.split(',');
  const typing = parts.pop() ?? '';
  return { done: parts.map((part) => part.trim()).filter(Boolean), typing };
}

/** The options to send: names and values trimmed, text still in a box counted as a value. */
export function optionsFromDrafts(drafts: readonly OptionDraft[]): ProductOption[] {
  return drafts.map((draft) => ({
    name: draft.name.trim(),
    values: [...draft.values, ...splitTyping(`${draft.typing},`).done],
  }));
}

/** The first problem with the options, or null when the server may be asked. */
export function checkOptions(options: readonly ProductOption[]): string | null {
  if (options.some((option) => option.name === '')) return OPTION_MESSAGES.name;
  // Filters are written "name:value" (the server refuses it too).
  if (options.some((option) => option.name.includes(':'))) return OPTION_MESSAGES.nameColon;
  const names = options.map((option) => option.name.toLowerCase());
  if (new Set(names).size !== names.length) return OPTION_MESSAGES.sameName;
  for (const option of options) {
    if (option.values.length < 1 || option.values.length > MAX_VALUES) return OPTION_MESSAGES.values;
    if (option.values.some((value) => value.length > MAX_VALUE_LENGTH)) return OPTION_MESSAGES.valueLength;
    if (new Set(option.values).size !== option.values.length) return OPTION_MESSAGES.sameValue;
  }
  return null;
}

export const sameOptions = (a: readonly ProductOption[], b: readonly ProductOption[]): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** A variant as its table row holds it: what the admin types. */
export interface VariantRow {
  id: string;
  title: string;
  sku: string;
  price: string;
  oldPrice: string;
  stock: string;
  /** The variant's own pictures, its main one first; empty when it shows the product's. */
  pictures: string[];
}

/**
 * A variant's row: its own list price and stored old price (as the product form shows the
 * product's), and its own pictures. The answer fills a variant's missing pictures in from the
 * product, so pictures equal to the product's are the product's.
 */
export function rowFromVariant(
  variant: VariantDto,
  product: { image: string; additionalImages: readonly string[] },
): VariantRow {
  const ownImage = variant.image === product.image ? [] : [variant.image];
  const ownMore =
    JSON.stringify(variant.additionalImages) === JSON.stringify(product.additionalImages)
      ? []
      : variant.additionalImages;
  return {
    id: variant.id,
    title: variant.title ?? variant.options.join(' / '),
    sku: variant.sku,
    price: String(variant.originalPrice),
    oldPrice: variant.listOldPrice === null ? '' : String(variant.listOldPrice),
    stock: variant.stock === null ? '' : String(variant.stock),
    pictures: [...ownImage, ...ownMore],
  };
}

const isAmount = (text: string) => /^\d{1,8}(\.\d{1,2})?$/.test(text.trim()) && Number(text) > 0;

/** The first problem in the table, or null. */
export function checkRows(rows: readonly VariantRow[]): string | null {
  for (const row of rows) {
    if (row.sku.trim() === '' || row.sku.trim().length > 64) return VARIANT_MESSAGES.sku;
    if (!isAmount(row.price)) return VARIANT_MESSAGES.price;
    if (row.oldPrice.trim() !== '' && !isAmount(row.oldPrice)) return VARIANT_MESSAGES.oldPrice;
    if (parseStock(row.stock) === undefined) return VARIANT_MESSAGES.stock;
  }
  return null;
}

/**
 * The rows' changed prices and counts, for the one bulk call. A count goes along only when the
 * admin changed it: orders may have taken pieces since the table was opened.
 */
export function figureChanges(initial: readonly VariantRow[], rows: readonly VariantRow[]): VariantFiguresChange[] {
  const before = new Map(initial.map((row) => [row.id, row]));
  const changes: VariantFiguresChange[] = [];
  for (const row of rows) {
    const was = before.get(row.id);
    if (!was) continue;
    const change: VariantFiguresChange = { id: row.id };
    if (row.price.trim() !== was.price.trim()) change.price = Number(row.price);
    if (row.oldPrice.trim() !== was.oldPrice.trim())
      change.oldPrice = row.oldPrice.trim() === '' ? null : Number(row.oldPrice);
    if (row.stock.trim() !== was.stock.trim()) change.stock = parseStock(row.stock) ?? null;
    if (Object.keys(change).length > 1) changes.push(change);
  }
  return changes;
}

/** The rows whose SKU or pictures changed, each for its own call; no pictures of its own = the product's. */
export function detailChanges(
  initial: readonly VariantRow[],
  rows: readonly VariantRow[],
): { variantId: string; change: VariantDetailsChange }[] {
  const before = new Map(initial.map((row) => [row.id, row]));
  return rows.flatMap((row) => {
    const was = before.get(row.id);
    if (!was) return [];
    const change: VariantDetailsChange = {};
    if (row.sku.trim() !== was.sku) change.sku = row.sku.trim();
    if (JSON.stringify(row.pictures) !== JSON.stringify(was.pictures)) {
      change.image = row.pictures[0] ?? null;
      change.additionalImages = row.pictures.slice(1);
    }
    return Object.keys(change).length > 0 ? [{ variantId: row.id, change }] : [];
  });
}
