export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const ZERO_COUNTDOWN: Countdown = { days: 0, hours: 0, minutes: 0, seconds: 0 };

/** Time left until `end`, in whole days, hours, minutes and seconds; all zero once it has passed. */
export function computeCountdown(end: string | number | Date | null | undefined, now: number = Date.now()): Countdown {
  if (end === null || end === undefined || end === '') return ZERO_COUNTDOWN;
  const endTime = new Date(end).getTime();
  if (!Number.isFinite(endTime)) return ZERO_COUNTDOWN;
  const left = Math.floor((endTime - now) / 1000);
  if (left <= 0) return ZERO_COUNTDOWN;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
