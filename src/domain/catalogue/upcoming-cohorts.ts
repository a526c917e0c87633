import { formatStartDay } from '../delivery/session-time.ts';

/**
 * A cohort still to start, as visitors and buyers see it: no mentor, no learner, no email.
 * (Its schema, for the API, is in upcoming-cohort-schema.ts: this module is in the program page's
 * JavaScript, which has no use for zod.)
 */
export interface UpcomingCohort {
  id: number;
  /** Its first day, an IST date: '2027-01-04'. */
  starts_on: string;
  /** The IST date of its last session, once its sessions are planned. */
  ends_on: string | null;
  /** In words, 'Tue and Thu, 7-9 pm IST'; empty until its sessions are planned. */
  schedule: string;
  language: string;
  seats_left: number;
}

/** GET /api/programs/:slug/cohorts: soonest first. */
export interface ProgramCohorts {
  results: UpcomingCohort[];
}

export const SELF_PACED = 'Self-paced: start any day';

/** '12 weeks, 6 hours a week' */
export const durationInWords = (weeks: number, hours: number) =>
  `${weeks} weeks, ${hours} ${hours === 1 ? 'hour' : 'hours'} a week`;

/** 'Starts Mon 4 Jan 2027' */
export const startsInWords = (cohort: Pick<UpcomingCohort, 'starts_on'>) =>
  `Starts ${formatStartDay(cohort.starts_on)}`;

/** 'Tue and Thu, 7-9 pm IST · Hindi' */
export const scheduleInWords = (cohort: Pick<UpcomingCohort, 'schedule' | 'language'>) =>
  `${cohort.schedule || 'Timings to be announced'} · ${cohort.language}`;

/** '12 seats left', '1 seat left' or 'Full' */
export const seatsInWords = ({ seats_left }: Pick<UpcomingCohort, 'seats_left'>) =>
  seats_left === 0 ? 'Full' : `${seats_left} ${seats_left === 1 ? 'seat' : 'seats'} left`;

/** What a buyer is told when the cohort they chose filled up meanwhile. */
export const cohortFull = (programName: string, cohort: Pick<UpcomingCohort, 'starts_on'>) =>
  `The ${formatStartDay(cohort.starts_on)} cohort of ${programName} is full. Choose another cohort or self-paced.`;
