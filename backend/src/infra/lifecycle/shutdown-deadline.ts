import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

/** A process manager sends SIGKILL some seconds after SIGTERM (Docker: 10 s); stop before that. */
export const SHUTDOWN_DEADLINE_MS = 8000;
const SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

/**
 * A safety net for the graceful shutdown: each part is bounded already (queues, Redis,
 * database), but whatever still hangs when the deadline passes (a stuck connection, a
 * request that never ends) must not keep the process alive. The timer is armed by the
 * signal and unref'd, so a shutdown that finishes in time exits as usual.
 */
@Injectable()
export class ShutdownDeadline implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Shutdown');
  private readonly arm = (signal: NodeJS.Signals) => {
    this.logger.log(`${signal} received: stopping (at most ${SHUTDOWN_DEADLINE_MS / 1000} s)`);
    const timer = setTimeout(() => {
      this.logger.error(`Shutdown did not finish within ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting now`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    timer.unref();
  };

  onApplicationBootstrap(): void {
    for (const signal of SIGNALS) process.once(signal, this.arm);
  }

  onApplicationShutdown(): void {
    for (const signal of SIGNALS) process.off(signal, this.arm);
  }
}
