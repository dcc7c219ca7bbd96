import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from './clock';
import { Deal } from './deal.entity';
import { AppliedDeal, appliedDeal } from './deal-rule';
import { SaveDealDto } from './dto/deal.dto';

export const DEAL_ID = 1;

@Injectable()
export class DealsService {
  constructor(
    @InjectRepository(Deal) private readonly deals: Repository<Deal>,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /** The stored deal, whatever its state; null before an admin first saves one. */
  find(): Promise<Deal | null> {
    return this.deals.findOneBy({ id: DEAL_ID });
  }

  /** What the deal does to prices at `at` (default: now); null when it does nothing. */
  async applied(at: Date = this.now()): Promise<AppliedDeal | null> {
    return appliedDeal(await this.find(), at);
  }

  /** Replaces the site-wide deal. Prices follow at once: they are computed from it on read. */
  async save(dto: SaveDealDto): Promise<Deal> {
    // An omitted image keeps the current banner; an empty or null one removes it.
    const sent = dto.image !== undefined ? dto.image : dto.imageUrl;
    const imageUrl = sent === undefined ? ((await this.find())?.imageUrl ?? null) : sent || null;
    await this.deals.upsert(
      {
        id: DEAL_ID,
        title: dto.title,
        description: dto.description ?? '',
        discount: dto.discount,
        imageUrl,
        endDate: new Date(dto.endDate),
        categories: [...new Set(dto.categories)],
        isActive: dto.isActive ?? true,
      },
      ['id'],
    );
    return this.deals.findOneByOrFail({ id: DEAL_ID });
  }
}
