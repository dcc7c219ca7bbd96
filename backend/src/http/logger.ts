import { LoggerService } from '@nestjs/common';
import pino, { LoggerOptions, Logger as PinoLogger } from 'pino';
import type SonicBoom from 'sonic-boom';
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
  return batchedLogger(options, 1);
}

/** Lines gathered before a write. */
const LOG_BATCH_BYTES = 4096;
/** How late a line may reach the log when the shop is quiet, in ms. */
const LOG_FLUSH_MS = 100;

/**
 * A logger that writes asynchronously and in batches, of 4 KiB or what has gathered after 100 ms,
 * instead of one write per request (each one handed to a thread of the pool: about 4% of the API
 * thread's time on a busy checkout). A warning or an error is written at once, with the lines
 * before it, so an operator watching the log sees it when it happens. Pino writes what is left
 * when the process exits, so only a SIGKILL can lose lines, those of its last 100 ms.
 */
export function batchedLogger(options: LoggerOptions, fd: number, quietFlushMs = LOG_FLUSH_MS): PinoLogger {
  const destination = pino.destination({
    dest: fd,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: quietFlushMs,
  });
  const flushFrom = pino.levels.values.warn;
  const writeOutNow = writerOfWhatGathered(destination);
  return pino(
    {
      ...options,
      hooks: {
        logMethod(args, write, level) {
          write.apply(this, args);
          if (level >= flushFrom) writeOutNow();
        },
      },
    },
    destination,
  );
}

/**
 * Writes what has gathered now. While a write is under way, flush() does nothing and the lines
 * behind it would wait for the next 100 ms tick: they go out as soon as that write ends instead.
 */
function writerOfWhatGathered(destination: SonicBoom): () => void {
  let afterCurrentWrite = false;
  return () => {
    destination.flush();
    if (afterCurrentWrite) return;
    afterCurrentWrite = true;
    destination.once('drain', () => {
      afterCurrentWrite = false;
      destination.flush();
    });
  };
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
