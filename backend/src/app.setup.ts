import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { INestApplication, RequestMethod, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, LogController } from 'fastify';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import { AppModule } from './app.module';
import { defaultErrorCode } from './common/errors/error-codes';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { AppConfig } from './config';
import { answerClientError } from './http/client-errors';
import { announceApiVersion } from './http/api-version';
import { registerCachedReads } from './http/cached-reads';
import { sendCursorLinks } from './common/http/cursor-page';
import { AnswerCache } from './infra/cache';
import { closeConnectionsWhenDraining } from './http/draining';
import { readRefusedBodiesOut } from './http/refused-bodies';
import { answerSerializer, bodyImageConverter } from './http/image-urls';
import { jsonBodyParser } from './http/json-body';
import { createLogger, NestPinoLogger } from './http/logger';
import { ONE_YEAR_SECONDS, serveStorefront } from './http/storefront';
import { SeoService } from './modules/seo/seo.service';
import { recordApiKeyWrites } from './modules/auth/api-keys/api-key-writes';
import { ApiKeysService } from './modules/auth/api-keys/api-keys.service';
import { buildOpenApiDocument } from './openapi/document';

/** A 5 MB image travels as a base64 data URL (about 6.7 MB of JSON). */
const JSON_BODY_LIMIT = 8 * 1024 * 1024;
/** Form posts are the payment gateway's callback and the sandbox's pages: small. */
const FORM_BODY_LIMIT = 100 * 1024;
/** Answers up to this size are compressed in one call, on the event loop (brotli 2: about 0.1 ms for 64 KiB). */
const SYNC_COMPRESSION_LIMIT = 64 * 1024;

function contentSecurityPolicy(config: AppConfig) {
  const gateway = config.paytmHost ? [new URL(config.paytmHost).origin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      fontSrc: ["'self'", 'https:', 'data:'],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      scriptSrcAttr: ["'none'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      // styled-components injects its rules at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      frameSrc: ["'self'", 'https://www.instagram.com'],
      connectSrc: ["'self'"],
      // The UPI checkout posts a form to the payment gateway.
      formAction: ["'self'", ...gateway],
      upgradeInsecureRequests: config.production ? true : null,
    },
  };
}

/** The Fastify adapter: the HTTP server the shop runs on, with its logger and limits. */
export function createHttpAdapter(config: AppConfig): FastifyAdapter {
  return new FastifyAdapter({
    loggerInstance: createLogger(config),
    // One line per request is written by the onResponse hook below (cheaper than two).
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count is accepted at run time, though the type leaves it out.
    trustProxy: config.trustProxy as string | boolean,
    bodyLimit: JSON_BODY_LIMIT,
    clientErrorHandler: answerClientError,
    return503OnClosing: true,
    // The router's own refusals (a path that is not valid UTF-8 once decoded) answer as every 400 does.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      void reply.code(400).send({
        statusCode: 400,
        message: error.message,
        error: 'Bad Request',
        code: defaultErrorCode(400),
      });
    },
  });
}

export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = createHttpAdapter(config);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bodyParser: false,
    // Throw boot errors to the caller (main prints them) instead of exiting the process.
    abortOnError: false,
    bufferLogs: true,
  });
  const instance = app.getHttpAdapter().getInstance() as FastifyInstance;
  app.useLogger(new NestPinoLogger(instance.log as never));
  await configureApp(app, config);
  app.enableShutdownHooks();
  await app.init();
  await instance.ready();
  return app;
}

function logRequests(instance: FastifyInstance): void {
  instance.addHook('onResponse', (request, reply, done) => {
    if (request.url !== '/api/health') {
      request.log.info(
        {
          req: { method: request.method, url: request.url },
          res: { statusCode: reply.statusCode },
          ms: reply.elapsedTime,
        },
        'request completed',
      );
    }
    done();
  });
}

function crossOriginUploads(config: AppConfig) {
  if (config.corsOrigins.length === 0) return undefined;
  return (reply: FastifyReply) => void reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
}

/**
 * For storefronts and tools on CORS_ORIGINS: every method the API routes use, the request
 * headers it reads (a browser asks before sending any other than the CORS-safelisted ones),
 * cookies, and the response headers a client acts on (caching, replayed orders, rate limits,
 * invoice file names, a list's next page, the API version), which a browser hides from scripts unless exposed.
 */
function crossOriginOptions(origins: string[]) {
  return {
    origin: origins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key', 'If-None-Match'],
    exposedHeaders: [
      'ETag',
      'Idempotent-Replayed',
      'Retry-After',
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'RateLimit-Policy',
      'Content-Disposition',
      'Link',
      'API-Version',
    ],
    // Browsers keep a preflight's answer this long (Chromium caps it at 2 hours).
    maxAge: 600,
  };
}

export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const instance = app.getHttpAdapter().getInstance() as FastifyInstance;
  // Before any route is added: each route keeps the serializer set when it was added.
  instance.setReplySerializer(answerSerializer(config.publicUrl));
  logRequests(instance);
  readRefusedBodiesOut(instance);
  closeConnectionsWhenDraining(instance);
  announceApiVersion(instance);
  registerCachedReads(instance, app.get(AnswerCache));
  sendCursorLinks(instance);
  recordApiKeyWrites(instance, app.get(ApiKeysService));
  app.useSecurityHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    // With "no-referrer" a browser sends `Origin: null` on form posts (the UPI checkout form),
    // which the CSRF check must refuse; this policy still keeps paths from other sites.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyCookie);
  // API JSON is compressed when the client asks (every browser does); storefront files come
  // precompressed and cached answers keep copies compressed once. An answer made for one
  // request (a cart after a change, an order: usually 2-60 KiB) is compressed in one call at a
  // quick level: the plugin's default on two cores (a zlib stream from 8 KiB, brotli 4) made a
  // browser's add-to-cart three times slower; brotli 2 is three times quicker than 4 and its
  // output only about 2% larger on the shop's JSON.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: SYNC_COMPRESSION_LIMIT,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 1 },
  });
  app.useBodyParser(
    'application/json',
    { bodyLimit: JSON_BODY_LIMIT },
    jsonBodyParser(instance, bodyImageConverter(config.publicUrl)),
  );
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit: FORM_BODY_LIMIT });
  if (config.corsOrigins.length > 0) app.enableCors(crossOriginOptions(config.corsOrigins));

  app.setGlobalPrefix('api', { exclude: [{ path: 'sandbox/paytm/{*path}', method: RequestMethod.ALL }] });
  // Bodies and queries become their DTO classes (query text converted by the DTOs' @Type), and a
  // property no DTO declares is refused with a 400 rather than passed on or silently dropped.
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.useGlobalFilters(new AllExceptionsFilter(app.getHttpAdapter()));

  // API_DOCS: on in development, off in production unless asked for (then /api/docs is a 404).
  if (config.apiDocs) {
    SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'api/openapi.json' });
  }

  // Uploads arrive after boot; the folder is there from the start so the file route has a root.
  mkdirSync(join(config.dataDir, 'uploads'), { recursive: true });
  await app.register(fastifyStatic, {
    root: join(config.dataDir, 'uploads'),
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: ONE_YEAR_SECONDS * 1000,
    immutable: true,
    // Storefronts on the CORS_ORIGINS show these images: the security headers' default
    // (same-origin) would make their browsers refuse them. CORS headers come from enableCors.
    setHeaders: crossOriginUploads(config),
  });
  await serveStorefront(instance, config.storefrontDir, app.get(SeoService));
}

export type { INestApplication };
