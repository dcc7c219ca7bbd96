import { useEffect, useState } from 'react';
import { computeCountdown, type Countdown } from '../lib/countdown';

export const COUNTDOWN_TICK_MS = 1000;

/** A countdown to `end` that ticks every second. */
export function useCountdown(end: string | null | undefined): Countdown {
  const [countdown, setCountdown] = useState(() => computeCountdown(end));
  useEffect(() => {
    setCountdown(computeCountdown(end));
    if (!end) return;
    const timer = window.setInterval(() => setCountdown(computeCountdown(end)), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [end]);
  return countdown;
}
