import { errorStatus, serverMessage, type QueryError } from '../../api/apiError';

export type ProfileField = 'phone' | 'pincode' | 'state';

export interface ProfileUpdateFailure {
  /** What the shopper reads. */
  message: string;
  /** The form field the server's message is about, to be marked invalid. */
  field: ProfileField | null;
  /** The session is gone (expired, or the account no longer exists): sign out. */
  signOut: boolean;
}

export const SESSION_EXPIRED = 'Session expired. Please log in again.';
export const USER_NOT_FOUND = 'User not found. Please try logging in again.';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile. Please try again.';

/** Turns a failed profile save into the message to show, the field to mark and whether to sign out. */
export function profileUpdateFailure(error: QueryError): ProfileUpdateFailure {
  const status = errorStatus(error);
  if (status === 401) return { message: SESSION_EXPIRED, field: null, signOut: true };
  if (status === 404) return { message: USER_NOT_FOUND, field: null, signOut: true };
  if (status === 400) {
    const message = serverMessage(error);
    if (message?.includes('Phone number')) return { message, field: 'phone', signOut: false };
    if (message?.includes('Pincode')) return { message, field: 'pincode', signOut: false };
    if (message?.includes('state')) return { message, field: 'state', signOut: false };
  }
  return { message: PROFILE_UPDATE_FAILED, field: null, signOut: false };
}
