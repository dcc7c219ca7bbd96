import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { BenefitCards } from './BenefitCards';
import { HomeHero } from './HomeHero';
import { ShopByCategory } from './ShopByCategory';
import { useWelcomeSplash } from './useWelcomeSplash';
import { WelcomeSplash } from './WelcomeSplash';

// The deal banner, deals section and reels carousel join this page from features/deals and
// features/reels.
export function HomePage() {
  useDocumentTitle('');
  const splashVisible = useWelcomeSplash();
  return (
    <>
      {splashVisible && <WelcomeSplash />}
      <HomeHero />
      <ShopByCategory />
      <BenefitCards />
    </>
  );
}
