import type { Kysely, Transaction } from 'kysely';
import { findProgram, type ProgramSlug } from '../../domain/catalogue/programs.ts';
import {
  completionStatus,
  type CompletionFacts,
  type CompletionStatus,
} from '../../domain/certificates/completion-rule.ts';
import { istDay } from '../../domain/india-time.ts';
import type { Database } from '../db/schema.ts';
import { programSyllabus } from '../repositories/delivery/program-syllabus.ts';
import { completionRuleOf } from './completion-rules.ts';
import { finalProjectOf } from './final-project.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** An enrolment as the completion rule looks at it. */
export interface EnrolmentToCheck {
  id: number;
  user_id: number;
  /** The program's name, as sold. */
  program: string;
  cohort_id: number | null;
}

const slugOf = (programName: string) => findProgram(programName)?.slug as ProgramSlug;

type ProjectStatus = NonNullable<CompletionFacts['finalProject']>['status'];
/** Of several attempts, the one that says most: accepted once is accepted. */
const PROJECT_RANK: Record<ProjectStatus, number> = {
  accepted: 3,
  submitted: 2,
  changes_needed: 1,
  none: 0,
};

/**
 * Each enrolment's facts, read together for a cohort's list: modules done, the final project's
 * best state, and attendance over the cohort's sessions that have started and were not cancelled
 * (webinars, which only Premium learners see, do not count).
 */
async function factsOf(
  db: Executor,
  enrolments: readonly EnrolmentToCheck[],
  now: string,
): Promise<Map<number, CompletionFacts>> {
  const facts = new Map<number, CompletionFacts>();
  if (enrolments.length === 0) return facts;
  const userIds = [...new Set(enrolments.map((e) => e.user_id))];
  const cohortIds = [
    ...new Set(enrolments.flatMap((e) => (e.cohort_id === null ? [] : [e.cohort_id]))),
  ];
  const slugs = [...new Set(enrolments.map((e) => slugOf(e.program)))];
  const heldSessions = (cohorts: number[]) =>
    db
      .selectFrom('cohort_sessions')
      .select('id')
      .where('cohort_id', 'in', cohorts)
      .where('status', '=', 'scheduled')
      .where('premium_only', '=', 0)
      .where('starts_at', '<=', now);
  const [progress, submissions, held, present, lasts, starts] = await Promise.all([
    db
      .selectFrom('module_progress')
      .select(['user_id', 'program', 'module_index'])
      .where('user_id', 'in', userIds)
      .where('program', 'in', slugs)
      .execute(),
    db
      .selectFrom('project_submissions')
      .select(['enrolment_id', 'project', 'status'])
      .where(
        'enrolment_id',
        'in',
        enrolments.map((e) => e.id),
      )
      .execute(),
    cohortIds.length
      ? db
          .selectFrom('cohort_sessions')
          .select(['cohort_id', (eb) => eb.fn.countAll<number>().as('held')])
          .where('id', 'in', heldSessions(cohortIds))
          .groupBy('cohort_id')
          .execute()
      : [],
    cohortIds.length
      ? db
          .selectFrom('session_attendance as a')
          .innerJoin('cohort_sessions as s', 's.id', 'a.session_id')
          .select(['a.user_id', 's.cohort_id', (eb) => eb.fn.countAll<number>().as('present')])
          .where('a.session_id', 'in', heldSessions(cohortIds))
          .where('a.present', '=', 1)
          .where('a.user_id', 'in', userIds)
          .groupBy(['a.user_id', 's.cohort_id'])
          .execute()
      : [],
    cohortIds.length
      ? db
          .selectFrom('cohort_sessions')
          .select(['cohort_id', (eb) => eb.fn.max<string>('starts_at').as('last')])
          .where('cohort_id', 'in', cohortIds)
          .where('status', '=', 'scheduled')
          .where('premium_only', '=', 0)
          .groupBy('cohort_id')
          .execute()
      : [],
    cohortIds.length
      ? db.selectFrom('cohorts').select(['id', 'starts_on']).where('id', 'in', cohortIds).execute()
      : [],
  ]);
  const today = istDay(now);
  const cohortOf = (cohortId: number): CompletionFacts['cohort'] => {
    const last = lasts.find((l) => l.cohort_id === cohortId)?.last;
    if (last) return { lastDay: istDay(last), over: last <= now };
    const startsOn = starts.find((c) => c.id === cohortId)?.starts_on ?? today;
    // Without a session scheduled there is nothing to wait for once it has begun.
    return { lastDay: startsOn, over: startsOn <= today };
  };
  for (const e of enrolments) {
    const slug = slugOf(e.program);
    const total = programSyllabus(slug).length;
    const done = progress.filter(
      (p) => p.user_id === e.user_id && p.program === slug && p.module_index < total,
    ).length;
    const finalId = finalProjectOf(slug);
    const best = submissions
      .filter((s) => s.enrolment_id === e.id && s.project === finalId)
      .reduce<ProjectStatus>(
        (status, s) => (PROJECT_RANK[s.status] > PROJECT_RANK[status] ? s.status : status),
        'none',
      );
    facts.set(e.id, {
      modules: { done, total },
      finalProject: finalId === null ? null : { status: best },
      attendance:
        e.cohort_id === null
          ? null
          : {
              held: Number(held.find((h) => h.cohort_id === e.cohort_id)?.held ?? 0),
              attended: Number(
                present.find((p) => p.cohort_id === e.cohort_id && p.user_id === e.user_id)
                  ?.present ?? 0,
              ),
            },
      cohort: e.cohort_id === null ? null : cohortOf(e.cohort_id),
    });
  }
  return facts;
}

/** Whether each enrolment meets its program's rule, and in what it falls short. */
export async function completionOf(
  db: Executor,
  enrolments: readonly EnrolmentToCheck[],
  now: string,
): Promise<Map<number, CompletionStatus>> {
  const facts = await factsOf(db, enrolments, now);
  return new Map(
    enrolments.map((e) => [
      e.id,
      completionStatus(completionRuleOf(slugOf(e.program)), facts.get(e.id)!),
    ]),
  );
}
