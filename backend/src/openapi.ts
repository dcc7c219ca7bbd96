import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { loadConfig } from './config';
import { buildOpenApiDocument } from './openapi/document';

/** Writes docs/openapi.json from the controllers and DTOs, without a database (preview mode). */
async function main(): Promise<void> {
  const config = loadConfig({
    DATA_DIR: join(tmpdir(), 'decor-openapi'),
    JWT_SECRET: 'x'.repeat(32),
    LOG_LEVEL: 'silent',
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), new FastifyAdapter(), {
    preview: true,
    logger: false,
    bodyParser: false,
  });
  await configureApp(app, config);
  const document = buildOpenApiDocument(app);
  const target = resolve(__dirname, '..', '..', 'docs', 'openapi.json');
  mkdirSync(resolve(target, '..'), { recursive: true });
  writeFileSync(target, JSON.stringify(document, null, 2) + '\n');
  console.log(`Wrote ${target}`);
  await app.close();
}

void main();
