import type { FastifyInstance } from 'fastify';

/**
 * Keep-alive connections must not hold a stopping server open. On close, Node closes the
 * connections that are idle at that moment; one still busy with a request would turn idle
 * after its answer and then wait out the keep-alive time-out (72 s), well past the 8 s the
 * shutdown has. From the moment Fastify starts closing, every answer says `Connection:
 * close`, so each connection ends right after the request it was serving, in full.
 */
export function closeConnectionsWhenDraining(instance: FastifyInstance): void {
  let draining = false;
  instance.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  instance.addHook('onSend', (request, reply, payload, done) => {
    if (draining && request.raw.httpVersionMajor === 1) reply.header('Connection', 'close');
    done(null, payload);
  });
}
