import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loadStoredUser, type SessionUser } from './sessionUser';

export interface AuthState {
  user: SessionUser | null;
}

const initialState = (): AuthState => ({ user: loadStoredUser() });

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    profileUpdated(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    signedOut(state) {
      state.user = null;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
  },
});

export const { signedIn, profileUpdated, signedOut } = authSlice.actions;
export const { selectCurrentUser } = authSlice.selectors;
