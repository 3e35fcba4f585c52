/**
 * Countdown: remaining time to an end date as days, hours, minutes and seconds (seconds
 * resolution), or ended when past. Pure: the caller passes "now" (a ticking hook lives in the UI).
 */
export interface Remaining {
  d: number;
  h: number;
  m: number;
  s: number;
  ended: boolean;
}

/** Glossary: countdown ended. */
export const COUNTDOWN_ENDED = '已结束';

function toMillis(value: Date | number | string): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  // 'YYYY-MM-DD HH:mm:ss' (space) is read as local time, like dayjs does.
  return new Date(/^\d{4}-\d{2}-\d{2} \d/.test(value) ? value.replace(' ', 'T') : value).getTime();
}

/** Time left until `end` at `now`; ended (all zero) when past, at the end instant, or the date is invalid. */
export function remainingUntil(end: Date | number | string, now: Date | number = Date.now()): Remaining {
  const endMs = toMillis(end);
  const nowMs = toMillis(now);
  const left = Math.floor((endMs - nowMs) / 1000);
  if (!Number.isFinite(left) || left <= 0) return { d: 0, h: 0, m: 0, s: 0, ended: true };
  return {
    d: Math.floor(left / 86400),
    h: Math.floor((left % 86400) / 3600),
    m: Math.floor((left % 3600) / 60),
    s: left % 60,
    ended: false,
  };
}

/** '{d}天{h}时{m}分{s}秒' (the product spec's countdown format), or 已结束. */
export function formatRemaining(r: Remaining): string {
  if (r.ended) return COUNTDOWN_ENDED;
  return `${r.d}天${r.h}时${r.m}分${r.s}秒`;
}

export function formatCountdown(end: Date | number | string, now: Date | number = Date.now()): string {
  return formatRemaining(remainingUntil(end, now));
}
