/**
 * The yardstick: a bare node:http server answering GET /<bytes> with that many bytes of JSON.
 * Every benchmark row is compared with it in the same run, so a slow or busy machine moves
 * both figures and not the verdict.
 */
import { createServer } from 'node:http';

const bodies = new Map<number, Buffer>();

function body(bytes: number): Buffer {
  let buffer = bodies.get(bytes);
  if (!buffer) {
    buffer = Buffer.from(`"${'x'.repeat(Math.max(0, bytes - 2))}"`.slice(0, Math.max(bytes, 2)));
    bodies.set(bytes, buffer);
  }
  return buffer;
}

const server = createServer((request, response) => {
  const bytes = Number((request.url ?? '/').split('?')[0].slice(1)) || 2;
  const payload = body(bytes);
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': payload.length });
    response.end(payload);
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
