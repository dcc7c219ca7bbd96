// Generated from docs/openapi.json by `npm run codegen -w storefront`. Do not edit by hand.
import type { Schema } from '@decor-shop/client';
import { baseApi as api } from './baseApi';
export const addTagTypes = [
  'health',
  'auth',
  'sandbox',
  'api-keys',
  'products',
  'reviews',
  'uploads',
  'stock',
  'deal',
  'reels',
  'cart',
  'coupons',
  'orders',
  'invoices',
  'shipments',
  'tracking',
  'payments',
  'returns',
  'stats',
  'analytics',
  'settings',
  'webhooks',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      sendOtp: build.mutation<SendOtpApiResponse, SendOtpApiArg>({
        query: (queryArg) => ({ url: `/api/auth/send-otp`, method: 'POST', body: queryArg.sendOtpDto }),
        invalidatesTags: ['auth'],
      }),
      verifyOtp: build.mutation<VerifyOtpApiResponse, VerifyOtpApiArg>({
        query: (queryArg) => ({ url: `/api/auth/verify-otp`, method: 'POST', body: queryArg.verifyOtpDto }),
        invalidatesTags: ['auth'],
      }),
      register: build.mutation<RegisterApiResponse, RegisterApiArg>({
        query: (queryArg) => ({ url: `/api/auth/register`, method: 'POST', body: queryArg.registerDto }),
        invalidatesTags: ['auth'],
      }),
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({ url: `/api/auth/login`, method: 'POST', body: queryArg.loginDto }),
        invalidatesTags: ['auth'],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/api/auth/logout`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
        query: (queryArg) => ({ url: `/api/auth/change-password`, method: 'POST', body: queryArg.changePasswordDto }),
        invalidatesTags: ['auth'],
      }),
      forgotPassword: build.mutation<ForgotPasswordApiResponse, ForgotPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/auth/forgot-password`, method: 'POST', body: queryArg.forgotPasswordDto }),
        invalidatesTags: ['auth'],
      }),
      resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/auth/reset-password`, method: 'POST', body: queryArg.resetPasswordDto }),
        invalidatesTags: ['auth'],
      }),
      getCurrentUser: build.query<GetCurrentUserApiResponse, GetCurrentUserApiArg>({
        query: () => ({ url: `/api/auth/me` }),
        providesTags: ['auth'],
      }),
      editProfile: build.mutation<EditProfileApiResponse, EditProfileApiArg>({
        query: (queryArg) => ({ url: `/api/auth/edit-profile`, method: 'PATCH', body: queryArg.editProfileDto }),
        invalidatesTags: ['auth'],
      }),
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
      getSandboxSignUpCode: build.query<GetSandboxSignUpCodeApiResponse, GetSandboxSignUpCodeApiArg>({
        query: (queryArg) => ({
          url: `/api/sandbox/sign-up-code`,
          params: {
            email: queryArg.email,
          },
        }),
        providesTags: ['sandbox'],
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
      listProducts: build.query<ListProductsApiResponse, ListProductsApiArg>({
        query: (queryArg) => ({
          url: `/api/product`,
          params: {
            category: queryArg.category,
            minPrice: queryArg.minPrice,
            maxPrice: queryArg.maxPrice,
            page: queryArg.page,
            limit: queryArg.limit,
            sortBy: queryArg.sortBy,
            sortOrder: queryArg.sortOrder,
            outOfStock: queryArg.outOfStock,
            applyDeals: queryArg.applyDeals,
            option: queryArg.option,
          },
        }),
        providesTags: ['products'],
      }),
      listProductOptionCounts: build.query<ListProductOptionCountsApiResponse, ListProductOptionCountsApiArg>({
        query: (queryArg) => ({
          url: `/api/product/options`,
          params: {
            category: queryArg.category,
            minPrice: queryArg.minPrice,
            maxPrice: queryArg.maxPrice,
          },
        }),
        providesTags: ['products'],
      }),
      listTrendingProducts: build.query<ListTrendingProductsApiResponse, ListTrendingProductsApiArg>({
        query: () => ({ url: `/api/product/trending` }),
        providesTags: ['products'],
      }),
      searchProducts: build.query<SearchProductsApiResponse, SearchProductsApiArg>({
        query: (queryArg) => ({
          url: `/api/product/search`,
          params: {
            query: queryArg.query,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['products'],
      }),
      listDealProducts: build.query<ListDealProductsApiResponse, ListDealProductsApiArg>({
        query: (queryArg) => ({
          url: `/api/product/deals`,
          params: {
            category: queryArg.category,
            minPrice: queryArg.minPrice,
            maxPrice: queryArg.maxPrice,
            page: queryArg.page,
            limit: queryArg.limit,
            sortBy: queryArg.sortBy,
            sortOrder: queryArg.sortOrder,
            outOfStock: queryArg.outOfStock,
            applyDeals: queryArg.applyDeals,
            option: queryArg.option,
          },
        }),
        providesTags: ['products'],
      }),
      getApplicableDeal: build.query<GetApplicableDealApiResponse, GetApplicableDealApiArg>({
        query: () => ({ url: `/api/product/deals/applicable` }),
        providesTags: ['products'],
      }),
      listRelatedProducts: build.query<ListRelatedProductsApiResponse, ListRelatedProductsApiArg>({
        query: (queryArg) => ({ url: `/api/product/related/${queryArg.id}` }),
        providesTags: ['products'],
      }),
      getProduct: build.query<GetProductApiResponse, GetProductApiArg>({
        query: (queryArg) => ({ url: `/api/product/${queryArg.id}` }),
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
      listRecommendedProducts: build.query<ListRecommendedProductsApiResponse, ListRecommendedProductsApiArg>({
        query: () => ({ url: `/api/recommended-products` }),
        providesTags: ['products'],
      }),
      postReview: build.mutation<PostReviewApiResponse, PostReviewApiArg>({
        query: (queryArg) => ({ url: `/api/reviews/post-review`, method: 'POST', body: queryArg.postReviewDto }),
        invalidatesTags: ['reviews'],
      }),
      getReviewTotals: build.query<GetReviewTotalsApiResponse, GetReviewTotalsApiArg>({
        query: () => ({ url: `/api/reviews/total-reviews` }),
        providesTags: ['reviews'],
      }),
      listUserReviews: build.query<ListUserReviewsApiResponse, ListUserReviewsApiArg>({
        query: (queryArg) => ({ url: `/api/reviews/${queryArg.userId}` }),
        providesTags: ['reviews'],
      }),
      uploadImage: build.mutation<UploadImageApiResponse, UploadImageApiArg>({
        query: (queryArg) => ({ url: `/api/uploadImage`, method: 'POST', body: queryArg.uploadImageDto }),
        invalidatesTags: ['uploads'],
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
      getDeal: build.query<GetDealApiResponse, GetDealApiArg>({
        query: () => ({ url: `/api/deal` }),
        providesTags: ['deal'],
      }),
      saveDeal: build.mutation<SaveDealApiResponse, SaveDealApiArg>({
        query: (queryArg) => ({ url: `/api/deal`, method: 'PUT', body: queryArg.saveDealDto }),
        invalidatesTags: ['deal'],
      }),
      listDealCategories: build.query<ListDealCategoriesApiResponse, ListDealCategoriesApiArg>({
        query: () => ({ url: `/api/deal/categories` }),
        providesTags: ['deal'],
      }),
      uploadHeroVideo: build.mutation<UploadHeroVideoApiResponse, UploadHeroVideoApiArg>({
        query: (queryArg) => ({ url: `/api/uploadVideo`, method: 'POST', body: queryArg.uploadVideoDto }),
        invalidatesTags: ['uploads'],
      }),
      listReels: build.query<ListReelsApiResponse, ListReelsApiArg>({
        query: () => ({ url: `/api/reels` }),
        providesTags: ['reels'],
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
      getCart: build.query<GetCartApiResponse, GetCartApiArg>({
        query: (queryArg) => ({
          url: `/api/cart/${queryArg.userId}`,
          params: {
            couponCode: queryArg.couponCode,
          },
        }),
        providesTags: ['cart'],
      }),
      addToCart: build.mutation<AddToCartApiResponse, AddToCartApiArg>({
        query: (queryArg) => ({ url: `/api/cart/add`, method: 'POST', body: queryArg.addToCartDto }),
        invalidatesTags: ['cart'],
      }),
      updateCartItem: build.mutation<UpdateCartItemApiResponse, UpdateCartItemApiArg>({
        query: (queryArg) => ({
          url: `/api/cart/update/${queryArg.itemId}`,
          method: 'PUT',
          body: queryArg.updateCartItemDto,
        }),
        invalidatesTags: ['cart'],
      }),
      removeCartItem: build.mutation<RemoveCartItemApiResponse, RemoveCartItemApiArg>({
        query: (queryArg) => ({ url: `/api/cart/remove/${queryArg.itemId}`, method: 'DELETE' }),
        invalidatesTags: ['cart'],
      }),
      clearCart: build.mutation<ClearCartApiResponse, ClearCartApiArg>({
        query: (queryArg) => ({ url: `/api/cart/clear/${queryArg.userId}`, method: 'DELETE' }),
        invalidatesTags: ['cart'],
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
      validateCoupon: build.mutation<ValidateCouponApiResponse, ValidateCouponApiArg>({
        query: (queryArg) => ({ url: `/api/coupon/validate`, method: 'POST', body: queryArg.validateCouponDto }),
        invalidatesTags: ['coupons'],
      }),
      createOrder: build.mutation<CreateOrderApiResponse, CreateOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/orders/create-order`,
          method: 'POST',
          body: queryArg.createOrderDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['orders'],
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
      getOrder: build.query<GetOrderApiResponse, GetOrderApiArg>({
        query: (queryArg) => ({ url: `/api/orders/order/${queryArg.id}` }),
        providesTags: ['orders'],
      }),
      listOrdersByEmail: build.query<ListOrdersByEmailApiResponse, ListOrdersByEmailApiArg>({
        query: (queryArg) => ({
          url: `/api/orders/${queryArg.email}`,
          params: {
            updated_since: queryArg.updatedSince,
            updated_before: queryArg.updatedBefore,
            cursor: queryArg.cursor,
            limit: queryArg.limit,
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
      getInvoice: build.query<GetInvoiceApiResponse, GetInvoiceApiArg>({
        query: (queryArg) => ({ url: `/api/orders/order/${queryArg.id}/invoice` }),
        providesTags: ['invoices'],
      }),
      getInvoicePdf: build.query<GetInvoicePdfApiResponse, GetInvoicePdfApiArg>({
        query: (queryArg) => ({ url: `/api/orders/order/${queryArg.id}/invoice/pdf` }),
        providesTags: ['invoices'],
      }),
      getCreditNote: build.query<GetCreditNoteApiResponse, GetCreditNoteApiArg>({
        query: (queryArg) => ({ url: `/api/orders/order/${queryArg.id}/credit-note` }),
        providesTags: ['invoices'],
      }),
      getCreditNotePdf: build.query<GetCreditNotePdfApiResponse, GetCreditNotePdfApiArg>({
        query: (queryArg) => ({ url: `/api/orders/order/${queryArg.id}/credit-note/pdf` }),
        providesTags: ['invoices'],
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
      listCouriers: build.query<ListCouriersApiResponse, ListCouriersApiArg>({
        query: () => ({ url: `/api/couriers` }),
        providesTags: ['shipments'],
      }),
      trackOrderByLink: build.query<TrackOrderByLinkApiResponse, TrackOrderByLinkApiArg>({
        query: (queryArg) => ({ url: `/api/track/${queryArg.token}` }),
        providesTags: ['tracking'],
      }),
      trackOrder: build.mutation<TrackOrderApiResponse, TrackOrderApiArg>({
        query: (queryArg) => ({ url: `/api/track`, method: 'POST', body: queryArg.trackOrderDto }),
        invalidatesTags: ['tracking'],
      }),
      initiatePayment: build.mutation<InitiatePaymentApiResponse, InitiatePaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/payments/paytm/initiate`,
          method: 'POST',
          body: queryArg.initiatePaymentDto,
        }),
        invalidatesTags: ['payments'],
      }),
      payAgain: build.mutation<PayAgainApiResponse, PayAgainApiArg>({
        query: (queryArg) => ({ url: `/api/payments/paytm/pay-again`, method: 'POST', body: queryArg.payAgainDto }),
        invalidatesTags: ['payments'],
      }),
      paymentCallback: build.mutation<PaymentCallbackApiResponse, PaymentCallbackApiArg>({
        query: (queryArg) => ({
          url: `/api/payments/paytm/callback`,
          method: 'POST',
          body: queryArg.paytmCallbackFormDto,
        }),
        invalidatesTags: ['payments'],
      }),
      checkPaymentStatus: build.mutation<CheckPaymentStatusApiResponse, CheckPaymentStatusApiArg>({
        query: (queryArg) => ({ url: `/api/payments/paytm/status`, method: 'POST', body: queryArg.orderIdDto }),
        invalidatesTags: ['payments'],
      }),
      cancelAbandonedOrder: build.mutation<CancelAbandonedOrderApiResponse, CancelAbandonedOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/payments/cancel-abandoned-order`,
          method: 'POST',
          body: queryArg.cancelAbandonedOrderDto,
        }),
        invalidatesTags: ['payments'],
      }),
      listUserPayments: build.query<ListUserPaymentsApiResponse, ListUserPaymentsApiArg>({
        query: (queryArg) => ({
          url: `/api/payments/user-payments/${queryArg.email}`,
          params: {
            updated_since: queryArg.updatedSince,
            updated_before: queryArg.updatedBefore,
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['payments'],
      }),
      confirmPayment: build.mutation<ConfirmPaymentApiResponse, ConfirmPaymentApiArg>({
        query: (queryArg) => ({ url: `/api/orders/confirm-payment`, method: 'POST', body: queryArg.confirmPaymentDto }),
        invalidatesTags: ['orders'],
      }),
      cancelOrder: build.mutation<CancelOrderApiResponse, CancelOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/orders/order/${queryArg.id}/cancel`,
          method: 'POST',
          body: queryArg.cancelOrderDto,
        }),
        invalidatesTags: ['orders'],
      }),
      settleSandboxPayment: build.mutation<SettleSandboxPaymentApiResponse, SettleSandboxPaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/sandbox/payments/${queryArg.orderId}/settle`,
          method: 'POST',
          body: queryArg.settleSandboxPaymentDto,
        }),
        invalidatesTags: ['sandbox'],
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
      createReturn: build.mutation<CreateReturnApiResponse, CreateReturnApiArg>({
        query: (queryArg) => ({
          url: `/api/orders/order/${queryArg.id}/returns`,
          method: 'POST',
          body: queryArg.createReturnDto,
        }),
        invalidatesTags: ['returns', 'orders'],
      }),
      getOrderReturns: build.query<GetOrderReturnsApiResponse, GetOrderReturnsApiArg>({
        query: (queryArg) => ({ url: `/api/orders/order/${queryArg.id}/returns` }),
        providesTags: ['returns', 'orders'],
      }),
      uploadReturnPhoto: build.mutation<UploadReturnPhotoApiResponse, UploadReturnPhotoApiArg>({
        query: (queryArg) => ({ url: `/api/returns/photos`, method: 'POST', body: queryArg.uploadImageDto }),
        invalidatesTags: ['returns'],
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
      getReturnCreditNotePdf: build.query<GetReturnCreditNotePdfApiResponse, GetReturnCreditNotePdfApiArg>({
        query: (queryArg) => ({ url: `/api/returns/${queryArg.id}/credit-note/pdf` }),
        providesTags: ['returns'],
      }),
      getUserStats: build.query<GetUserStatsApiResponse, GetUserStatsApiArg>({
        query: (queryArg) => ({ url: `/api/stats/user-stats/${queryArg.id}` }),
        providesTags: ['stats'],
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
      recordPageView: build.mutation<RecordPageViewApiResponse, RecordPageViewApiArg>({
        query: (queryArg) => ({ url: `/api/analytics/pageview`, method: 'POST', body: queryArg.pageViewDto }),
        invalidatesTags: ['analytics'],
      }),
      getAnalyticsScript: build.query<GetAnalyticsScriptApiResponse, GetAnalyticsScriptApiArg>({
        query: () => ({ url: `/api/analytics/script.js` }),
        providesTags: ['analytics'],
      }),
      getSettings: build.query<GetSettingsApiResponse, GetSettingsApiArg>({
        query: () => ({ url: `/api/settings` }),
        providesTags: ['settings'],
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
export type GetHealthApiResponse = /** status 200  */ HealthDto;
export type GetHealthApiArg = void;
export type SendOtpApiResponse = /** status 200 A 6-digit code was mailed; valid 10 minutes */ MessageDto;
export type SendOtpApiArg = {
  sendOtpDto: SendOtpDto;
};
export type VerifyOtpApiResponse = /** status 200 The e-mail may register during the next 30 minutes */ MessageDto;
export type VerifyOtpApiArg = {
  verifyOtpDto: VerifyOtpDto;
};
export type RegisterApiResponse = /** status 201  */ MessageWithUserDto;
export type RegisterApiArg = {
  registerDto: RegisterDto;
};
export type LoginApiResponse = /** status 200 Also sets the httpOnly cookie `token` */ LoginResponseDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LogoutApiResponse =
  /** status 200 Clears the `token` cookie; when signed in, every token of the account stops working (all devices) */ MessageDto;
export type LogoutApiArg = void;
export type ChangePasswordApiResponse =
  /** status 200 Every other session ends; this one continues with the new token (also set as the cookie) */ PasswordChangedDto;
export type ChangePasswordApiArg = {
  changePasswordDto: ChangePasswordDto;
};
export type ForgotPasswordApiResponse =
  /** status 200 The same answer whether or not an account exists; if one does, a 6-digit code valid 10 minutes is mailed */ MessageDto;
export type ForgotPasswordApiArg = {
  forgotPasswordDto: ForgotPasswordDto;
};
export type ResetPasswordApiResponse =
  /** status 200 Every session of the account ends; clears the `token` cookie */ MessageDto;
export type ResetPasswordApiArg = {
  resetPasswordDto: ResetPasswordDto;
};
export type GetCurrentUserApiResponse = /** status 200  */ UserDto;
export type GetCurrentUserApiArg = void;
export type EditProfileApiResponse = /** status 200  */ UserResponseDto;
export type EditProfileApiArg = {
  editProfileDto: EditProfileDto;
};
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
export type GetSandboxSignUpCodeApiResponse = /** status 200 The live code of the address */ SandboxSignUpCodeDto;
export type GetSandboxSignUpCodeApiArg = {
  /** The address `sendOtp` mailed: an address at example.com, example.net or example.org, or under .test, .example, .invalid or .localhost */
  email: string;
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
export type ListProductsApiResponse = /** status 200 Prices are what the shopper pays now */ ProductPageDto;
export type ListProductsApiArg = {
  /** 'all' or one of: Mirrors, Table Decor, Tables, Wall Art, Wall Shelves, Table Top (case-insensitive, '+' for spaces) */
  category?: 'all' | 'Mirrors' | 'Table Decor' | 'Tables' | 'Wall Art' | 'Wall Shelves' | 'Table Top';
  /** Lowest price paid, rupees */
  minPrice?: string;
  /** Highest price paid, rupees */
  maxPrice?: string;
  page?: number;
  limit?: number;
  sortBy?: 'createdAt' | 'price' | 'name' | 'rating';
  sortOrder?: 'asc' | 'desc';
  /** Sold-out products: show (in their place, the default), hide, or last (after those in stock) */
  outOfStock?: 'show' | 'hide' | 'last';
  /** true: only the products the current deal applies to (prices always include the deal) */
  applyDeals?: 'true' | 'false';
  /** Option values, `Name:Value` (e.g. `Size:Large`), repeatable, case-insensitive: products with a variant in stock having them. Values of one option widen the filter (Size:Small or Size:Large); values of different options narrow it to a variant having one of each. */
  option?: string[];
};
export type ListProductOptionCountsApiResponse = /** status 200  */ OptionCountsDto;
export type ListProductOptionCountsApiArg = {
  /** 'all' or one of: Mirrors, Table Decor, Tables, Wall Art, Wall Shelves, Table Top (case-insensitive, '+' for spaces) */
  category?: 'all' | 'Mirrors' | 'Table Decor' | 'Tables' | 'Wall Art' | 'Wall Shelves' | 'Table Top';
  /** Lowest price paid, rupees */
  minPrice?: string;
  /** Highest price paid, rupees */
  maxPrice?: string;
};
export type ListTrendingProductsApiResponse = /** status 200  */ ProductDto[];
export type ListTrendingProductsApiArg = void;
export type SearchProductsApiResponse = /** status 200 Best match first; empty for an empty query */ ProductListDto;
export type SearchProductsApiArg = {
  /** Words from the name, description or option values, or a variant's SKU; typos are forgiven */
  query?: string;
  limit?: number;
};
export type ListDealProductsApiResponse =
  /** status 200 The listing restricted to products the deal applies to */ ProductPageDto;
export type ListDealProductsApiArg = {
  /** 'all' or one of: Mirrors, Table Decor, Tables, Wall Art, Wall Shelves, Table Top (case-insensitive, '+' for spaces) */
  category?: 'all' | 'Mirrors' | 'Table Decor' | 'Tables' | 'Wall Art' | 'Wall Shelves' | 'Table Top';
  /** Lowest price paid, rupees */
  minPrice?: string;
  /** Highest price paid, rupees */
  maxPrice?: string;
  page?: number;
  limit?: number;
  sortBy?: 'createdAt' | 'price' | 'name' | 'rating';
  sortOrder?: 'asc' | 'desc';
  /** Sold-out products: show (in their place, the default), hide, or last (after those in stock) */
  outOfStock?: 'show' | 'hide' | 'last';
  /** true: only the products the current deal applies to (prices always include the deal) */
  applyDeals?: 'true' | 'false';
  /** Option values, `Name:Value` (e.g. `Size:Large`), repeatable, case-insensitive: products with a variant in stock having them. Values of one option widen the filter (Size:Small or Size:Large); values of different options narrow it to a variant having one of each. */
  option?: string[];
};
export type GetApplicableDealApiResponse = /** status 200  */ ApplicableDealsDto;
export type GetApplicableDealApiArg = void;
export type ListRelatedProductsApiResponse = /** status 200 Same category, best rated first, at most 8 */ ProductDto[];
export type ListRelatedProductsApiArg = {
  id: string;
};
export type GetProductApiResponse = /** status 200  */ ProductDetailDto;
export type GetProductApiArg = {
  id: string;
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
export type ListRecommendedProductsApiResponse =
  /** status 200 Trending first, then the best rated; at most 8 */ ProductDto[];
export type ListRecommendedProductsApiArg = void;
export type PostReviewApiResponse =
  /** status 200 Created, or replaced when this user already reviewed it */ ReviewPostedDto;
export type PostReviewApiArg = {
  postReviewDto: PostReviewDto;
};
export type GetReviewTotalsApiResponse = /** status 200  */ TotalReviewsDto;
export type GetReviewTotalsApiArg = void;
export type ListUserReviewsApiResponse = /** status 200 Newest first */ UserReviewDto[];
export type ListUserReviewsApiArg = {
  userId: string;
};
export type UploadImageApiResponse =
  /** status 200 Smaller copies are stored beside it as <name>-400.webp and <name>-1200.webp */ string;
export type UploadImageApiArg = {
  uploadImageDto: UploadImageDto;
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
export type GetDealApiResponse = /** status 200  */ DealResponseDto;
export type GetDealApiArg = void;
export type SaveDealApiResponse = /** status 200  */ DealSavedDto;
export type SaveDealApiArg = {
  saveDealDto: SaveDealDto;
};
export type ListDealCategoriesApiResponse = /** status 200  */ (
  'Mirrors' | 'Table Decor' | 'Tables' | 'Wall Art' | 'Wall Shelves' | 'Table Top'
)[];
export type ListDealCategoriesApiArg = void;
export type UploadHeroVideoApiResponse = /** status 200  */ string;
export type UploadHeroVideoApiArg = {
  uploadVideoDto: UploadVideoDto;
};
export type ListReelsApiResponse = /** status 200 Shown reels only, newest first */ ReelsResponseDto;
export type ListReelsApiArg = void;
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
export type GetCartApiResponse = /** status 200  */ CartDto;
export type GetCartApiArg = {
  userId: string;
  /** Price the cart with this coupon (400/404 when invalid or expired) */
  couponCode?: string;
};
export type AddToCartApiResponse = /** status 201 The whole cart after the change */ CartDto;
export type AddToCartApiArg = {
  addToCartDto: AddToCartDto;
};
export type UpdateCartItemApiResponse = /** status 200  */ CartDto;
export type UpdateCartItemApiArg = {
  itemId: string;
  updateCartItemDto: UpdateCartItemDto;
};
export type RemoveCartItemApiResponse = /** status 200  */ CartDto;
export type RemoveCartItemApiArg = {
  itemId: string;
};
export type ClearCartApiResponse = /** status 200  */ CartDto;
export type ClearCartApiArg = {
  userId: string;
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
export type ValidateCouponApiResponse = /** status 200  */ ValidCouponDto;
export type ValidateCouponApiArg = {
  validateCouponDto: ValidateCouponDto;
};
export type CreateOrderApiResponse = /** status 201  */ OrderEnvelopeDto;
export type CreateOrderApiArg = {
  /** The same key with the same body from the same user returns the first order (header `Idempotent-Replayed: true`) instead of placing a second one */
  'Idempotency-Key'?: string;
  createOrderDto: CreateOrderDto;
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
export type GetOrderApiResponse = /** status 200  */ OrderEnvelopeDto;
export type GetOrderApiArg = {
  id: string;
};
export type ListOrdersByEmailApiResponse =
  /** status 200 Newest first; on a cursor walk oldest change first */ OrderListDto;
export type ListOrdersByEmailApiArg = {
  email: string;
  /** Only rows changed at or after this instant (ISO 8601 with a zone, up to microseconds). Starts a cursor walk; see docs/integrations-sync.md */
  updatedSince?: string;
  /** Only rows changed before this instant (exclusive; ISO 8601 with a zone), later than `updated_since`. Starts a cursor walk; see docs/integrations-sync.md */
  updatedBefore?: string;
  /** The `next` of the previous page (or the cursor of its `Link: <…>; rel="next"` header), as it came */
  cursor?: string;
  limit?: number;
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
export type GetInvoiceApiResponse = /** status 200  */ InvoiceDto;
export type GetInvoiceApiArg = {
  id: string;
};
export type GetInvoicePdfApiResponse = /** status 200 The tax invoice as a PDF (attachment) */ Blob;
export type GetInvoicePdfApiArg = {
  id: string;
};
export type GetCreditNoteApiResponse = /** status 200  */ InvoiceDto;
export type GetCreditNoteApiArg = {
  id: string;
};
export type GetCreditNotePdfApiResponse = /** status 200 The credit note as a PDF (attachment) */ Blob;
export type GetCreditNotePdfApiArg = {
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
export type ListCouriersApiResponse =
  /** status 200 The couriers a parcel can be sent with, and their tracking links */ CourierListDto;
export type ListCouriersApiArg = void;
export type TrackOrderByLinkApiResponse = /** status 200  */ TrackingDto;
export type TrackOrderByLinkApiArg = {
  /** From the link: `<order id>.<expiry>.<signature>` */
  token: string;
};
export type TrackOrderApiResponse = /** status 200  */ TrackingDto;
export type TrackOrderApiArg = {
  trackOrderDto: TrackOrderDto;
};
export type InitiatePaymentApiResponse =
  /** status 200 Post data.paytmParams as a form to data.transactionUrl */ InitiatedPaymentDto;
export type InitiatePaymentApiArg = {
  initiatePaymentDto: InitiatePaymentDto;
};
export type PayAgainApiResponse =
  /** status 200 Post data.paytmParams as a form to data.transactionUrl */ InitiatedPaymentDto;
export type PayAgainApiArg = {
  payAgainDto: PayAgainDto;
};
export type PaymentCallbackApiResponse = unknown;
export type PaymentCallbackApiArg = {
  /** Further fields Paytm sends are kept, for the checksum covers them */
  paytmCallbackFormDto: PaytmCallbackFormDto;
};
export type CheckPaymentStatusApiResponse = /** status 200  */ PaymentStatusDto;
export type CheckPaymentStatusApiArg = {
  orderIdDto: OrderIdDto;
};
export type CancelAbandonedOrderApiResponse = /** status 200  */ CancelledOrderDto;
export type CancelAbandonedOrderApiArg = {
  cancelAbandonedOrderDto: CancelAbandonedOrderDto;
};
export type ListUserPaymentsApiResponse =
  /** status 200 Newest first; on a cursor walk oldest change first */ UserPaymentsDto;
export type ListUserPaymentsApiArg = {
  email: string;
  /** Only rows changed at or after this instant (ISO 8601 with a zone, up to microseconds). Starts a cursor walk; see docs/integrations-sync.md */
  updatedSince?: string;
  /** Only rows changed before this instant (exclusive; ISO 8601 with a zone), later than `updated_since`. Starts a cursor walk; see docs/integrations-sync.md */
  updatedBefore?: string;
  /** The `next` of the previous page (or the cursor of its `Link: <…>; rel="next"` header), as it came */
  cursor?: string;
  limit?: number;
};
export type ConfirmPaymentApiResponse =
  /** status 200 The order (orderId included) after asking the gateway */ OrderEnvelopeDto;
export type ConfirmPaymentApiArg = {
  confirmPaymentDto: ConfirmPaymentDto;
};
export type CancelOrderApiResponse =
  /** status 200 The order after cancelling (and its refund, if paid) */ CancelledOrderDto;
export type CancelOrderApiArg = {
  id: string;
  cancelOrderDto: CancelOrderDto;
};
export type SettleSandboxPaymentApiResponse = /** status 200  */ SandboxSettlementDto;
export type SettleSandboxPaymentApiArg = {
  orderId: string;
  settleSandboxPaymentDto: SettleSandboxPaymentDto;
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
export type CreateReturnApiResponse = /** status 201  */ ReturnDto;
export type CreateReturnApiArg = {
  id: string;
  createReturnDto: CreateReturnDto;
};
export type GetOrderReturnsApiResponse = /** status 200  */ OrderReturnsDto;
export type GetOrderReturnsApiArg = {
  id: string;
};
export type UploadReturnPhotoApiResponse = /** status 200  */ string;
export type UploadReturnPhotoApiArg = {
  uploadImageDto: UploadImageDto;
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
export type GetReturnCreditNotePdfApiResponse = /** status 200 The credit note as a PDF (attachment) */ Blob;
export type GetReturnCreditNotePdfApiArg = {
  id: string;
};
export type GetUserStatsApiResponse = /** status 200  */ UserStatsDto;
export type GetUserStatsApiArg = {
  id: string;
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
export type RecordPageViewApiResponse = unknown;
export type RecordPageViewApiArg = {
  pageViewDto: PageViewDto;
};
export type GetAnalyticsScriptApiResponse = /** status 200 The page-view script */ string;
export type GetAnalyticsScriptApiArg = void;
export type GetSettingsApiResponse = /** status 200  */ ShopSettingsDto;
export type GetSettingsApiArg = void;
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
export type HealthDto = Schema<'HealthDto'>;
export type ErrorCode = Schema<'ErrorCode'>;
export type ErrorDto = Schema<'ErrorDto'>;
export type DegradedHealthDto = Schema<'DegradedHealthDto'>;
export type MessageDto = Schema<'MessageDto'>;
export type SendOtpDto = Schema<'SendOtpDto'>;
export type VerifyOtpDto = Schema<'VerifyOtpDto'>;
export type ShippingAddressView = Schema<'ShippingAddressView'>;
export type UserDto = Schema<'UserDto'>;
export type MessageWithUserDto = Schema<'MessageWithUserDto'>;
export type RegisterDto = Schema<'RegisterDto'>;
export type LoginResponseDto = Schema<'LoginResponseDto'>;
export type LoginDto = Schema<'LoginDto'>;
export type PasswordChangedDto = Schema<'PasswordChangedDto'>;
export type ChangePasswordDto = Schema<'ChangePasswordDto'>;
export type ForgotPasswordDto = Schema<'ForgotPasswordDto'>;
export type ResetPasswordDto = Schema<'ResetPasswordDto'>;
export type UserResponseDto = Schema<'UserResponseDto'>;
export type ShippingAddressDto = Schema<'ShippingAddressDto'>;
export type BlankShippingAddressDto = Schema<'BlankShippingAddressDto'>;
export type EditProfileDto = Schema<'EditProfileDto'>;
export type UpdateRoleDto = Schema<'UpdateRoleDto'>;
export type SandboxSignUpCodeDto = Schema<'SandboxSignUpCodeDto'>;
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
export type ProductPageDto = Schema<'ProductPageDto'>;
export type OptionValueCountDto = Schema<'OptionValueCountDto'>;
export type OptionCountDto = Schema<'OptionCountDto'>;
export type OptionCountsDto = Schema<'OptionCountsDto'>;
export type ProductListDto = Schema<'ProductListDto'>;
export type ApplicableDealDto = Schema<'ApplicableDealDto'>;
export type ApplicableDealsDto = Schema<'ApplicableDealsDto'>;
export type ReviewerDto = Schema<'ReviewerDto'>;
export type ProductReviewDto = Schema<'ProductReviewDto'>;
export type ProductDetailDto = Schema<'ProductDetailDto'>;
export type ProductSavedDto = Schema<'ProductSavedDto'>;
export type CreateProductDto = Schema<'CreateProductDto'>;
export type UpdateProductDto = Schema<'UpdateProductDto'>;
export type ReviewDto = Schema<'ReviewDto'>;
export type ReviewPostedDto = Schema<'ReviewPostedDto'>;
export type PostReviewDto = Schema<'PostReviewDto'>;
export type TotalReviewsDto = Schema<'TotalReviewsDto'>;
export type ReviewedProductDto = Schema<'ReviewedProductDto'>;
export type UserReviewDto = Schema<'UserReviewDto'>;
export type UploadImageDto = Schema<'UploadImageDto'>;
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
export type DealResponseDto = Schema<'DealResponseDto'>;
export type DealSavedDto = Schema<'DealSavedDto'>;
export type SaveDealDto = Schema<'SaveDealDto'>;
export type UploadVideoDto = Schema<'UploadVideoDto'>;
export type ReelDto = Schema<'ReelDto'>;
export type ReelsResponseDto = Schema<'ReelsResponseDto'>;
export type ReelResponseDto = Schema<'ReelResponseDto'>;
export type SaveReelDto = Schema<'SaveReelDto'>;
export type CartLineDto = Schema<'CartLineDto'>;
export type CartDto = Schema<'CartDto'>;
export type AddToCartDto = Schema<'AddToCartDto'>;
export type UpdateCartItemDto = Schema<'UpdateCartItemDto'>;
export type CouponDto = Schema<'CouponDto'>;
export type CouponCreatedDto = Schema<'CouponCreatedDto'>;
export type CreateCouponDto = Schema<'CreateCouponDto'>;
export type ValidCouponDto = Schema<'ValidCouponDto'>;
export type ValidateCouponDto = Schema<'ValidateCouponDto'>;
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
export type OrderEnvelopeDto = Schema<'OrderEnvelopeDto'>;
export type AmountMismatchDto = Schema<'AmountMismatchDto'>;
export type OrderLineInputDto = Schema<'OrderLineInputDto'>;
export type OrderShippingAddressDto = Schema<'OrderShippingAddressDto'>;
export type CreateOrderDto = Schema<'CreateOrderDto'>;
export type StatusCountsDto = Schema<'StatusCountsDto'>;
export type AdminOrderListDto = Schema<'AdminOrderListDto'>;
export type AdminOrderSummaryDto = Schema<'AdminOrderSummaryDto'>;
export type AdminOrderSummaryListDto = Schema<'AdminOrderSummaryListDto'>;
export type OrderListDto = Schema<'OrderListDto'>;
export type OrderUpdatedDto = Schema<'OrderUpdatedDto'>;
export type UpdateOrderStatusDto = Schema<'UpdateOrderStatusDto'>;
export type InvoiceReferenceDto = Schema<'InvoiceReferenceDto'>;
export type InvoicePartyDto = Schema<'InvoicePartyDto'>;
export type InvoiceBuyerDto = Schema<'InvoiceBuyerDto'>;
export type PlaceOfSupplyDto = Schema<'PlaceOfSupplyDto'>;
export type InvoiceLineDto = Schema<'InvoiceLineDto'>;
export type InvoiceTotalsDto = Schema<'InvoiceTotalsDto'>;
export type InvoiceDto = Schema<'InvoiceDto'>;
export type CreateShipmentDto = Schema<'CreateShipmentDto'>;
export type CourierDto = Schema<'CourierDto'>;
export type CourierListDto = Schema<'CourierListDto'>;
export type TrackedStepDto = Schema<'TrackedStepDto'>;
export type TrackedLineDto = Schema<'TrackedLineDto'>;
export type TrackedOrderDto = Schema<'TrackedOrderDto'>;
export type TrackingDto = Schema<'TrackingDto'>;
export type TrackOrderDto = Schema<'TrackOrderDto'>;
export type PaytmParamsDto = Schema<'PaytmParamsDto'>;
export type InitiatedPaymentDataDto = Schema<'InitiatedPaymentDataDto'>;
export type InitiatedPaymentDto = Schema<'InitiatedPaymentDto'>;
export type CustomerInfoDto = Schema<'CustomerInfoDto'>;
export type InitiatePaymentDto = Schema<'InitiatePaymentDto'>;
export type PayAgainDto = Schema<'PayAgainDto'>;
export type PaytmCallbackFormDto = Schema<'PaytmCallbackFormDto'>;
export type PaymentStatusDataDto = Schema<'PaymentStatusDataDto'>;
export type PaymentStatusDto = Schema<'PaymentStatusDto'>;
export type OrderIdDto = Schema<'OrderIdDto'>;
export type CancelledOrderDto = Schema<'CancelledOrderDto'>;
export type CancelAbandonedOrderDto = Schema<'CancelAbandonedOrderDto'>;
export type UserPaymentsDto = Schema<'UserPaymentsDto'>;
export type ConfirmPaymentDto = Schema<'ConfirmPaymentDto'>;
export type CancelOrderDto = Schema<'CancelOrderDto'>;
export type SandboxSettlementDto = Schema<'SandboxSettlementDto'>;
export type SettleSandboxPaymentDto = Schema<'SettleSandboxPaymentDto'>;
export type RefundResultDto = Schema<'RefundResultDto'>;
export type RefundLineInputDto = Schema<'RefundLineInputDto'>;
export type CreateRefundDto = Schema<'CreateRefundDto'>;
export type RefundPageDto = Schema<'RefundPageDto'>;
export type ReturnLineDto = Schema<'ReturnLineDto'>;
export type ReturnCreditNoteDto = Schema<'ReturnCreditNoteDto'>;
export type ReturnDto = Schema<'ReturnDto'>;
export type ReturnLineInputDto = Schema<'ReturnLineInputDto'>;
export type CreateReturnDto = Schema<'CreateReturnDto'>;
export type ReturnWindowDto = Schema<'ReturnWindowDto'>;
export type ReturnableLineDto = Schema<'ReturnableLineDto'>;
export type OrderReturnsDto = Schema<'OrderReturnsDto'>;
export type ReturnListDto = Schema<'ReturnListDto'>;
export type RefuseReturnDto = Schema<'RefuseReturnDto'>;
export type UserMonthActivityDto = Schema<'UserMonthActivityDto'>;
export type UserStatsDto = Schema<'UserStatsDto'>;
export type MonthlyEarningsDto = Schema<'MonthlyEarningsDto'>;
export type AdminStatsDto = Schema<'AdminStatsDto'>;
export type DailyViewsDto = Schema<'DailyViewsDto'>;
export type PageRankDto = Schema<'PageRankDto'>;
export type PageViewsReportDto = Schema<'PageViewsReportDto'>;
export type PageViewDto = Schema<'PageViewDto'>;
export type FooterLinkDto = Schema<'FooterLinkDto'>;
export type SettingsPageDto = Schema<'SettingsPageDto'>;
export type ShopSettingsDto = Schema<'ShopSettingsDto'>;
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
  useGetHealthQuery,
  useSendOtpMutation,
  useVerifyOtpMutation,
  useRegisterMutation,
  useLoginMutation,
  useLogoutMutation,
  useChangePasswordMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useGetCurrentUserQuery,
  useEditProfileMutation,
  useListUsersQuery,
  useChangeUserRoleMutation,
  useDeleteUserMutation,
  useGetSandboxSignUpCodeQuery,
  useListApiKeysQuery,
  useCreateApiKeyMutation,
  useRotateApiKeyMutation,
  useRevokeApiKeyMutation,
  useListApiKeyAuditQuery,
  useListAllProductsQuery,
  useListProductsQuery,
  useListProductOptionCountsQuery,
  useListTrendingProductsQuery,
  useSearchProductsQuery,
  useListDealProductsQuery,
  useGetApplicableDealQuery,
  useListRelatedProductsQuery,
  useGetProductQuery,
  useDeleteProductMutation,
  useCreateProductMutation,
  useUpdateProductMutation,
  useListRecommendedProductsQuery,
  usePostReviewMutation,
  useGetReviewTotalsQuery,
  useListUserReviewsQuery,
  useUploadImageMutation,
  useListLowStockQuery,
  useListStockHistoryQuery,
  useSetStockMutation,
  useUpdateVariantsMutation,
  useSetProductOptionsMutation,
  useCreateVariantMutation,
  useOrderVariantsMutation,
  useUpdateVariantMutation,
  useDeleteVariantMutation,
  useGetDealQuery,
  useSaveDealMutation,
  useListDealCategoriesQuery,
  useUploadHeroVideoMutation,
  useListReelsQuery,
  useCreateReelMutation,
  useListAllReelsQuery,
  useUpdateReelMutation,
  useDeleteReelMutation,
  useToggleReelMutation,
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useClearCartMutation,
  useCreateCouponMutation,
  useListCouponsQuery,
  useDeleteCouponMutation,
  useValidateCouponMutation,
  useCreateOrderMutation,
  useListOrdersQuery,
  useGetOrderQuery,
  useListOrdersByEmailQuery,
  useUpdateOrderStatusMutation,
  useDeleteOrderMutation,
  useGetInvoiceQuery,
  useGetInvoicePdfQuery,
  useGetCreditNoteQuery,
  useGetCreditNotePdfQuery,
  useAddShipmentMutation,
  useCorrectShipmentMutation,
  useRemoveShipmentMutation,
  useListCouriersQuery,
  useTrackOrderByLinkQuery,
  useTrackOrderMutation,
  useInitiatePaymentMutation,
  usePayAgainMutation,
  usePaymentCallbackMutation,
  useCheckPaymentStatusMutation,
  useCancelAbandonedOrderMutation,
  useListUserPaymentsQuery,
  useConfirmPaymentMutation,
  useCancelOrderMutation,
  useSettleSandboxPaymentMutation,
  useCreateRefundMutation,
  useListRefundsQuery,
  useCheckRefundMutation,
  useCreateReturnMutation,
  useGetOrderReturnsQuery,
  useUploadReturnPhotoMutation,
  useListReturnsQuery,
  useApproveReturnMutation,
  useRefuseReturnMutation,
  useGetReturnCreditNotePdfQuery,
  useGetUserStatsQuery,
  useGetAdminStatsQuery,
  useGetPageViewsReportQuery,
  useRecordPageViewMutation,
  useGetAnalyticsScriptQuery,
  useGetSettingsQuery,
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
