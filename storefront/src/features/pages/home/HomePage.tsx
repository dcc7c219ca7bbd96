import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { DealBanner } from '../../deals/DealBanner';
import { DealsSection } from '../../deals/DealsSection';
import { ReelsCarousel } from '../../reels/ReelsCarousel';
import { BenefitCards } from './BenefitCards';
import { HomeHero } from './HomeHero';
import { ShopByCategory } from './ShopByCategory';
import { useWelcomeSplash } from './useWelcomeSplash';
import { WelcomeSplash } from './WelcomeSplash';

export function HomePage() {
  useDocumentTitle('');
  const splashVisible = useWelcomeSplash();
  return (
    <>
      {splashVisible && <WelcomeSplash />}
      <HomeHero />
      <ShopByCategory />
      <DealBanner />
      <DealsSection />
      <BenefitCards />
      <ReelsCarousel />
    </>
  );
}
