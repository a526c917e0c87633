import { formatStartDay } from './session-time.ts';

/** A cohort as an order line names it. */
export interface CohortOfLine {
  starts_on: string;
  schedule: string;
  language: string;
}

/**
 * 'Cohort from Mon 4 Jan 2027 · Tue and Thu, 7-9 pm IST · English', or 'Self-paced' for a line
 * bought without a cohort: how the learner's order and the staff's order page name the choice.
 */
export function cohortOfLineInWords(cohort: CohortOfLine | null): string {
  if (!cohort) return 'Self-paced';
  return [`Cohort from ${formatStartDay(cohort.starts_on)}`, cohort.schedule, cohort.language]
    .filter(Boolean)
    .join(' · ');
}

/** 'Python cohort from Tue 1 Dec 2026': a cohort named in a sentence to staff. */
export function cohortNameInWords(programName: string, startsOn: string): string {
  return `${programName} cohort from ${formatStartDay(startsOn)}`;
}
