import { IST_OFFSET_MINUTES } from '../india-time.ts';

// Written out by hand rather than with Intl: mail, pages and tests must read exactly alike on
// every runtime, and India keeps one offset all year.
const OFFSET_MS = IST_OFFSET_MINUTES * 60 * 1000;
/** Day names by `Date#getUTCDay()` (0 is Sunday). */
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An IST wall-clock time in minutes since midnight as '7 pm' or '7:30 pm' (`withZero`: '7:00 pm'). */
export function clockTime(minutes: number, withZero = false): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const hours = Math.floor(m / 60);
  const rest = m % 60;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const shown =
    rest === 0 && !withZero ? `${hour12}` : `${hour12}:${String(rest).padStart(2, '0')}`;
  return `${shown} ${hours < 12 ? 'am' : 'pm'}`;
}

/** The IST date ('2026-12-08') and time ('19:00') of a UTC instant, as the forms take them. */
export function istParts(iso: string): { date: string; time: string } {
  const shifted = new Date(Date.parse(iso) + OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** The UTC instant (ISO) of an IST date and 'HH:MM' time. */
export function istToUtc(date: string, time: string): string {
  return new Date(Date.parse(`${date}T${time}:00Z`) - OFFSET_MS).toISOString();
}

/** 'Tue 8 Dec 2026, 7:00 pm IST': a session's start as learners read it. */
export function formatSessionStart(iso: string): string {
  const at = new Date(Date.parse(iso) + OFFSET_MS);
  const minutes = at.getUTCHours() * 60 + at.getUTCMinutes();
  return `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${clockTime(minutes, true)} IST`;
}

/** 'Mon 4 Jan 2027': a cohort's first day (already an IST date). */
export function formatStartDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/**
 * How soon a session starts, as a reminder says it: 'in an hour' from 55 minutes out, else the
 * whole minutes left ('in 16 minutes', 'in 1 minute'). A reminder queued late (a session moved
 * nearer its start) says what is true, not the lead it was meant to have.
 */
export function startsInWords(startsAtIso: string, now: Date): string {
  const minutes = Math.max(1, Math.floor((Date.parse(startsAtIso) - now.getTime()) / 60_000));
  if (minutes >= 55) return 'in an hour';
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
