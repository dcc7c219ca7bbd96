import type { FastifyInstance } from 'fastify';
import { API_VERSION, API_VERSION_HEADER } from '../common/http/api-version';

/**
 * Every /api answer says which API version answered (docs/api-versioning.md), errors and
 * cached answers included: set when the request arrives, before anything may answer it.
 */
export function announceApiVersion(instance: FastifyInstance): void {
  instance.addHook('onRequest', (request, reply, done) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      reply.header(API_VERSION_HEADER, API_VERSION);
    }
    done();
  });
}
