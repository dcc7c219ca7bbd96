import 'reflect-metadata';
import { createApp } from './app.setup';
import { ConfigError, loadConfig } from './config';

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await createApp(config);
  if (config.appRole === 'worker') {
    // A worker serves no HTTP: its queue consumers run until SIGTERM.
    console.log('Decor Shop worker started');
    return;
  }
  await app.listen(config.port, '0.0.0.0');
  const docs = config.apiDocs ? ` (API docs: ${config.publicUrl}/api/docs)` : '';
  // Time since the process started, build check included when `npm start` ran it.
  const seconds = process.uptime().toFixed(1);
  console.log(`Decor Shop is running at ${config.publicUrl}${docs}, ready in ${seconds} s`);
}

void bootstrap();
