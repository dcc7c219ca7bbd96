import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino, { Logger } from 'pino';
import type SonicBoom from 'sonic-boom';
import { eventually } from '../../test/eventually';
import { batchedLogger } from './logger';

describe('batchedLogger', () => {
  let dir: string;
  let file: string;
  let log: Logger;
  let destination: SonicBoom;

  /**
   * A logger on a new file. The tests of what is written at once push the quiet moment's write
   * a minute away: whatever they see written, that write did not bring it, however slowly a busy
   * machine runs them.
   */
  const open = (quietFlushMs?: number) => {
    log = batchedLogger({ base: null }, openSync(file, 'a'), quietFlushMs);
    destination = (log as unknown as Record<symbol, SonicBoom>)[pino.symbols.streamSym];
  };
  const NEVER_QUIET_MS = 60_000;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'shop-log-'));
    file = join(dir, 'shop.log');
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
  /** The messages once `done` holds for them (or after 5 s: the caller's assertion then fails). */
  const messagesOnce = (done: (written: string[]) => boolean) =>
    eventually(() => Promise.resolve(messages()), done, 5_000);

  it('gathers the lines of a busy moment into one write, and writes a quiet moment within 100 ms', async () => {
    open();
    const writes: number[] = [];
    destination.on('write', (bytes: number) => writes.push(bytes));
    for (let i = 0; i < 5; i += 1) log.info(`request ${i}`);
    expect(messages()).toEqual([]); // not one write per line
    // The write's event comes after the lines are in the file: wait for it, then read them.
    await eventually(
      () => Promise.resolve(writes),
      (done) => done.some((bytes) => bytes > 0),
      5_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 50)); // a second write, were there one
    expect(messages()).toEqual(['request 0', 'request 1', 'request 2', 'request 3', 'request 4']);
    expect(writes.filter((bytes) => bytes > 0)).toHaveLength(1);
  });

  it('writes at once when 4 KiB have gathered', async () => {
    open(NEVER_QUIET_MS);
    for (let i = 0; i < 60; i += 1) log.info({ url: `/api/product/${'x'.repeat(60)}` }, `request ${i}`);
    expect((await messagesOnce((written) => written.length >= 20)).length).toBeGreaterThanOrEqual(20);
  });

  it('writes a warning or an error at once, after the lines before it', async () => {
    open(NEVER_QUIET_MS);
    log.info('request 0');
    log.warn('Redis is away');
    expect(await messagesOnce((written) => written.length >= 2)).toEqual(['request 0', 'Redis is away']);
    log.info('request 1');
    log.error('Mail not sent');
    expect(await messagesOnce((written) => written.length >= 4)).toEqual([
      'request 0',
      'Redis is away',
      'request 1',
      'Mail not sent',
    ]);
  });

  it('writes a warning that comes while a write is under way as soon as that write ends', async () => {
    open(NEVER_QUIET_MS);
    for (let i = 0; i < 60; i += 1) log.info({ url: `/api/product/${'x'.repeat(60)}` }, `request ${i}`);
    log.warn('Redis is away'); // the 4 KiB write of the lines before is still with the file system
    expect((await messagesOnce((written) => written.at(-1) === 'Redis is away')).at(-1)).toBe('Redis is away');
  });

  it('writes what is left when the process exits', () => {
    open(NEVER_QUIET_MS);
    log.info('stopping');
    destination.flushSync(); // what pino does on exit
    expect(messages()).toEqual(['stopping']);
  });
});
