import { istDay } from '../india-time.ts';
import { clockTime, istToUtc, WEEKDAYS } from './session-time.ts';

/** A cohort's weekly pattern: days of the week (0 Sunday ... 6 Saturday) at one IST time. */
export interface WeeklyPattern {
  days: readonly number[];
  /** 'HH:MM', India time. */
  time: string;
  minutes: number;
}

/** Monday first, as a week reads in India. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
const DAY_MS = 24 * 60 * 60 * 1000;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The UTC starts (ISO) of the first `count` sessions on the pattern's days, from the IST day
 * `startsOn` onward. A day is India's day: 02:00 IST on a Tuesday is Monday evening in UTC.
 */
export function sessionStarts(startsOn: string, pattern: WeeklyPattern, count: number): string[] {
  if (pattern.days.length === 0) return [];
  const wanted = new Set(pattern.days);
  const starts: string[] = [];
  for (let at = Date.parse(`${startsOn}T00:00:00Z`); starts.length < count; at += DAY_MS) {
    const day = new Date(at);
    if (wanted.has(day.getUTCDay())) {
      starts.push(istToUtc(day.toISOString().slice(0, 10), pattern.time));
    }
  }
  return starts;
}

function daysInWords(days: readonly number[]): string {
  const ordered = WEEK_ORDER.filter((d) => days.includes(d));
  if (ordered.length === 7) return 'Every day';
  if (ordered.join() === '1,2,3,4,5') return 'Mon to Fri';
  const names = ordered.map((d) => WEEKDAYS[d]!);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function hoursInWords(time: string, minutes: number): string {
  const start = minutesOf(time);
  const end = start + minutes;
  const from = clockTime(start);
  const to = clockTime(end);
  // '7-9 pm' when both ends share the half of the same day; '11 am-1 pm' when they do not.
  const sameHalf = end < 1440 && from.slice(-2) === to.slice(-2);
  return `${sameHalf ? from.slice(0, -3) : from}-${to}`;
}

/** The pattern in words, as cohorts show it: 'Tue and Thu, 7-9 pm IST'. */
export function scheduleSummary(pattern: WeeklyPattern): string {
  return `${daysInWords(pattern.days)}, ${hoursInWords(pattern.time, pattern.minutes)} IST`;
}

/** A session a weekly pattern makes: when, how long, and the module it teaches. */
export interface PlannedSession {
  startsAt: string;
  minutes: number;
  topic: string;
  moduleIndex: number | null;
}

/**
 * The sessions a pattern makes for a cohort: from its first day, or from today when that has
 * passed, never before `now`. Topics follow the syllabus in order; with more sessions than
 * modules, each module gets its share of consecutive sessions.
 */
export function plannedSessions(
  startsOn: string,
  pattern: WeeklyPattern & { count: number },
  modules: readonly string[],
  now: Date,
): PlannedSession[] {
  const today = istDay(now);
  const from = startsOn > today ? startsOn : today;
  const after = now.toISOString();
  // A week more than asked for: some of today's may already be past.
  const starts = sessionStarts(from, pattern, pattern.count + pattern.days.length)
    .filter((start) => start > after)
    .slice(0, pattern.count);
  return starts.map((startsAt, i) => {
    const moduleIndex =
      modules.length === 0
        ? null
        : starts.length <= modules.length
          ? i
          : Math.floor((i * modules.length) / starts.length);
    return {
      startsAt,
      minutes: pattern.minutes,
      topic:
        moduleIndex === null
          ? `Session ${i + 1}`
          : `Module ${moduleIndex + 1}: ${modules[moduleIndex]}`,
      moduleIndex,
    };
  });
}
