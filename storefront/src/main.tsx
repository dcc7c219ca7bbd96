import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';

/** Longest the app waits for the server's main picture before it takes over the page anyway. */
const SERVER_PICTURE_WAIT_MS = 2500;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the shop in.');

// Not in the first download: pictures that failed before it runs are found by their state.
void import('./app/brokenPictures').then(({ showTilesForBrokenPictures }) => showTilesForBrokenPictures(document));

/**
 * The server sends each page's main picture in its HTML (SEO module). Letting it paint before
 * the app replaces the page makes the first meaningful paint the server's, not the app's.
 */
function serverPictureShown(root: HTMLElement): Promise<void> {
  const picture = root.querySelector<HTMLImageElement>('img[data-lcp]');
  if (!picture) return Promise.resolve();
  const loaded = picture.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        picture.addEventListener('load', () => resolve(), { once: true });
        picture.addEventListener('error', () => resolve(), { once: true });
      });
  // Decoded and a whole frame drawn with it (two animation frames), so it is on screen before
  // the app replaces it.
  const painted = loaded
    .then(() => picture.decode().catch(() => undefined))
    .then(
      () =>
        new Promise<void>((resolve) =>
          window.requestAnimationFrame(() => window.requestAnimationFrame(() => resolve())),
        ),
    );
  const timeout = new Promise<void>((resolve) => window.setTimeout(resolve, SERVER_PICTURE_WAIT_MS));
  return Promise.race([painted, timeout]);
}

// The store and the router are made once the server's picture is on screen, in a task of their
// own rather than in the one that evaluates the modules: together (storage reads, the history
// entry, every route and reducer set up) they are a third of that task on a slow phone, and two
// shorter tasks let the browser answer input in between.
// The first render is a transition: React then works in slices of a few milliseconds and lets
// the browser paint and answer input in between, instead of one long task on a slow phone
// (Lighthouse counts the blocked time).
void serverPictureShown(container).then(() => {
  const store = makeStore();
  const router = createAppRouter();
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
});
