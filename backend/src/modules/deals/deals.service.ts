import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AnswerCache } from '../../infra/cache';
import { Transactions } from '../../infra/events';
import { Clock } from './clock';
import { Deal } from './deal.entity';
import { AppliedDeal, appliedDeal, isDealLive } from './deal-rule';
import { SaveDealDto } from './dto/deal.dto';

export const DEAL_ID = 1;

/** Cached answers computed without a known deal are checked again after this long. */
const UNKNOWN_DEAL_RECHECK_MS = 1000;
/** The deal row in the answer cache: every priced read needs it, it rarely changes. */
const DEAL_ROW = 'deal row';

@Injectable()
export class DealsService implements OnModuleInit {
  constructor(
    @InjectRepository(Deal) private readonly deals: Repository<Deal>,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AnswerCache) private readonly cache: AnswerCache,
    @Inject(Transactions) private readonly transactions: Transactions,
  ) {}

  /** Cached answers carry deal prices: they end when the deal does, to the second. */
  onModuleInit(): void {
    this.cache.setBoundary({
      now: () => this.clock.now().getTime(),
      nextChange: () => {
        const now = this.clock.now();
        const known = this.cache.get<{ deal: Deal | null }>(DEAL_ROW);
        if (!known) return now.getTime() + UNKNOWN_DEAL_RECHECK_MS;
        return known.deal && isDealLive(known.deal, now) ? known.deal.endDate!.getTime() : Infinity;
      },
    });
  }

  now(): Date {
    return this.clock.now();
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

  /** Replaces the site-wide deal. Prices follow at once: they are computed from it on read. */
  async save(dto: SaveDealDto): Promise<Deal> {
    // An omitted image keeps the current banner; an empty or null one removes it.
    const current = await this.find();
    const sent = dto.image !== undefined ? dto.image : dto.imageUrl;
    const imageUrl = sent === undefined ? (current?.imageUrl ?? null) : sent || null;
    // The hero's video and poster likewise: omitted keeps them (the deal form may not send them).
    const heroVideoUrl = dto.heroVideo === undefined ? (current?.heroVideoUrl ?? null) : dto.heroVideo || null;
    const heroPosterUrl = dto.heroPoster === undefined ? (current?.heroPosterUrl ?? null) : dto.heroPoster || null;
    await this.deals.upsert(
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
    await this.transactions.published({ type: 'deal.changed' });
    return this.deals.findOneByOrFail({ id: DEAL_ID });
  }
}
