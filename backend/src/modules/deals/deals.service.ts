import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AnswerCache } from '../../infra/cache';
import { Transactions } from '../../infra/events';
import { Scheduler } from '../../infra/scheduler';
import { productsInCategoriesSql, repriceProductsSql } from '../catalog/product-pricing.service';
import { Clock } from './clock';
import { Deal } from './deal.entity';
import { AppliedDeal, appliedDeal, DealRule, isDealLive } from './deal-rule';
import { SaveDealDto } from './dto/deal.dto';

/** The deal's rule, for the prices other modules show: this file is the deals module's face. */
export { appliedDeal, priceUnderDeal, type AppliedDeal, type DealRule } from './deal-rule';

export const DEAL_ID = 1;

/** The queue of the job that reprices the products at the deal's end, to the second. */
export const DEAL_END_QUEUE = 'deal-end';

/**
 * The queue of the job that vacuums the products after a repricing: the repricing rewrites the
 * rows of the deal's categories, and until PostgreSQL knows their pages to be visible to all,
 * the listing's index-only pages and counts read each of those rows from the table too.
 */
export const PRODUCTS_VACUUM_QUEUE = 'products-vacuum';

/** The deal row as a read of the catalogue returns it along with its products (DEAL_ROW_SQL). */
export type StoredDeal = DealRule & { pricesApplied: boolean };

/**
 * A column for a catalogue read's statement: the deal row as JSON (null before an admin saves
 * one), so that a list, a product page or a search reads the deal with its products in one
 * round trip. Parsed by storedDeal.
 */
export const DEAL_ROW_SQL = `(SELECT json_build_object('title', title, 'discount', discount, 'categories', categories,
    'isActive', is_active, 'endDate', end_date, 'pricesApplied', prices_applied) FROM deals WHERE id = ${DEAL_ID})`;

export function storedDeal(row: (Omit<StoredDeal, 'endDate'> & { endDate: string | null }) | null): StoredDeal | null {
  return row && { ...row, endDate: row.endDate === null ? null : new Date(row.endDate) };
}

/**
 * Makes products.paid_price what the stored deal does to prices at $1, in one statement for
 * every product whose paid price differs (the catalogue's repriceProductsSql). The deal row's
 * update comes first: its row lock makes concurrent repricings wait for each other.
 */
const REPRICE: [string, string] = [
  `UPDATE deals SET prices_applied = (is_active AND end_date > $1 AND cardinality(categories) > 0) WHERE id = ${DEAL_ID}`,
  repriceProductsSql(`SELECT discount, categories, prices_applied FROM deals WHERE id = ${DEAL_ID}`),
];

/** How many products the categories ($1) reach. */
const PRODUCTS_IN_CATEGORIES = `SELECT (${productsInCategoriesSql('$1::text[]')}) AS count`;

/** Cached answers computed without a known deal are checked again after this long. */
const UNKNOWN_DEAL_RECHECK_MS = 1000;
/** The deal row in the answer cache: every priced read needs it, it rarely changes. */
const DEAL_ROW = 'deal row';

