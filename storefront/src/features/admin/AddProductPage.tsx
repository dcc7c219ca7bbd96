import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function AddProductPage() {
  return <ScreenPlaceholder title="Add New Product" />;
}
