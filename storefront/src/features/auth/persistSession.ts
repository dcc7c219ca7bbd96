import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { profileUpdated, signedIn, signedOut } from './authSlice';
import { forgetStoredSession, storeUser } from './sessionUser';

/** Mirrors the signed-in user into localStorage so a reload keeps the shopper signed in. */
export function persistSession(listener: ListenerMiddlewareInstance): void {
  listener.startListening({
    actionCreator: signedIn,
    effect: (action) => storeUser(action.payload),
  });
  listener.startListening({
    actionCreator: profileUpdated,
    effect: (action) => storeUser(action.payload),
  });
  listener.startListening({
    actionCreator: signedOut,
    effect: () => forgetStoredSession(),
  });
}
