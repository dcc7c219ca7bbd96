import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function SearchPage() {
  return <ScreenPlaceholder title="Search" />;
}
