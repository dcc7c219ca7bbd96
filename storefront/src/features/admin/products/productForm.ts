import type { CreateProductDto, ProductDto, UpdateProductDto } from '../../../api/generated';
import type { Category } from '../../../lib/constants/categories';

export interface ProductFormValues {
  name: string;
  category: Category | '';
  price: string;
  oldPrice: string;
  description: string;
  size: string;
  material: string;
  image: string;
  additionalImages: string[];
  isTrending: boolean;
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
  image: '',
  additionalImages: [],
  isTrending: false,
};

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
    image: product.image,
    additionalImages: product.additionalImages ?? [],
    isTrending: product.isTrending,
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
    image: values.image,
    additionalImages: values.additionalImages,
  };
}

export function toUpdatePayload(values: ProductFormValues): UpdateProductDto {
  return { ...toCreatePayload(values), isTrending: values.isTrending };
}
