import type { Program } from './catalogue/programs.ts';
import { findProgram } from './catalogue/programs.ts';
import { cohortFull } from './catalogue/upcoming-cohorts.ts';
import { formatStartDay } from './delivery/session-time.ts';

/** A cohort as the order that chose it reads it, in the order's transaction. */
export interface CohortOnOrder {
  program: string;
  starts_on: string;
  capacity: number;
  seats_taken: number;
  /** When its first scheduled session starts; null without one. */
  first_session_at?: string | null;
}

export interface CohortChoiceProblem {
  status: 400 | 409;
  error: string;
}

/**
 * Whether a cohort has begun: its start day is past (`today` is the IST date), or its first
 * session has started (`now`, ISO), on its start day or before it.
 */
export const cohortStarted = (
  cohort: Pick<CohortOnOrder, 'starts_on' | 'first_session_at'>,
  today: string,
  now: string,
) =>
  cohort.starts_on < today ||
  (cohort.first_session_at !== null &&
    cohort.first_session_at !== undefined &&
    cohort.first_session_at <= now);

/**
 * Why a line may not have the cohort it chose, or null when it may: the cohort must exist, be
 * one of the line's program, not have started (cohortStarted) and have a seat left.
 * Self-paced (no cohort) is always allowed.
 */
export function cohortChoiceProblem(
  program: Program,
  cohort: CohortOnOrder | undefined,
  today: string,
  now: string,
): CohortChoiceProblem | null {
  if (!cohort) {
    return {
      status: 400,
      error: `The cohort chosen for ${program.name} does not exist. Reload the page and choose again.`,
    };
  }
  if (findProgram(cohort.program)?.slug !== program.slug) {
    return { status: 400, error: `The cohort chosen is not a cohort of ${program.name}.` };
  }
  if (cohortStarted(cohort, today, now)) {
    return {
      status: 400,
      error: `The ${formatStartDay(cohort.starts_on)} cohort of ${program.name} has already started. Choose another cohort or self-paced.`,
    };
  }
  if (cohort.seats_taken >= cohort.capacity) {
    return { status: 409, error: cohortFull(program.name, cohort) };
  }
  return null;
}
