// Stoplight Prism's HTTP server in proxy mode with --errors, as `prism proxy <document> <upstream>
// --errors --cors=false` sets it up, but logging plain JSON lines (pino) to stdout. The CLI reads
// its own log back through a JSON repairer to colour it, and its process dies on a line it cannot
// repair (a request that quoted deeply nested or unusual input): a run of thousands of requests
// would lose its judge half-way. Nor does this log quote request bodies (see the serializer below).
//
//   node scripts/prism-server.mjs <document> <upstream> <port>
import { createLogger } from '@stoplight/prism-core';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { createServer } from '@stoplight/prism-http-server';

const [document, upstream, port] = process.argv.slice(2);
// A request is logged by method and path only: the log's safe stringifier recurses through a
// body and overflows the stack on deeply nested JSON (which the HTTP layer's tests send), and
// that error is thrown where nothing catches it, so Prism's process dies.
const logger = createLogger('PRISM', {
  level: 'info',
  serializers: { input: (input) => ({ method: input?.method, url: { path: input?.url?.path } }) },
});
const operations = await getHttpOperationsFromSpec(document);
const server = createServer(operations, {
  cors: false,
  config: {
    isProxy: true,
    upstream: new URL(upstream),
    upstreamProxy: undefined,
    validateRequest: true,
    validateResponse: true,
    checkSecurity: true,
    errors: true,
    mock: { dynamic: false },
  },
  components: { logger: logger.child({ name: 'HTTP SERVER' }) },
});
const address = await server.listen(Number(port), '127.0.0.1');
logger.info(`Prism is listening on ${address}`);
