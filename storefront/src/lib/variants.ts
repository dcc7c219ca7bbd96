import type { CartLineDto, OrderLineDto, ProductDto, ProductOptionDto, VariantDto } from '../api/generated';

/** One of a product's options, with its values in order: `{ name: 'Size', values: ['Small', 'Large'] }`. */
export type ProductOption = ProductOptionDto;
export type { VariantDto };

export interface ProductVariantFields {
  options: ProductOption[];
  variantCount: number;
  /** Only on the product detail and admin answers; lists leave it out. */
  variants: VariantDto[];
}

/** What a cart or order line says about the variant it holds. */
export interface LineVariantFields {
  variantId: string | null;
  sku: string | null;
  /** Null for a product without options. */
  variantTitle: string | null;
}

/**
 * The variant fields of a product answer: `variants` comes only with the product page and the
 * admin's answers (lists leave it out), and a fixture or a stored answer may lack them all; a
 * missing field reads as a product sold one way.
 */
export function productVariants(product: ProductDto | Partial<ProductVariantFields>): ProductVariantFields {
  const fields = product as Partial<ProductVariantFields>;
  return {
    options: fields.options ?? [],
    variantCount: fields.variantCount ?? 1,
    variants: fields.variants ?? [],
  };
}

/** The variant fields of a cart, order, return or tracked order line; a line without them is of the single variant. */
export function lineVariant(line: CartLineDto | OrderLineDto | object): LineVariantFields {
  const fields = line as Partial<LineVariantFields>;
  return { variantId: fields.variantId ?? null, sku: fields.sku ?? null, variantTitle: fields.variantTitle ?? null };
}

/** A line's product and variant in running text: 'Round Mirror (Size: Large)'. */
export function lineLabel(line: { name: string }): string {
  const { variantTitle } = lineVariant(line);
  return variantTitle ? `${line.name} (${variantTitle})` : line.name;
}

/** 'Size: Large · SKU DS-1A2B-LARGE' for a variant with options, 'SKU DS-1A2B' for a product's only one. */
export function variantWithSku({ variantTitle, sku }: { variantTitle: string | null; sku: string }): string {
  return variantTitle ? `${variantTitle} · SKU ${sku}` : `SKU ${sku}`;
}

/**
 * A cart add or order line body with the chosen variant. Without a variant the body is unchanged:
 * the server takes the product's single variant.
 */
export function withVariant<T extends { productId: string }>(body: T, variantId: string | null | undefined): T {
  return variantId ? { ...body, variantId } : body;
}

/** 'Size', 'Size and Finish', 'Size, Finish and Colour'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
