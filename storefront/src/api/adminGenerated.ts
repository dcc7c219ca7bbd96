// Generated from docs/openapi.json by `npm run codegen -w storefront`. Do not edit by hand.
import type { Schema } from '@decor-shop/client';
import { baseApi as api } from './baseApi';
export const addTagTypes = [
  'auth',
  'api-keys',
  'products',
  'stock',
  'deal',
  'uploads',
  'reels',
  'coupons',
  'orders',
  'shipments',
  'payments',
  'returns',
  'stats',
  'settings',
  'webhooks',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listUsers: build.query<ListUsersApiResponse, ListUsersApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/users`,
          params: {
            updated_since: queryArg.updatedSince,
            updated_before: queryArg.updatedBefore,
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['auth'],
      }),
      changeUserRole: build.mutation<ChangeUserRoleApiResponse, ChangeUserRoleApiArg>({
        query: (queryArg) => ({ url: `/api/auth/users/${queryArg.id}`, method: 'PUT', body: queryArg.updateRoleDto }),
        invalidatesTags: ['auth'],
      }),
      deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
        query: (queryArg) => ({ url: `/api/auth/users/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['auth'],
      }),
      listApiKeys: build.query<ListApiKeysApiResponse, ListApiKeysApiArg>({
        query: () => ({ url: `/api/api-keys` }),
        providesTags: ['api-keys'],
      }),
      createApiKey: build.mutation<CreateApiKeyApiResponse, CreateApiKeyApiArg>({
        query: (queryArg) => ({ url: `/api/api-keys`, method: 'POST', body: queryArg.createApiKeyDto }),
        invalidatesTags: ['api-keys'],
      }),
      rotateApiKey: build.mutation<RotateApiKeyApiResponse, RotateApiKeyApiArg>({
        query: (queryArg) => ({ url: `/api/api-keys/${queryArg.id}/rotate`, method: 'POST' }),
        invalidatesTags: ['api-keys'],
      }),
      revokeApiKey: build.mutation<RevokeApiKeyApiResponse, RevokeApiKeyApiArg>({
        query: (queryArg) => ({ url: `/api/api-keys/${queryArg.id}/revoke`, method: 'POST' }),
        invalidatesTags: ['api-keys'],
      }),
      listApiKeyAudit: build.query<ListApiKeyAuditApiResponse, ListApiKeyAuditApiArg>({
        query: (queryArg) => ({
          url: `/api/api-keys/audit`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            keyId: queryArg.keyId,
          },
        }),
        providesTags: ['api-keys'],
      }),
      listAllProducts: build.query<ListAllProductsApiResponse, ListAllProductsApiArg>({
        query: (queryArg) => ({
          url: `/api/product/all`,
          params: {
            updated_since: queryArg.updatedSince,
            updated_before: queryArg.updatedBefore,
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['products'],
      }),
      deleteProduct: build.mutation<DeleteProductApiResponse, DeleteProductApiArg>({
        query: (queryArg) => ({ url: `/api/product/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['products'],
      }),
      createProduct: build.mutation<CreateProductApiResponse, CreateProductApiArg>({
        query: (queryArg) => ({
          url: `/api/product/create-product`,
          method: 'POST',
          body: queryArg.createProductDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['products'],
      }),
      updateProduct: build.mutation<UpdateProductApiResponse, UpdateProductApiArg>({
        query: (queryArg) => ({
          url: `/api/product/update-product/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateProductDto,
        }),
        invalidatesTags: ['products'],
      }),
      listLowStock: build.query<ListLowStockApiResponse, ListLowStockApiArg>({
        query: (queryArg) => ({
          url: `/api/stock/low`,
          params: {
            limit: queryArg.limit,
            threshold: queryArg.threshold,
          },
        }),
        providesTags: ['stock', 'products'],
      }),
      listStockHistory: build.query<ListStockHistoryApiResponse, ListStockHistoryApiArg>({
        query: (queryArg) => ({
          url: `/api/stock/history`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            updated_since: queryArg.updatedSince,
            updated_before: queryArg.updatedBefore,
            cursor: queryArg.cursor,
            productId: queryArg.productId,
            variantId: queryArg.variantId,
          },
        }),
        providesTags: ['stock', 'products'],
      }),
      setStock: build.mutation<SetStockApiResponse, SetStockApiArg>({
        query: (queryArg) => ({
          url: `/api/stock/${queryArg.productId}`,
          method: 'PUT',
          body: queryArg.setStockDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['stock', 'products'],
      }),
      updateVariants: build.mutation<UpdateVariantsApiResponse, UpdateVariantsApiArg>({
        query: (queryArg) => ({
          url: `/api/product/variants`,
          method: 'PATCH',
          body: queryArg.bulkVariantsDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['products'],
      }),
      setProductOptions: build.mutation<SetProductOptionsApiResponse, SetProductOptionsApiArg>({
        query: (queryArg) => ({
          url: `/api/product/${queryArg.id}/options`,
          method: 'PUT',
          body: queryArg.setOptionsDto,
        }),
        invalidatesTags: ['products'],
      }),
      createVariant: build.mutation<CreateVariantApiResponse, CreateVariantApiArg>({
        query: (queryArg) => ({
          url: `/api/product/${queryArg.id}/variants`,
          method: 'POST',
          body: queryArg.createVariantDto,
        }),
        invalidatesTags: ['products'],
      }),
      orderVariants: build.mutation<OrderVariantsApiResponse, OrderVariantsApiArg>({
        query: (queryArg) => ({
          url: `/api/product/${queryArg.id}/variants/order`,
          method: 'PUT',
          body: queryArg.variantOrderDto,
        }),
        invalidatesTags: ['products'],
      }),
      updateVariant: build.mutation<UpdateVariantApiResponse, UpdateVariantApiArg>({
        query: (queryArg) => ({
          url: `/api/product/${queryArg.id}/variants/${queryArg.variantId}`,
          method: 'PATCH',
          body: queryArg.updateVariantDto,
        }),
        invalidatesTags: ['products'],
      }),
      deleteVariant: build.mutation<DeleteVariantApiResponse, DeleteVariantApiArg>({
        query: (queryArg) => ({ url: `/api/product/${queryArg.id}/variants/${queryArg.variantId}`, method: 'DELETE' }),
        invalidatesTags: ['products'],
      }),
      saveDeal: build.mutation<SaveDealApiResponse, SaveDealApiArg>({
        query: (queryArg) => ({ url: `/api/deal`, method: 'PUT', body: queryArg.saveDealDto }),
        invalidatesTags: ['deal'],
      }),
      uploadHeroVideo: build.mutation<UploadHeroVideoApiResponse, UploadHeroVideoApiArg>({
        query: (queryArg) => ({ url: `/api/uploadVideo`, method: 'POST', body: queryArg.uploadVideoDto }),
        invalidatesTags: ['uploads'],
      }),
      createReel: build.mutation<CreateReelApiResponse, CreateReelApiArg>({
        query: (queryArg) => ({ url: `/api/reels`, method: 'POST', body: queryArg.saveReelDto }),
        invalidatesTags: ['reels'],
      }),
      listAllReels: build.query<ListAllReelsApiResponse, ListAllReelsApiArg>({
        query: () => ({ url: `/api/reels/admin` }),
        providesTags: ['reels'],
      }),
      updateReel: build.mutation<UpdateReelApiResponse, UpdateReelApiArg>({
        query: (queryArg) => ({ url: `/api/reels/${queryArg.id}`, method: 'PUT', body: queryArg.saveReelDto }),
        invalidatesTags: ['reels'],
      }),
      deleteReel: build.mutation<DeleteReelApiResponse, DeleteReelApiArg>({
        query: (queryArg) => ({ url: `/api/reels/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['reels'],
      }),
      toggleReel: build.mutation<ToggleReelApiResponse, ToggleReelApiArg>({
        query: (queryArg) => ({ url: `/api/reels/${queryArg.id}/toggle-status`, method: 'PATCH' }),
        invalidatesTags: ['reels'],
      }),
      createCoupon: build.mutation<CreateCouponApiResponse, CreateCouponApiArg>({
        query: (queryArg) => ({ url: `/api/coupon/add`, method: 'POST', body: queryArg.createCouponDto }),
        invalidatesTags: ['coupons'],
      }),
      listCoupons: build.query<ListCouponsApiResponse, ListCouponsApiArg>({
        query: (queryArg) => ({
          url: `/api/coupon`,
          params: {
            updated_since: queryArg.updatedSince,
            updated_before: queryArg.updatedBefore,
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['coupons'],
      }),
      deleteCoupon: build.mutation<DeleteCouponApiResponse, DeleteCouponApiArg>({
        query: (queryArg) => ({ url: `/api/coupon/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['coupons'],
      }),
      listOrders: build.query<ListOrdersApiResponse, ListOrdersApiArg>({
        query: (queryArg) => ({
          url: `/api/orders`,
          params: {
            status: queryArg.status,
            q: queryArg.q,
            paymentStatus: queryArg.paymentStatus,
            from: queryArg['from'],
            to: queryArg.to,
            page: queryArg.page,
            limit: queryArg.limit,
            updated_since: queryArg.updatedSince,
            updated_before: queryArg.updatedBefore,
            cursor: queryArg.cursor,
            view: queryArg.view,
          },
        }),
        providesTags: ['orders'],
      }),
      updateOrderStatus: build.mutation<UpdateOrderStatusApiResponse, UpdateOrderStatusApiArg>({
        query: (queryArg) => ({
          url: `/api/orders/update-order-status/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateOrderStatusDto,
        }),
        invalidatesTags: ['orders'],
      }),
      deleteOrder: build.mutation<DeleteOrderApiResponse, DeleteOrderApiArg>({
        query: (queryArg) => ({ url: `/api/orders/delete-order/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['orders'],
      }),
      addShipment: build.mutation<AddShipmentApiResponse, AddShipmentApiArg>({
        query: (queryArg) => ({
          url: `/api/orders/${queryArg.id}/shipments`,
          method: 'POST',
          body: queryArg.createShipmentDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['shipments', 'orders'],
      }),
      correctShipment: build.mutation<CorrectShipmentApiResponse, CorrectShipmentApiArg>({
        query: (queryArg) => ({
          url: `/api/orders/${queryArg.id}/shipments/${queryArg.shipmentId}`,
          method: 'PUT',
          body: queryArg.createShipmentDto,
        }),
        invalidatesTags: ['shipments', 'orders'],
      }),
      removeShipment: build.mutation<RemoveShipmentApiResponse, RemoveShipmentApiArg>({
        query: (queryArg) => ({ url: `/api/orders/${queryArg.id}/shipments/${queryArg.shipmentId}`, method: 'DELETE' }),
        invalidatesTags: ['shipments', 'orders'],
      }),
      createRefund: build.mutation<CreateRefundApiResponse, CreateRefundApiArg>({
        query: (queryArg) => ({
          url: `/api/payments/refunds`,
          method: 'POST',
          body: queryArg.createRefundDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['payments', 'orders'],
      }),
      listRefunds: build.query<ListRefundsApiResponse, ListRefundsApiArg>({
        query: (queryArg) => ({
          url: `/api/payments/refunds`,
          params: {
            updated_since: queryArg.updatedSince,
            updated_before: queryArg.updatedBefore,
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['payments', 'orders'],
      }),
      checkRefund: build.mutation<CheckRefundApiResponse, CheckRefundApiArg>({
        query: (queryArg) => ({ url: `/api/payments/refunds/${queryArg.refundId}/check`, method: 'POST' }),
        invalidatesTags: ['payments', 'orders'],
      }),
      listReturns: build.query<ListReturnsApiResponse, ListReturnsApiArg>({
        query: (queryArg) => ({
          url: `/api/returns`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            status: queryArg.status,
          },
        }),
        providesTags: ['returns'],
      }),
      approveReturn: build.mutation<ApproveReturnApiResponse, ApproveReturnApiArg>({
        query: (queryArg) => ({ url: `/api/returns/${queryArg.id}/approve`, method: 'POST' }),
        invalidatesTags: ['returns'],
      }),
      refuseReturn: build.mutation<RefuseReturnApiResponse, RefuseReturnApiArg>({
        query: (queryArg) => ({
          url: `/api/returns/${queryArg.id}/refuse`,
          method: 'POST',
          body: queryArg.refuseReturnDto,
        }),
        invalidatesTags: ['returns'],
      }),
      getAdminStats: build.query<GetAdminStatsApiResponse, GetAdminStatsApiArg>({
        query: (queryArg) => ({
          url: `/api/stats/admin-stats`,
          params: {
            year: queryArg.year,
          },
        }),
        providesTags: ['stats'],
      }),
      getPageViewsReport: build.query<GetPageViewsReportApiResponse, GetPageViewsReportApiArg>({
        query: (queryArg) => ({
          url: `/api/stats/pageviews`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['stats'],
      }),
      saveSettings: build.mutation<SaveSettingsApiResponse, SaveSettingsApiArg>({
        query: (queryArg) => ({ url: `/api/settings`, method: 'PUT', body: queryArg.saveSettingsDto }),
        invalidatesTags: ['settings'],
      }),
      getEditableSettings: build.query<GetEditableSettingsApiResponse, GetEditableSettingsApiArg>({
        query: () => ({ url: `/api/settings/edit` }),
        providesTags: ['settings'],
      }),
      previewSettingsMarkdown: build.mutation<PreviewSettingsMarkdownApiResponse, PreviewSettingsMarkdownApiArg>({
        query: (queryArg) => ({ url: `/api/settings/preview`, method: 'POST', body: queryArg.previewMarkdownDto }),
        invalidatesTags: ['settings'],
      }),
      listWebhookEndpoints: build.query<ListWebhookEndpointsApiResponse, ListWebhookEndpointsApiArg>({
        query: () => ({ url: `/api/webhooks/endpoints` }),
        providesTags: ['webhooks'],
      }),
      createWebhookEndpoint: build.mutation<CreateWebhookEndpointApiResponse, CreateWebhookEndpointApiArg>({
        query: (queryArg) => ({
          url: `/api/webhooks/endpoints`,
          method: 'POST',
          body: queryArg.createWebhookEndpointDto,
        }),
        invalidatesTags: ['webhooks'],
      }),
      updateWebhookEndpoint: build.mutation<UpdateWebhookEndpointApiResponse, UpdateWebhookEndpointApiArg>({
        query: (queryArg) => ({
          url: `/api/webhooks/endpoints/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateWebhookEndpointDto,
        }),
        invalidatesTags: ['webhooks'],
      }),
      deleteWebhookEndpoint: build.mutation<DeleteWebhookEndpointApiResponse, DeleteWebhookEndpointApiArg>({
        query: (queryArg) => ({ url: `/api/webhooks/endpoints/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['webhooks'],
      }),
      listWebhookDeliveries: build.query<ListWebhookDeliveriesApiResponse, ListWebhookDeliveriesApiArg>({
        query: (queryArg) => ({
          url: `/api/webhooks/endpoints/${queryArg.id}/deliveries`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            updated_since: queryArg.updatedSince,
            updated_before: queryArg.updatedBefore,
            cursor: queryArg.cursor,
          },
        }),
        providesTags: ['webhooks'],
      }),
      resendWebhookDelivery: build.mutation<ResendWebhookDeliveryApiResponse, ResendWebhookDeliveryApiArg>({
        query: (queryArg) => ({ url: `/api/webhooks/deliveries/${queryArg.id}/resend`, method: 'POST' }),
        invalidatesTags: ['webhooks'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type ListUsersApiResponse =
  /** status 200 Admins first, then users, each by e-mail; on a cursor walk oldest change first */ UserDto[];
export type ListUsersApiArg = {
  /** Only rows changed at or after this instant (ISO 8601 with a zone, up to microseconds). Starts a cursor walk; see docs/integrations-sync.md */
  updatedSince?: string;
  /** Only rows changed before this instant (exclusive; ISO 8601 with a zone), later than `updated_since`. Starts a cursor walk; see docs/integrations-sync.md */
  updatedBefore?: string;
  /** The `next` of the previous page (or the cursor of its `Link: <…>; rel="next"` header), as it came */
  cursor?: string;
  limit?: number;
};
export type ChangeUserRoleApiResponse = /** status 200  */ MessageWithUserDto;
export type ChangeUserRoleApiArg = {
  id: string;
  updateRoleDto: UpdateRoleDto;
};
export type DeleteUserApiResponse = /** status 200  */ MessageDto;
export type DeleteUserApiArg = {
  id: string;
};
export type ListApiKeysApiResponse = /** status 200  */ ApiKeyListDto;
export type ListApiKeysApiArg = void;
export type CreateApiKeyApiResponse = /** status 201  */ ApiKeyWithSecretDto;
export type CreateApiKeyApiArg = {
  createApiKeyDto: CreateApiKeyDto;
};
export type RotateApiKeyApiResponse = /** status 200  */ ApiKeyWithSecretDto;
export type RotateApiKeyApiArg = {
  id: string;
};
export type RevokeApiKeyApiResponse = /** status 200  */ ApiKeyDto;
export type RevokeApiKeyApiArg = {
  id: string;
};
export type ListApiKeyAuditApiResponse = /** status 200  */ ApiKeyAuditPageDto;
export type ListApiKeyAuditApiArg = {
  page?: number;
  limit?: number;
  /** Only the writes of this key */
  keyId?: string;
};
export type ListAllProductsApiResponse = /** status 200  */ SyncedProductPageDto;
export type ListAllProductsApiArg = {
  /** Only rows changed at or after this instant (ISO 8601 with a zone, up to microseconds). Starts a cursor walk; see docs/integrations-sync.md */
  updatedSince?: string;
  /** Only rows changed before this instant (exclusive; ISO 8601 with a zone), later than `updated_since`. Starts a cursor walk; see docs/integrations-sync.md */
  updatedBefore?: string;
  /** The `next` of the previous page (or the cursor of its `Link: <…>; rel="next"` header), as it came */
  cursor?: string;
  limit?: number;
};
export type DeleteProductApiResponse = /** status 200  */ MessageDto;
export type DeleteProductApiArg = {
  id: string;
};
export type CreateProductApiResponse = /** status 201  */ ProductSavedDto;
export type CreateProductApiArg = {
  /** The same key with the same body from the same caller returns the first product (header `Idempotent-Replayed: true`) instead of writing again */
  'Idempotency-Key'?: string;
  createProductDto: CreateProductDto;
};
export type UpdateProductApiResponse = /** status 200  */ ProductSavedDto;
export type UpdateProductApiArg = {
  id: string;
  updateProductDto: UpdateProductDto;
};
export type ListLowStockApiResponse = /** status 200  */ LowStockDto;
export type ListLowStockApiArg = {
  limit?: number;
  /** Variants with this many or fewer */
  threshold?: number;
};
export type ListStockHistoryApiResponse = /** status 200  */ StockHistoryDto;
export type ListStockHistoryApiArg = {
  /** Page mode only */
  page?: number;
  /** Rows a page: 20 by default and at most 100 by page; 100 by default and at most 500 on a cursor walk */
  limit?: number;
  /** Only rows changed at or after this instant (ISO 8601 with a zone, up to microseconds). Starts a cursor walk; see docs/integrations-sync.md */
  updatedSince?: string;
  /** Only rows changed before this instant (exclusive; ISO 8601 with a zone), later than `updated_since`. Starts a cursor walk; see docs/integrations-sync.md */
  updatedBefore?: string;
  /** The `next` of the previous page (or the cursor of its `Link: <…>; rel="next"` header), as it came */
  cursor?: string;
  /** Only this product */
  productId?: string;
  /** Only this variant; with `productId`, 400 when it is not a variant of that product */
  variantId?: string;
};
export type SetStockApiResponse = /** status 200  */ StockSetDto;
export type SetStockApiArg = {
  productId: string;
  /** The same key with the same body from the same caller returns the first count (header `Idempotent-Replayed: true`) instead of writing again */
  'Idempotency-Key'?: string;
  setStockDto: SetStockDto;
};
export type UpdateVariantsApiResponse = /** status 200  */ BulkVariantsSavedDto;
export type UpdateVariantsApiArg = {
  /** The same key with the same body from the same caller returns the first edit (header `Idempotent-Replayed: true`) instead of writing again */
  'Idempotency-Key'?: string;
  bulkVariantsDto: BulkVariantsDto;
};
export type SetProductOptionsApiResponse = /** status 200  */ VariantsSavedDto;
export type SetProductOptionsApiArg = {
  id: string;
  setOptionsDto: SetOptionsDto;
};
export type CreateVariantApiResponse = /** status 201  */ VariantsSavedDto;
export type CreateVariantApiArg = {
  id: string;
  createVariantDto: CreateVariantDto;
};
export type OrderVariantsApiResponse = /** status 200  */ VariantsSavedDto;
export type OrderVariantsApiArg = {
  id: string;
  variantOrderDto: VariantOrderDto;
};
export type UpdateVariantApiResponse = /** status 200  */ VariantsSavedDto;
export type UpdateVariantApiArg = {
  id: string;
  variantId: string;
  updateVariantDto: UpdateVariantDto;
};
export type DeleteVariantApiResponse = /** status 200  */ VariantsSavedDto;
export type DeleteVariantApiArg = {
  id: string;
  variantId: string;
};
export type SaveDealApiResponse = /** status 200  */ DealSavedDto;
export type SaveDealApiArg = {
  saveDealDto: SaveDealDto;
};
export type UploadHeroVideoApiResponse = /** status 200  */ string;
export type UploadHeroVideoApiArg = {
  uploadVideoDto: UploadVideoDto;
};
export type CreateReelApiResponse = /** status 201  */ ReelResponseDto;
export type CreateReelApiArg = {
  saveReelDto: SaveReelDto;
};
export type ListAllReelsApiResponse = /** status 200 Every reel, newest first */ ReelsResponseDto;
export type ListAllReelsApiArg = void;
export type UpdateReelApiResponse = /** status 200  */ ReelResponseDto;
export type UpdateReelApiArg = {
  id: string;
  saveReelDto: SaveReelDto;
};
export type DeleteReelApiResponse = /** status 200  */ ReelResponseDto;
export type DeleteReelApiArg = {
  id: string;
};
export type ToggleReelApiResponse = /** status 200  */ ReelResponseDto;
export type ToggleReelApiArg = {
  id: string;
};
export type CreateCouponApiResponse = /** status 201  */ CouponCreatedDto;
export type CreateCouponApiArg = {
  createCouponDto: CreateCouponDto;
};
export type ListCouponsApiResponse = /** status 200 Newest first; on a cursor walk oldest change first */ CouponDto[];
export type ListCouponsApiArg = {
  /** Only rows changed at or after this instant (ISO 8601 with a zone, up to microseconds). Starts a cursor walk; see docs/integrations-sync.md */
  updatedSince?: string;
  /** Only rows changed before this instant (exclusive; ISO 8601 with a zone), later than `updated_since`. Starts a cursor walk; see docs/integrations-sync.md */
  updatedBefore?: string;
  /** The `next` of the previous page (or the cursor of its `Link: <…>; rel="next"` header), as it came */
  cursor?: string;
  limit?: number;
};
export type DeleteCouponApiResponse = /** status 200  */ MessageDto;
export type DeleteCouponApiArg = {
  id: string;
};
export type ListOrdersApiResponse =
  | /** status 200 Whole orders (AdminOrderListDto); with `view=summary`, summary rows (AdminOrderSummaryListDto) */ AdminOrderListDto
  | AdminOrderSummaryListDto;
export type ListOrdersApiArg = {
  status?: 'pending' | 'processing' | 'shipped' | 'completed' | 'cancelled';
  /** An order number ('#C67C499B', '#' optional, or the whole id), or part of the customer's e-mail, name or mobile number */
  q?: string;
  /** Only orders whose payment is in this state */
  paymentStatus?: 'unpaid' | 'paid' | 'failed' | 'partially_refunded' | 'refunded';
  /** Placed on or after this day (India time) */
  from?: string;
  /** Placed on or before this day (India time) */
  to?: string;
  /** Page mode only */
  page?: number;
  limit?: number;
  /** Only rows changed at or after this instant (ISO 8601 with a zone, up to microseconds). Starts a cursor walk; see docs/integrations-sync.md; with status only */
  updatedSince?: string;
  /** Only rows changed before this instant (exclusive; ISO 8601 with a zone), later than `updated_since`. Starts a cursor walk; see docs/integrations-sync.md; with status only */
  updatedBefore?: string;
  /** The `next` of the previous page (or the cursor of its `Link: <…>; rel="next"` header), as it came */
  cursor?: string;
  /** Page mode only: `summary` answers each order as a row of the admin's table (AdminOrderSummaryDto) instead of the whole order */
  view?: 'full' | 'summary';
};
export type UpdateOrderStatusApiResponse = /** status 200  */ OrderUpdatedDto;
export type UpdateOrderStatusApiArg = {
  id: string;
  updateOrderStatusDto: UpdateOrderStatusDto;
};
export type DeleteOrderApiResponse = /** status 200  */ MessageDto;
export type DeleteOrderApiArg = {
  id: string;
};
export type AddShipmentApiResponse =
  /** status 201 The parcel is recorded; a pending or processing order becomes shipped and the shopper is mailed */ OrderUpdatedDto;
export type AddShipmentApiArg = {
  id: string;
  /** The same key with the same body from the same caller returns the first parcel (header `Idempotent-Replayed: true`) instead of writing again */
  'Idempotency-Key'?: string;
  createShipmentDto: CreateShipmentDto;
};
export type CorrectShipmentApiResponse = /** status 200 The parcel is corrected */ OrderUpdatedDto;
export type CorrectShipmentApiArg = {
  id: string;
  shipmentId: string;
  createShipmentDto: CreateShipmentDto;
};
export type RemoveShipmentApiResponse =
  /** status 200 The parcel is removed; the order status is unchanged */ OrderUpdatedDto;
export type RemoveShipmentApiArg = {
  id: string;
  shipmentId: string;
};
export type CreateRefundApiResponse =
  /** status 201 The refund (a repeated refundId with the same body returns the same refund, without a second gateway call) */ RefundResultDto;
export type CreateRefundApiArg = {
  /** The same key with the same body from the same caller returns the first refund (header `Idempotent-Replayed: true`) instead of writing again */
  'Idempotency-Key'?: string;
  createRefundDto: CreateRefundDto;
};
export type ListRefundsApiResponse = /** status 200  */ RefundPageDto;
export type ListRefundsApiArg = {
  /** Only rows changed at or after this instant (ISO 8601 with a zone, up to microseconds). Starts a cursor walk; see docs/integrations-sync.md */
  updatedSince?: string;
  /** Only rows changed before this instant (exclusive; ISO 8601 with a zone), later than `updated_since`. Starts a cursor walk; see docs/integrations-sync.md */
  updatedBefore?: string;
  /** The `next` of the previous page (or the cursor of its `Link: <…>; rel="next"` header), as it came */
  cursor?: string;
  limit?: number;
};
export type CheckRefundApiResponse =
  /** status 200 The refund after asking the gateway for its status */ RefundResultDto;
export type CheckRefundApiArg = {
  refundId: string;
};
export type ListReturnsApiResponse = /** status 200  */ ReturnListDto;
export type ListReturnsApiArg = {
  page?: number;
  limit?: number;
  status?: 'requested' | 'approved' | 'refused';
};
export type ApproveReturnApiResponse = /** status 200  */ ReturnDto;
export type ApproveReturnApiArg = {
  id: string;
};
export type RefuseReturnApiResponse = /** status 200  */ ReturnDto;
export type RefuseReturnApiArg = {
  id: string;
  refuseReturnDto: RefuseReturnDto;
};
export type GetAdminStatsApiResponse = /** status 200  */ AdminStatsDto;
export type GetAdminStatsApiArg = {
  /** Year of monthlyEarnings; default the current year in India */
  year?: number;
};
export type GetPageViewsReportApiResponse = /** status 200  */ PageViewsReportDto;
export type GetPageViewsReportApiArg = {
  /** First India day (YYYY-MM-DD); default 29 days before `to` */
  from?: string;
  /** Last India day (YYYY-MM-DD), included; default today */
  to?: string;
};
export type SaveSettingsApiResponse = /** status 200  */ EditableSettingsDto;
export type SaveSettingsApiArg = {
  saveSettingsDto: SaveSettingsDto;
};
export type GetEditableSettingsApiResponse = /** status 200  */ EditableSettingsDto;
export type GetEditableSettingsApiArg = void;
export type PreviewSettingsMarkdownApiResponse = /** status 200  */ PreviewHtmlDto;
export type PreviewSettingsMarkdownApiArg = {
  previewMarkdownDto: PreviewMarkdownDto;
};
export type ListWebhookEndpointsApiResponse =
  /** status 200 Every endpoint, newest first; secrets are never shown */ WebhookEndpointListDto;
export type ListWebhookEndpointsApiArg = void;
export type CreateWebhookEndpointApiResponse =
  /** status 201 Registered; store the secret now */ CreatedWebhookEndpointDto;
export type CreateWebhookEndpointApiArg = {
  createWebhookEndpointDto: CreateWebhookEndpointDto;
};
export type UpdateWebhookEndpointApiResponse = /** status 200  */ WebhookEndpointReplyDto;
export type UpdateWebhookEndpointApiArg = {
  id: string;
  updateWebhookEndpointDto: UpdateWebhookEndpointDto;
};
export type DeleteWebhookEndpointApiResponse = /** status 200  */ MessageDto;
export type DeleteWebhookEndpointApiArg = {
  id: string;
};
export type ListWebhookDeliveriesApiResponse = /** status 200  */ WebhookDeliveryListDto;
export type ListWebhookDeliveriesApiArg = {
  id: string;
  /** Page mode only */
  page?: number;
  /** Rows a page: 20 by default and at most 100 by page; 100 by default and at most 500 on a cursor walk */
  limit?: number;
  /** Only rows changed at or after this instant (ISO 8601 with a zone, up to microseconds). Starts a cursor walk; see docs/integrations-sync.md */
  updatedSince?: string;
  /** Only rows changed before this instant (exclusive; ISO 8601 with a zone), later than `updated_since`. Starts a cursor walk; see docs/integrations-sync.md */
  updatedBefore?: string;
  /** The `next` of the previous page (or the cursor of its `Link: <…>; rel="next"` header), as it came */
  cursor?: string;
};
export type ResendWebhookDeliveryApiResponse =
  /** status 201 Queued; its first attempt follows at once */ WebhookDeliveryReplyDto;
export type ResendWebhookDeliveryApiArg = {
  id: string;
};
export type ShippingAddressView = Schema<'ShippingAddressView'>;
export type UserDto = Schema<'UserDto'>;
export type ErrorCode = Schema<'ErrorCode'>;
export type ErrorDto = Schema<'ErrorDto'>;
export type MessageWithUserDto = Schema<'MessageWithUserDto'>;
export type UpdateRoleDto = Schema<'UpdateRoleDto'>;
export type MessageDto = Schema<'MessageDto'>;
export type ApiKeyScope = Schema<'ApiKeyScope'>;
export type ApiKeyDto = Schema<'ApiKeyDto'>;
export type ApiKeyListDto = Schema<'ApiKeyListDto'>;
export type ApiKeyWithSecretDto = Schema<'ApiKeyWithSecretDto'>;
export type CreateApiKeyDto = Schema<'CreateApiKeyDto'>;
export type ApiKeyAuditEntryDto = Schema<'ApiKeyAuditEntryDto'>;
export type ApiKeyAuditPageDto = Schema<'ApiKeyAuditPageDto'>;
export type ProductOptionDto = Schema<'ProductOptionDto'>;
export type VariantDto = Schema<'VariantDto'>;
export type SyncedProductDto = Schema<'SyncedProductDto'>;
export type SyncedProductPageDto = Schema<'SyncedProductPageDto'>;
export type ProductDto = Schema<'ProductDto'>;
export type ProductSavedDto = Schema<'ProductSavedDto'>;
export type CreateProductDto = Schema<'CreateProductDto'>;
export type UpdateProductDto = Schema<'UpdateProductDto'>;
export type LowStockProductDto = Schema<'LowStockProductDto'>;
export type LowStockDto = Schema<'LowStockDto'>;
export type StockMovementDto = Schema<'StockMovementDto'>;
export type StockHistoryDto = Schema<'StockHistoryDto'>;
export type StockSetDto = Schema<'StockSetDto'>;
export type SetStockDto = Schema<'SetStockDto'>;
export type BulkVariantsSavedDto = Schema<'BulkVariantsSavedDto'>;
export type BulkVariantDto = Schema<'BulkVariantDto'>;
export type BulkVariantsDto = Schema<'BulkVariantsDto'>;
export type VariantsSavedDto = Schema<'VariantsSavedDto'>;
export type OptionInputDto = Schema<'OptionInputDto'>;
export type SetOptionsDto = Schema<'SetOptionsDto'>;
export type CreateVariantDto = Schema<'CreateVariantDto'>;
export type VariantOrderDto = Schema<'VariantOrderDto'>;
export type UpdateVariantDto = Schema<'UpdateVariantDto'>;
export type DealDto = Schema<'DealDto'>;
export type DealSavedDto = Schema<'DealSavedDto'>;
export type SaveDealDto = Schema<'SaveDealDto'>;
export type UploadVideoDto = Schema<'UploadVideoDto'>;
export type ReelDto = Schema<'ReelDto'>;
export type ReelResponseDto = Schema<'ReelResponseDto'>;
export type SaveReelDto = Schema<'SaveReelDto'>;
export type ReelsResponseDto = Schema<'ReelsResponseDto'>;
export type CouponDto = Schema<'CouponDto'>;
export type CouponCreatedDto = Schema<'CouponCreatedDto'>;
export type CreateCouponDto = Schema<'CreateCouponDto'>;
export type OrderLineDto = Schema<'OrderLineDto'>;
export type AddressDto = Schema<'AddressDto'>;
export type TimelineEntryDto = Schema<'TimelineEntryDto'>;
export type RefundLineDto = Schema<'RefundLineDto'>;
export type RefundDto = Schema<'RefundDto'>;
export type ExtraPaymentDto = Schema<'ExtraPaymentDto'>;
export type PaymentInfoDto = Schema<'PaymentInfoDto'>;
export type ShipmentDto = Schema<'ShipmentDto'>;
export type InvoiceSummaryDto = Schema<'InvoiceSummaryDto'>;
export type OrderDto = Schema<'OrderDto'>;
export type StatusCountsDto = Schema<'StatusCountsDto'>;
export type AdminOrderListDto = Schema<'AdminOrderListDto'>;
export type AdminOrderSummaryDto = Schema<'AdminOrderSummaryDto'>;
export type AdminOrderSummaryListDto = Schema<'AdminOrderSummaryListDto'>;
export type OrderUpdatedDto = Schema<'OrderUpdatedDto'>;
export type UpdateOrderStatusDto = Schema<'UpdateOrderStatusDto'>;
export type CreateShipmentDto = Schema<'CreateShipmentDto'>;
export type RefundResultDto = Schema<'RefundResultDto'>;
export type RefundLineInputDto = Schema<'RefundLineInputDto'>;
export type CreateRefundDto = Schema<'CreateRefundDto'>;
export type RefundPageDto = Schema<'RefundPageDto'>;
export type ReturnLineDto = Schema<'ReturnLineDto'>;
export type ReturnCreditNoteDto = Schema<'ReturnCreditNoteDto'>;
export type ReturnDto = Schema<'ReturnDto'>;
export type ReturnListDto = Schema<'ReturnListDto'>;
export type RefuseReturnDto = Schema<'RefuseReturnDto'>;
export type MonthlyEarningsDto = Schema<'MonthlyEarningsDto'>;
export type AdminStatsDto = Schema<'AdminStatsDto'>;
export type DailyViewsDto = Schema<'DailyViewsDto'>;
export type PageRankDto = Schema<'PageRankDto'>;
export type PageViewsReportDto = Schema<'PageViewsReportDto'>;
export type FooterLinkDto = Schema<'FooterLinkDto'>;
export type SettingsPageTextDto = Schema<'SettingsPageTextDto'>;
export type EditableSettingsDto = Schema<'EditableSettingsDto'>;
export type SaveSettingsDto = Schema<'SaveSettingsDto'>;
export type PreviewHtmlDto = Schema<'PreviewHtmlDto'>;
export type PreviewMarkdownDto = Schema<'PreviewMarkdownDto'>;
export type WebhookEndpointDto = Schema<'WebhookEndpointDto'>;
export type WebhookEndpointListDto = Schema<'WebhookEndpointListDto'>;
export type CreatedWebhookEndpointDto = Schema<'CreatedWebhookEndpointDto'>;
export type CreateWebhookEndpointDto = Schema<'CreateWebhookEndpointDto'>;
export type WebhookEndpointReplyDto = Schema<'WebhookEndpointReplyDto'>;
export type UpdateWebhookEndpointDto = Schema<'UpdateWebhookEndpointDto'>;
export type WebhookDeliveryDto = Schema<'WebhookDeliveryDto'>;
export type WebhookDeliveryListDto = Schema<'WebhookDeliveryListDto'>;
export type WebhookDeliveryReplyDto = Schema<'WebhookDeliveryReplyDto'>;
export const {
  useListUsersQuery,
  useChangeUserRoleMutation,
  useDeleteUserMutation,
  useListApiKeysQuery,
  useCreateApiKeyMutation,
  useRotateApiKeyMutation,
  useRevokeApiKeyMutation,
  useListApiKeyAuditQuery,
  useListAllProductsQuery,
  useDeleteProductMutation,
  useCreateProductMutation,
  useUpdateProductMutation,
  useListLowStockQuery,
  useListStockHistoryQuery,
  useSetStockMutation,
  useUpdateVariantsMutation,
  useSetProductOptionsMutation,
  useCreateVariantMutation,
  useOrderVariantsMutation,
  useUpdateVariantMutation,
  useDeleteVariantMutation,
  useSaveDealMutation,
  useUploadHeroVideoMutation,
  useCreateReelMutation,
  useListAllReelsQuery,
  useUpdateReelMutation,
  useDeleteReelMutation,
  useToggleReelMutation,
  useCreateCouponMutation,
  useListCouponsQuery,
  useDeleteCouponMutation,
  useListOrdersQuery,
  useUpdateOrderStatusMutation,
  useDeleteOrderMutation,
  useAddShipmentMutation,
  useCorrectShipmentMutation,
  useRemoveShipmentMutation,
  useCreateRefundMutation,
  useListRefundsQuery,
  useCheckRefundMutation,
  useListReturnsQuery,
  useApproveReturnMutation,
  useRefuseReturnMutation,
  useGetAdminStatsQuery,
  useGetPageViewsReportQuery,
  useSaveSettingsMutation,
  useGetEditableSettingsQuery,
  usePreviewSettingsMarkdownMutation,
  useListWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useListWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
} = injectedRtkApi;
