import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { QueuedMailer, SEND_MAIL_QUEUE } from '../src/infra/mail/mail-queue';
import { Mailer } from '../src/infra/mail';
import { Scheduler } from '../src/infra/scheduler';
import { InProcessScheduler } from '../src/infra/scheduler/in-process-scheduler';
import { OrderMails } from '../src/modules/orders/order-mails';
import type { TestApp } from './harness';

const WITHIN_MS = 10_000;

/**
 * Resolves once every mail the shop has queued so far has had its first try (taken or refused by
 * the mail server, or written to the outbox); a mail waiting to be tried again does not count.
 */
export async function mailsTried(shop: TestApp): Promise<void> {
  await shop.app.get(OrderMails).settled();
  await (shop.app.get(Mailer) as QueuedMailer).settled();
  const scheduler = shop.app.get(Scheduler);
  if (scheduler instanceof InProcessScheduler) {
    const db = shop.app.get(DataSource);
    await until(async () => {
      const due: unknown[] = await db.query(
        `SELECT 1 FROM scheduled_jobs WHERE queue = $1 AND run_at <= now() LIMIT 1`,
        [SEND_MAIL_QUEUE],
      );
      return due.length === 0;
    });
    return;
  }
  const connection = new IORedis(shop.config.redisUrl!, { maxRetriesPerRequest: null });
  const queue = new Queue(SEND_MAIL_QUEUE, { connection, prefix: shop.config.queuePrefix });
  try {
    await until(async () => {
      const counts = await queue.getJobCounts('wait', 'active', 'prioritized');
      return Object.values(counts).every((count) => count === 0);
    });
  } finally {
    await queue.close();
    await connection.quit();
  }
}

async function until(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WITHIN_MS;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('The queued mails were not tried in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The mails in the outbox whose subject contains `subject`, quoted-printable decoded. */
export async function outboxMails(shop: TestApp, subject: string): Promise<string[]> {
  await mailsTried(shop);
  const dir = join(shop.config.dataDir, 'outbox');
  return readdirSync(dir)
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .filter((mail) => (/^Subject: (.*)$/m.exec(mail)?.[1] ?? '').includes(subject))
    .map((mail) =>
      mail
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}
