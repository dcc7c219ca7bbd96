import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function RegisterPage() {
  return <ScreenPlaceholder title="Register" />;
}
