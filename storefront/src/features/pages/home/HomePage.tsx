import { lazy, Suspense } from 'react';
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
      <Suspense fallback={null}>
        <HomeMore />
      </Suspense>
    </>
  );
}
