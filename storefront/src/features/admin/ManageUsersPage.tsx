import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function ManageUsersPage() {
  return <ScreenPlaceholder title="Manage Users" />;
}
