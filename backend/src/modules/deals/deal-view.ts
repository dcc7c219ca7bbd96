import type { Deal } from './deal.entity';
import { isDealLive } from './deal-rule';
import type { DealDto } from './dto/deal.dto';

/** The deal as shown to everyone at `now`: an ended deal reads as inactive. */
export function dealView(deal: Deal, now: Date): DealDto {
  return {
    _id: deal.id,
    id: deal.id,
    title: deal.title,
    description: deal.description,
    discount: deal.discount,
    imageUrl: deal.imageUrl,
    heroVideoUrl: deal.heroVideoUrl,
    heroPosterUrl: deal.heroPosterUrl,
    endDate: deal.endDate,
    categories: deal.categories,
    isActive: isDealLive(deal, now),
    expired: deal.endDate !== null && deal.endDate.getTime() <= now.getTime(),
    updatedAt: deal.updatedAt,
  };
}
