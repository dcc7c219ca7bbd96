/**
 * The name, summary and description of every operation, keyed by `Controller_method` (what
 * Nest's document builder calls it). The operationId becomes the method name in generated
 * clients (`listProducts`, `useListProductsQuery`), so it is chosen for readers, not derived
 * from class names. Building the document fails for a route missing here (see document.ts).
 */
export interface OperationText {
  operationId: string;
  summary: string;
  description: string;
}

const op = (operationId: string, summary: string, description: string): OperationText => ({
  operationId,
  summary,
  description,
});

export const OPERATIONS: Record<string, OperationText> = {
  HealthController_check: op(
    'getHealth',
    'Health of the shop',
    'Whether PostgreSQL and the job queue answer. 200 when both do, 503 with the same fields and the error body when either does not; for load balancers and uptime checks.',
  ),

  AuthController_sendOtp: op(
    'sendOtp',
    'Send a sign-up code',
    'E-mails a six-digit one-time code to an address that has no account yet. Limited per address and per client (429 with the waiting time).',
  ),
  AuthController_verifyOtp: op(
    'verifyOtp',
    'Check a sign-up code',
    'Checks the code sent by `sendOtp` without using it up; registration checks it again.',
  ),
  AuthController_register: op(
    'register',
    'Create an account',
    'Creates a shopper account with the e-mailed code and signs it in: the answer sets the `token` session cookie and carries the user.',
  ),
  AuthController_login: op(
    'login',
    'Sign in',
    'Signs in with e-mail and password. The answer carries a bearer token for programs and sets the `token` cookie for browsers. Repeated failures are refused with 429.',
  ),
  AuthController_logout: op('logout', 'Sign out', 'Clears the session cookie. Harmless without a session.'),
  AuthController_changePassword: op(
    'changePassword',
    'Change the password',
    'Changes the signed-in account password after checking the current one; other sessions of the account end.',
  ),
  AuthController_forgotPassword: op(
    'forgotPassword',
    'Ask for a password reset',
    'E-mails a reset code when an account has this address. The answer is the same whether or not it has, so it cannot be used to find accounts.',
  ),
  AuthController_resetPassword: op(
    'resetPassword',
    'Reset the password',
    'Sets a new password with the e-mailed reset code and signs the account in.',
  ),
  AuthController_me: op('getCurrentUser', 'The signed-in account', 'The account the token or cookie belongs to.'),
  AuthController_editProfile: op(
    'editProfile',
    'Edit the profile',
    'Changes the signed-in account name, phone, picture or shipping address; `null` clears an optional field.',
  ),
  UsersController_list: op('listUsers', 'List accounts (admin)', 'Every account, newest first. Admins only.'),
  UsersController_changeRole: op(
    'changeUserRole',
    'Change an account role (admin)',
    'Makes an account an admin or a shopper. The last admin cannot be demoted (409). Admins only.',
  ),
  UsersController_remove: op(
    'deleteUser',
    'Delete an account (admin)',
    'Deletes an account with its cart and reviews (ratings are recomputed); its orders are kept for the books. An admin cannot delete their own account (409).',
  ),

  ProductsController_list: op(
    'listProducts',
    'List products',
    'One page of the catalogue, filtered by category, price and search words and sorted by `sortBy`. Prices are what a shopper pays now (with a live deal applied).',
  ),
  ProductsController_trending: op(
    'listTrendingProducts',
    'Trending products',
    'Products marked trending, best rated first.',
  ),
  ProductsController_search: op(
    'searchProducts',
    'Search products',
    'Full-text search over names and descriptions, best match first; misspelt words are corrected against the catalogue when there are few matches.',
  ),
  ProductsController_deals: op(
    'listDealProducts',
    'Products on deal',
    'The product listing restricted to the products the current deal applies to.',
  ),
  ProductsController_applicable: op(
    'getApplicableDeal',
    'The deal and its products',
    'The current deal (or `null`), the categories it covers and up to 20 of its products.',
  ),
  ProductsController_related: op(
    'listRelatedProducts',
    'Related products',
    'Up to 8 products of the same category, best rated first.',
  ),
  ProductsController_findOne: op('getProduct', 'A product', 'A product with its reviews, newest first.'),
  ProductsController_create: op(
    'createProduct',
    'Create a product (admin)',
    'Adds a product to the catalogue. Prices are rupees with at most two decimals. Admins only.',
  ),
  ProductsController_update: op(
    'updateProduct',
    'Update a product (admin)',
    'Changes the given fields of a product; `null` clears an optional field. Admins only.',
  ),
  ProductsController_remove: op(
    'deleteProduct',
    'Delete a product (admin)',
    'Removes a product and its reviews; orders keep their own copy of the line. Admins only.',
  ),
  RecommendedProductsController_recommended: op(
    'listRecommendedProducts',
    'Recommended products',
    'Trending products first, then the best rated; at most 8.',
  ),

  ReviewsController_post: op(
    'postReview',
    'Review a product',
    'Adds or replaces the signed-in shopper review of a product (one per shopper and product) and updates its rating.',
  ),
  ReviewsController_total: op('getReviewTotals', 'Number of reviews', 'How many reviews the shop holds in all.'),
  ReviewsController_forUser: op(
    'listUserReviews',
    'Reviews of a shopper',
    'The reviews one shopper wrote, newest first. Only that shopper or an admin may read them.',
  ),
  HeroVideoController_upload: op(
    'uploadHeroVideo',
    'Upload the home page hero video',
    "Admins only. A WebM or MP4 file (judged by its bytes, at most 4 MB) sent as a data URL; the answer is the stored video's URL, for the deal's `heroVideo`.",
  ),
  WebhooksController_list: op(
    'listWebhookEndpoints',
    'List webhook endpoints',
    'Admins only. Every registered endpoint, newest first, with its events, state and failure count; secrets are never shown (only their last four characters).',
  ),
  WebhooksController_create: op(
    'createWebhookEndpoint',
    'Register a webhook endpoint',
    'Admins only. An http(s) URL and the events to send to it; the signing secret is generated when not given and is in this answer only. See docs/webhooks.md for the signature.',
  ),
  WebhooksController_update: op(
    'updateWebhookEndpoint',
    'Change a webhook endpoint',
    'Admins only. Changes its URL, events, description, secret or state; enabling it again clears its failure count.',
  ),
  WebhooksController_remove: op(
    'deleteWebhookEndpoint',
    'Delete a webhook endpoint',
    'Admins only. Removes the endpoint and its delivery log.',
  ),
  WebhooksController_deliveries: op(
    'listWebhookDeliveries',
    "An endpoint's delivery log",
    'Admins only. Deliveries newest first, paged, with status, attempts, the last response code and error, and the next attempt.',
  ),
  WebhooksController_resend: op(
    'resendWebhookDelivery',
    'Resend one delivery',
    'Admins only. A new delivery of the same event (same `X-Shop-Event-Id`) to the same endpoint; 409 while the endpoint is disabled.',
  ),
  UploadsController_upload: op(
    'uploadImage',
    'Upload an image (admin)',
    'Stores a product, deal or profile picture (multipart field `image`, JPEG, PNG, WebP or GIF) as WebP and answers its URL. Limited per user.',
  ),

  StockController_low: op(
    'listLowStock',
    'Products low on stock (admin)',
    'Products whose counted stock is at or below the threshold, fewest first. Admins only.',
  ),
  StockController_history: op(
    'listStockHistory',
    'Stock movements (admin)',
    'The ledger of stock changes (orders, cancellations, admin counts), newest first. Admins only.',
  ),
  StockController_set: op(
    'setStock',
    'Set the stock of a product (admin)',
    'Records a counted stock level (or `null` for untracked stock) as a movement in the ledger. Admins only.',
  ),

  DealsController_current: op('getDeal', 'The current deal', 'The deal the shop runs now, or `data: null`.'),
  DealsController_save: op(
    'saveDeal',
    'Save the deal (admin)',
    'Creates or replaces the shop deal: title, discount, categories and dates. Admins only.',
  ),
  DealsController_categories: op('listDealCategories', 'Deal categories', 'The categories a deal may cover.'),

  ReelsController_shown: op('listReels', 'Reels shown in the shop', 'Active Instagram reels, newest first.'),
  ReelsController_all: op(
    'listAllReels',
    'All reels (admin)',
    'Every reel, shown or hidden, newest first. Admins only.',
  ),
  ReelsController_create: op(
    'createReel',
    'Add a reel (admin)',
    'Adds an Instagram reel by its URL, with a caption. Admins only.',
  ),
  ReelsController_update: op('updateReel', 'Edit a reel (admin)', 'Changes the URL or caption of a reel. Admins only.'),
  ReelsController_remove: op('deleteReel', 'Delete a reel (admin)', 'Removes a reel. Admins only.'),
  ReelsController_toggle: op(
    'toggleReel',
    'Show or hide a reel (admin)',
    'Flips whether a reel is shown. Admins only.',
  ),

  CartController_get: op(
    'getCart',
    'A shopper cart',
    'The cart priced by the server: lines, subtotal, deal and coupon discounts, tax and total. With `couponCode` the cart is priced with that coupon. Only the shopper or an admin.',
  ),
  CartController_add: op(
    'addToCart',
    'Add to the cart',
    'Adds pieces of a product to the signed-in shopper cart (quantities of the same product add up).',
  ),
  CartController_update: op(
    'updateCartItem',
    'Change a cart line',
    'Sets the quantity of one line of the caller cart.',
  ),
  CartController_remove: op('removeCartItem', 'Remove a cart line', 'Removes one line of the caller cart.'),
  CartController_clear: op(
    'clearCart',
    'Empty a cart',
    'Removes every line of the cart. Only the shopper or an admin.',
  ),

  CouponsController_add: op(
    'createCoupon',
    'Create a coupon (admin)',
    'Adds a percentage coupon with an expiry date. Admins only.',
  ),
  CouponsController_list: op('listCoupons', 'List coupons (admin)', 'Every coupon, newest first. Admins only.'),
  CouponsController_remove: op('deleteCoupon', 'Delete a coupon (admin)', 'Removes a coupon. Admins only.'),
  CouponsController_validate: op(
    'validateCoupon',
    'Check a coupon',
    'Whether a coupon code can be used by the signed-in shopper now, with its discount.',
  ),

  OrdersController_create: op(
    'createOrder',
    'Place an order',
    'Turns the signed-in shopper cart into an order, priced by the server, reserving stock. COD orders are placed at once; UPI orders wait for payment (see `initiatePayment`). Send an `Idempotency-Key` so a retried request returns the first order instead of placing a second.',
  ),
  OrdersController_listAll: op(
    'listOrders',
    'List orders (admin)',
    'Orders of every shopper, newest first, filtered by status. Admins only.',
  ),
  OrdersController_get: op(
    'getOrder',
    'An order',
    'An order with its lines, status timeline, payments and parcels. Only its shopper or an admin.',
  ),
  OrdersController_listByEmail: op(
    'listOrdersByEmail',
    'Orders of a shopper',
    'The orders placed with one e-mail address, newest first. Only that shopper or an admin.',
  ),
  OrdersController_updateStatus: op(
    'updateOrderStatus',
    'Change an order status (admin)',
    'Moves an order along its life (processing, shipped, delivered, cancelled); moves the rules forbid answer 409. Admins only.',
  ),
  OrdersController_remove: op(
    'deleteOrder',
    'Delete an order (admin)',
    'Deletes an order and releases its reserved stock. Admins only.',
  ),
  InvoicesController_invoice: op(
    'getInvoice',
    'The GST invoice of an order',
    'The tax invoice of a paid or delivered order as data. Only its shopper or an admin.',
  ),
  InvoicesController_invoicePdf: op(
    'getInvoicePdf',
    'The GST invoice as PDF',
    'The same invoice as a PDF document. Only its shopper or an admin.',
  ),
  InvoicesController_creditNote: op(
    'getCreditNote',
    'The credit note of an order',
    'The credit note of a refunded order as data. Only its shopper or an admin.',
  ),
  InvoicesController_creditNotePdf: op(
    'getCreditNotePdf',
    'The credit note as PDF',
    'The same credit note as a PDF document. Only its shopper or an admin.',
  ),
  ShipmentsController_add: op(
    'addShipment',
    'Ship a parcel (admin)',
    'Records a parcel of an order with its courier and AWB number; the order becomes shipped. Admins only.',
  ),
  ShipmentsController_remove: op(
    'removeShipment',
    'Remove a parcel (admin)',
    'Deletes a parcel recorded by mistake. Admins only.',
  ),
  CouriersController_list: op('listCouriers', 'Couriers', 'The couriers the shop ships with and their tracking links.'),

  PaymentsController_initiate: op(
    'initiatePayment',
    'Start a UPI payment',
    'Starts the gateway transaction of an unpaid UPI order and answers what the payment page needs. With the sandbox gateway on, `settleSandboxPayment` completes it without a browser.',
  ),
  PaymentsController_callback: op(
    'paymentCallback',
    'Gateway callback',
    'Where the payment gateway posts the signed result of a transaction (a form body). The signature is checked; the answer redirects the browser to the storefront order page. Not for integrators to call.',
  ),
  PaymentsController_status: op(
    'checkPaymentStatus',
    'Check a payment',
    'Asks the gateway for the result of the order transaction and records it. Only its shopper or an admin.',
  ),
  PaymentsController_cancelAbandoned: op(
    'cancelAbandonedOrder',
    'Cancel an unpaid order',
    'Cancels an order whose UPI payment the shopper abandoned and releases its stock.',
  ),
  PaymentsController_userPayments: op(
    'listUserPayments',
    'Payments of a shopper',
    'The payments made with one e-mail address, newest first. Only that shopper or an admin.',
  ),
  ConfirmPaymentController_confirm: op(
    'confirmPayment',
    'Confirm a payment',
    'Records the result of a UPI payment after the shopper returns from the gateway, asking the gateway itself.',
  ),
  RefundsController_create: op(
    'createRefund',
    'Refund an order (admin)',
    'Refunds a paid order in full or in part through the gateway (UPI) or by record (COD). Admins only.',
  ),
  RefundsController_check: op(
    'checkRefund',
    'Check a refund (admin)',
    'Asks the gateway for the state of a pending refund and records it. Admins only.',
  ),

  StatsController_userStats: op(
    'getUserStats',
    'A shopper figures',
    'Orders and spending of one shopper. Only that shopper or an admin.',
  ),
  StatsController_adminStats: op(
    'getAdminStats',
    'Shop figures (admin)',
    'Earnings, orders per status, users, products per category, reviews and monthly earnings. Admins only.',
  ),
  StatsController_pageViewsReport: op(
    'getPageViewsReport',
    'Page views (admin)',
    'Page views per day and the most viewed routes over a period. Admins only.',
  ),
  AnalyticsController_pageView: op(
    'recordPageView',
    'Count a page view',
    'The storefront beacon: counts one view of a route. Views beyond the per-client limits are dropped silently.',
  ),
  AnalyticsController_script: op(
    'getAnalyticsScript',
    'The page-view script',
    'The small script that sends the page-view beacon.',
  ),

  SandboxSettlementController_settle: op(
    'settleSandboxPayment',
    'Settle a test payment (sandbox only)',
    'Test mode for integrators: completes the pending UPI transaction of an order as `paid`, `failed` or `abandoned` through the same signed gateway callback the sandbox Pay button posts, so an integration test needs no browser. Only while the built-in sandbox gateway is on (no `PAYTM_HOST`, or `PAYMENT_SANDBOX=true`); 404 with a real gateway, which production requires unless `PAYMENT_SANDBOX=true` says otherwise. Only the shopper of the order, as for paying it.',
  ),
  SandboxSignUpCodesController_get: op(
    'getSandboxSignUpCode',
    'Read a sign-up code (sandbox only)',
    'Test mode for integrators: the live six-digit code `sendOtp` mailed to an address, so an integration registers without reading mail (`sendOtp`, then this, then `verifyOtp` and `register`). Only while the built-in sandbox gateway is on (404 otherwise, as for `settleSandboxPayment`), and only for addresses on domains reserved for testing (example.com, example.net, example.org, or under .test, .example, .invalid, .localhost), which no one receives mail at; other addresses answer 400. The shop still sends the mail. Sign-up codes exist only for addresses without an account, so no other mail (password resets, orders) is ever shown.',
  ),
};

