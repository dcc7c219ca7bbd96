// What the rest of the storefront may use of the session: its slice in the store, the signed-in
// user and the password rules. Pages (sign-in, register) are loaded by the router itself.
export { authSlice, profileUpdated, selectCurrentUser } from './authSlice';
export { newPasswordProblem, PASSWORD_MESSAGES } from './authMessages';
export { persistSession } from './persistSession';
export { isAdmin, type SessionUser, type ShippingAddress } from './sessionUser';
export { toSessionUser } from './toSessionUser';
export { useSessionCheck } from './useSessionCheck';
export { useSignOut } from './useSignOut';
