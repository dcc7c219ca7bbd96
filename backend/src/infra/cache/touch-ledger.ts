/** Items whose last touch is remembered; past this the ledger forgets them and trusts nothing older. */
const REMEMBERED_ITEMS = 100_000;

/**
 * How long a touch that a poll found may stay unheard of before it counts as missed. The counter
 * is raised just before the message is sent, so a poll can land between the two (the more often
 * while orders move stock on several processes); the message is then a moment behind.
 */
export const MISSED_AFTER_MS = 100;

/**
 * Which single items (products) of a namespace were touched since an answer was computed.
 * Touches are numbered in one sequence for all processes (a counter in Redis). An answer is
 * stamped with the number this process had heard of when it began; it is still true unless one
 * of its items was touched later, or touches were missed since (the floor). A touch is heard of
 * only after its change committed, so an answer begun after hearing of touch N read what N changed.
 */
export class TouchLedger {
  private seen = 0;
  private floor = 0;
  /** The highest touch noted: an answer stamped at or after it needs no look at its items. */
  private latest = 0;
  /** Added to the counter's numbers; raised when the counter starts again (Redis emptied). */
  private offset = 0;
  private readonly touchedAt = new Map<string, number>();
  /** The highest touch a poll found and no message has brought yet, and since when (ms). */
  private awaited = 0;
  private awaitedSince = 0;

  constructor(private readonly clock: () => number = Date.now) {}

  /** The stamp of an answer begun now. */
  get stamp(): number {
    this.settle();
    return this.seen;
  }

  /** A touch heard of (from any process); a number skipped means touches were missed. */
  heard(counted: number, items: readonly string[]): void {
    const touch = this.offset + counted;
    if (touch > this.seen + 1) this.floor = touch;
    this.note(touch, items);
    this.seen = Math.max(this.seen, touch);
  }

  /**
   * This process's own touch, before the others hear of it: its answers that hold the items
   * stop being served at once (the stamp moves on when the touch is heard of like any other).
   */
  made(counted: number, items: readonly string[]): void {
    // The counter only grows, so a number not above every one heard of means it started again;
    // or a later touch by another process was heard first (a rare race): then the ledger starts
    // over as after a restart, which only costs a recomputation of every answer, never a stale one.
    if (this.offset + counted <= this.highest) this.restarted(counted - 1);
    this.note(this.offset + counted, items);
  }

  /**
   * Touches up to `counted` happened (a poll of the counter). Any not heard of within
   * MISSED_AFTER_MS were missed, and make every older answer untrusted: until then, answers are
   * judged by the touches heard of, so a poll that lands just before a message does not make
   * this process recompute every answer.
   */
  caughtUp(counted: number): void {
    if (this.offset + counted < this.highest) this.restarted(counted);
    this.settle();
    const latest = this.offset + counted;
    if (latest <= this.highest) return;
    if (this.awaited <= this.seen) this.awaitedSince = this.clock();
    this.awaited = latest;
  }

  untouchedSince(stamp: number, items: readonly string[]): boolean {
    this.settle();
    if (stamp < this.floor) return false;
    if (stamp >= this.latest) return true;
    for (const item of items) if ((this.touchedAt.get(item) ?? 0) > stamp) return false;
    return true;
  }

  /** The highest number known to be taken: heard of, or found by a poll. */
  private get highest(): number {
    return Math.max(this.seen, this.awaited);
  }

  /** A touch found by a poll and still unheard of after MISSED_AFTER_MS was missed. */
  private settle(): void {
    if (this.awaited <= this.seen || this.clock() - this.awaitedSince < MISSED_AFTER_MS) return;
    this.floor = this.awaited;
    this.seen = this.awaited;
  }

  /** The counter counts from scratch: its numbers go on above every stamp given, none of which is trusted. */
  private restarted(counted: number): void {
    this.awaited = 0;
    this.offset = this.seen + 1 - counted;
    this.touchedAt.clear();
    this.floor = this.seen = this.latest = this.offset + counted;
  }

  private note(touch: number, items: readonly string[]): void {
    if (this.touchedAt.size + items.length > REMEMBERED_ITEMS) {
      this.touchedAt.clear();
      this.floor = Math.max(this.floor, touch, this.seen);
    }
    for (const item of items) this.touchedAt.set(item, Math.max(this.touchedAt.get(item) ?? 0, touch));
    this.latest = Math.max(this.latest, touch);
  }
}
