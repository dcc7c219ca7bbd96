import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
// Cart changes answer the whole cart: it replaces the cached one (see the module).
import '../api/cartAnswers';
import { authSlice, persistSession } from '../features/auth';
import { uiSlice } from './uiSlice';

const rootReducer = combineSlices(baseApi, authSlice, uiSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store; tests pass a preloaded state to start signed in or with the cart open. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  persistSession(listener);

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listener.middleware).concat(baseApi.middleware),
  });
  // Lets queries refetch on window focus or reconnect where an endpoint asks for it.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
