import { lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A route element whose code downloads only when the route is first visited, so a shopper's
 * first page does not carry the dashboard or the admin screens. Screens keep named exports.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ReactElement {
  const Screen = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return <Screen />;
}
