import { lazy, Suspense } from 'react';
import { NearViewport } from '../../../components/NearViewport';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { HomeHero } from './HomeHero';
import { ShopByCategory } from './ShopByCategory';
import { useWelcomeSplash } from './useWelcomeSplash';
import { WelcomeSplash } from './WelcomeSplash';

const HomeMore = lazy(() => import('./HomeMore').then((module) => ({ default: module.HomeMore })));

export function HomePage() {
  useDocumentTitle('');
  const splashVisible = useWelcomeSplash();
  return (
    <>
      {splashVisible && <WelcomeSplash />}
      <HomeHero />
      <ShopByCategory />
      {/* The deal, its products, benefits and reels: drawn as the shopper nears them. */}
      <NearViewport>
        <Suspense fallback={null}>
          <HomeMore />
        </Suspense>
      </NearViewport>
    </>
  );
}
