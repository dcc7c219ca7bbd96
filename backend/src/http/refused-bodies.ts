import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/**
 * How long the rest of a refused body may take to arrive before the answer goes anyway (nginx
 * lingers up to 30 s; a phone on a slow line sends a few MB in this time).
 */
export const REFUSED_BODY_GRACE_MS = 10_000;

/**
 * A body refused before it was read in full (too large, malformed JSON) is answered with
 * `Connection: close`. Were the socket closed while the client is still sending, its bytes
 * would reach a closed socket, the kernel would answer them with a reset, and the reset can
 * overtake the answer: the shopper would see "connection reset" instead of "Payload Too Large".
 * So the rest of the body is read and dropped first (clients read the answer only once they
 * have sent their body anyway), and the answer goes when it has arrived, or after the grace
 * time at the latest.
 */
export function readRefusedBodiesOut(instance: FastifyInstance, graceMs = REFUSED_BODY_GRACE_MS): void {
  instance.addHook('onSend', (request, reply, payload, done) => {
    const incoming = request.raw;
    if (incoming.complete || reply.statusCode < 400) return done(null, payload);
    void bodyReadOut(incoming, graceMs).then(() => done(null, payload));
  });
}

/** Resolves once the rest of the body has been read (and dropped), or the grace time is over. */
function bodyReadOut(incoming: IncomingMessage, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      incoming.off('end', finish).off('close', finish).off('error', finish);
      resolve();
    };
    const timer = setTimeout(finish, graceMs);
    incoming.on('end', finish).on('close', finish).on('error', finish);
    // Flowing with no reader: what arrives is dropped.
    incoming.removeAllListeners('data');
    incoming.resume();
  });
}
