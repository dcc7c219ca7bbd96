import { useEffect, useState } from 'react';

export const SPLASH_DURATION_MS = 1000;

/** True while the welcome splash is on screen: for its first second after the page opens. */
export function useWelcomeSplash(durationMs = SPLASH_DURATION_MS): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [durationMs]);
  return visible;
}
