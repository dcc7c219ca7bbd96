import { useEffect, useState } from 'react';

export const SPLASH_DURATION_MS = 1000;
/** Set once the splash has been shown in this browser: a returning shopper goes straight in. */
export const SPLASH_SEEN_KEY = 'welcomeSeen';

function seenBefore(): boolean {
  try {
    return window.localStorage.getItem(SPLASH_SEEN_KEY) === '1';
  } catch {
    return false; // storage refused (private mode): a splash too many is harmless
  }
}

function remember(): void {
  try {
    window.localStorage.setItem(SPLASH_SEEN_KEY, '1');
  } catch {
    // nothing to remember it in
  }
}

/**
 * True while the welcome splash is on screen: for the first second of a shopper's first visit.
 * The page renders beneath it from the start, so the splash never holds back the first paint.
 */
export function useWelcomeSplash(durationMs = SPLASH_DURATION_MS): boolean {
  const [visible, setVisible] = useState(() => !seenBefore());
  useEffect(() => {
    if (!visible) return;
    remember();
    const timer = window.setTimeout(() => setVisible(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [durationMs, visible]);
  return visible;
}