/** Tags in the order readers meet them, each with what it groups. */
export const TAGS: { name: string; description: string }[] = [
  { name: 'products', description: 'The catalogue: listing, search, details, and its administration' },
  { name: 'reviews', description: 'Shopper reviews and ratings' },
  { name: 'deal', description: 'The shop deal (a discount on some categories for a time)' },
  { name: 'cart', description: 'Shopper carts, priced by the server' },
  { name: 'coupons', description: 'Percentage coupons' },
  { name: 'orders', description: 'Placing and following orders' },
  { name: 'payments', description: 'UPI payments through the gateway, COD, refunds' },
  {
    name: 'sandbox',
    description:
      'Test mode, only while the sandbox gateway is on: read sign-up codes of test addresses, settle payments without a browser',
  },
  { name: 'invoices', description: 'GST invoices and credit notes' },
  { name: 'shipments', description: 'Parcels, couriers and tracking' },
  { name: 'stock', description: 'Stock levels and their ledger' },
  { name: 'auth', description: 'Accounts, sign-in and profiles' },
  { name: 'reels', description: 'Instagram reels shown in the shop' },
  { name: 'uploads', description: 'Images for products, deals and profiles' },
  { name: 'stats', description: 'Figures for shoppers and admins' },
  { name: 'analytics', description: 'Page-view counting' },
  { name: 'health', description: 'Liveness and readiness of the shop' },
  { name: 'webhooks', description: 'Endpoints that receive signed order and product events' },
];
