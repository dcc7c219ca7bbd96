export interface DashboardMenuItem {
  label: string;
  to: string;
  /** Highlight only on this exact address, not on the screens nested below it. */
  end?: boolean;
}

const shopperMenu: readonly DashboardMenuItem[] = [
  { label: 'Dashboard', to: '/dashboard', end: true },
  { label: 'Orders', to: '/dashboard/orders' },
  { label: 'Profile', to: '/dashboard/profile' },
  { label: 'Reviews', to: '/dashboard/reviews' },
];

const adminMenu: readonly DashboardMenuItem[] = [
  { label: 'Dashboard', to: '/dashboard/admin' },
  { label: 'Add Product', to: '/dashboard/add-new-post' },
  { label: 'Manage Products', to: '/dashboard/manage-products' },
  { label: 'Users', to: '/dashboard/users' },
  { label: 'Manage Orders', to: '/dashboard/manage-orders' },
  { label: 'Returns', to: '/dashboard/returns' },
  { label: 'Add Coupon', to: '/dashboard/add-coupon' },
  { label: 'Deals & Banners', to: '/dashboard/deals-banners' },
  { label: 'Instagram Reels', to: '/dashboard/manage-reels' },
  { label: 'Webhooks', to: '/dashboard/webhooks' },
  { label: 'Settings', to: '/dashboard/settings' },
  { label: 'API Keys', to: '/dashboard/api-keys' },
];

/** The dashboard sidebar for a role, or null for a role the shop does not know. */
export function dashboardMenuFor(role: string): readonly DashboardMenuItem[] | null {
  if (role === 'admin') return adminMenu;
  if (role === 'user') return shopperMenu;
  return null;
}
