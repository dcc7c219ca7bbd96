import { useCallback, useEffect, useState } from 'react';

/** Seconds left before something may be done again, counting down once a second. */
export function useCooldown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => window.clearTimeout(timer);
  }, [now, until]);
  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  }, []);
  return [Math.max(0, Math.ceil((until - now) / 1000)), start];
}

/** The wait the server names in "... Please try again in 30 seconds.", if any. */
export function secondsToWait(message: string | null): number | null {
  const match = message && /in (\d+) seconds?/.exec(message);
  return match ? Number(match[1]) : null;
}
