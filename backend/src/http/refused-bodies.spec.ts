import Fastify, { FastifyInstance } from 'fastify';
import { connect, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { readRefusedBodiesOut } from './refused-bodies';

const LIMIT = 1024;
const DECLARED = 256 * 1024;
const GRACE_MS = 400;

/** A raw client: what it receives, whether the server reset it, and when the server ended it. */
function rawClient(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  const seen = { text: '', reset: false, ended: false };
  socket.on('data', (chunk: Buffer) => (seen.text += chunk.toString('latin1')));
  socket.on('error', () => (seen.reset = true));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('end', () => {
    seen.ended = true;
    socket.end();
  });
  const sendHead = () =>
    socket.write(
      `POST /echo HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${DECLARED}\r\n\r\n`,
    );
  return { socket, seen, closed, sendHead };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a body refused before it was read', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = Fastify({ bodyLimit: LIMIT });
    readRefusedBodiesOut(app, GRACE_MS);
    app.post('/echo', async (request) => request.body);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(() => app.close());

  it('is answered once the rest has arrived, and the connection ends without a reset', async () => {
    const client = rawClient(port);
    client.sendHead();
    client.socket.write('x'.repeat(64 * 1024));
    await wait(GRACE_MS / 4);
    // Answering now and closing would reset the connection under the bytes still coming.
    expect(client.seen.text).toBe('');
    client.socket.write('x'.repeat(DECLARED - 64 * 1024));
    await client.closed;
    expect(client.seen.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(client.seen.text).toContain('connection: close');
    expect(client.seen.reset).toBe(false);
    expect(client.seen.ended).toBe(true);
  });

  it('is answered after the grace time when the rest never comes', async () => {
    const client = rawClient(port);
    const started = Date.now();
    client.sendHead();
    client.socket.write('x'.repeat(1000));
    await client.closed;
    expect(client.seen.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(Date.now() - started).toBeGreaterThanOrEqual(GRACE_MS - 50);
  });

  it('leaves answers to bodies that were read alone', async () => {
    const started = Date.now();
    const post = (body: string) =>
      fetch(`http://127.0.0.1:${port}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const answer = await post('{"shop":"decor"}');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ shop: 'decor' });
    expect((await post('{"shop":')).status).toBe(400);
    expect(Date.now() - started).toBeLessThan(GRACE_MS);
  });
});
