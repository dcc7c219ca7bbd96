import { ServiceUnavailableException } from '@nestjs/common';

/**
 * At most `limit` jobs run at once; later ones wait in line, and when `maxWaiting` are already
 * waiting a new one is refused with 503 instead of piling up memory and latency.
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting: number,
    private readonly busyMessage: string,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw new ServiceUnavailableException(this.busyMessage);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      // Hand the slot straight to the next in line, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get active(): number {
    return this.running;
  }
}
