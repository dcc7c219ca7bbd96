import { INestApplication, RequestMethod, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { AppConfig } from './config';
import { buildOpenApiDocument } from './openapi/document';

/** Paths that are served by the API process but not under /api. */
const NON_SPA_PREFIXES = ['/api/', '/uploads/', '/sandbox/'];
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

function contentSecurityPolicy(config: AppConfig) {
  const gateway = config.paytmHost ? [new URL(config.paytmHost).origin] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      // styled-components injects its rules at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      frameSrc: ["'self'", 'https://www.instagram.com'],
      connectSrc: ["'self'"],
      // The UPI checkout posts a form to the payment gateway.
      formAction: ["'self'", ...gateway],
      upgradeInsecureRequests: config.production ? [] : null,
    },
  };
}

/** The storefront's single-page app: its files, and index.html for every client-side route. */
function serveStorefront(app: NestExpressApplication, dir: string): void {
  if (!existsSync(join(dir, 'index.html'))) return;
  app.useStaticAssets(dir, { index: false, maxAge: '1h', setHeaders: immutableAssets });
  app.use((req: Request, res: Response, next: NextFunction) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && req.accepts('html');
    if (!wantsPage || NON_SPA_PREFIXES.some((prefix) => req.path.startsWith(prefix))) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(dir, 'index.html'));
  });
}

/** Vite puts content hashes in /assets file names, so they may be cached for good. */
function immutableAssets(res: Response, path: string): void {
  if (path.includes(`${join('dist', 'assets')}`)) {
    res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
  }
}

export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false,
    // Throw boot errors to the caller (main prints them) instead of exiting the process.
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  configureApp(app, config);
  app.enableShutdownHooks();
  await app.init();
  return app;
}

export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: contentSecurityPolicy(config),
      crossOriginEmbedderPolicy: false,
      // With "no-referrer" a browser sends `Origin: null` on form posts (the UPI checkout form),
      // which the CSRF check must refuse; this policy still keeps paths from other sites.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  app.use(cookieParser());
  // A 5 MB image travels as a base64 data URL (about 6.7 MB of JSON).
  app.useBodyParser('json', { limit: '8mb' });
  app.useBodyParser('urlencoded', { extended: false, limit: '100kb' });
  if (config.corsOrigins.length > 0) app.enableCors({ origin: config.corsOrigins, credentials: true });

  app.setGlobalPrefix('api', { exclude: [{ path: 'sandbox/{*path}', method: RequestMethod.ALL }] });
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.useGlobalFilters(new AllExceptionsFilter());

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/openapi.json' });

  app.useStaticAssets(join(config.dataDir, 'uploads'), {
    prefix: '/uploads/',
    maxAge: ONE_YEAR_SECONDS * 1000,
    immutable: true,
    index: false,
  });
  serveStorefront(app, config.storefrontDir);
}

export type { INestApplication };
