import { DealBanner, DealsSection } from '../../deals';
import { ReelsCarousel } from '../../reels';
import { BenefitCards } from './BenefitCards';

/**
 * The home page below its first screen: the deal banner, deal products, benefits and reels.
 * A chunk of its own, fetched as the home page renders, so the first download stays small.
 */
export function HomeMore() {
  return (
    <>
      <DealBanner />
      <DealsSection />
      <BenefitCards />
      <ReelsCarousel />
    </>
  );
}
