import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function ProfilePage() {
  return <ScreenPlaceholder title="Profile Settings" />;
}
