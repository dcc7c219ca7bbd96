import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function CollectionPage() {
  return (
    <ScreenPlaceholder title="Collection">
      Our curated collections are on their way. Until then, the whole range waits in the shop.
    </ScreenPlaceholder>
  );
}
