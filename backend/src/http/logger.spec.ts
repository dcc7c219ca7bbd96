import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino, { Logger } from 'pino';
import type SonicBoom from 'sonic-boom';
import { batchedLogger } from './logger';

describe('batchedLogger', () => {
  let dir: string;
  let file: string;
  let log: Logger;
  let destination: SonicBoom;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'shop-log-'));
    file = join(dir, 'shop.log');
    log = batchedLogger({ base: null }, openSync(file, 'a'));
    destination = (log as unknown as Record<symbol, SonicBoom>)[pino.symbols.streamSym];
  });
  // The destination owns the file descriptor: it writes what is left, then closes it.
  afterEach(async () => {
    await new Promise((resolve) => {
      destination.once('close', resolve);
      destination.end();
    });
    rmSync(dir, { recursive: true, force: true });
  });

  const messages = () =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { msg: string }).msg);

  it('gathers the lines of a busy moment into one write, and writes a quiet moment within 100 ms', async () => {
    const writes: number[] = [];
    destination.on('write', (bytes: number) => writes.push(bytes));
    for (let i = 0; i < 5; i += 1) log.info(`request ${i}`);
    expect(messages()).toEqual([]); // not one write per line
    await sleep(250);
    expect(messages()).toEqual(['request 0', 'request 1', 'request 2', 'request 3', 'request 4']);
    expect(writes.filter((bytes) => bytes > 0)).toHaveLength(1);
  });

  it('writes at once when 4 KiB have gathered', async () => {
    for (let i = 0; i < 60; i += 1) log.info({ url: `/api/product/${'x'.repeat(60)}` }, `request ${i}`);
    await sleep(20); // well under the 100 ms of a quiet moment
    expect(messages().length).toBeGreaterThanOrEqual(20);
  });

  it('writes a warning or an error at once, after the lines before it', async () => {
    log.info('request 0');
    log.warn('Redis is away');
    await sleep(20);
    expect(messages()).toEqual(['request 0', 'Redis is away']);
    log.info('request 1');
    log.error('Mail not sent');
    await sleep(20);
    expect(messages()).toEqual(['request 0', 'Redis is away', 'request 1', 'Mail not sent']);
  });

  it('writes a warning that comes while a write is under way as soon as that write ends', async () => {
    for (let i = 0; i < 60; i += 1) log.info({ url: `/api/product/${'x'.repeat(60)}` }, `request ${i}`);
    log.warn('Redis is away'); // the 4 KiB write of the lines before is still with the file system
    await sleep(30); // well under the 100 ms of a quiet moment
    expect(messages().at(-1)).toBe('Redis is away');
  });

  it('writes what is left when the process exits', () => {
    log.info('stopping');
    destination.flushSync(); // what pino does on exit
    expect(messages()).toEqual(['stopping']);
  });
});
