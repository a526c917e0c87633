import { istParts } from '../delivery/session-time.ts';
import type { TeachingLanguage } from '../delivery/languages.ts';
import { IST_OFFSET_MINUTES } from '../india-time.ts';
import type { UpcomingCohort } from './upcoming-cohorts.ts';

/** BCP 47, as schema.org's inLanguage takes it. */
const LANGUAGE_CODES: Record<TeachingLanguage, string> = {
  English: 'en',
  Hindi: 'hi',
  Tamil: 'ta',
  Telugu: 'te',
  Kannada: 'kn',
  Malayalam: 'ml',
  Bengali: 'bn',
  Marathi: 'mr',
};
const languageCode = (language: string) => LANGUAGE_CODES[language as TeachingLanguage] ?? language;

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** What search engines are told of a program's length and pace. */
export interface CoursePace {
  durationWeeks: number;
  hoursPerWeek: number;
}

/** When a cohort's sessions fall in India's week, read from the sessions planned. */
export interface CohortTimetable {
  /** 0 Sunday ... 6 Saturday. */
  days: number[];
  /** 'HH:MM', IST. */
  starts: string;
  ends: string;
}

/** An upcoming cohort with when its sessions fall in the week, for the page's JSON-LD. */
export interface CohortListing {
  cohort: UpcomingCohort;
  timetable: CohortTimetable | null;
  /** The accounts that teach it: their public profiles name them on the page. */
  mentorUserIds: number[];
}

/** The weekdays and hours of a cohort's sessions; null while none is planned. */
export function timetableOf(
  sessions: readonly { starts_at: string; minutes: number }[],
): CohortTimetable | null {
  const first = sessions[0];
  if (!first) return null;
  const istWeekday = (iso: string) =>
    new Date(Date.parse(iso) + IST_OFFSET_MINUTES * 60_000).getUTCDay();
  const days = [...new Set(sessions.map((s) => istWeekday(s.starts_at)))];
  const end = new Date(Date.parse(first.starts_at) + first.minutes * 60_000).toISOString();
  return {
    days: days.sort((a, b) => a - b),
    starts: istParts(first.starts_at).time,
    ends: istParts(end).time,
  };
}

const people = (names: readonly string[]) => names.map((name) => ({ '@type': 'Person', name }));

/** The way to take a program at any time: its modules and recordings, at one's own pace. */
export function selfPacedInstance(pace: CoursePace, instructors: readonly string[]) {
  return {
    '@type': 'CourseInstance',
    name: 'Self-paced',
    courseMode: 'online',
    // The whole course's work, as Google reads the property: ISO 8601 hours.
    courseWorkload: `PT${pace.durationWeeks * pace.hoursPerWeek}H`,
    instructor: people(instructors),
  };
}

/** One upcoming cohort as a CourseInstance with its weekly schedule. */
export function cohortInstance(
  cohort: UpcomingCohort,
  timetable: CohortTimetable | null,
  pace: CoursePace,
  instructors: readonly string[],
) {
  return {
    '@type': 'CourseInstance',
    name: `Cohort starting ${cohort.starts_on}`,
    courseMode: 'online',
    inLanguage: languageCode(cohort.language),
    startDate: cohort.starts_on,
    ...(cohort.ends_on ? { endDate: cohort.ends_on } : {}),
    courseSchedule: {
      '@type': 'Schedule',
      repeatFrequency: 'Weekly',
      repeatCount: pace.durationWeeks,
      duration: `PT${pace.hoursPerWeek}H`,
      startDate: cohort.starts_on,
      ...(cohort.ends_on ? { endDate: cohort.ends_on } : {}),
      ...(timetable
        ? {
            byDay: timetable.days.map((day) => `https://schema.org/${DAY_NAMES[day]}`),
            startTime: timetable.starts,
            endTime: timetable.ends,
            scheduleTimezone: 'Asia/Kolkata',
          }
        : {}),
    },
    instructor: people(instructors),
  };
}
