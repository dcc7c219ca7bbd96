// Builds the API client, the storefront, the backend and the benchmarks only when their sources changed since the last build,
// so that `npm start` on a built tree starts at once. `npm install` runs it too (--at-install), so
// that the first start after an install starts at once as well. A part's fingerprint is a hash of its
// source files' contents (and of the lock file); it is kept beside the built output.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const PARTS = [
  {
    name: 'packages/client',
    sources: [
      'docs/openapi.json',
      'packages/client/src/index.ts',
      'packages/client/tsconfig.json',
      'packages/client/package.json',
    ],
    output: 'packages/client/dist',
    marker: 'index.js',
  },
  {
    name: 'storefront',
    sources: [
      'storefront/src',
      'storefront/public',
      'storefront/scripts',
      'storefront/index.html',
      'storefront/vite.config.ts',
      'storefront/tsconfig.json',
      'storefront/package.json',
      'packages/india',
    ],
    output: 'storefront/dist',
    marker: 'index.html',
  },
  {
    name: 'backend',
    sources: [
      'backend/src',
      'backend/tsconfig.json',
      'backend/tsconfig.build.json',
      'backend/package.json',
      'nest-cli.json',
      'packages/india',
    ],
    output: 'backend/dist',
    marker: 'main.js',
  },
  {
    // The benchmarks (npm run bench): a workspace of their own, run against backend/dist.
    name: 'tools/bench',
    sources: [
      'tools/bench/src',
      'tools/bench/tsconfig.json',
      'tools/bench/tsconfig.build.json',
      'tools/bench/package.json',
      'backend/tsconfig.json',
    ],
    output: 'tools/bench/dist',
    marker: 'http/run.js',
  },
];
const SKIP = new Set(['node_modules', 'dist', 'test-results']);

function files(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !SKIP.has(entry.name) && !entry.name.endsWith('.spec.ts') && !entry.name.endsWith('.test.tsx'))
    .flatMap((entry) => files(join(path, entry.name)))
    .sort();
}

function fingerprint(part) {
  const hash = createHash('sha256');
  for (const file of [...part.sources.flatMap(files), 'package-lock.json']) {
    hash
      .update(relative(root, join(root, file)))
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const stampOf = (part) => join(root, part.output, '.build-fingerprint');

/** The parts whose built output is missing or older than their sources. */
export function staleParts() {
  return PARTS.filter((part) => {
    if (!existsSync(join(root, part.output, part.marker)) || !existsSync(stampOf(part))) return true;
    return readFileSync(stampOf(part), 'utf8').trim() !== fingerprint(part);
  });
}

/**
 * Builds what is stale (everything with `force`) of the parts named in `only` (all by default);
 * returns the names built. Throws when a build fails.
 */
export function buildIfNeeded({ force = false, only = [], log = console.log } = {}) {
  const unknown = only.filter((name) => !PARTS.some((part) => part.name === name));
  if (unknown.length > 0) throw new Error(`No such part to build: ${unknown.join(', ')}`);
  const chosen = only.length > 0 ? PARTS.filter((part) => only.includes(part.name)) : PARTS;
  const stale = force ? chosen : staleParts().filter((part) => chosen.includes(part));
  for (const part of stale) {
    if (!force) log(`Building the ${part.name} (its sources changed since the last build)...`);
    const result = spawnSync('npm', ['run', 'build', '-w', part.name], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`The ${part.name} build failed (exit ${result.status})`);
    writeFileSync(stampOf(part), fingerprint(part) + '\n');
  }
  return stale.map((part) => part.name);
}

/** The install's own build (`postinstall`): never fails the install, as `npm start` builds what is missing. */
function buildAtInstall() {
  // An install of the dependencies alone (the Docker image's first layer) has no sources yet.
  if (!existsSync(join(root, 'backend', 'src'))) {
    console.log('No sources to build yet: `npm start` (or `npm run build`) builds them.');
    return;
  }
  try {
    buildIfNeeded();
  } catch (err) {
    // An install without the build tools (--omit=dev), or sources in the middle of an edit.
    console.warn(`${err.message}: \`npm start\` builds it again and shows why it failed.`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // node scripts/build-if-needed.mjs [--force | --at-install] [part ...], e.g. `backend`.
  const args = process.argv.slice(2);
  if (args.includes('--at-install')) buildAtInstall();
  else {
    try {
      const built = buildIfNeeded({
        force: args.includes('--force'),
        only: args.filter((arg) => !arg.startsWith('--')),
      });
      if (built.length === 0) console.log('Nothing to build: the built output matches its sources.');
    } catch (err) {
      console.error(err.message);
      process.exit(1);
    }
  }
}
