import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { isAdmin, selectCurrentUser } from '../auth';
import { UserDashboardPage } from './UserDashboardPage';

/** /dashboard: shoppers see their own overview; admins start at the shop's control centre. */
export function DashboardHome() {
  const user = useAppSelector(selectCurrentUser);
  return isAdmin(user) ? <Navigate to="/dashboard/admin" replace /> : <UserDashboardPage />;
}
