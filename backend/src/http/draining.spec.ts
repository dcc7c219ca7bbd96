import Fastify, { type FastifyInstance } from 'fastify';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { closeConnectionsWhenDraining } from './draining';

/** Holds the event loop, as a process busy with other requests does. */
function busyFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // spin
  }
}

/** Holds every turn of the event loop for 5 ms, as a process under load; returns the stop. */
function keepBusy(): () => void {
  let busy = true;
  const turn = () => {
    busyFor(5);
    if (busy) setImmediate(turn);
  };
  turn();
  return () => (busy = false);
}

/** Everything the server sends on a connection, until it ends it (or resets it). */
function readAll(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => resolve(text));
    socket.on('error', (error) => (text += `\n[${(error as NodeJS.ErrnoException).code}]`));
  });
}

describe('closeConnectionsWhenDraining', () => {
  let app: FastifyInstance;
  let port: number;
  let releaseSlow: () => void;

  beforeEach(async () => {
    app = Fastify({ return503OnClosing: true });
    closeConnectionsWhenDraining(app);
    app.get('/', async () => ({ ok: true }));
    const slow = new Promise((resolve) => (releaseSlow = () => resolve({ slow: true })));
    app.get('/slow', () => slow);
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });

  afterEach(() => app.close());

  async function openConnection(): Promise<Socket> {
    const accepted = new Promise((resolve) => app.server.once('connection', resolve));
    const socket = connect(port, '127.0.0.1');
    await accepted;
    return socket;
  }

  /** Sends one request and waits for its whole answer, leaving the connection open. */
  async function exchange(socket: Socket): Promise<void> {
    const answered = new Promise((resolve) => socket.once('data', resolve));
    socket.write('GET / HTTP/1.1\r\nHost: shop\r\n\r\n');
    await answered;
  }

  it('reads a request that arrived while the process was busy, and answers it 503 rather than resetting the connection', async () => {
    const socket = await openConnection();
    await exchange(socket); // now an idle kept-alive connection
    const answer = readAll(socket);
    const closing = app.close();
    // The close has begun; the next request lands just as the process turns busy, and the
    // process stays busy past any fixed grace period. Held from the check phase, the event
    // loop's next step is its timers, before it polls the connection for what arrived.
    await new Promise((resolve) => setTimeout(resolve, 20));
    setImmediate(() => {
      socket.write('GET / HTTP/1.1\r\nHost: shop\r\n\r\n');
      busyFor(400);
    });
    await closing;
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 503 /);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(text).not.toContain('ECONNRESET');
  });

  it('accepts every connection a busy process left waiting before it stops listening, and answers each', async () => {
    // A busy process accepts one waiting connection per turn of its event loop; those still
    // waiting when it stops listening would be reset by the kernel, their requests sent.
    const stopBusy = keepBusy();
    const answers = Array.from({ length: 60 }, () => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: shop\r\n\r\n'));
      return readAll(socket);
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await app.close();
    } finally {
      stopBusy();
    }
    const texts = await Promise.all(answers);
    expect(texts.filter((text) => !/^HTTP\/1\.1 (200|503) /.test(text))).toEqual([]);
  });

  it('stops taking connections 2 s into the stop when more keep arriving than a busy process accepts', async () => {
    const stopBusy = keepBusy();
    const answers: Promise<string>[] = [];
    // Three a turn, while the busy process accepts one: its queue never empties.
    const arriving = setInterval(() => {
      for (let i = 0; i < 3; i += 1) {
        const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: shop\r\n\r\n'));
        answers.push(readAll(socket));
      }
    }, 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    try {
      await app.close();
    } finally {
      clearInterval(arriving);
      stopBusy();
    }
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(2_000);
    expect(took).toBeLessThan(3_000);
    // Those it took were turned away in full (a few hundred on a quiet machine, under a hundred on a loaded one).
    const texts = await Promise.all(answers);
    expect(texts.filter((text) => text.startsWith('HTTP/1.1 503 ')).length).toBeGreaterThan(40);
  });

  it('answers a request already in progress in full, then closes its connection', async () => {
    const socket = await openConnection();
    const answer = readAll(socket);
    const arrived = new Promise((resolve) => app.server.once('request', resolve));
    socket.write('GET /slow HTTP/1.1\r\nHost: shop\r\n\r\n');
    await arrived;
    const closing = app.close();
    setTimeout(() => releaseSlow(), 300);
    await closing;
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(text).toContain('{"slow":true}');
  });

  it('closes an idle kept-alive connection promptly, without waiting out the keep-alive time', async () => {
    const socket = await openConnection();
    await exchange(socket);
    const answer = readAll(socket);
    const started = Date.now();
    await app.close();
    expect(await answer).toBe('');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('closes a connection that never sent a request (a browser opens them ahead of need) instead of waiting for it', async () => {
    const unused = await openConnection();
    const ended = readAll(unused);
    // Beside it, a kept-alive connection part way through a request: that one is left to finish.
    const busy = await openConnection();
    const answer = readAll(busy);
    busy.write('GET / HTTP/1.1\r\nHost: shop\r\n');
    const started = Date.now();
    const closing = app.close();
    setTimeout(() => busy.write('\r\n'), 300);
    await closing;
    expect(await ended).toBe('');
    expect(await answer).toMatch(/^HTTP\/1\.1 (200|503) /);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
