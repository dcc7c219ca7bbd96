import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes (a phone turned sideways). Where the
 * browser cannot tell (tests without matchMedia), `fallback` is the answer.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? fallback,
    () => fallback,
  );
}
