import { LoggerService } from '@nestjs/common';
import pino, { Logger as PinoLogger } from 'pino';
import type { AppConfig } from '../config';

/** Whether pino-pretty is installed (a development dependency, absent after `npm prune --omit=dev`). */
function prettyAvailable(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * The one pino logger of the process: Fastify logs requests with it and Nest's own messages
 * go through it. Credentials never reach the log.
 */
export function createLogger(config: AppConfig): PinoLogger {
  const pretty = !config.production && process.stdout.isTTY && prettyAvailable();
  const options = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  };
  if (pretty) return pino({ ...options, transport: { target: 'pino-pretty' } });
  // Written asynchronously: lines that arrive while a write is under way go out with the next
  // one, instead of one blocking write per request. Pino flushes what is left when the process exits.
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

/** Nest's LoggerService on top of pino, so boot messages and errors share the JSON log. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: PinoLogger) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  error(message: unknown, stackOrContext?: string, context?: string): void {
    this.write('error', message, context ?? stackOrContext, context ? stackOrContext : undefined);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }

  private write(level: pino.Level, message: unknown, context?: string, stack?: string): void {
    const fields = { context, ...(stack ? { stack } : {}) };
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.logger[level]({ ...fields, ...message });
    else this.logger[level](fields, String(message));
  }
}
