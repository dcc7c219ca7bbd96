// Generated from docs/openapi.json by `npm run codegen -w storefront`. Do not edit by hand.
import type { Schema } from '@decor-shop/client';
import { baseApi as api } from './baseApi';
export const addTagTypes = [
  'health',
  'auth',
  'products',
  'reviews',
  'uploads',
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
  'sandbox',
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
      getDeal: build.query<GetDealApiResponse, GetDealApiArg>({
        query: () => ({ url: `/api/deal` }),
        providesTags: ['deal'],
      }),
      listDealCategories: build.query<ListDealCategoriesApiResponse, ListDealCategoriesApiArg>({
        query: () => ({ url: `/api/deal/categories` }),
        providesTags: ['deal'],
      }),
      listReels: build.query<ListReelsApiResponse, ListReelsApiArg>({
        query: () => ({ url: `/api/reels` }),
        providesTags: ['reels'],
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
      getReturnCreditNotePdf: build.query<GetReturnCreditNotePdfApiResponse, GetReturnCreditNotePdfApiArg>({
        query: (queryArg) => ({ url: `/api/returns/${queryArg.id}/credit-note/pdf` }),
        providesTags: ['returns'],
      }),
      getUserStats: build.query<GetUserStatsApiResponse, GetUserStatsApiArg>({
        query: (queryArg) => ({ url: `/api/stats/user-stats/${queryArg.id}` }),
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
      getSandboxSignUpCode: build.query<GetSandboxSignUpCodeApiResponse, GetSandboxSignUpCodeApiArg>({
        query: (queryArg) => ({
          url: `/api/sandbox/sign-up-code`,
          params: {
            email: queryArg.email,
          },
        }),
        providesTags: ['sandbox'],
      }),
      settleSandboxPayment: build.mutation<SettleSandboxPaymentApiResponse, SettleSandboxPaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/sandbox/payments/${queryArg.orderId}/settle`,
          method: 'POST',
          body: queryArg.settleSandboxPaymentDto,
        }),
        invalidatesTags: ['sandbox'],
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
export type GetDealApiResponse = /** status 200  */ DealResponseDto;
export type GetDealApiArg = void;
export type ListDealCategoriesApiResponse = /** status 200  */ (
  'Mirrors' | 'Table Decor' | 'Tables' | 'Wall Art' | 'Wall Shelves' | 'Table Top'
)[];
export type ListDealCategoriesApiArg = void;
export type ListReelsApiResponse = /** status 200 Shown reels only, newest first */ ReelsResponseDto;
export type ListReelsApiArg = void;
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
export type GetReturnCreditNotePdfApiResponse = /** status 200 The credit note as a PDF (attachment) */ Blob;
export type GetReturnCreditNotePdfApiArg = {
  id: string;
};
export type GetUserStatsApiResponse = /** status 200  */ UserStatsDto;
export type GetUserStatsApiArg = {
  id: string;
};
export type RecordPageViewApiResponse = unknown;
export type RecordPageViewApiArg = {
  pageViewDto: PageViewDto;
};
export type GetAnalyticsScriptApiResponse = /** status 200 The page-view script */ string;
export type GetAnalyticsScriptApiArg = void;
export type GetSettingsApiResponse = /** status 200  */ ShopSettingsDto;
export type GetSettingsApiArg = void;
export type GetSandboxSignUpCodeApiResponse = /** status 200 The live code of the address */ SandboxSignUpCodeDto;
export type GetSandboxSignUpCodeApiArg = {
  /** The address `sendOtp` mailed: an address at example.com, example.net or example.org, or under .test, .example, .invalid or .localhost */
  email: string;
};
export type SettleSandboxPaymentApiResponse = /** status 200  */ SandboxSettlementDto;
export type SettleSandboxPaymentApiArg = {
  orderId: string;
  settleSandboxPaymentDto: SettleSandboxPaymentDto;
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
export type ProductOptionDto = Schema<'ProductOptionDto'>;
export type VariantDto = Schema<'VariantDto'>;
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
export type ReviewDto = Schema<'ReviewDto'>;
export type ReviewPostedDto = Schema<'ReviewPostedDto'>;
export type PostReviewDto = Schema<'PostReviewDto'>;
export type TotalReviewsDto = Schema<'TotalReviewsDto'>;
export type ReviewedProductDto = Schema<'ReviewedProductDto'>;
export type UserReviewDto = Schema<'UserReviewDto'>;
export type UploadImageDto = Schema<'UploadImageDto'>;
export type DealDto = Schema<'DealDto'>;
export type DealResponseDto = Schema<'DealResponseDto'>;
export type ReelDto = Schema<'ReelDto'>;
export type ReelsResponseDto = Schema<'ReelsResponseDto'>;
export type CartLineDto = Schema<'CartLineDto'>;
export type CartDto = Schema<'CartDto'>;
export type AddToCartDto = Schema<'AddToCartDto'>;
export type UpdateCartItemDto = Schema<'UpdateCartItemDto'>;
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
export type OrderListDto = Schema<'OrderListDto'>;
export type InvoiceReferenceDto = Schema<'InvoiceReferenceDto'>;
export type InvoicePartyDto = Schema<'InvoicePartyDto'>;
export type InvoiceBuyerDto = Schema<'InvoiceBuyerDto'>;
export type PlaceOfSupplyDto = Schema<'PlaceOfSupplyDto'>;
export type InvoiceLineDto = Schema<'InvoiceLineDto'>;
export type InvoiceTotalsDto = Schema<'InvoiceTotalsDto'>;
export type InvoiceDto = Schema<'InvoiceDto'>;
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
export type ReturnLineDto = Schema<'ReturnLineDto'>;
export type ReturnCreditNoteDto = Schema<'ReturnCreditNoteDto'>;
export type ReturnDto = Schema<'ReturnDto'>;
export type ReturnLineInputDto = Schema<'ReturnLineInputDto'>;
export type CreateReturnDto = Schema<'CreateReturnDto'>;
export type ReturnWindowDto = Schema<'ReturnWindowDto'>;
export type ReturnableLineDto = Schema<'ReturnableLineDto'>;
export type OrderReturnsDto = Schema<'OrderReturnsDto'>;
export type UserMonthActivityDto = Schema<'UserMonthActivityDto'>;
export type UserStatsDto = Schema<'UserStatsDto'>;
export type PageViewDto = Schema<'PageViewDto'>;
export type FooterLinkDto = Schema<'FooterLinkDto'>;
export type SettingsPageDto = Schema<'SettingsPageDto'>;
export type ShopSettingsDto = Schema<'ShopSettingsDto'>;
export type SandboxSignUpCodeDto = Schema<'SandboxSignUpCodeDto'>;
export type SandboxSettlementDto = Schema<'SandboxSettlementDto'>;
export type SettleSandboxPaymentDto = Schema<'SettleSandboxPaymentDto'>;
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
  useListProductsQuery,
  useListProductOptionCountsQuery,
  useListTrendingProductsQuery,
  useSearchProductsQuery,
  useListDealProductsQuery,
  useGetApplicableDealQuery,
  useListRelatedProductsQuery,
  useGetProductQuery,
  useListRecommendedProductsQuery,
  usePostReviewMutation,
  useGetReviewTotalsQuery,
  useListUserReviewsQuery,
  useUploadImageMutation,
  useGetDealQuery,
  useListDealCategoriesQuery,
  useListReelsQuery,
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useClearCartMutation,
  useValidateCouponMutation,
  useCreateOrderMutation,
  useGetOrderQuery,
  useListOrdersByEmailQuery,
  useGetInvoiceQuery,
  useGetInvoicePdfQuery,
  useGetCreditNoteQuery,
  useGetCreditNotePdfQuery,
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
  useCreateReturnMutation,
  useGetOrderReturnsQuery,
  useUploadReturnPhotoMutation,
  useGetReturnCreditNotePdfQuery,
  useGetUserStatsQuery,
  useRecordPageViewMutation,
  useGetAnalyticsScriptQuery,
  useGetSettingsQuery,
  useGetSandboxSignUpCodeQuery,
  useSettleSandboxPaymentMutation,
} = injectedRtkApi;
