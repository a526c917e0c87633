import type { Kysely } from 'kysely';
import { findProgram, type Program } from '../../../domain/catalogue/programs.ts';
import {
  isJoinOpen,
  progressPercent,
  sessionEndsAt,
  type LearnerMaterial,
  type LearnerProgress,
  type LearnerSession,
  type LearnerSpace,
} from '../../../domain/learner-space.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { calendarFeedToken } from '../../repositories/delivery/calendar-feeds.ts';
import {
  activeEnrolmentIn,
  cohortWithMentors,
  modulesDone,
  programMaterials,
  remindersWanted,
  sessionsOfCohorts,
  type SessionRow,
  type SpaceEnrolment,
} from '../../repositories/delivery/learner-space.ts';
import { learnerCertificateState } from '../../certificates/enrolment-certificates.ts';
import { programSyllabus } from '../../repositories/delivery/program-syllabus.ts';
import { learnerProjects } from '../projects/learner-projects.ts';
import { learnerChecks } from './learner-checks.ts';

export const NO_SUCH_PROGRAM = 'There is no such program.';

/** The program of a /learn address, and the learner's enrolment in it: 404, or 403 without one. */
export async function enrolledProgram(
  db: Kysely<Database>,
  userId: number,
  param: string,
): Promise<{ program: Program; enrolment: SpaceEnrolment }> {
  const program = findProgram(param);
  if (!program) throw new HttpError(404, NO_SUCH_PROGRAM);
  const enrolment = await activeEnrolmentIn(db, userId, program.name);
  if (!enrolment) {
    throw new HttpError(
      403,
      `You are not enrolled in ${program.name}. Its page shows the plans and how to join.`,
      {},
      { program_path: program.path },
    );
  }
  return { program, enrolment };
}

export const sessionCalendarPath = (id: number) => `/api/learn/sessions/${id}/calendar.ics`;
export const feedUrl = (origin: string, token: string) => `${origin}/api/calendar/${token}.ics`;

/** A session as its cohort's learner may see it: the meeting link only while joining is open. */
export function learnerSession(row: SessionRow, now: Date): LearnerSession {
  const open = row.status === 'scheduled' && isJoinOpen(row.starts_at, row.minutes, now);
  return {
    id: row.id,
    starts_at: row.starts_at,
    ends_at: sessionEndsAt(row.starts_at, row.minutes),
    ended: Date.parse(sessionEndsAt(row.starts_at, row.minutes)) <= now.getTime(),
    minutes: row.minutes,
    topic: row.topic,
    module_index: row.module_index,
    status: row.status,
    webinar: row.premium_only === 1,
    change_reason: row.change_reason,
    join_url: open ? row.meeting_url : null,
    recording_url: row.recording_url,
    calendar_url: sessionCalendarPath(row.id),
  };
}

export function progressOf(done: ReadonlySet<number>, total: number): LearnerProgress {
  const count = [...done].filter((index) => index < total).length;
  const next = Array.from({ length: total }, (_, i) => i).find((i) => !done.has(i));
  return {
    done: count,
    total,
    percent: progressPercent(count, total),
    continue_index: next ?? null,
  };
}

/** Everything the learner's space shows, as of `now`. */
export async function learnerSpace(
  db: Kysely<Database>,
  userId: number,
  { program, enrolment }: { program: Program; enrolment: SpaceEnrolment },
  now: Date,
  publicOrigin: string,
): Promise<LearnerSpace> {
  const syllabus = programSyllabus(program.slug);
  const [cohort, rows, done, materials, remindersOn, token, projects, checks] = await Promise.all([
    enrolment.cohort_id === null ? undefined : cohortWithMentors(db, enrolment.cohort_id),
    enrolment.cohort_id === null ? [] : sessionsOfCohorts(db, [enrolment.cohort_id]),
    modulesDone(db, userId, program.slug),
    programMaterials(db, program.slug),
    remindersWanted(db, userId),
    calendarFeedToken(db, userId),
    learnerProjects(db, userId, program, enrolment.entitlements),
    learnerChecks(db, userId, program.slug),
  ]);
  const certificate = await learnerCertificateState(
    db,
    { id: enrolment.id, user_id: userId, program: program.name, cohort_id: enrolment.cohort_id },
    publicOrigin,
    now.toISOString(),
  );
  // Webinars are for the cohort's learners whose plan was bought with them (Premium).
  const { entitlements } = enrolment;
  const sessions = rows
    .filter((row) => entitlements.webinars || row.premium_only === 0)
    .map((row) => learnerSession(row, now));
  const materialsOf = (index: number): LearnerMaterial[] =>
    materials
      .filter((m) => m.module_index === index)
      .map((m) => ({
        id: m.id,
        title: m.title,
        kind: m.stored_name ? 'file' : 'link',
        url: m.stored_name ? `/api/learn/${program.slug}/materials/${m.id}` : (m.url ?? ''),
        file_name: m.file_name,
        file_size: m.file_size,
      }));
  return {
    program: { name: program.name, slug: program.slug, path: program.path },
    plan: enrolment.plan,
    entitlements: {
      mentorship: entitlements.mentorship,
      career: entitlements.career,
      webinars: entitlements.webinars,
      project_feedback: entitlements.projectFeedback,
    },
    order_number: enrolment.order_number,
    cohort: cohort
      ? {
          id: cohort.id,
          starts_on: cohort.starts_on,
          schedule: cohort.schedule,
          language: cohort.language,
          mentors: cohort.mentors,
        }
      : null,
    next_session: sessions.find((s) => s.status === 'scheduled' && !s.ended) ?? null,
    sessions,
    modules: syllabus.map((module, index) => ({
      index,
      title: module.title,
      topics: module.topics,
      done: done.has(index),
      materials: materialsOf(index),
      check: checks.get(index) ?? null,
    })),
    progress: progressOf(done, syllabus.length),
    reminders_on: remindersOn,
    calendar_feed_url: token ? feedUrl(publicOrigin, token) : null,
    projects,
    certificate,
  };
}
