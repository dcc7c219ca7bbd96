#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built shop, so the
// server hands out precompressed bytes (no compression work per request, and brotli at its
// highest level, which would be too slow to do on the fly).
//
//   node scripts/compress.mjs [dir]      (default: dist)
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than a TCP packet and costs a file. */
const MIN_BYTES = 256;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield path;
  }
}

export async function compressDir(dir) {
  let count = 0;
  let before = 0;
  let afterBr = 0;
  for await (const path of files(dir)) {
    const bytes = await readFile(path);
    if (bytes.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    count += 1;
    before += bytes.length;
    afterBr += br.length;
  }
  return { count, before, afterBr };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  if (!(await stat(dir).catch(() => null))?.isDirectory()) {
    console.error(`compress: ${dir} is not a directory (run vite build first)`);
    process.exit(1);
  }
  const { count, before, afterBr } = await compressDir(dir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`compress: ${count} files, ${kb(before)} → ${kb(afterBr)} brotli (+ gzip copies)`);
}
