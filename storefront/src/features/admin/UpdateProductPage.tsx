import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function UpdateProductPage() {
  return <ScreenPlaceholder title="Update Product" />;
}
