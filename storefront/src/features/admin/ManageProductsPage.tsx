import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function ManageProductsPage() {
  return <ScreenPlaceholder title="Manage Products" />;
}
