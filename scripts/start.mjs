// `npm start`: builds only what changed since the last build, then runs the server in this
// very process, so the process npm (or systemd, Docker, PM2) starts and signals is the
// server itself: SIGTERM stops it, and nothing keeps serving after it exits.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

try {
  buildIfNeeded();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

// If whatever started us goes away without a signal reaching us, stop as if told to.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();

createRequire(import.meta.url)(`${root}backend/dist/main.js`);