@Injectable()
export class DealsService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Deals');
  /**
   * The deal row a catalogue read last got with its products: answers cached meanwhile end at
   * its end date. A change to it drops them anyway (the `deal` tag).
   */
  private lastRead: StoredDeal | null | undefined;
  constructor(
    @InjectRepository(Deal) private readonly deals: Repository<Deal>,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AnswerCache) private readonly cache: AnswerCache,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(Scheduler) private readonly scheduler: Scheduler,
  ) {}

  /**
   * The deal's end job reprices the catalogue (DEAL_END_QUEUE). Cached catalogue answers carry
   * deal prices: they end when the deal does, to the second.
   */
  onModuleInit(): void {
    this.scheduler.register(DEAL_END_QUEUE, async () => {
      await this.pricesCurrent(await this.deals.findOneBy({ id: DEAL_ID }));
    });
    // VACUUM runs outside any transaction, so never inside Transactions.run.
    this.scheduler.register(PRODUCTS_VACUUM_QUEUE, async () => {
      await this.deals.query('VACUUM (ANALYZE) products');
    });
    this.cache.setBoundary({
      now: () => this.clock.now().getTime(),
      nextChange: () => {
        const now = this.clock.now();
        // The deal row as last read, by find() or with a catalogue read's products (pricesCurrent).
        const known = this.cache.get<{ deal: Deal | null }>(DEAL_ROW)?.deal ?? this.lastRead;
        if (known === undefined) return now.getTime() + UNKNOWN_DEAL_RECHECK_MS;
        return known && isDealLive(known, now) ? known.endDate!.getTime() : Infinity;
      },
    });
  }

  /** A deal that ended while no process ran (or whose end job was lost) reprices at boot. */
  async onApplicationBootstrap(): Promise<void> {
    const deal = await this.deals.findOneBy({ id: DEAL_ID });
    await this.pricesCurrent(deal);
    if (deal) await this.scheduleEnd(deal);
  }

  now(): Date {
    return this.clock.now();
  }

  /**
   * Checks that the paid prices carry `deal` (as a statement just read it) exactly when it
   * applies now; if not (it ended a moment ago, or was written by SQL), reprices every product
   * and answers false, so that the caller reads its products again. Lists never order or
   * filter by an ended deal's prices, even before its end job has run.
   */
  async pricesCurrent(deal: StoredDeal | null): Promise<boolean> {
    this.lastRead = deal;
    if (!deal || deal.pricesApplied === (appliedDeal(deal, this.now()) !== null)) return true;
    await this.transactions.run(async (tx) => {
      await this.reprice(tx.manager);
      tx.publish({ type: 'deal.changed' });
    });
    await this.vacuumSoon();
    return false;
  }

  /** The stored deal, whatever its state; null before an admin first saves one. */
  async find(): Promise<Deal | null> {
    const known = this.cache.get<{ deal: Deal | null }>(DEAL_ROW);
    if (known) return known.deal;
    const begunAt = this.cache.begin();
    const deal = await this.deals.findOneBy({ id: DEAL_ID });
    this.cache.set(DEAL_ROW, { deal }, ['deal'], begunAt);
    return deal;
  }

  /** What the deal does to prices at `at` (default: now); null when it does nothing. */
  async applied(at: Date = this.now()): Promise<AppliedDeal | null> {
    return appliedDeal(await this.find(), at);
  }

  /** How many products the deal reaches while it applies at `at`; 0 when it does not apply. */
  async reach(deal: DealRule, at: Date = this.now()): Promise<number> {
    const applied = appliedDeal(deal, at);
    if (!applied) return 0;
    const [{ count }] = await this.deals.query<{ count: number }[]>(PRODUCTS_IN_CATEGORIES, [applied.categories]);
    return count;
  }

  /**
   * Replaces the site-wide deal. Prices follow at once: the products' paid prices change in the
   * same transaction, and shown prices are computed from the deal on read.
   */
  async save(dto: SaveDealDto): Promise<Deal> {
    // An omitted image keeps the current banner; an empty or null one removes it.
    const current = await this.find();
    const sent = dto.image !== undefined ? dto.image : dto.imageUrl;
    const imageUrl = sent === undefined ? (current?.imageUrl ?? null) : sent || null;
    // The hero's video and poster likewise: omitted keeps them (the deal form may not send them).
    const heroVideoUrl = dto.heroVideo === undefined ? (current?.heroVideoUrl ?? null) : dto.heroVideo || null;
    const heroPosterUrl = dto.heroPoster === undefined ? (current?.heroPosterUrl ?? null) : dto.heroPoster || null;
    await this.transactions.run(async (tx) => {
      await tx.manager.getRepository(Deal).upsert(
        {
          id: DEAL_ID,
          title: dto.title,
          description: dto.description ?? '',
          discount: dto.discount,
          imageUrl,
          heroVideoUrl,
          heroPosterUrl,
          endDate: new Date(dto.endDate),
          categories: [...new Set(dto.categories)],
          isActive: dto.isActive ?? true,
        },
        ['id'],
      );
      await this.reprice(tx.manager);
      tx.publish({ type: 'deal.changed' });
    });
    await this.vacuumSoon();
    const saved = await this.deals.findOneByOrFail({ id: DEAL_ID });
    await this.scheduleEnd(saved);
    return saved;
  }

  /** Sets every product's paid price by the stored deal as it applies now (REPRICE). */
  private async reprice(manager: EntityManager): Promise<void> {
    await manager.query(REPRICE[0], [this.now()]);
    await manager.query(REPRICE[1]);
  }

  /** Queues the products' VACUUM after a repricing (PRODUCTS_VACUUM_QUEUE); listings work without it. */
  private async vacuumSoon(): Promise<void> {
    await this.scheduler
      .schedule(PRODUCTS_VACUUM_QUEUE, `vacuum-${Date.now()}`, {}, 0)
      .catch((err: Error) => this.logger.warn(`Products' vacuum not scheduled: ${err.message}`));
  }

  /**
   * The end job of a live deal, at its end date (one job per end date: a changed date adds
   * another, and the old one finds nothing to do). Without the queue the deal still ends on
   * time for shoppers: every catalogue read checks it (pricesCurrent).
   */
  private async scheduleEnd(deal: Deal): Promise<void> {
    if (!appliedDeal(deal, this.now())) return;
    const endsAt = deal.endDate!.getTime();
    await this.scheduler
      .schedule(DEAL_END_QUEUE, `end-${endsAt}`, {}, endsAt - this.now().getTime())
      .catch((err: Error) => this.logger.warn(`Deal end not scheduled: ${err.message}`));
  }
}
