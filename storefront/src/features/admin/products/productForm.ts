import type { ProductDto } from '../../../api/generated';
import type { CreateProductDto, UpdateProductDto } from '../../../api/adminGenerated';
import type { Category } from '../../../lib/constants/categories';

export interface ProductFormValues {
  name: string;
  category: Category | '';
  price: string;
  oldPrice: string;
  description: string;
  size: string;
  material: string;
  /** HSN code for GST invoices: 4, 6 or 8 digits, or empty. */
  hsnCode: string;
  gstRate: string;
  image: string;
  additionalImages: string[];
  isTrending: boolean;
  /** Pieces in stock as typed; empty = made to order. */
  stock: string;
}

export type ProductFormMode = 'add' | 'update';

export const REQUIRED_FIELDS_MESSAGE: Record<ProductFormMode, string> = {
  add: 'Please fill in all required fields: Name, Category, Price, and Main Image.',
  update: 'Please ensure all required fields are filled: Name, Category, Price, and Main Image.',
};

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  category: '',
  price: '',
  oldPrice: '',
  description: '',
  size: '',
  material: '',
  hsnCode: '',
  gstRate: '18',
  image: '',
  additionalImages: [],
  isTrending: false,
  stock: '',
};

/** The GST slabs a product may carry (percent), as the API accepts them. */
export const GST_RATES = [0, 3, 5, 12, 18, 28, 40] as const;

export const HSN_MESSAGE = 'HSN code must be 4, 6 or 8 digits.';

/** The HSN code's problem, or null when it is empty or well formed. */
export function checkHsnCode(hsnCode: string): string | null {
  const code = hsnCode.replace(/\s+/g, '');
  return code === '' || /^\d{4}(\d{2}(\d{2})?)?$/.test(code) ? null : HSN_MESSAGE;
}

/** The message to show when a required field is missing, or null when the form may be sent. */
export function checkRequiredFields(values: ProductFormValues, mode: ProductFormMode): string | null {
  const price = Number(values.price);
  const complete =
    values.name.trim() !== '' &&
    values.category !== '' &&
    values.price.trim() !== '' &&
    Number.isFinite(price) &&
    price > 0 &&
    values.image.trim() !== '';
  return complete ? null : REQUIRED_FIELDS_MESSAGE[mode];
}

export const STOCK_MESSAGE = 'Stock must be a whole number of pieces (leave it empty for made to order).';

/** The count typed in a stock field: null for empty (made to order), undefined when not a count. */
export function parseStock(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,7}$/.test(trimmed) && Number(trimmed) <= 1_000_000 ? Number(trimmed) : undefined;
}

/** The message for a stock field that is not a count, or null. */
export function checkStock(values: ProductFormValues): string | null {
  return parseStock(values.stock) === undefined ? STOCK_MESSAGE : null;
}

const optionalText = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The product as the form shows it: its own list price and stored old price, not the figures
 * a running deal shows shoppers.
 */
export function valuesFromProduct(product: ProductDto): ProductFormValues {
  return {
    name: product.name,
    category: product.category,
    price: String(product.originalPrice),
    oldPrice: product.listOldPrice === null ? '' : String(product.listOldPrice),
    description: product.description ?? '',
    size: product.size ?? '',
    material: product.material ?? '',
    hsnCode: product.hsnCode ?? '',
    gstRate: String(product.gstRate ?? 18),
    image: product.image,
    additionalImages: product.additionalImages ?? [],
    isTrending: product.isTrending,
    stock: product.stock === null ? '' : String(product.stock),
  };
}

/** What the API receives on create; `isTrending` is only sent on update. */
export function toCreatePayload(values: ProductFormValues): CreateProductDto {
  return {
    name: values.name.trim(),
    category: values.category as Category,
    price: Number(values.price),
    oldPrice: values.oldPrice.trim() === '' ? null : Number(values.oldPrice),
    description: values.description.trim(),
    size: optionalText(values.size),
    material: optionalText(values.material),
    hsnCode: optionalText(values.hsnCode.replace(/\s+/g, '')),
    gstRate: Number(values.gstRate) as CreateProductDto['gstRate'],
    image: values.image,
    additionalImages: values.additionalImages,
    stock: parseStock(values.stock) ?? null,
  };
}

/**
 * What the API receives on update. The stock count goes along only when the admin changed it:
 * orders may have taken pieces since the form was opened, and an untouched field must not undo that.
 */
export function toUpdatePayload(values: ProductFormValues, initialStock?: string): UpdateProductDto {
  const { stock, ...rest } = toCreatePayload(values);
  const changed = initialStock === undefined || values.stock.trim() !== initialStock.trim();
  return { ...rest, isTrending: values.isTrending, ...(changed ? { stock } : {}) };
}

/** On a product with several variants the prices and stock belong to the variants: the update leaves them out. */
export function withoutVariantFigures(payload: UpdateProductDto): UpdateProductDto {
  const { price: _price, oldPrice: _oldPrice, stock: _stock, ...rest } = payload;
  return rest;
}
