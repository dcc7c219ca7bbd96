import { api } from '../../../api/generated';
import type { ProductOption } from '../../../lib/variants';

/** One row of the bulk change: only the figures that changed. */
export interface VariantFiguresChange {
  id: string;
  price?: number;
  oldPrice?: number | null;
  stock?: number | null;
}

/** A variant's own code and picture; `image: null` shows the product's pictures. */
export interface VariantDetailsChange {
  sku?: string;
  image?: string | null;
}

/**
 * The admin's variant routes (VARIANTS.md), written by hand beside the generated endpoints
 * until docs/openapi.json describes them; they then move to generated.ts under these names.
 * Each change marks the products stale, so the open product is read again with its variants.
 */
const variantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    setProductOptions: build.mutation<unknown, { id: string; options: ProductOption[] }>({
      query: ({ id, options }) => ({ url: `/api/product/${id}/options`, method: 'PUT', body: { options } }),
      invalidatesTags: ['products'],
    }),
    updateVariant: build.mutation<unknown, { id: string; variantId: string; change: VariantDetailsChange }>({
      query: ({ id, variantId, change }) => ({
        url: `/api/product/${id}/variants/${variantId}`,
        method: 'PATCH',
        body: change,
      }),
      invalidatesTags: ['products'],
    }),
    updateVariantFigures: build.mutation<unknown, { idempotencyKey: string; variants: VariantFiguresChange[] }>({
      query: ({ idempotencyKey, variants }) => ({
        url: '/api/product/variants',
        method: 'PATCH',
        body: { variants },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['products', 'stock'],
    }),
  }),
});

export const { useSetProductOptionsMutation, useUpdateVariantMutation, useUpdateVariantFiguresMutation } = variantsApi;
