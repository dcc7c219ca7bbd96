import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the shop in.');

const store = makeStore();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
