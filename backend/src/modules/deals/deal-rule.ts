import { Paise, percentOf } from '../../common/money';
import type { Deal } from './deal.entity';

/** The deal as it applies to prices at one moment. */
export interface AppliedDeal {
  title: string;
  discount: number;
  categories: string[];
}

/** True while the deal is switched on and its end date lies ahead. */
export function isDealLive(deal: Pick<Deal, 'isActive' | 'endDate'>, now: Date): boolean {
  return deal.isActive && deal.endDate !== null && deal.endDate.getTime() > now.getTime();
}

/** The columns of the deal that decide prices. */
export type DealRule = Pick<Deal, 'title' | 'discount' | 'categories' | 'isActive' | 'endDate'>;

/**
 * What the deal does to prices at `now`: nothing (null) when there is no deal, it is switched
 * off, it has ended or it names no category. Read at request time, so a deal stops at its end
 * date without anyone saving it again.
 */
export function appliedDeal(deal: DealRule | null, now: Date): AppliedDeal | null {
  if (!deal || !isDealLive(deal, now) || deal.categories.length === 0) return null;
  return { title: deal.title, discount: deal.discount, categories: [...deal.categories] };
}

/** The deal price of one unit: the original less the discount, rounded to whole paise. */
export function dealPricePaise(originalPaise: Paise, discount: number): Paise {
  return percentOf(originalPaise, 100 - discount);
}

export interface DealPrice {
  pricePaise: Paise;
  originalPricePaise: Paise;
  dealDiscount: number;
  dealTitle: string | null;
}

/** The price a shopper pays for a product of `category` under `deal`. */
export function priceUnderDeal(originalPaise: Paise, category: string, deal: AppliedDeal | null): DealPrice {
  if (!deal || !deal.categories.includes(category)) {
    return { pricePaise: originalPaise, originalPricePaise: originalPaise, dealDiscount: 0, dealTitle: null };
  }
  return {
    pricePaise: dealPricePaise(originalPaise, deal.discount),
    originalPricePaise: originalPaise,
    dealDiscount: deal.discount,
    dealTitle: deal.title,
  };
}
