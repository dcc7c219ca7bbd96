import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function UserReviewsPage() {
  return <ScreenPlaceholder title="My Reviews" />;
}
