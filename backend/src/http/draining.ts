import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';

/** For requests still on their way to the process when it is told to stop. */
const UNREAD_REQUESTS_GRACE_MS = 150;

/** How long a stopping process goes on taking connections that keep arriving (no balancer). */
const ACCEPT_QUEUE_LIMIT_MS = 2000;

/**
 * Runs `then` once two polls in a row have accepted no connection, or the limit has passed.
 * Node accepts one waiting connection per turn of its event loop, so a busy process can have
 * many waiting in the kernel's queue; those still there when it stops listening are reset, a
 * request already sent on each. Two quiet polls: the first finds the queue empty, the second
 * reads what the connections accepted last have received. A timer alone is not enough: a
 * process held busy past it runs the timer before it polls.
 */
function afterAcceptQueueDrained(accepted: () => number, then: () => void): void {
  const until = Date.now() + ACCEPT_QUEUE_LIMIT_MS;
  let seen = accepted();
  let quietPolls = 0;
  const turn = () => {
    quietPolls = accepted() === seen ? quietPolls + 1 : 0;
    seen = accepted();
    if (quietPolls >= 2 || Date.now() > until) then();
    else setImmediate(turn);
  };
  setImmediate(turn);
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
  let accepted = 0;
  const connections = new Map<Socket, number>();
  instance.server.on('connection', (socket: Socket) => {
    accepted += 1;
    connections.set(socket, Date.now());
    socket.once('close', () => connections.delete(socket));
  });
  instance.addHook('preClose', (done) => {
    draining = true;
    // Closing destroys every connection Node sees as idle, and that includes one whose request
    // has arrived but not been read yet (a busy process reads late): its shopper would get a
    // reset, not knowing whether the order went through. So such requests are read first, and
    // Fastify answers them 503 now ("nothing done, try again"), with `Connection: close`.
    instance.server.getConnections((_error, open) => {
      // With none open, no request is on its way but on connections still waiting to be accepted.
      const grace = open === 0 ? 0 : UNREAD_REQUESTS_GRACE_MS;
      const stop = () => {
        closeUnused(connections);
        done();
      };
      setTimeout(() => afterAcceptQueueDrained(() => accepted, stop), grace);
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
 * closing it loses nothing; the browser opens another to the next process. A connection
 * accepted moments ago may have its request still on the way, so it gets the grace first; the
 * check runs after the next poll, so a request that has arrived is read before it.
 */
function closeUnused(connections: Map<Socket, number>): void {
  const closeIfUnused = (socket: Socket) =>
    setImmediate(() => {
      if (socket.bytesRead === 0) socket.destroy();
    });
  for (const [socket, acceptedAt] of connections) {
    if (socket.bytesRead > 0) continue;
    const wait = acceptedAt + UNREAD_REQUESTS_GRACE_MS - Date.now();
    if (wait <= 0) closeIfUnused(socket);
    else setTimeout(() => closeIfUnused(socket), wait);
  }
}
