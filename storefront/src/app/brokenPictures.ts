import { theme } from './theme';

/**
 * Shown instead of a picture that could not be loaded: a tile in the shop's muted surface
 * colour with the outline of a framed picture, square so that it fills product cards, cart
 * lines and galleries alike (they crop to their own boxes).
 */
export const MISSING_PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
      `<rect width="400" height="400" fill="${theme.colors.surfaceMuted}"/>` +
      `<g fill="none" stroke="${theme.colors.border}" stroke-width="10" stroke-linejoin="round">` +
      `<rect x="120" y="130" width="160" height="140" rx="8"/>` +
      `<path d="M132 250l44-52 36 38 22-24 34 38"/><circle cx="242" cy="172" r="14"/></g></svg>`,
  );

function showMissingPicture(picture: HTMLImageElement): void {
  // The tile itself cannot fail; never replacing it again keeps one bad address from looping.
  if (picture.getAttribute('src') === MISSING_PICTURE) return;
  // A srcset would be chosen over src: without it the tile is shown at every width.
  picture.removeAttribute('srcset');
  picture.src = MISSING_PICTURE;
}

/**
 * A picture that fails to load (its file removed from the server, a wrong address typed in the
 * dashboard, a dropped connection) shows the tile instead of the browser's broken-image icon, on
 * every screen. Load errors do not bubble, so one listener on the document in the capture phase
 * sees them all. Pictures of the server's HTML that failed before this ran have no error left to
 * send: they are found by their state. Returns the function that stops it.
 */
export function showTilesForBrokenPictures(document: Document): () => void {
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement) showMissingPicture(event.target);
  };
  document.addEventListener('error', onError, true);
  for (const picture of Array.from(document.images)) {
    const failed = picture.complete && picture.naturalWidth === 0 && picture.getAttribute('src');
    if (failed) showMissingPicture(picture);
  }
  return () => document.removeEventListener('error', onError, true);
}
