import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/Toaster';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import type { AppStore } from './store';
import { theme } from './theme';

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/** The store, the theme and the page's messages, around the app and around every component test. */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </Provider>
  );
}
