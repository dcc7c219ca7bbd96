import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { SHOP_CHANGES_CHANNEL } from '../../database/migrations/stats/1733000900000-change-notices';

/** Shoppers whose cart version is remembered; older ones fall back to the floor below. */
const REMEMBERED_CARTS = 100_000;
const RECONNECT_MS = 1000;

/**
 * Versions of signed-in answers (the admin's figures and order list, each shopper's cart),
 * driven by PostgreSQL's change notices (migration 1733000900000): every process LISTENs on
 * one connection and learns of a committed change from any process or job. Versions are
 * numbers from one sequence, so a forgotten cart (its entry evicted) falls back to a floor
 * that is above every number it could have had, and an answer cached under it is never served.
 *
 * While the listening connection is down, nothing is trusted (versions are null): changes
 * made meanwhile were not heard. On the embedded database there is no second connection to
 * listen on, so there are no versions at all and these answers are always computed afresh.
 */
export class DatabaseChanges {
  private readonly logger = new Logger('Cache');
  private sequence = 1;
  private figuresVersion = 1;
  private floor = 1;
  private readonly carts = new Map<string, number>();
  private client: Client | null = null;
  private listening = false;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly databaseUrl: string | undefined) {
    if (databaseUrl) void this.listen();
  }

  figures(): string | null {
    return this.listening ? String(this.figuresVersion) : null;
  }

  cart(userId: string): string | null {
    return this.listening ? String(this.carts.get(userId) ?? this.floor) : null;
  }

  /**
   * A write this process just answered: its effects are made stale at once here, before the
   * caller can ask again, without waiting for the notice (which then arrives as well).
   */
  touched(userId: string | undefined): void {
    this.figuresVersion = ++this.sequence;
    if (userId) this.bumpCart(userId);
  }

  private bumpCart(userId: string): void {
    this.carts.delete(userId);
    if (this.carts.size >= REMEMBERED_CARTS) {
      const oldest = this.carts.keys().next().value as string;
      this.floor = Math.max(this.floor, this.carts.get(oldest)!);
      this.carts.delete(oldest);
    }
    this.carts.set(userId, ++this.sequence);
  }

  private notice(payload: string | undefined): void {
    if (payload === 'figures') this.figuresVersion = ++this.sequence;
    else if (payload?.startsWith('cart ')) this.bumpCart(payload.slice('cart '.length));
  }

  /** Everything known so far is stale: versions jump past every number handed out. */
  private forgetAll(): void {
    this.floor = this.figuresVersion = ++this.sequence;
    this.carts.clear();
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'shop-change-notices' });
    this.client = client;
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      this.listening = false;
      client.end().catch(() => undefined);
      if (this.closed) return;
      if (err) this.logger.warn(`Change notices lost (${err.message}); cached signed-in answers are not used`);
      this.retry = setTimeout(() => void this.listen(), RECONNECT_MS);
      this.retry.unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => this.notice(message.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${SHOP_CHANGES_CHANNEL}`);
      // Changes made while not listening were not heard.
      this.forgetAll();
      this.listening = this.client === client && !this.closed;
    } catch (err) {
      lost(err as Error);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
