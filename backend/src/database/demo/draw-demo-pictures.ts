// A step of the backend's build (backend/package.json): draws and encodes the demo catalogue's
// pictures into DRAWN_PICTURES_DIR, only those not drawn before, and removes those no longer
// drawn. A rebuild with unchanged drawings costs a fraction of a second.
import { cpus } from 'node:os';
import { Semaphore } from '../../common/concurrency/semaphore';
import { encodeDrawing } from '../../modules/catalog/image-upload.service';
import { DEMO_PRODUCTS, PRODUCT_IMAGE_SIZE, productArtOf } from '../seed';
import { allDemoPictureSvgs, DrawnPictures } from './drawn-pictures';

async function main(): Promise<void> {
  const started = performance.now();
  const pictures = new DrawnPictures();
  const svgs = [...new Set(DEMO_PRODUCTS.flatMap((product) => allDemoPictureSvgs(product)))];
  const missing: string[] = [];
  for (const svg of svgs) if (!(await pictures.has(svg))) missing.push(svg);
  const cores = new Semaphore(cpus().length, Number.MAX_SAFE_INTEGER, 'busy');
  await Promise.all(
    missing.map((svg) =>
      cores.run(async () => pictures.write(svg, await encodeDrawing(productArtOf(svg), PRODUCT_IMAGE_SIZE))),
    ),
  );
  const removed = await pictures.keepOnly(svgs);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Demo pictures in ${pictures.dir}: ${missing.length} drawn, ${svgs.length - missing.length} kept, ` +
      `${removed} old files removed (${seconds} s)`,
  );
}

main().catch((err: Error) => {
  console.error(`Drawing the demo pictures failed: ${err.stack ?? err.message}`);
  process.exit(1);
});
