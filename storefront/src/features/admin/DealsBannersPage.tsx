import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function DealsBannersPage() {
  return <ScreenPlaceholder title="Deals & Banners" />;
}
