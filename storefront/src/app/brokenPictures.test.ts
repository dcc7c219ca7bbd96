import { afterEach, describe, expect, it } from '@jest/globals';
import { MISSING_PICTURE, showTilesForBrokenPictures } from './brokenPictures';

function picture(attributes: Record<string, string>): HTMLImageElement {
  const img = document.createElement('img');
  for (const [name, value] of Object.entries(attributes)) img.setAttribute(name, value);
  document.body.append(img);
  return img;
}

/** jsdom loads no pictures: the state of one that arrived, or failed, is set by hand. */
function loaded(img: HTMLImageElement, width: number): void {
  Object.defineProperty(img, 'complete', { value: true, configurable: true });
  Object.defineProperty(img, 'naturalWidth', { value: width, configurable: true });
}

let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
});

describe('showTilesForBrokenPictures', () => {
  it('shows the tile, at every width, for a picture whose load fails later', () => {
    stop = showTilesForBrokenPictures(document);
    const card = picture({ src: '/uploads/lamp-400.webp', srcset: '/uploads/lamp-400.webp 400w' });
    card.dispatchEvent(new Event('error'));
    expect(card.getAttribute('src')).toBe(MISSING_PICTURE);
    expect(card.hasAttribute('srcset')).toBe(false);
  });

  it('finds the pictures of the page that had already failed, and leaves the loaded ones', () => {
    const failed = picture({ src: '/uploads/gone.webp' });
    loaded(failed, 0);
    const shown = picture({ src: '/uploads/vase.webp' });
    loaded(shown, 400);
    stop = showTilesForBrokenPictures(document);
    expect(failed.getAttribute('src')).toBe(MISSING_PICTURE);
    expect(shown.getAttribute('src')).toBe('/uploads/vase.webp');
  });

  it('replaces a picture again when the address it is given next fails too', () => {
    stop = showTilesForBrokenPictures(document);
    const line = picture({ src: '/uploads/a.webp' });
    line.dispatchEvent(new Event('error'));
    line.setAttribute('src', '/uploads/b.webp');
    line.dispatchEvent(new Event('error'));
    expect(line.getAttribute('src')).toBe(MISSING_PICTURE);
  });

  it('stops when asked', () => {
    showTilesForBrokenPictures(document)();
    const card = picture({ src: '/uploads/lamp.webp' });
    card.dispatchEvent(new Event('error'));
    expect(card.getAttribute('src')).toBe('/uploads/lamp.webp');
  });
});
