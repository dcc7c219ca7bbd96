import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, type To } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from './authSlice';
import { useNotify } from '../../components/Toaster';

export const MUST_LOG_IN = 'You must be logged in!';
export const ACCESS_DENIED = 'Access denied! You do not have permission to view this page.';

/** What the guard hands to /login, so the login screen can return the shopper afterwards. */
export interface LoginRedirectState {
  from: string;
}

/** Where to go after signing in: back to the guarded page that sent the shopper, or home. */
export function returnPathAfterLogin(state: unknown): string {
  const from = (state as Partial<LoginRedirectState> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') ? from : '/';
}

interface RedirectWithNoticeProps {
  to: To;
  message: string;
  state?: LoginRedirectState;
}

function RedirectWithNotice({ to, message, state }: RedirectWithNoticeProps) {
  const navigate = useNavigate();
  const notify = useNotify();
  // Development mode runs effects twice; the shopper should see the notice once.
  const notified = useRef(false);
  useEffect(() => {
    if (notified.current) return;
    notified.current = true;
    notify.error(message);
    navigate(to, { replace: true, state });
  }, [message, navigate, notify, state, to]);
  return null;
}

interface RequireAuthProps {
  /** Only users with this role may enter; without it any signed-in user may. */
  role?: string;
  children?: ReactNode;
}

/**
 * Guards signed-in areas. Arriving signed out: a notice, then /login, remembering where the
 * shopper was going. Signed in with the wrong role: a notice, then /dashboard.
 */
export function RequireAuth({ role, children }: RequireAuthProps) {
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  // A session that ends here (logout) is not someone sneaking in; it just leaves quietly.
  const hadUser = useRef(user !== null);
  useEffect(() => {
    if (user) hadUser.current = true;
  }, [user]);

  if (!user) {
    if (hadUser.current) return <Navigate to="/" replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <RedirectWithNotice to="/login" message={MUST_LOG_IN} state={{ from }} />;
  }
  if (role && user.role !== role) {
    return <RedirectWithNotice to="/dashboard" message={ACCESS_DENIED} />;
  }
  return children ?? <Outlet />;
}
