import { DataSource } from 'typeorm';

/** How often each process reads the fingerprint: the bound on another process's change going unseen. */
export const FIGURES_POLL_MS = 400;
/**
 * A fingerprint older than this is not trusted (the database is out of reach, or the process
 * too busy to read it): a few polls' worth, so a loaded process keeps its cache.
 */
const TRUSTED_FOR_MS = 3000;

/**
 * Every admin figure and the admin's order list are computed from rows whose change also
 * changes shop_counters (the dashboard counters kept by triggers, and the 'orders:changes'
 * counter raised by every write to orders, lines, status history, payments, parcels,
 * refunds and invoices). A fingerprint of that small table is the version of those answers.
 */
const FINGERPRINT = `SELECT md5(coalesce(string_agg(name || ':' || slot || ':' || value, ',' ORDER BY name, slot), '')) AS print
                     FROM shop_counters`;

/**
 * The version of the admin's figures, read by every process a few times a second (one tiny
 * query, on the embedded database too), and raised at once by a write this process answers,
 * so an admin always reads their own change. Null while it cannot be vouched for.
 */
export class FiguresVersion {
  private print: string | null = null;
  private readAt = 0;
  private local = 0;
  private readonly poller: NodeJS.Timeout | null;
  /** The read under way, if any: closing waits for it (see close). */
  private reading: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    polling = true,
  ) {
    this.poller = polling ? setInterval(() => void this.poll(), FIGURES_POLL_MS).unref() : null;
  }

  current(): string | null {
    if (this.print === null || Date.now() - this.readAt > TRUSTED_FOR_MS) return null;
    return `${this.print}.${this.local}`;
  }

  touched(): void {
    this.local += 1;
  }

  private poll(): Promise<void> {
    this.reading ??= this.read().finally(() => (this.reading = null));
    return this.reading;
  }

  private async read(): Promise<void> {
    if (!this.dataSource.isInitialized) return;
    try {
      const [row] = await this.dataSource.query<{ print: string }[]>(FINGERPRINT);
      this.print = row.print;
      this.readAt = Date.now();
    } catch {
      // Not trusted once the last good read is a second old (see current()).
    }
  }

  /**
   * Stops reading, and waits for a read under way: called before the database connection
   * closes, which would fail that read.
   */
  async close(): Promise<void> {
    if (this.poller) clearInterval(this.poller);
    await this.reading;
  }
}
