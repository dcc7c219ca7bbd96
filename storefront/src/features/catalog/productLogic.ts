/** An image the shop stored: '/uploads/...' or, as the API answers it, '<PUBLIC_URL>/uploads/...'. */
function isUpload(image: string): boolean {
  return /^(https?:\/\/[^/]+)?\/uploads\//.test(image);
}

/** The smaller copy stored beside an uploaded image: '…/uploads/x/<id>.webp' → '…/uploads/x/<id>-400.webp'. */
export function thumbnailUrl(image: string | null | undefined): string {
  if (!image) return '';
  if (!isUpload(image) || /-(400|1200)\.webp$/.test(image)) return image;
  return image.replace(/\.webp$/, '-400.webp');
}

/** Whole percent saved from the old price to the current price; 0 when there is no saving. */
export function percentOff(oldPrice: number | null | undefined, price: number): number {
  if (!oldPrice || !Number.isFinite(oldPrice) || oldPrice <= 0 || !(oldPrice > price)) return 0;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}

/** The rating as displayed: a number from 0 to 5, whatever the data says. */
export function clampRating(rating: number | null | undefined): number {
  const value = Number(rating);
  if (!Number.isFinite(value)) return 0;
  return Math.min(5, Math.max(0, value));
}

/** The 400 px and 1200 px copies stored beside an uploaded image, for `srcset`; undefined for other images. */
export function imageSrcSet(image: string | null | undefined): string | undefined {
  if (!image || !isUpload(image) || !image.endsWith('.webp') || /-(400|1200)\.webp$/.test(image)) {
    return undefined;
  }
  const base = image.slice(0, -'.webp'.length);
  return `${base}-400.webp 400w, ${base}-1200.webp 1200w`;
}
