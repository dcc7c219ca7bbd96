import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function ProductDetailPage() {
  return <ScreenPlaceholder title="Product Details" />;
}
