import { Inject, Injectable, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { decodeDataUrl } from '../../common/http/data-url';
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import sharp from 'sharp';
import { Semaphore } from '../../common/concurrency/semaphore';
import { ImageStorage } from '../../infra/storage';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'File size must be less than 5MB';
export const NOT_AN_IMAGE = 'Please select an image file (JPG, PNG, GIF)';
/** Widths of the smaller copies stored beside each image, for lists and the product page. */
export const IMAGE_VARIANT_WIDTHS = [400, 1200] as const;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
/**
 * Largest picture we agree to decode: 25 megapixels (5000 × 5000) is far more than a product
 * photo needs, and bounds the CPU and memory one upload costs (a 40 MP PNG took seconds).
 */
export const MAX_PIXELS = 25_000_000;
export const TOO_MANY_PIXELS = 'Image dimensions are too large: at most 25 megapixels (for example 5000 × 5000)';
/** Images decoded at once: the rest wait, so uploads cannot starve the shop's other requests of CPU. */
const IMAGE_JOBS = Math.max(1, Math.min(2, cpus().length - 1));
/** Uploads waiting beyond this are refused with 503 rather than queued for ever. */
const MAX_WAITING_IMAGES = 16;

/**
 * Turns an uploaded data URL into stored WebP files: the type is judged from the bytes (the
 * data URL's claim is ignored), everything is re-encoded (which drops EXIF and other
 * metadata), animated GIFs stay animated, and 400 px / 1200 px wide copies are stored as
 * `<name>-400.webp` and `<name>-1200.webp` beside the main file.
 */
@Injectable()
export class ImageUploadService {
  private readonly gate = new Semaphore(
    IMAGE_JOBS,
    MAX_WAITING_IMAGES,
    'Image processing is busy. Please try again in a moment.',
  );

  /**
   * The shop's own drawings (the demo catalogue, drawn on a fresh install before anyone shops)
   * may use every core; they never wait behind or starve shoppers' uploads, which keep the gate.
   */
  private readonly drawings = new Semaphore(cpus().length, Number.MAX_SAFE_INTEGER, 'Image processing is busy.');

  constructor(@Inject(ImageStorage) private readonly storage: ImageStorage) {}

  async saveDataUrl(dataUrl: string, folder = 'images'): Promise<string> {
    return this.saveBytes(this.decode(dataUrl), folder);
  }

  /** Stores image bytes the same way as an upload (the demo catalogue's generated art, say). */
  async saveBytes(bytes: Buffer, folder = 'images'): Promise<string> {
    return this.store(await this.gate.run(() => this.reencode(bytes)), folder);
  }

  private async store(encoded: EncodedCopies, folder: string): Promise<string> {
    const name = `${folder}/${randomUUID()}`;
    // Everything is encoded before anything is written, so a bad file leaves nothing behind.
    for (const variant of encoded.variants) await this.storage.save(`${name}-${variant.width}.webp`, variant.bytes);
    return this.storage.save(`${name}.webp`, encoded.main);
  }

  /**
   * Stores a picture the shop drew itself (the demo catalogue's art, still a raster pipeline
   * of `longestSide` pixels): encoded once per stored size, with no decoding of a first encoding.
   */
  async saveRendered(image: sharp.Sharp, longestSide: number, folder = 'images'): Promise<string> {
    return this.store(await this.encodeDrawing(image, longestSide), folder);
  }

  /** encodeDrawing, on every core at most. */
  encodeDrawing(image: sharp.Sharp, longestSide: number): Promise<EncodedCopies> {
    return this.drawings.run(() => encodeDrawing(image, longestSide));
  }

  /** Stores a drawing encoded before (see encodeDrawing), as it was encoded. */
  saveEncoded(encoded: EncodedCopies, folder = 'images'): Promise<string> {
    return this.store(encoded, folder);
  }

  private decode(dataUrl: string): Buffer {
    return decodeDataUrl(dataUrl, { maxBytes: MAX_IMAGE_BYTES, tooLarge: IMAGE_TOO_LARGE, wrongType: NOT_AN_IMAGE });
  }

  private async reencode(bytes: Buffer): Promise<EncodedCopies> {
    let probe: sharp.Metadata;
    try {
      // Only the header is read here; the size is judged below with its own message.
      probe = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw new UnsupportedMediaTypeException(NOT_AN_IMAGE);
    }
    if (!probe.format || !ACCEPTED_FORMATS.has(probe.format)) throw new UnsupportedMediaTypeException(NOT_AN_IMAGE);
    // Judged from the header, before any decoding; every frame of an animation counts.
    if ((probe.width ?? 0) * (probe.height ?? 0) * (probe.pages ?? 1) > MAX_PIXELS) {
      throw new PayloadTooLargeException(TOO_MANY_PIXELS);
    }
    const animated = (probe.pages ?? 1) > 1;
    const decoded = sharp(bytes, { animated, limitInputPixels: MAX_PIXELS });
    // Photos carry their orientation in EXIF, which re-encoding drops: apply it first.
    const image = animated ? decoded : decoded.rotate();
    try {
      return await encodeCopies(image, Math.max(probe.width ?? Infinity, probe.height ?? Infinity));
    } catch {
      // A truncated or corrupt file passes the header check but fails to decode.
      throw new UnsupportedMediaTypeException(NOT_AN_IMAGE);
    }
  }
}

/** A picture as stored: the main file and the narrower copies (IMAGE_VARIANT_WIDTHS). */
export interface EncodedCopies {
  main: Buffer;
  variants: { width: number; bytes: Buffer }[];
}

/**
 * WebP effort for the shop's own drawings: the 242 pictures of the demo catalogue (drawn by the
 * build, see database/demo/drawn-pictures.ts) encode in about half the time of the default
 * effort (4), for files about 4% larger at the same quality.
 */
const DRAWING_EFFORT = 2;
const MAIN_QUALITY = 85;
const VARIANT_QUALITY = 80;

/** How drawings are encoded: pictures encoded under other settings are not the same. */
export const DRAWING_ENCODING = `webp q${MAIN_QUALITY}/${VARIANT_QUALITY} effort ${DRAWING_EFFORT} ${IMAGE_VARIANT_WIDTHS.join(',')}`;

/**
 * The stored copies of a picture the shop drew itself (a raster pipeline of `longestSide`
 * pixels), drawn once into pixels: each stored size would otherwise draw the picture again.
 */
export async function encodeDrawing(image: sharp.Sharp, longestSide: number): Promise<EncodedCopies> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return encodeCopies(sharp(data, { raw: info }), longestSide, DRAWING_EFFORT);
}

/**
 * The main WebP and the narrower copies of a decoded picture whose longest side is
 * `longestSide`; `effort` is WebP's compression effort (sharp's default unless given).
 */
async function encodeCopies(image: sharp.Sharp, longestSide: number, effort?: number): Promise<EncodedCopies> {
  const main = await image.clone().webp({ quality: MAIN_QUALITY, effort }).toBuffer();
  return {
    main,
    variants: await Promise.all(
      IMAGE_VARIANT_WIDTHS.map(async (width) => ({
        width,
        // A picture that fits the variant either way round would only be re-encoded at its own size.
        bytes:
          longestSide <= width
            ? main
            : await image
                .clone()
                .resize({ width, withoutEnlargement: true })
                .webp({ quality: VARIANT_QUALITY, effort })
                .toBuffer(),
      })),
    ),
  };
}
