// Generated from docs/openapi.json by `npm run codegen -w storefront`. Do not edit by hand.
import { baseApi as api } from './baseApi';
export const addTagTypes = [
  'health',
  'auth',
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
  'payments',
  'sandbox',
  'stats',
  'analytics',
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
        query: () => ({ url: `/api/auth/users` }),
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
        query: (queryArg) => ({ url: `/api/product/create-product`, method: 'POST', body: queryArg.createProductDto }),
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
            productId: queryArg.productId,
          },
        }),
        providesTags: ['stock', 'products'],
      }),
      setStock: build.mutation<SetStockApiResponse, SetStockApiArg>({
        query: (queryArg) => ({ url: `/api/stock/${queryArg.productId}`, method: 'PUT', body: queryArg.setStockDto }),
        invalidatesTags: ['stock', 'products'],
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
        query: () => ({ url: `/api/coupon` }),
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
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['orders'],
      }),
      getOrder: build.query<GetOrderApiResponse, GetOrderApiArg>({
        query: (queryArg) => ({ url: `/api/orders/order/${queryArg.id}` }),
        providesTags: ['orders'],
      }),
      listOrdersByEmail: build.query<ListOrdersByEmailApiResponse, ListOrdersByEmailApiArg>({
        query: (queryArg) => ({ url: `/api/orders/${queryArg.email}` }),
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
      initiatePayment: build.mutation<InitiatePaymentApiResponse, InitiatePaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/payments/paytm/initiate`,
          method: 'POST',
          body: queryArg.initiatePaymentDto,
        }),
        invalidatesTags: ['payments'],
      }),
      paymentCallback: build.mutation<PaymentCallbackApiResponse, PaymentCallbackApiArg>({
        query: () => ({ url: `/api/payments/paytm/callback`, method: 'POST' }),
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
        query: (queryArg) => ({ url: `/api/payments/user-payments/${queryArg.email}` }),
        providesTags: ['payments'],
      }),
      confirmPayment: build.mutation<ConfirmPaymentApiResponse, ConfirmPaymentApiArg>({
        query: (queryArg) => ({ url: `/api/orders/confirm-payment`, method: 'POST', body: queryArg.confirmPaymentDto }),
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
        query: (queryArg) => ({ url: `/api/payments/refunds`, method: 'POST', body: queryArg.createRefundDto }),
        invalidatesTags: ['payments', 'orders'],
      }),
      checkRefund: build.mutation<CheckRefundApiResponse, CheckRefundApiArg>({
        query: (queryArg) => ({ url: `/api/payments/refunds/${queryArg.refundId}/check`, method: 'POST' }),
        invalidatesTags: ['payments', 'orders'],
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
export type ListUsersApiResponse = /** status 200 Admins first, then users, each by e-mail */ UserDto[];
export type ListUsersApiArg = void;
export type ChangeUserRoleApiResponse = /** status 200  */ MessageWithUserDto;
export type ChangeUserRoleApiArg = {
  id: string;
  updateRoleDto: UpdateRoleDto;
};
export type DeleteUserApiResponse = /** status 200  */ MessageDto;
export type DeleteUserApiArg = {
  id: string;
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
};
export type ListTrendingProductsApiResponse = /** status 200  */ ProductDto[];
export type ListTrendingProductsApiArg = void;
export type SearchProductsApiResponse = /** status 200 Best match first; empty for an empty query */ ProductListDto;
export type SearchProductsApiArg = {
  /** Words from the name or description; typos are forgiven */
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
  /** Products with this many or fewer */
  threshold?: number;
};
export type ListStockHistoryApiResponse = /** status 200  */ StockHistoryDto;
export type ListStockHistoryApiArg = {
  page?: number;
  limit?: number;
  /** Only this product */
  productId?: string;
};
export type SetStockApiResponse = /** status 200  */ StockSetDto;
export type SetStockApiArg = {
  productId: string;
  setStockDto: SetStockDto;
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
export type ListCouponsApiResponse = /** status 200  */ CouponDto[];
export type ListCouponsApiArg = void;
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
export type ListOrdersApiResponse = /** status 200  */ AdminOrderListDto;
export type ListOrdersApiArg = {
  status?: 'pending' | 'processing' | 'shipped' | 'completed' | 'cancelled';
  page?: number;
  limit?: number;
};
export type GetOrderApiResponse = /** status 200  */ OrderEnvelopeDto;
export type GetOrderApiArg = {
  id: string;
};
export type ListOrdersByEmailApiResponse = /** status 200 Newest first */ OrderListDto;
export type ListOrdersByEmailApiArg = {
  email: string;
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
export type InitiatePaymentApiResponse =
  /** status 200 Post data.paytmParams as a form to data.transactionUrl */ InitiatedPaymentDto;
export type InitiatePaymentApiArg = {
  initiatePaymentDto: InitiatePaymentDto;
};
export type PaymentCallbackApiResponse = unknown;
export type PaymentCallbackApiArg = void;
export type CheckPaymentStatusApiResponse = /** status 200  */ PaymentStatusDto;
export type CheckPaymentStatusApiArg = {
  orderIdDto: OrderIdDto;
};
export type CancelAbandonedOrderApiResponse = /** status 200  */ CancelledOrderDto;
export type CancelAbandonedOrderApiArg = {
  cancelAbandonedOrderDto: CancelAbandonedOrderDto;
};
export type ListUserPaymentsApiResponse = /** status 200 Newest first */ UserPaymentsDto;
export type ListUserPaymentsApiArg = {
  email: string;
};
export type ConfirmPaymentApiResponse =
  /** status 200 The order (orderId included) after asking the gateway */ OrderEnvelopeDto;
export type ConfirmPaymentApiArg = {
  confirmPaymentDto: ConfirmPaymentDto;
};
export type SettleSandboxPaymentApiResponse = /** status 200  */ SandboxSettlementDto;
export type SettleSandboxPaymentApiArg = {
  orderId: string;
  settleSandboxPaymentDto: SettleSandboxPaymentDto;
};
export type CreateRefundApiResponse =
  /** status 201 The refund (a repeated refundId returns the same refund, without a second gateway call) */ RefundResultDto;
export type CreateRefundApiArg = {
  createRefundDto: CreateRefundDto;
};
export type CheckRefundApiResponse =
  /** status 200 The refund after asking the gateway for its status */ RefundResultDto;
export type CheckRefundApiArg = {
  refundId: string;
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
  page?: number;
  limit?: number;
};
export type ResendWebhookDeliveryApiResponse =
  /** status 201 Queued; its first attempt follows at once */ WebhookDeliveryReplyDto;
export type ResendWebhookDeliveryApiArg = {
  id: string;
};
export type HealthDto = {
  status: 'ok' | 'degraded';
  db: 'up' | 'down';
  queue: 'up' | 'down' | 'in-process';
};
export type ErrorDto = {
  statusCode: number;
  /** What went wrong, in words for the shopper or admin; a list for validation errors */
  message: string | string[];
  error: string;
};
export type DegradedHealthDto = {
  status: 'ok' | 'degraded';
  db: 'up' | 'down';
  queue: 'up' | 'down' | 'in-process';
  statusCode: number;
  message: string;
  error: string;
};
export type MessageDto = {
  message: string;
};
export type SendOtpDto = {
  email: string;
};
export type VerifyOtpDto = {
  email: string;
  /** The 6-digit code from the e-mail */
  otp: string;
};
export type ShippingAddressView = {
  address: string;
  city: string;
  state:
    | 'Andhra Pradesh'
    | 'Arunachal Pradesh'
    | 'Assam'
    | 'Bihar'
    | 'Chhattisgarh'
    | 'Goa'
    | 'Gujarat'
    | 'Haryana'
    | 'Himachal Pradesh'
    | 'Jharkhand'
    | 'Karnataka'
    | 'Kerala'
    | 'Madhya Pradesh'
    | 'Maharashtra'
    | 'Manipur'
    | 'Meghalaya'
    | 'Mizoram'
    | 'Nagaland'
    | 'Odisha'
    | 'Punjab'
    | 'Rajasthan'
    | 'Sikkim'
    | 'Tamil Nadu'
    | 'Telangana'
    | 'Tripura'
    | 'Uttar Pradesh'
    | 'Uttarakhand'
    | 'West Bengal'
    | 'Andaman and Nicobar Islands'
    | 'Chandigarh'
    | 'Dadra and Nagar Haveli and Daman and Diu'
    | 'Delhi'
    | 'Jammu and Kashmir'
    | 'Ladakh'
    | 'Lakshadweep'
    | 'Puducherry';
  pincode: string;
};
export type UserDto = {
  /** Same as id */
  _id: string;
  id: string;
  username: string;
  email: string;
  role: 'user' | 'admin';
  /** Absolute URL: uploaded images are answered under PUBLIC_URL (`<PUBLIC_URL>/uploads/...`); requests may send that URL, the `/uploads/...` path, or another http(s) URL */
  profileImage: string | null;
  phone: string | null;
  shippingAddress: ShippingAddressView | null;
  createdAt: string;
};
export type MessageWithUserDto = {
  message: string;
  user: UserDto;
};
export type RegisterDto = {
  email: string;
  username: string;
  password: string;
};
export type LoginResponseDto = {
  /** The JWT, also set as the httpOnly cookie `token` */
  token: string;
  user: UserDto;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type PasswordChangedDto = {
  /** The JWT, also set as the httpOnly cookie `token` */
  token: string;
  user: UserDto;
  message: string;
};
export type ChangePasswordDto = {
  /** The password in use now */
  currentPassword: string;
  /** The new password */
  newPassword: string;
};
export type ForgotPasswordDto = {
  email: string;
};
export type ResetPasswordDto = {
  email: string;
  /** The 6-digit code from the reset e-mail */
  otp: string;
  /** The new password */
  password: string;
};
export type UserResponseDto = {
  user: UserDto;
};
export type ShippingAddressDto = {
  address: string;
  city: string;
  state:
    | 'Andhra Pradesh'
    | 'Arunachal Pradesh'
    | 'Assam'
    | 'Bihar'
    | 'Chhattisgarh'
    | 'Goa'
    | 'Gujarat'
    | 'Haryana'
    | 'Himachal Pradesh'
    | 'Jharkhand'
    | 'Karnataka'
    | 'Kerala'
    | 'Madhya Pradesh'
    | 'Maharashtra'
    | 'Manipur'
    | 'Meghalaya'
    | 'Mizoram'
    | 'Nagaland'
    | 'Odisha'
    | 'Punjab'
    | 'Rajasthan'
    | 'Sikkim'
    | 'Tamil Nadu'
    | 'Telangana'
    | 'Tripura'
    | 'Uttar Pradesh'
    | 'Uttarakhand'
    | 'West Bengal'
    | 'Andaman and Nicobar Islands'
    | 'Chandigarh'
    | 'Dadra and Nagar Haveli and Daman and Diu'
    | 'Delhi'
    | 'Jammu and Kashmir'
    | 'Ladakh'
    | 'Lakshadweep'
    | 'Puducherry';
  pincode: string;
};
export type EditProfileDto = {
  username: string;
  /** 10 digits starting 6-9; empty or null removes it */
  phone?: string | null;
  shippingAddress?: ShippingAddressDto | null;
  profileImage?: string | null;
};
export type UpdateRoleDto = {
  role: 'user' | 'admin';
};
export type ProductDto = {
  _id: string;
  id: string;
  name: string;
  description: string;
  category: 'Mirrors' | 'Table Decor' | 'Tables' | 'Wall Art' | 'Wall Shelves' | 'Table Top';
  material: string | null;
  size: string | null;
  metal: string | null;
  /** HSN code printed on GST invoices */
  hsnCode: string | null;
  /** GST rate in percent */
  gstRate: number;
  /** Absolute URL: uploaded images are answered under PUBLIC_URL (`<PUBLIC_URL>/uploads/...`); requests may send that URL, the `/uploads/...` path, or another http(s) URL */
  image: string;
  /** Absolute URL: uploaded images are answered under PUBLIC_URL (`<PUBLIC_URL>/uploads/...`); requests may send that URL, the `/uploads/...` path, or another http(s) URL */
  additionalImages: string[];
  /** Rupees the shopper pays now (deal applied) */
  price: number;
  /** Struck-through price: the original price under a deal, else the product old price */
  oldPrice: number | null;
  /** The product's own price in rupees, before any deal */
  originalPrice: number;
  /** The old price stored on the product (as the admin entered it), whatever the deal */
  listOldPrice: number | null;
  /** Deal percent applied now, 0 when none */
  dealDiscount: number;
  dealTitle: string | null;
  /** Pieces left to sell; null = made to order (always available) */
  stock: number | null;
  /** false when the count is 0: Add to Cart is disabled */
  inStock: boolean;
  rating: number;
  reviewCount: number;
  isTrending: boolean;
  /** Id of the admin who added it */
  author: string | null;
  createdAt: string;
};
export type ProductPageDto = {
  products: ProductDto[];
  totalPages: number;
  totalProducts: number;
};
export type ProductListDto = {
  products: ProductDto[];
};
export type ApplicableDealDto = {
  title: string;
  discount: number;
  categories: ('Mirrors' | 'Table Decor' | 'Tables' | 'Wall Art' | 'Wall Shelves' | 'Table Top')[];
};
export type ApplicableDealsDto = {
  success: boolean;
  /** null when no deal applies now */
  deal: ApplicableDealDto | null;
  categories: ('Mirrors' | 'Table Decor' | 'Tables' | 'Wall Art' | 'Wall Shelves' | 'Table Top')[];
  /** How many products the deal applies to now */
  applicableProducts: number;
  /** The newest of them (at most 20) */
  products: ProductDto[];
};
export type ReviewerDto = {
  _id: string;
  username: string;
};
export type ProductReviewDto = {
  _id: string;
  id: string;
  productId: string;
  userId: string;
  rating: number;
  comment: string;
  createdAt: string;
  updatedAt: string;
  user: ReviewerDto;
};
export type ProductDetailDto = {
  product: ProductDto;
  /** Newest first */
  reviews: ProductReviewDto[];
};
export type ProductSavedDto = {
  message: string;
  product: ProductDto;
};
export type CreateProductDto = {
  name: string;
  /** Case-insensitive */
  category: 'Mirrors' | 'Table Decor' | 'Tables' | 'Wall Art' | 'Wall Shelves' | 'Table Top';
  /** Rupees, positive, at most 10000000, at most 2 decimals */
  price: number | string;
  /** Struck-through price in rupees; empty or null for none */
  oldPrice?: number | string | null;
  image: string;
  additionalImages?: string[];
  description?: string;
  material?: string | null;
  size?: string | null;
  metal?: string | null;
  /** Pieces in stock; null = made to order. Left out on update: the count is not touched (orders may have changed it since the form was opened). Every change is kept in the stock history. */
  stock?: number | null;
  /** HSN code for GST invoices: 4, 6 or 8 digits; empty or null for none */
  hsnCode?: string | null;
  /** GST rate in percent (default 18) */
  gstRate?: 0 | 3 | 5 | 12 | 18 | 28 | 40;
  /** Accepted for the admin form, ignored: the author is the signed-in admin */
  author?: string;
};
export type UpdateProductDto = {
  name: string;
  /** Case-insensitive */
  category: 'Mirrors' | 'Table Decor' | 'Tables' | 'Wall Art' | 'Wall Shelves' | 'Table Top';
  /** Rupees, positive, at most 10000000, at most 2 decimals */
  price: number | string;
  /** Struck-through price in rupees; empty or null for none */
  oldPrice?: number | string | null;
  image: string;
  additionalImages?: string[];
  description?: string;
  material?: string | null;
  size?: string | null;
  metal?: string | null;
  /** Pieces in stock; null = made to order. Left out on update: the count is not touched (orders may have changed it since the form was opened). Every change is kept in the stock history. */
  stock?: number | null;
  /** HSN code for GST invoices: 4, 6 or 8 digits; empty or null for none */
  hsnCode?: string | null;
  /** GST rate in percent (default 18) */
  gstRate?: 0 | 3 | 5 | 12 | 18 | 28 | 40;
  /** Accepted for the admin form, ignored: the author is the signed-in admin */
  author?: string;
  /** Shown in the trending list */
  isTrending?: boolean;
};
export type ReviewDto = {
  _id: string;
  id: string;
  productId: string;
  userId: string;
  rating: number;
  comment: string;
  createdAt: string;
  updatedAt: string;
};
export type ReviewPostedDto = {
  message: string;
  review: ReviewDto;
};
export type PostReviewDto = {
  productId: string;
  rating: number;
  /** Plain text */
  comment?: string;
  /** Accepted for older clients and ignored: the reviewer is always the signed-in user */
  userId?: string;
};
export type TotalReviewsDto = {
  totalReviews: number;
};
export type ReviewedProductDto = {
  _id: string;
  id: string;
  name: string;
  image: string;
};
export type UserReviewDto = {
  _id: string;
  id: string;
  productId: string;
  userId: string;
  rating: number;
  comment: string;
  createdAt: string;
  updatedAt: string;
  product: ReviewedProductDto;
};
export type UploadImageDto = {
  /** A data URL (data:image/...;base64,...) of a JPG, PNG, GIF or WebP image of at most 5 MB */
  image: string;
};
export type LowStockProductDto = {
  id: string;
  name: string;
  image: string;
  category: string;
  /** Pieces left */
  stock: number;
};
export type LowStockDto = {
  /** The threshold used */
  threshold: number;
  /** Fewest first */
  products: LowStockProductDto[];
};
export type StockMovementDto = {
  id: string;
  productId: string;
  productName: string;
  /** Pieces added (positive) or taken (negative); 0 when made-to-order was switched */
  change: number;
  /** Count after the change; null = made to order */
  stockAfter: number | null;
  /** initial: count given when the product was added; order: reserved by a placed order; cancel: given back by a cancelled order; reopen: taken again when a cancelled order was reopened; order_deleted: given back when an unshipped order was deleted; admin_edit: set by an admin */
  reason: 'initial' | 'order' | 'cancel' | 'reopen' | 'order_deleted' | 'admin_edit';
  orderId: string | null;
  /** The user or admin who caused it */
  actorId: string | null;
  note: string | null;
  createdAt: string;
};
export type StockHistoryDto = {
  /** Newest first */
  movements: StockMovementDto[];
  total: number;
  page: number;
  totalPages: number;
};
export type StockSetDto = {
  message: string;
  /** false when the count was already that */
  changed: boolean;
  productId: string;
  stock: number | null;
};
export type SetStockDto = {
  /** null = made to order */
  stock: number | null;
  /** Kept in the stock history, e.g. "Recount after Diwali sale" */
  note?: string;
};
export type DealDto = {
  /** Always 1: the shop has one deal */
  _id: number;
  id: number;
  title: string;
  description: string;
  discount: number;
  /** Absolute URL: uploaded images are answered under PUBLIC_URL (`<PUBLIC_URL>/uploads/...`); requests may send that URL, the `/uploads/...` path, or another http(s) URL */
  imageUrl: string | null;
  /** The home page hero video (muted loop) */
  heroVideoUrl: string | null;
  /** The hero video's poster image */
  heroPosterUrl: string | null;
  endDate: string | null;
  categories: ('Mirrors' | 'Table Decor' | 'Tables' | 'Wall Art' | 'Wall Shelves' | 'Table Top')[];
  /** Switched on and not yet ended (false once the end date passes) */
  isActive: boolean;
  /** The end date has passed */
  expired: boolean;
  updatedAt: string;
};
export type DealResponseDto = {
  success: boolean;
  /** null before a deal was ever saved */
  data: DealDto | null;
};
export type DealSavedDto = {
  success: boolean;
  /** null before a deal was ever saved */
  data: DealDto | null;
  /** How many products the deal applies to right now */
  applicableProducts: number;
};
export type SaveDealDto = {
  title: string;
  description?: string;
  /** Whole percent */
  discount: number;
  /** Banner image URL (the admin form sends `image`) */
  image?: string | null;
  /** Same as image; image wins when both are sent */
  imageUrl?: string | null;
  /** The home page hero video, as answered by POST /uploadVideo. Omitted: unchanged; null or empty: removed */
  heroVideo?: string | null;
  /** The still shown before and instead of the hero video. Omitted: unchanged; null or empty: removed */
  heroPoster?: string | null;
  /** The deal stops applying at this moment */
  endDate: string;
  /** Case-insensitive; may be empty */
  categories: ('Mirrors' | 'Table Decor' | 'Tables' | 'Wall Art' | 'Wall Shelves' | 'Table Top')[];
  isActive?: boolean;
};
export type UploadVideoDto = {
  /** A data URL (data:video/...;base64,...) of a WebM or MP4 video of at most 4 MB */
  video: string;
};
export type ReelDto = {
  _id: string;
  id: string;
  instagramUrl: string;
  /** The platform's reel id, for the embed */
  embedId: string;
  caption: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};
export type ReelsResponseDto = {
  success: boolean;
  message: string;
  data: ReelDto[];
};
export type ReelResponseDto = {
  success: boolean;
  message: string;
  data: ReelDto;
};
export type SaveReelDto = {
  /** An Instagram reel or post link */
  instagramUrl: string;
  caption: string;
};
export type CartLineDto = {
  /** The cart item id (for update and remove) */
  _id: string;
  id: string;
  productId: string;
  name: string;
  /** Absolute URL: uploaded images are answered under PUBLIC_URL (`<PUBLIC_URL>/uploads/...`); requests may send that URL, the `/uploads/...` path, or another http(s) URL */
  image: string;
  /** Unit price now (deal applied), rupees */
  price: number;
  quantity: number;
  /** Unit price before the deal, rupees */
  originalPrice: number;
  /** The struck-through "was" price, rupees: the price before the deal while one applies, else the product's own old price; null without a saving */
  oldPrice: number | null;
  /** Deal percent, 0 when none */
  dealDiscount: number;
  dealTitle: string | null;
  material: string | null;
  /** price x quantity, rupees */
  lineTotal: number;
  /** Pieces left of the product; null = made to order. The cart warns when quantity is above it. */
  stock: number | null;
};
export type CartDto = {
  products: CartLineDto[];
  /** Subtotal, rupees */
  totalPrice: number;
  /** The coupon discount, rupees (0 without a coupon) */
  discount: number;
  /** The coupon the totals were priced with */
  couponCode: string | null;
  /** That coupon's percent */
  discountPercentage: number | null;
  /** 10% of the discounted subtotal, rupees */
  tax: number;
  /** The flat tax rate; null when each product is taxed at its own GST rate (GST_PER_PRODUCT_RATES) */
  taxRate: number | null;
  /** totalPrice - discount + tax, rupees: what the order will cost */
  grandTotal: number;
  /** Sum of quantities */
  selectedItems: number;
};
export type AddToCartDto = {
  productId: string;
  quantity?: number;
  /** Ignored: the product name is taken from the catalogue. */
  name?: string;
  /** Ignored: the image is taken from the catalogue. */
  image?: string;
  /** Ignored: the price is taken from the catalogue. */
  price?: number;
  /** Ignored: the user is the signed-in caller. */
  userId?: string;
  /** Ignored: the material is taken from the catalogue. */
  material?: string;
};
export type UpdateCartItemDto = {
  /** decrement at quantity 1 answers 400 'Quantity cannot be less than 1'; increment at 99 answers 400 */
  type: 'increment' | 'decrement';
};
export type CouponDto = {
  _id: string;
  id: string;
  code: string;
  discountPercentage: number;
  expiryDate: string;
  /** Orders that may use it in all; null: no limit */
  maxUses: number | null;
  /** Orders one customer may use it on; null: no limit */
  maxUsesPerCustomer: number | null;
  /** Least subtotal in rupees; null: any */
  minOrderValue: number | null;
  /** Orders holding it now (cancelled orders give their use back) */
  usedCount: number;
  createdAt: string;
};
export type CouponCreatedDto = {
  message: string;
  coupon: CouponDto;
};
export type CreateCouponDto = {
  /** Stored upper-case; letters, digits, - and _. */
  code: string;
  discountPercentage: number;
  /** Must be in the future; without a zone it is read as the server's local time. */
  expiryDate: string;
  /** Orders that may use it in all */
  maxUses?: number | null;
  /** Orders one customer may use it on */
  maxUsesPerCustomer?: number | null;
  /** Least subtotal in rupees (before discount and tax) */
  minOrderValue?: number | null;
};
export type ValidCouponDto = {
  discountPercentage: number;
  /** Least subtotal in rupees it applies to; null: any */
  minOrderValue: number | null;
  code: string;
  expiryDate: string;
};
export type ValidateCouponDto = {
  code: string;
};
export type OrderLineDto = {
  _id: string;
  id: string;
  /** null once the product is deleted */
  productId: string | null;
  name: string;
  /** Absolute URL: uploaded images are answered under PUBLIC_URL (`<PUBLIC_URL>/uploads/...`); requests may send that URL, the `/uploads/...` path, or another http(s) URL */
  image: string;
  material: string | null;
  /** Unit price paid (deal applied), rupees */
  price: number;
  /** Unit price before the deal, rupees */
  originalPrice: number;
  dealDiscount: number;
  dealTitle: string | null;
  quantity: number;
  /** price x quantity, rupees */
  lineTotal: number;
  /** HSN code when sold (GST invoices) */
  hsnCode: string | null;
  /** GST rate in percent when sold */
  gstRate: number | null;
};
export type AddressDto = {
  address: string;
  city: string;
  state: string;
  pincode: string;
};
export type TimelineEntryDto = {
  status: 'pending' | 'processing' | 'shipped' | 'completed' | 'cancelled';
  fromStatus:
    | ('pending' | 'processing' | 'shipped' | 'completed' | 'cancelled' | null)
    | ('pending' | 'processing' | 'shipped' | 'completed' | 'cancelled' | null);
  paymentStatus: 'unpaid' | 'paid' | 'failed' | 'partially_refunded' | 'refunded';
  actorRole: 'user' | 'admin' | 'system' | 'gateway';
  note: string | null;
  at: string;
};
export type RefundLineDto = {
  /** The order line's id (products[].id) */
  itemId: string;
  quantity: number;
};
export type RefundDto = {
  /** The refund id (chosen by the caller; the gateway's refund reference) */
  id: string;
  orderId: string;
  /** Rupees */
  amount: number;
  reason: string;
  /** The lines given back, when refunded by line */
  lines: RefundLineDto[] | null;
  status: 'pending' | 'success' | 'failed';
  /** The gateway's refund id */
  gatewayRefundId: string | null;
  createdAt: string;
  updatedAt: string;
};
export type PaymentInfoDto = {
  _id: string;
  id: string;
  orderId: string;
  email: string;
  method: 'COD' | 'UPI';
  provider: string | null;
  /** Rupees */
  amount: number;
  status: 'pending' | 'initiated' | 'paid' | 'failed' | 'cancelled' | 'partially_refunded' | 'refunded';
  /** The gateway's transaction id */
  txnId: string | null;
  /** Refunded so far (successful refunds), rupees */
  refunded: number;
  /** Refunds of this payment, oldest first */
  refunds: RefundDto[];
  createdAt: string;
  updatedAt: string;
};
export type ShipmentDto = {
  id: string;
  courier: 'delhivery' | 'bluedart' | 'dtdc' | 'indiapost' | 'ekart' | 'xpressbees' | 'other';
  /** The courier as the shopper reads it */
  courierName: string;
  awb: string;
  /** Where the shopper tracks the parcel; null when unknown */
  trackingUrl: string | null;
  shippedAt: string;
};
export type InvoiceSummaryDto = {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: string;
  /** Where the PDF is downloaded */
  pdfUrl: string;
};
export type OrderDto = {
  _id: string;
  id: string;
  /** Same as id (the payment success page shows it) */
  orderId: string;
  /** The account that placed it (owner); null once that account was deleted */
  userId: string | null;
  email: string;
  products: OrderLineDto[];
  /** Grand total, rupees */
  amount: number;
  subtotal: number;
  /** Coupon discount, rupees */
  discount: number;
  /** Rupees: 10% of the discounted subtotal ('flat'), or each line at its product's GST rate ('per_product') */
  tax: number;
  taxMode: 'flat' | 'per_product';
  status: 'pending' | 'processing' | 'shipped' | 'completed' | 'cancelled';
  paymentStatus: 'unpaid' | 'paid' | 'failed' | 'partially_refunded' | 'refunded';
  paymentMethod: 'COD' | 'UPI';
  couponCode: string | null;
  couponPercent: number | null;
  shippingAddress: AddressDto;
  cancelReason: string | null;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Every status change, oldest first */
  timeline: TimelineEntryDto[];
  payment: PaymentInfoDto | null;
  /** Parcels with courier, AWB and tracking link, oldest first */
  shipments: ShipmentDto[];
  /** Refunds, oldest first */
  refunds: RefundDto[];
  /** GST invoice and credit note, when issued */
  documents: InvoiceSummaryDto[];
};
export type OrderEnvelopeDto = {
  order: OrderDto;
};
export type AmountMismatchDto = {
  statusCode: number;
  message: string;
  error: string;
  /** The server's total, rupees */
  expectedAmount: number;
};
export type OrderLineInputDto = {
  productId: string;
  quantity: number;
};
export type CreateOrderDto = {
  products: OrderLineInputDto[];
  /** The total the shopper saw; the server recomputes it and answers 409 when it differs by more than 0.01. */
  amount: number | string;
  email: string;
  paymentMethod: 'COD' | 'UPI';
  /** Defaults to the user's profile address */
  shippingAddress?: ShippingAddressDto;
  couponCode?: string;
};
export type StatusCountsDto = {
  all: number;
  pending: number;
  processing: number;
  shipped: number;
  completed: number;
  cancelled: number;
};
export type AdminOrderListDto = {
  orders: OrderDto[];
  /** How many orders match (all pages) */
  count: number;
  lastUpdated: string;
  /** Orders per status, for the filter buttons */
  counts: StatusCountsDto;
};
export type OrderListDto = {
  orders: OrderDto[];
  /** How many orders match (all pages) */
  count: number;
  lastUpdated: string;
};
export type OrderUpdatedDto = {
  order: OrderDto;
  message: string;
};
export type UpdateOrderStatusDto = {
  status: 'pending' | 'processing' | 'shipped' | 'completed' | 'cancelled';
};
export type InvoiceReferenceDto = {
  number: string;
  issuedAt: string;
};
export type InvoicePartyDto = {
  legalName: string;
  address: string;
  state: string;
  stateCode: string;
  gstin: string;
};
export type InvoiceBuyerDto = {
  name: string;
  email: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
};
export type PlaceOfSupplyDto = {
  state: string;
  /** GST state code; null for a state the shop does not know */
  stateCode: string | null;
};
export type InvoiceLineDto = {
  description: string;
  hsnCode: string | null;
  quantity: number;
  /** Rupees */
  unitPrice: number;
  /** unit price x quantity, rupees */
  value: number;
  /** The line's share of the coupon discount, rupees */
  discount: number;
  /** Taxable value, rupees */
  taxable: number;
  /** GST rate in percent (CGST and SGST are half each) */
  ratePercent: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** taxable + tax, rupees */
  total: number;
};
export type InvoiceTotalsDto = {
  value: number;
  discount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
  /** The order's amount (what was charged), rupees */
  total: number;
};
export type InvoiceDto = {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: string;
  /** Financial year (April-March, India time) */
  financialYear: string;
  /** For a credit note: the invoice it reverses */
  against: InvoiceReferenceDto | null;
  orderId: string;
  seller: InvoicePartyDto;
  buyer: InvoiceBuyerDto;
  placeOfSupply: PlaceOfSupplyDto;
  /** intra_state: CGST + SGST; inter_state: IGST */
  supplyType: 'intra_state' | 'inter_state';
  lines: InvoiceLineDto[];
  totals: InvoiceTotalsDto;
  amountInWords: string;
  pdfUrl: string;
};
export type CreateShipmentDto = {
  courier: 'delhivery' | 'bluedart' | 'dtdc' | 'indiapost' | 'ekart' | 'xpressbees' | 'other';
  /** The AWB (tracking) number: 4-40 letters, digits or dashes; spaces are dropped, letters upper-cased */
  awb: string;
  /** Courier "other" only: its name */
  courierName?: string;
  /** Courier "other" only: the http(s) tracking link of this parcel */
  trackingUrl?: string;
};
export type CourierDto = {
  code: 'delhivery' | 'bluedart' | 'dtdc' | 'indiapost' | 'ekart' | 'xpressbees' | 'other';
  name: string;
  /** {awb} is replaced by the URL-encoded AWB; null for "other" */
  trackingUrlTemplate: string | null;
};
export type CourierListDto = {
  couriers: CourierDto[];
};
export type PaytmParamsDto = {
  mid: string;
  orderId: string;
  txnToken: string;
};
export type InitiatedPaymentDataDto = {
  /** Post these as form fields to transactionUrl */
  paytmParams: PaytmParamsDto;
  transactionUrl: string;
  txnId: string;
};
export type InitiatedPaymentDto = {
  success: boolean;
  message: string;
  data: InitiatedPaymentDataDto;
};
export type CustomerInfoDto = {
  email?: string;
  phone?: string;
};
export type InitiatePaymentDto = {
  orderId: string;
  /** Must equal the order's amount. */
  amount: number | string;
  customerInfo?: CustomerInfoDto;
};
export type PaymentStatusDataDto = {
  orderId: string;
  /** What the gateway reports */
  gatewayStatus: 'paid' | 'failed' | 'pending' | 'not-applicable';
  paymentStatus: 'unpaid' | 'paid' | 'failed' | 'refunded';
  orderStatus: 'pending' | 'processing' | 'shipped' | 'completed' | 'cancelled';
  txnId: string | null;
  amount: number;
};
export type PaymentStatusDto = {
  success: boolean;
  message: string;
  data: PaymentStatusDataDto;
};
export type OrderIdDto = {
  orderId: string;
};
export type CancelledOrderDto = {
  success: boolean;
  message: string;
  order: OrderDto;
};
export type CancelAbandonedOrderDto = {
  orderId: string;
  reason?: string;
};
export type UserPaymentsDto = {
  success: boolean;
  payments: PaymentInfoDto[];
};
export type ConfirmPaymentDto = {
  /** The order id the gateway returned with */
  session_id: string;
};
export type SandboxSettlementDto = {
  success: boolean;
  outcome: 'paid' | 'failed' | 'abandoned';
  /** The order after the shop handled the result */
  order: OrderDto;
};
export type SettleSandboxPaymentDto = {
  /** `paid`: the shopper pressed Pay; `failed`: the bank declined; `abandoned`: the shopper never came back (the shop cancels the order as its payment time-out would) */
  outcome: 'paid' | 'failed' | 'abandoned';
};
export type RefundResultDto = {
  success: boolean;
  message: string;
  refund: RefundDto;
  order: OrderDto;
};
export type RefundLineInputDto = {
  /** The order line's id (order.products[].id) */
  itemId: string;
  quantity: number;
};
export type CreateRefundDto = {
  orderId: string;
  /** Chosen by the caller for this refund; sending the same id again returns the same refund */
  refundId: string;
  reason: string;
  /** Rupees */
  amount?: number | string;
  /** Refund these order lines (their share of what was paid) */
  lines?: RefundLineInputDto[];
};
export type UserMonthActivityDto = {
  month: 'Jan' | 'Feb' | 'Mar' | 'Apr' | 'May' | 'Jun' | 'Jul' | 'Aug' | 'Sep' | 'Oct' | 'Nov' | 'Dec';
  /** Rupees paid for orders placed that month */
  payments: number;
  /** Orders placed that month (cancelled ones left out) */
  orders: number;
  /** Reviews written that month */
  reviews: number;
};
export type UserStatsDto = {
  /** Rupees paid: paid orders plus delivered cash-on-delivery orders */
  totalPayments: number;
  totalReviews: number;
  /** Items bought in the orders counted in totalPayments */
  totalPurchasedProducts: number;
  /** Jan-Dec of the current year (India time) */
  monthly: UserMonthActivityDto[];
};
export type MonthlyEarningsDto = {
  month: number;
  name: 'Jan' | 'Feb' | 'Mar' | 'Apr' | 'May' | 'Jun' | 'Jul' | 'Aug' | 'Sep' | 'Oct' | 'Nov' | 'Dec';
  /** Rupees */
  earnings: number;
};
export type AdminStatsDto = {
  /** Rupees, all time: paid orders plus cash-on-delivery orders not cancelled */
  totalEarnings: number;
  totalOrders: number;
  totalUsers: number;
  totalProducts: number;
  totalReviews: number;
  /** Jan-Dec of the requested year, India months */
  monthlyEarnings: MonthlyEarningsDto[];
};
export type DailyViewsDto = {
  day: string;
  views: number;
};
export type PageRankDto = {
  route: string;
  views: number;
};
export type PageViewsReportDto = {
  /** Every day of the range, days without views included as 0 */
  daily: DailyViewsDto[];
  /** The 10 most viewed routes of the range */
  topPages: PageRankDto[];
};
export type PageViewDto = {
  /** The page route; ids in it are counted as :id */
  route: string;
  /** The path shown in the address bar (not stored) */
  path: string;
};
export type WebhookEndpointDto = {
  id: string;
  url: string;
  description: string;
  events: (
    | 'order.created'
    | 'order.status_changed'
    | 'order.paid'
    | 'order.cancelled'
    | 'product.created'
    | 'product.updated'
    | 'product.deleted'
  )[];
  enabled: boolean;
  /** Failed attempts in a row; the endpoint is disabled when it reaches the limit */
  consecutiveFailures: number;
  /** Why the shop disabled it; null when enabled or turned off by hand */
  disabledReason: string | null;
  disabledAt: string | null;
  /** The last four characters of the secret, to tell secrets apart */
  secretHint: string;
  createdAt: string;
  updatedAt: string;
};
export type WebhookEndpointListDto = {
  endpoints: WebhookEndpointDto[];
};
export type CreatedWebhookEndpointDto = {
  message: string;
  endpoint: WebhookEndpointDto;
  /** The signing secret. Shown only in this answer: store it with the receiver */
  secret: string;
};
export type CreateWebhookEndpointDto = {
  /** Where events are POSTed: http(s) only; production refuses private and loopback addresses */
  url: string;
  /** The events this endpoint receives */
  events: (
    | 'order.created'
    | 'order.status_changed'
    | 'order.paid'
    | 'order.cancelled'
    | 'product.created'
    | 'product.updated'
    | 'product.deleted'
  )[];
  /** A note for the admins */
  description?: string;
  /** Disabled endpoints receive nothing */
  enabled?: boolean;
  /** The signing secret; generated when left out. Answered once, at creation */
  secret?: string;
};
export type WebhookEndpointReplyDto = {
  message: string;
  endpoint: WebhookEndpointDto;
};
export type UpdateWebhookEndpointDto = {
  /** Where events are POSTed: http(s) only; production refuses private and loopback addresses */
  url?: string;
  /** The events this endpoint receives */
  events?: (
    | 'order.created'
    | 'order.status_changed'
    | 'order.paid'
    | 'order.cancelled'
    | 'product.created'
    | 'product.updated'
    | 'product.deleted'
  )[];
  /** A note for the admins */
  description?: string;
  /** Disabled endpoints receive nothing */
  enabled?: boolean;
  /** The signing secret; generated when left out. Answered once, at creation */
  secret?: string;
};
export type WebhookDeliveryDto = {
  /** Sent as X-Shop-Delivery-Id */
  id: string;
  endpointId: string;
  /** The event (X-Shop-Event-Id): the same in retries and resends */
  eventId: string;
  eventType:
    | 'order.created'
    | 'order.status_changed'
    | 'order.paid'
    | 'order.cancelled'
    | 'product.created'
    | 'product.updated'
    | 'product.deleted';
  /** pending: waiting for its next attempt; delivered: a 2xx came back; failed: gave up; cancelled: the endpoint was disabled */
  status: 'pending' | 'delivered' | 'failed' | 'cancelled';
  /** Attempts made so far */
  attempts: number;
  /** When the next attempt is due */
  nextAttemptAt: string | null;
  /** The receiver's HTTP status at the last attempt */
  responseCode: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
  updatedAt: string;
};
export type WebhookDeliveryListDto = {
  /** Newest first */
  deliveries: WebhookDeliveryDto[];
  total: number;
  totalPages: number;
};
export type WebhookDeliveryReplyDto = {
  message: string;
  delivery: WebhookDeliveryDto;
};
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
  useListProductsQuery,
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
  useRemoveShipmentMutation,
  useListCouriersQuery,
  useInitiatePaymentMutation,
  usePaymentCallbackMutation,
  useCheckPaymentStatusMutation,
  useCancelAbandonedOrderMutation,
  useListUserPaymentsQuery,
  useConfirmPaymentMutation,
  useSettleSandboxPaymentMutation,
  useCreateRefundMutation,
  useCheckRefundMutation,
  useGetUserStatsQuery,
  useGetAdminStatsQuery,
  useGetPageViewsReportQuery,
  useRecordPageViewMutation,
  useGetAnalyticsScriptQuery,
  useListWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useListWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
} = injectedRtkApi;
