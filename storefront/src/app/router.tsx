import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { STATIC_PAGES } from '../features/pages';
import { lazyScreen } from './lazyScreen';
import { RootLayout } from './layout/RootLayout';

// Every screen, the home page too, arrives when visited, and so do the sign-in guard and the
// error page: the first download carries the frame of the shop (header, store, routes) and no
// screen the shopper's first page does not show. The server's HTML holds each page's main
// picture and text on screen meanwhile.
const RequireAuth = lazy(() =>
  import('../features/auth/RequireAuth').then((module) => ({ default: module.RequireAuth })),
);
const RouteErrorPage = lazy(() =>
  import('./layout/RouteErrorPage').then((module) => ({ default: module.RouteErrorPage })),
);

const StaticPageScreen = lazy(() =>
  import('../features/pages/static/StaticPageScreen').then((module) => ({
    default: module.StaticPageScreen,
  })),
);

const orderDetails = lazyScreen(() => import('../features/account/OrderDetailsPage'), 'OrderDetailsPage');

const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    element: lazyScreen(() => import('../features/admin/AdminDashboardPage'), 'AdminDashboardPage'),
  },
  {
    path: 'add-new-post',
    element: lazyScreen(() => import('../features/admin/AddProductPage'), 'AddProductPage'),
  },
  {
    path: 'manage-products',
    element: lazyScreen(() => import('../features/admin/ManageProductsPage'), 'ManageProductsPage'),
  },
  {
    path: 'update-product/:id',
    element: lazyScreen(() => import('../features/admin/UpdateProductPage'), 'UpdateProductPage'),
  },
  {
    path: 'users',
    element: lazyScreen(() => import('../features/admin/ManageUsersPage'), 'ManageUsersPage'),
  },
  {
    path: 'manage-orders',
    element: lazyScreen(() => import('../features/admin/ManageOrdersPage'), 'ManageOrdersPage'),
  },
  // The admin's View of an order: the order page under Manage Orders, not the shopper's own.
  { path: 'manage-orders/:orderId', element: orderDetails },
  {
    path: 'deals-banners',
    element: lazyScreen(() => import('../features/admin/DealsBannersPage'), 'DealsBannersPage'),
  },
  {
    path: 'add-coupon',
    element: lazyScreen(() => import('../features/admin/AddCouponPage'), 'AddCouponPage'),
  },
  {
    path: 'manage-reels',
    element: lazyScreen(() => import('../features/admin/ManageReelsPage'), 'ManageReelsPage'),
  },
  {
    path: 'stock-history',
    element: lazyScreen(() => import('../features/admin/stock/StockHistoryPage'), 'StockHistoryPage'),
  },
  {
    path: 'webhooks',
    element: lazyScreen(() => import('../features/admin/WebhooksPage'), 'WebhooksPage'),
  },
  {
    path: 'settings',
    element: lazyScreen(() => import('../features/admin/settings/SettingsPage'), 'SettingsPage'),
  },
  {
    path: 'returns',
    element: lazyScreen(() => import('../features/admin/returns/ReturnsPage'), 'ReturnsPage'),
  },
  {
    path: 'api-keys',
    element: lazyScreen(() => import('../features/admin/api-keys/ApiKeysPage'), 'ApiKeysPage'),
  },
];

const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    element: lazyScreen(() => import('../features/account/DashboardHome'), 'DashboardHome'),
  },
  {
    path: 'orders',
    element: lazyScreen(() => import('../features/account/CustomerOrdersPage'), 'CustomerOrdersPage'),
  },
  { path: 'orders/:orderId', element: orderDetails },
  {
    path: 'payments',
    element: lazyScreen(() => import('../features/account/PaymentsPage'), 'PaymentsPage'),
  },
  {
    path: 'profile',
    element: lazyScreen(() => import('../features/account/ProfilePage'), 'ProfilePage'),
  },
  {
    path: 'reviews',
    element: lazyScreen(() => import('../features/account/UserReviewsPage'), 'UserReviewsPage'),
  },
  { element: <RequireAuth role="admin" />, children: adminRoutes },
];

const shopRoutes: RouteObject[] = [
  { index: true, element: lazyScreen(() => import('../features/pages/home/HomePage'), 'HomePage') },
  {
    path: 'categories/:categoryName',
    element: lazyScreen(() => import('../features/catalog/CategoryPage'), 'CategoryPage'),
  },
  {
    path: 'search',
    element: lazyScreen(() => import('../features/catalog/SearchPage'), 'SearchPage'),
  },
  { path: 'shop', element: lazyScreen(() => import('../features/catalog/ShopPage'), 'ShopPage') },
  {
    path: 'shop/:id',
    element: lazyScreen(() => import('../features/catalog/ProductDetailPage'), 'ProductDetailPage'),
  },
  {
    path: 'collection',
    element: lazyScreen(() => import('../features/pages/CollectionPage'), 'CollectionPage'),
  },
  {
    path: 'thanks',
    element: lazyScreen(() => import('../features/checkout/ThanksPage'), 'ThanksPage'),
  },
  {
    path: 'payment-success',
    element: lazyScreen(() => import('../features/checkout/PaymentSuccessPage'), 'PaymentSuccessPage'),
  },
  {
    path: 'cod-success',
    element: lazyScreen(() => import('../features/checkout/CodSuccessPage'), 'CodSuccessPage'),
  },
  ...STATIC_PAGES.map(({ slug }) => ({ path: slug, element: <StaticPageScreen slug={slug} /> })),
  { path: 'track', element: lazyScreen(() => import('../features/tracking/TrackOrderPage'), 'TrackOrderPage') },
  {
    path: 'track/:token',
    element: lazyScreen(() => import('../features/tracking/TrackedOrderPage'), 'TrackedOrderPage'),
  },
  { path: 'login', element: lazyScreen(() => import('../features/auth/LoginPage'), 'LoginPage') },
  {
    path: 'register',
    element: lazyScreen(() => import('../features/auth/RegisterPage'), 'RegisterPage'),
  },
  {
    path: 'forgot-password',
    element: lazyScreen(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
  },
  // "View My Orders" after a cash-on-delivery order lands here; the list lives in the dashboard.
  {
    path: 'orders',
    element: (
      <RequireAuth>
        <Navigate to="/dashboard/orders" replace />
      </RequireAuth>
    ),
  },
  { path: 'orders/:orderId', element: <RequireAuth>{orderDetails}</RequireAuth> },
  {
    path: 'dashboard',
    element: (
      <RequireAuth>{lazyScreen(() => import('../features/account/DashboardLayout'), 'DashboardLayout')}</RequireAuth>
    ),
    children: dashboardRoutes,
  },
  // Any other address: the shop's own not-found page, inside the header and footer.
  { path: '*', element: lazyScreen(() => import('../features/pages/NotFoundPage'), 'NotFoundPage') },
];

/** Every address of the shop. Tests mount the same table in a memory router. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: (
      <Suspense fallback={null}>
        <RouteErrorPage />
      </Suspense>
    ),
    children: shopRoutes,
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
