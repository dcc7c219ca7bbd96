import 'styled-components';
import type { AppTheme } from './theme';

declare module 'styled-components' {
  // Module augmentation must be an interface; it only borrows the theme's shape.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
