// Makes the demo shop's hero video from its own product art, offline: a 3:4, 8-second, muted
// WebM loop (VP9) that drifts slowly across four pieces, plus its poster (the first frame).
// The outputs are committed (backend/data/hero/) and loaded by the demo seed, so neither the
// shop nor its tests need ffmpeg; run this again only to change the video.
//
//   npm run build -w backend && node scripts/make-hero-video.mjs
//
// Needs ffmpeg with libvpx-vp9 on PATH (Debian: apt-get install ffmpeg).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './shop-server.mjs';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const { renderProductSvg } = require(join(root, 'backend', 'dist', 'database', 'seed', 'product-art.js'));
const { DEMO_PRODUCTS } = require(join(root, 'backend', 'dist', 'database', 'seed', 'catalogue.js'));

const WIDTH = 480;
const HEIGHT = 640;
const SECONDS_EACH = 2;
const FADE = 0.5;
const FPS = 24;
/** One signature piece per category the hero talks about: a mirror, wall art, a shelf, table decor. */
const PIECES = ['Mirrors', 'Wall Art', 'Wall Shelves', 'Table Decor'].map(
  (category) => DEMO_PRODUCTS.find((product) => product.category === category) ?? DEMO_PRODUCTS[0],
);

const out = join(root, 'backend', 'data', 'hero');
const work = mkdtempSync(join(tmpdir(), 'hero-video-'));
try {
  // Each piece square at 640 px, cropped to 3:4 (the hero's frame) with room to drift sideways.
  const stills = [];
  for (const [index, product] of PIECES.entries()) {
    const file = join(work, `still-${index}.png`);
    await sharp(Buffer.from(renderProductSvg(product, 0)), { density: 72 })
      .resize(HEIGHT, HEIGHT)
      .png()
      .toFile(file);
    stills.push(file);
  }
  // A slow pan across each still, then cross-fades between them; the last fades into the first
  // so the loop has no seam.
  const inputs = [...stills, stills[0]].flatMap((file) => [
    '-loop',
    '1',
    '-t',
    String(SECONDS_EACH + FADE),
    '-i',
    file,
  ]);
  const pan = (i) =>
    `[${i}:v]fps=${FPS},crop=${WIDTH}:${HEIGHT}:x='(in_w-out_w)*t/${SECONDS_EACH + FADE}':y=0,setsar=1,format=yuv420p[p${i}]`;
  const parts = [...stills, stills[0]].map((_, i) => pan(i));
  let last = 'p0';
  for (let i = 1; i <= stills.length; i += 1) {
    const label = `x${i}`;
    parts.push(
      `[${last}][p${i}]xfade=transition=fade:duration=${FADE}:offset=${i * SECONDS_EACH - FADE / 2}[${label}]`,
    );
    last = label;
  }
  const total = stills.length * SECONDS_EACH;
  const video = join(out, 'hero-demo.webm');
  const ffmpeg = spawnSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      ...inputs,
      '-filter_complex',
      parts.join(';'),
      '-map',
      `[${last}]`,
      '-t',
      String(total),
      '-an',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      video,
    ],
    { stdio: 'inherit' },
  );
  if (ffmpeg.status !== 0) throw new Error(`ffmpeg exited with ${ffmpeg.status}`);
  // The poster is the video's first frame, so nothing jumps when the video starts.
  const first = await sharp(stills[0])
    .extract({ left: 0, top: 0, width: WIDTH, height: HEIGHT })
    .webp({ quality: 78 })
    .toBuffer();
  writeFileSync(join(out, 'hero-poster.webp'), first);
  console.log(
    `hero-demo.webm ${(statSync(video).size / 1024).toFixed(0)} KB, hero-poster.webp ${(first.length / 1024).toFixed(0)} KB`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
