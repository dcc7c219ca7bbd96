import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function ManageReelsPage() {
  return <ScreenPlaceholder title="Instagram Reels" />;
}
