import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DRAWING_ENCODING, EncodedCopies, IMAGE_VARIANT_WIDTHS } from '../../modules/catalog/image-upload.service';
import { ArtInput, DemoProduct, demoVariants, renderProductSvg, variantArt } from '../seed';
import { isLeftOver } from '../../common/left-over-files';

/** Pictures per demo product: the main one and two more views for the product page's thumbnails. */
const PICTURES_PER_PRODUCT = 3;

/** The drawings (SVG) of a demo product's pictures, the main one first. */
export function demoPictureSvgs(product: ArtInput): string[] {
  return Array.from({ length: PICTURES_PER_PRODUCT }, (_, variant) => renderProductSvg(product, variant));
}

/** The drawing of each variant's own picture, in the order of demoVariants; null where it shows the product's. */
export function demoVariantPictureSvgs(product: DemoProduct): (string | null)[] {
  return demoVariants(product).map((variant) => {
    const art = variantArt(product, variant);
    return art ? renderProductSvg(art) : null;
  });
}

/** Every drawing of a demo product: its pictures and its variants' own. */
export function allDemoPictureSvgs(product: DemoProduct): string[] {
  return [...demoPictureSvgs(product), ...demoVariantPictureSvgs(product).filter((svg) => svg !== null)];
}

/** backend/demo-pictures, from the sources and from the build alike. */
export const DRAWN_PICTURES_DIR = join(__dirname, '..', '..', '..', 'demo-pictures');

/**
 * The demo catalogue's pictures, drawn and encoded ahead by the build (`npm install` runs it, see
 * draw-demo-pictures.ts), so that a new shop lists its catalogue seconds after it starts instead
 * of drawing 242 pictures first. A picture is named by a hash of its drawing and of how it is
 * encoded: a change to either gives a new name, so a picture kept here is never out of date.
 */
export class DrawnPictures {
  constructor(readonly dir = DRAWN_PICTURES_DIR) {}

  nameOf(svg: string): string {
    return createHash('sha256').update(DRAWING_ENCODING).update('\0').update(svg).digest('hex').slice(0, 32);
  }

  /** The encoded picture of this drawing, or null when it was not drawn ahead. */
  async read(svg: string): Promise<EncodedCopies | null> {
    const name = this.nameOf(svg);
    try {
      const [main, ...variants] = await Promise.all(
        [name, ...IMAGE_VARIANT_WIDTHS.map((width) => `${name}-${width}`)].map((file) =>
          readFile(join(this.dir, `${file}.webp`)),
        ),
      );
      return { main, variants: IMAGE_VARIANT_WIDTHS.map((width, i) => ({ width, bytes: variants[i] })) };
    } catch {
      return null;
    }
  }

  async has(svg: string): Promise<boolean> {
    return (await this.read(svg)) !== null;
  }

  async write(svg: string, encoded: EncodedCopies): Promise<void> {
    const name = this.nameOf(svg);
    await mkdir(this.dir, { recursive: true });
    const files: [string, Buffer][] = [
      ...encoded.variants.map((variant): [string, Buffer] => [`${name}-${variant.width}.webp`, variant.bytes]),
      [`${name}.webp`, encoded.main],
    ];
    for (const [file, bytes] of files) {
      // Written whole or not at all: a build stopped halfway leaves no cut-off picture to serve,
      // and two builds at once (an install and a start) do not write into the same file.
      const path = join(this.dir, file);
      const part = `${path}.${process.pid}.part`;
      await writeFile(part, bytes);
      await rename(part, path);
    }
  }

  /**
   * Removes every file that is not a picture of these drawings (drawings that changed since), and
   * what a stopped build left half-written; answers how many.
   */
  async keepOnly(svgs: readonly string[]): Promise<number> {
    const names = new Set(svgs.map((svg) => this.nameOf(svg)));
    const files = await readdir(this.dir).catch(() => [] as string[]);
    const stale = files.filter(
      (file) => !names.has(file.replace(/(-\d+)?\.webp(\.\d+\.part)?$/, '')) || isLeftOver(file),
    );
    await Promise.all(stale.map((file) => rm(join(this.dir, file), { force: true })));
    return stale.length;
  }
}
