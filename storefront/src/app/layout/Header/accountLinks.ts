import { isAdmin, type SessionUser } from '../../../features/auth';

export interface AccountLink {
  label: string;
  to: string;
}

const adminLinks: readonly AccountLink[] = [
  { label: 'Dashboard', to: '/dashboard/admin' },
  { label: 'Manage Items', to: '/dashboard/manage-products' },
  { label: 'All Orders', to: '/dashboard/manage-orders' },
  { label: 'Add New Product', to: '/dashboard/add-new-post' },
];

const shopperLinks: readonly AccountLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Profile', to: '/dashboard/profile' },
  { label: 'Orders', to: '/dashboard/orders' },
];

/** The header account menu: admins get the shop's back office, everyone else their account. */
export function accountLinksFor(user: Pick<SessionUser, 'role'>): readonly AccountLink[] {
  return isAdmin(user) ? adminLinks : shopperLinks;
}
