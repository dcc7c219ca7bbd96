import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function ShopPage() {
  return <ScreenPlaceholder title="Shop" />;
}
