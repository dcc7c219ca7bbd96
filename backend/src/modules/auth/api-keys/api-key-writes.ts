import type { FastifyInstance } from 'fastify';
import { Logger } from '@nestjs/common';
import type { AuthUser } from '../../../common/decorators/auth.decorators';
import { ApiKeysService } from './api-keys.service';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Records every write an API key made (refused ones too), once its answer went and its status
 * is known, whatever answered it: the handler, a guard or the error filter. The auth guard
 * leaves the caller on the request, which is the one Fastify hands this hook.
 */
export function recordApiKeyWrites(instance: FastifyInstance, keys: ApiKeysService): void {
  const logger = new Logger('ApiKeys');
  instance.addHook('onResponse', (request, reply, done) => {
    const key = (request as { user?: AuthUser }).user?.apiKey;
    if (key && !READS.has(request.method)) {
      keys
        .recordWrite(key.id, request.method, request.url, reply.statusCode)
        .catch((err: Error) => logger.error(`A write by API key ${key.id} was not recorded: ${err.message}`));
    }
    done();
  });
}
