/**
 * The business runs on India Standard Time (UTC+05:30, no daylight saving): "today", the date
 * filters and the dashboard's days are IST days, while timestamps are stored in UTC.
 */
export const IST_OFFSET_MINUTES = 330;
const OFFSET_MS = IST_OFFSET_MINUTES * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The IST date ('2026-11-23') of an instant. */
export function istDay(at: Date | string | number): string {
  return new Date(new Date(at).getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The UTC instant (ISO) at which an IST day begins. */
export function istDayStartIso(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS).toISOString();
}

/** The IST day `days` after `day` (negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `count` IST days up to and including the one `now` falls on, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  const today = istDay(now);
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}
