// Stoplight Prism in proxy mode with --errors in front of a running shop: every request is
// checked against docs/openapi.json before it is forwarded (an invalid one is answered 422 by
// Prism and never reaches the shop) and every answer after (one that breaks the document is
// replaced by a 500 naming the violation). A tool nobody here wrote, reading only the document,
// as an integrator's would.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, root } from './shop-server.mjs';

const PRISM = join(root, 'node_modules', '.bin', 'prism');

/**
 * Log lines that mean the document and the traffic disagree: a warning or error violation, or a
 * request Prism ended itself (invalid request, answer that broke the document, no such path).
 */
const PROBLEM = /Violation: |Request terminated with error/;

export async function startPrismProxy(upstream, { document = join(root, 'docs', 'openapi.json') } = {}) {
  const port = await freePort();
  // --cors=false: the shop's own CORS headers pass through untouched instead of Prism's.
  const child = spawn(PRISM, ['proxy', document, upstream, '--errors', '--cors=false', '-p', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk) => (log += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let stopping = false;
  // Prism gone mid-run would turn every later request into a connection error: say why it went.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`Prism exited (${signal ?? code}); its last words:\n${log.slice(-4000)}`);
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; !log.includes('Prism is listening'); waited += 200) {
    if (child.exitCode !== null || waited > 60_000) {
      child.kill('SIGTERM');
      throw new Error(`Prism did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    /** The lines about requests or answers that do not match the document, with their request. */
    problems: () => {
      const lines = log.split('\n');
      return lines.flatMap((line, index) => {
        if (!PROBLEM.test(line)) return [];
        const request = lines
          .slice(0, index + 1)
          .reverse()
          .find((earlier) => earlier.includes('Request received'));
        return [request && request !== line ? `${request.trim()}\n    ${line.trim()}` : line.trim()];
      });
    },
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
