import { createSlice } from '@reduxjs/toolkit';

export interface UiState {
  cartOpen: boolean;
}

const initialState: UiState = { cartOpen: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    cartOpened(state) {
      state.cartOpen = true;
    },
    cartClosed(state) {
      state.cartOpen = false;
    },
  },
  selectors: {
    selectCartOpen: (state) => state.cartOpen,
  },
});

export const { cartOpened, cartClosed } = uiSlice.actions;
export const { selectCartOpen } = uiSlice.selectors;
