import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function LoginPage() {
  return <ScreenPlaceholder title="Login" />;
}
