import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PRODUCTS } from '../seed';
import { allDemoPictureSvgs, demoPictureSvgs, demoVariantPictureSvgs, DrawnPictures } from './drawn-pictures';

const encoded = (tag: string) => ({
  main: Buffer.from(`${tag} main`),
  variants: [
    { width: 400, bytes: Buffer.from(`${tag} 400`) },
    { width: 1200, bytes: Buffer.from(`${tag} 1200`) },
  ],
});

describe('DrawnPictures', () => {
  let dir: string;
  let pictures: DrawnPictures;
  const [first, second] = demoPictureSvgs(DEMO_PRODUCTS[0]);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'drawn-pictures-'));
    pictures = new DrawnPictures(join(dir, 'pictures'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('answers a drawing written before, byte for byte, and nothing for one never written', async () => {
    expect(await pictures.read(first)).toBeNull();
    await pictures.write(first, encoded('first'));
    expect(await pictures.read(first)).toEqual(encoded('first'));
    expect(await pictures.read(second)).toBeNull();
  });

  it('names each drawing after what it shows, so a changed drawing is drawn again', () => {
    expect(pictures.nameOf(first)).toBe(pictures.nameOf(first));
    expect(pictures.nameOf(first)).not.toBe(pictures.nameOf(second));
    expect(pictures.nameOf(first)).not.toBe(pictures.nameOf(first.replace('#', '#0')));
  });

  it('answers nothing when one of the stored copies is missing', async () => {
    await pictures.write(first, encoded('first'));
    rmSync(join(pictures.dir, `${pictures.nameOf(first)}-400.webp`));
    expect(await pictures.read(first)).toBeNull();
  });

  it('keeps only the pictures of the drawings given, and no half-written file', async () => {
    await pictures.write(first, encoded('first'));
    await pictures.write(second, encoded('second'));
    // Left by a build that stopped (no process can have this id), and one being written now.
    writeFileSync(join(pictures.dir, `${pictures.nameOf(second)}.webp.${2 ** 22 + 1}.part`), 'cut off');
    const beingWritten = `${pictures.nameOf(second)}-400.webp.${process.pid}.part`;
    writeFileSync(join(pictures.dir, beingWritten), 'half');
    expect(await pictures.keepOnly([second])).toBe(4);
    expect(readdirSync(pictures.dir).sort()).toEqual(
      [
        `${pictures.nameOf(second)}-1200.webp`,
        `${pictures.nameOf(second)}-400.webp`,
        `${pictures.nameOf(second)}.webp`,
        beingWritten,
      ].sort(),
    );
    expect(await pictures.read(second)).toEqual(encoded('second'));
  });

  it('draws three pictures of every demo product, all different', () => {
    const svgs = DEMO_PRODUCTS.flatMap((product) => demoPictureSvgs(product));
    expect(svgs).toHaveLength(DEMO_PRODUCTS.length * 3);
    expect(new Set(svgs.map((svg) => pictures.nameOf(svg))).size).toBe(svgs.length);
  });

  it("draws the variants' own pictures too, each unlike every other", () => {
    const own = DEMO_PRODUCTS.flatMap((product) => demoVariantPictureSvgs(product)).filter((svg) => svg !== null);
    expect(own.length).toBeGreaterThan(10);
    const svgs = DEMO_PRODUCTS.flatMap((product) => allDemoPictureSvgs(product));
    expect(svgs).toHaveLength(DEMO_PRODUCTS.length * 3 + own.length);
    expect(new Set(svgs.map((svg) => pictures.nameOf(svg))).size).toBe(svgs.length);
  });
});
