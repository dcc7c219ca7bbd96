import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { MailThread } from './mail-thread';
import type { MailMessage } from './mailer';

describe('MailThread', () => {
  let outboxDir: string;
  let thread: MailThread;

  beforeEach(() => {
    outboxDir = mkdtempSync(join(tmpdir(), 'shop-outbox-'));
    thread = new MailThread({ from: 'Shop <shop@example.com>', outboxDir });
  });
  afterEach(async () => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    await thread.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  const mail = (n: number): MailMessage => ({
    to: `shopper${n}@example.com`,
    subject: `Order ${n}`,
    text: `Hello ${n}`,
  });

  it('hands the mails of one turn to the thread in one message, and writes each', async () => {
    const handOvers = jest.spyOn(Worker.prototype, 'postMessage');
    const files = await Promise.all([1, 2, 3].map((n) => thread.send(mail(n))));
    expect(handOvers).toHaveBeenCalledTimes(1);
    files.forEach((file, i) => expect(readFileSync(file!, 'utf8')).toContain(`Subject: Order ${i + 1}`));
    // A later turn is a message of its own.
    await thread.send(mail(4));
    expect(handOvers).toHaveBeenCalledTimes(2);
  });

  it('hands over the mails that keep coming at most once per 20 ms', async () => {
    const handOvers = jest.spyOn(Worker.prototype, 'postMessage');
    // The clock and setTimeout are the test's, so a busy machine cannot let the wait run out
    // early; the worker's messages and the turns of the event loop stay real.
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
      ],
    });
    let now = 1000;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    const turnEnds = () => new Promise((resolve) => setImmediate(resolve));
    const first = thread.send(mail(1));
    await turnEnds();
    // After a quiet spell, at the end of its turn.
    expect(handOvers).toHaveBeenCalledTimes(1);
    now += 5;
    const later = [thread.send(mail(2))];
    await turnEnds();
    later.push(thread.send(mail(3)));
    await turnEnds();
    // 5 ms after the last hand-over: these two wait for the next, together.
    expect(handOvers).toHaveBeenCalledTimes(1);
    now += 15;
    jest.advanceTimersByTime(15);
    const files = await Promise.all([first, ...later]);
    expect(handOvers).toHaveBeenCalledTimes(2);
    files.forEach((file, i) => expect(readFileSync(file!, 'utf8')).toContain(`Subject: Order ${i + 1}`));
  });

  it('fails only the mail that cannot be handed over', async () => {
    const unclonable = { ...mail(2), text: (() => 'x') as unknown as string };
    const sent = await Promise.allSettled([thread.send(mail(1)), thread.send(unclonable), thread.send(mail(3))]);
    expect(sent.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((sent[1] as PromiseRejectedResult).reason).toBeInstanceOf(Error);
  });

  it('hands over what is waiting when it closes, and refuses mails after', async () => {
    const sending = thread.send(mail(1));
    await thread.close();
    expect(readFileSync((await sending)!, 'utf8')).toContain('Subject: Order 1');
    await expect(thread.send(mail(2))).rejects.toThrow('The mail thread is closed');
  });
});
