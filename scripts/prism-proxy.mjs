// Stoplight Prism in proxy mode with --errors in front of a running shop: every request is
// checked against docs/openapi.json before it is forwarded (an invalid one is answered 422 by
// Prism and never reaches the shop) and every answer after (one that breaks the document is
// replaced by a 500 naming the violation). A tool nobody here wrote, reading only the document,
// as an integrator's would.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, root } from './shop-server.mjs';

const PRISM_SERVER = join(root, 'scripts', 'prism-server.mjs');

/**
 * Log lines that mean the document and the traffic disagree: a warning or error violation, or a
 * request Prism ended itself (invalid request, answer that broke the document, no such path).
 */
const PROBLEM = /Violation: |Request terminated with error/;

/** A problem line of Prism's JSON log, as `METHOD /path: message`. */
function problem(line) {
  try {
    const { msg, input } = JSON.parse(line);
    return input?.url ? `${String(input.method).toUpperCase()} ${input.url.path}: ${msg}` : String(msg);
  } catch {
    return line.trim();
  }
}

export async function startPrismProxy(upstream, { document = join(root, 'docs', 'openapi.json') } = {}) {
  const port = await freePort();
  // Prism's own server without its CLI's log colouring (see prism-server.mjs); no CORS of its
  // own, so the shop's CORS headers pass through untouched.
  const child = spawn(process.execPath, [PRISM_SERVER, document, upstream, String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept: the lines that name a problem, and the log's last few kilobytes (a suite's whole log
  // would grow with every request it sends).
  const found = [];
  let partial = '';
  let tail = '';
  let started = false;
  const collect = (chunk) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop();
    for (const line of lines) {
      if (PROBLEM.test(line)) found.push(problem(line));
      if (line.includes('Prism is listening')) started = true;
    }
    tail = (tail + chunk.toString()).slice(-8192);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let stopping = false;
  // Prism gone mid-run would turn every later request into a connection error: say why it went.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`Prism exited (${signal ?? code}); its last words:\n${tail}`);
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; !started; waited += 200) {
    if (child.exitCode !== null || waited > 60_000) {
      child.kill('SIGTERM');
      throw new Error(`Prism did not start:\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    /** The log's findings that the document and the traffic disagree, each with its request. */
    problems: () => [...found],
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
