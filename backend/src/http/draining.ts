import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';

/** For requests still on their way to the process when it is told to stop. */
const UNREAD_REQUESTS_GRACE_MS = 150;

/**
 * Runs `then` once the event loop has polled its sockets twice from now: the first poll reads
 * what has arrived (and accepts waiting connections), the second what those new connections
 * have received. A timer alone is not enough: a process held busy past it runs the timer
 * before it polls, and would close connections whose requests sit unread.
 */
function afterTwoPolls(then: () => void): void {
  setImmediate(() => setImmediate(then));
}

/**
 * Keep-alive connections must not hold a stopping server open. On close, Node closes the
 * connections that are idle at that moment; one still busy with a request would turn idle
 * after its answer and then wait out the keep-alive time-out (72 s), well past the 8 s the
 * shutdown has. From the moment Fastify starts closing, every answer says `Connection:
 * close`, so each connection ends right after the request it was serving, in full.
 */
export function closeConnectionsWhenDraining(instance: FastifyInstance): void {
  let draining = false;
  const connections = new Set<Socket>();
  instance.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  instance.addHook('preClose', (done) => {
    draining = true;
    // Closing destroys every connection Node sees as idle, and that includes one whose request
    // has arrived but not been read yet (a busy process reads late): its shopper would get a
    // reset, not knowing whether the order went through. So such requests are read first, and
    // Fastify answers them 503 now ("nothing done, try again"), with `Connection: close`.
    instance.server.getConnections((_error, open) => {
      if (open === 0) return done();
      setTimeout(
        () =>
          afterTwoPolls(() => {
            closeUnused(connections);
            done();
          }),
        UNREAD_REQUESTS_GRACE_MS,
      );
    });
  });
  instance.addHook('onSend', (request, reply, payload, done) => {
    if (draining && request.raw.httpVersionMajor === 1) reply.header('Connection', 'close');
    done(null, payload);
  });
}

/**
 * Node does not count a connection that has not sent a byte as idle (its request's time-outs
 * already run), so closing would wait for it for minutes: browsers open such connections ahead
 * of need, and one would make every stop run into its deadline. Nothing was asked on it, so
 * closing it loses nothing; the browser opens another to the next process.
 */
function closeUnused(connections: Set<Socket>): void {
  for (const socket of connections) if (socket.bytesRead === 0) socket.destroy();
}
