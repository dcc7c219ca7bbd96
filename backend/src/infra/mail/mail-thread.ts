import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { MailMessage } from './mailer';

/** What the mail thread is set up with: SMTP transport options, or an outbox folder. */
export interface MailThreadSetup {
  from: string;
  smtp?: Record<string, unknown>;
  outboxDir?: string;
}

interface Reply {
  id: number;
  file?: string | null;
  error?: { message: string; code?: string };
}

/**
 * How long a stopping shop's mail thread waits for the mails under way. Order mails have had
 * their own wait by then (OrderMails); this covers the rest (a password-reset code, say) without
 * holding a stop for a slow SMTP server.
 */
const CLOSE_WAIT_MS = 2000;
/**
 * The least time between two hand-overs while mails keep coming (a busy checkout): each one wakes
 * both threads, so fewer and larger ones cost the API's thread less (docs/architecture.md has
 * the figures). A mail after a quiet spell goes at the end of its turn.
 */
const HAND_OVER_EVERY_MS = 20;

/** Copied beside the compiled code by the build (nest-cli.json assets). */
const WORKER_FILE = join(__dirname, 'mail-worker.cjs');

/**
 * A worker thread that builds and sends the mails (mail-worker.cjs): MIME encoding, SMTP
 * conversations and outbox files cost the API's thread nothing but handing the message over.
 * The thread holds the process open only while mails are under way; one that dies fails the
 * mails it held (the callers try them again) and the next mail starts a new one.
 */
export class MailThread {
  private worker: Worker | null = null;
  private closed = false;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (file: string | null) => void; reject: (e: Error) => void }>();
  /** Messages not handed over yet. */
  private outgoing: { id: number; message: MailMessage }[] = [];
  /** When the last hand-over went (performance.now()). */
  private handedOverAt = -Infinity;

  constructor(private readonly setup: MailThreadSetup) {}

  /**
   * Sends a message; for the outbox, resolves to the file it was written to. The messages of
   * one turn of the event loop (the confirmations of orders placed together), or of
   * HAND_OVER_EVERY_MS while mails keep coming, are handed over in one message, and their
   * replies come back in one.
   */
  send(message: MailMessage): Promise<string | null> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const worker = this.started();
      if (this.pending.size === 0) worker.ref();
      this.pending.set(id, { resolve, reject });
      if (this.outgoing.length === 0) {
        const wait = this.handedOverAt + HAND_OVER_EVERY_MS - performance.now();
        if (wait > 0) setTimeout(() => this.handOver(this.worker), wait);
        else setImmediate(() => this.handOver(this.worker));
      }
      this.outgoing.push({ id, message });
    });
  }

  private handOver(worker: Worker | null): void {
    const mails = this.outgoing.splice(0);
    if (!worker || mails.length === 0) return;
    this.handedOverAt = performance.now();
    try {
      worker.postMessage({ mails });
    } catch {
      // One message that cannot be copied (it holds a function, say) fails alone.
      for (const mail of mails) {
        try {
          worker.postMessage({ mails: [mail] });
        } catch (error) {
          this.settle(worker, { id: mail.id, error: { message: (error as Error).message } });
        }
      }
    }
  }

  /**
   * Lets the mails under way finish (for at most CLOSE_WAIT_MS), then ends the thread and its
   * SMTP connections. Mails sent after this are refused: the process is stopping.
   */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    this.handOver(worker);
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage({ close: true });
    const timer = setTimeout(() => void worker.terminate(), CLOSE_WAIT_MS);
    await exited;
    clearTimeout(timer);
  }

  private started(): Worker {
    if (this.closed) throw new Error('The mail thread is closed: the shop is stopping');
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_FILE, { workerData: this.setup });
    worker.unref();
    worker.on('message', ({ replies }: { replies: Reply[] }) => {
      for (const reply of replies) this.settle(worker, reply);
    });
    worker.on('error', (error) => this.failAll(worker, error));
    worker.on('exit', (code) => this.failAll(worker, new Error(`The mail thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private settle(worker: Worker, reply: Reply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) worker.unref();
    if (reply.error) waiting.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    else waiting.resolve(reply.file ?? null);
  }

  private failAll(worker: Worker, error: Error): void {
    if (this.worker === worker) this.worker = null;
    this.outgoing = [];
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
