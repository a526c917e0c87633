import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cohortDetailSchema, cohortParamsSchema } from '../../../domain/delivery/cohorts.ts';
import { plannedSessions, scheduleSummary } from '../../../domain/delivery/schedule.ts';
import { istToUtc } from '../../../domain/delivery/session-time.ts';
import {
  attendanceSchema,
  cancelSessionSchema,
  generateSessionsSchema,
  moveSessionSchema,
  sessionChangeSchema,
  sessionDetailSchema,
  sessionParamsSchema,
} from '../../../domain/delivery/sessions.ts';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { recordAudit, changedFields } from '../../audit/audit-log.ts';
import type { User } from '../../auth/sessions.ts';
import { nowIso } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox.ts';
import {
  sessionCancelledMail,
  sessionMovedMail,
  type DeliveryMailSettings,
} from '../../mail/session-change-mails.ts';
import { sessionAudience } from '../../repositories/delivery/cohort-learners.ts';
import { cohortDetail, moduleTitles } from '../../repositories/delivery/cohort-detail.ts';
import {
  findSession,
  hasClassesToCome,
  insertSessions,
  sessionMarks,
  updateSession,
  writeMarks,
  type SessionRow,
} from '../../repositories/delivery/cohort-sessions.ts';
import { programName, type CohortRow } from '../../repositories/delivery/cohorts.ts';
import { sessionWithCopies } from '../../repositories/delivery/program-webinars.ts';
import { sessionDetail } from '../../repositories/delivery/session-detail.ts';
import { invalidateCohortPages } from '../../web/cohort-listings.ts';
import { deliveryMailSettings, requireManage, visibleCohort } from './access.ts';

const NO_SUCH_SESSION = 'There is no such session.';
const NOT_STARTED =
  'This session has not started yet: attendance, the recording and notes come after its start.';
const ALREADY_STARTED =
  'This session has already started, so it can no longer be moved or cancelled.';
const CANCELLED = 'This session is cancelled.';

const hasStarted = (session: SessionRow) => session.starts_at <= nowIso();

type Learner = { id: number; name: string; email: string };

/**
 * Mails every learner the session is for (the cohort's, or a webinar's Premium learners) about a
 * change to it, in the change's transaction: each learner once per change (the outbox's dedupe
 * key holds the new time).
 */
async function mailLearners(
  tx: Transaction<Database>,
  session: SessionRow,
  build: (learner: Learner) => OutgoingMail,
): Promise<number> {
  const learners = await sessionAudience(tx, session);
  for (const learner of learners) await enqueueMail(tx, build(learner));
  return learners.length;
}

type SessionMail = Parameters<typeof sessionCancelledMail>;

/**
 * Moves or cancels a session (`set`, with its reason) and tells every learner it is for, with
 * the audit row, in the caller's transaction.
 */
async function changeAndTell(
  tx: Transaction<Database>,
  actor: User,
  cohort: CohortRow,
  before: SessionRow,
  change: {
    action: 'session.move' | 'session.cancel';
    set: Parameters<typeof updateSession>[2] & { change_reason: string };
    changed: { field: string; before: string; after: string };
    mailOf: (learner: Learner, who: SessionMail[1], what: SessionMail[2]) => OutgoingMail;
  },
): Promise<void> {
  await updateSession(tx, before.id, change.set);
  const who = { program: cohort.program, programName: programName(cohort.program) };
  const what = { id: before.id, topic: before.topic, startsAt: before.starts_at };
  const mailed = await mailLearners(tx, before, (learner) => change.mailOf(learner, who, what));
  await recordAudit(tx, actor, {
    action: change.action,
    recordType: 'session',
    recordId: before.id,
    changes: [
      change.changed,
      { field: 'change_reason', before: before.change_reason, after: change.set.change_reason },
      { field: 'learners_mailed', before: null, after: mailed },
    ],
  });
}

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['cohorts'];
  const mail: DeliveryMailSettings = deliveryMailSettings(app);

  /** The session of a cohort the user may see, checked again inside the change's transaction. */
  const sessionOf = async (
    tx: Transaction<Database>,
    user: User,
    params: { id: number; sessionId: number },
  ) => {
    const cohort = await visibleCohort(tx, params.id, user);
    const session = await findSession(tx, cohort.id, params.sessionId);
    if (!session) throw new HttpError(404, NO_SUCH_SESSION);
    return { cohort, session };
  };

  r.post(
    '/api/cohorts/:id/sessions/generate/',
    {
      schema: {
        summary: 'Make a cohort’s sessions from a weekly pattern (staff and owner only)',
        description:
          'Sessions start on the pattern’s days (0 Sunday ... 6 Saturday) at the IST time, from the cohort’s start date (or today, if later). Refused with 409 while the cohort has classes still to come (add single sessions with POST /api/cohorts/:id/sessions/). Topics follow the syllabus modules in order.',
        tags,
        params: cohortParamsSchema,
        body: generateSessionsSchema,
        response: {
          201: cohortDetailSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = request.user!;
      requireManage(actor);
      const pattern = request.body;
      const cohort = await db.transaction().execute(async (tx) => {
        const row = await visibleCohort(tx, request.params.id, actor);
        if (await hasClassesToCome(tx, row.id)) {
          throw new HttpError(
            409,
            'This cohort already has sessions to come. Add one more with “Add a session”, or move or cancel them one by one: a new weekly schedule can be made only when no class is left in the future.',
          );
        }
        const sessions = plannedSessions(
          row.starts_on,
          pattern,
          moduleTitles(row.program),
          new Date(),
        );
        await insertSessions(tx, row.id, sessions);
        const schedule = scheduleSummary(pattern);
        await tx
          .updateTable('cohorts')
          .set({ schedule, updated_at: nowIso() })
          .where('id', '=', row.id)
          .execute();
        await recordAudit(tx, actor, {
          action: 'cohort.sessions',
          recordType: 'cohort',
          recordId: row.id,
          changes: [
            { field: 'schedule', before: row.schedule || null, after: schedule },
            { field: 'sessions', before: null, after: sessions.length },
          ],
        });
        return { ...row, schedule };
      });
      invalidateCohortPages(app);
      return reply.code(201).send(await cohortDetail(db, cohort));
    },
  );

  r.get(
    '/api/cohorts/:id/sessions/:sessionId/',
    {
      schema: {
        summary: 'One session: its details and the cohort’s learners with their attendance',
        tags,
        params: sessionParamsSchema,
        response: { 200: sessionDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const cohort = await visibleCohort(db, request.params.id, request.user!);
      const session = await findSession(db, cohort.id, request.params.sessionId);
      if (!session) throw new HttpError(404, NO_SUCH_SESSION);
      return sessionDetail(db, cohort, session);
    },
  );

  r.patch(
    '/api/cohorts/:id/sessions/:sessionId/',
    {
      schema: {
        summary: 'Change a session’s topic, module, meeting link, recording or notes',
        description:
          'The cohort’s mentors and staff. The recording and notes only once the session has started (409 before). A program’s webinar changes in every cohort it is held in.',
        tags,
        params: sessionParamsSchema,
        body: sessionChangeSchema,
        response: {
          200: sessionDetailSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const actor = request.user!;
      const change = request.body;
      const { cohort, session } = await db.transaction().execute(async (tx) => {
        const found = await sessionOf(tx, actor, request.params);
        const { session: before } = found;
        const modules = moduleTitles(found.cohort.program);
        if (
          change.module_index !== undefined &&
          change.module_index !== null &&
          change.module_index >= modules.length
        ) {
          throw new HttpError(
            400,
            'Choose a module of the program.',
            {},
            {
              field: 'module_index',
            },
          );
        }
        if (
          (change.recording_url !== undefined || change.notes !== undefined) &&
          !hasStarted(before)
        ) {
          throw new HttpError(409, NOT_STARTED);
        }
        const fields = {
          topic: change.topic,
          module_index: change.module_index,
          meeting_url: change.meeting_url,
          recording_url: change.recording_url,
          notes: change.notes === undefined ? undefined : change.notes || null,
        };
        for (const copy of await sessionWithCopies(tx, found.cohort, before)) {
          const changes = changedFields(copy.session, fields);
          if (changes.length === 0) continue;
          await updateSession(tx, copy.session.id, fields);
          await recordAudit(tx, actor, {
            action: 'session.update',
            recordType: 'session',
            recordId: copy.session.id,
            changes,
          });
        }
        return {
          cohort: found.cohort,
          session: (await findSession(tx, found.cohort.id, before.id))!,
        };
      });
      return sessionDetail(db, cohort, session);
    },
  );

  r.post(
    '/api/cohorts/:id/sessions/:sessionId/move/',
    {
      schema: {
        summary: 'Move a session to a new date and time (staff and owner only)',
        description:
          'The new start is India time. Every learner the session is for (a webinar: the Premium learners) is mailed the new time and the reason, in the same transaction. A program’s webinar moves in every cohort it is held in.',
        tags,
        params: sessionParamsSchema,
        body: moveSessionSchema,
        response: {
          200: sessionDetailSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const actor = request.user!;
      requireManage(actor);
      const { date, time, reason } = request.body;
      const to = istToUtc(date, time);
      if (to <= nowIso()) {
        throw new HttpError(400, 'Choose a new time in the future.', {}, { field: 'date' });
      }
      const { cohort, session } = await db.transaction().execute(async (tx) => {
        const found = await sessionOf(tx, actor, request.params);
        const { cohort, session: before } = found;
        if (before.status === 'cancelled') throw new HttpError(409, CANCELLED);
        if (hasStarted(before)) throw new HttpError(409, ALREADY_STARTED);
        if (before.starts_at === to) {
          throw new HttpError(400, 'That is the session’s time already.', {}, { field: 'time' });
        }
        for (const copy of await sessionWithCopies(tx, cohort, before)) {
          await changeAndTell(tx, actor, copy.cohort, copy.session, {
            action: 'session.move',
            set: { starts_at: to, change_reason: reason },
            changed: { field: 'starts_at', before: copy.session.starts_at, after: to },
            mailOf: (learner, who, what) =>
              sessionMovedMail(learner, who, what, { to, reason }, mail),
          });
        }
        const session = (await findSession(tx, cohort.id, before.id))!;
        return { cohort, session };
      });
      app.mailWorker.notify();
      invalidateCohortPages(app);
      return sessionDetail(db, cohort, session);
    },
  );

  r.post(
    '/api/cohorts/:id/sessions/:sessionId/cancel/',
    {
      schema: {
        summary: 'Cancel a session with a reason (staff and owner only)',
        description:
          'Every learner the session is for is mailed, in the same transaction. A program’s webinar is cancelled in every cohort it is held in.',
        tags,
        params: sessionParamsSchema,
        body: cancelSessionSchema,
        response: {
          200: sessionDetailSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const actor = request.user!;
      requireManage(actor);
      const { reason } = request.body;
      const { cohort, session } = await db.transaction().execute(async (tx) => {
        const { cohort, session: before } = await sessionOf(tx, actor, request.params);
        if (before.status === 'cancelled') throw new HttpError(409, CANCELLED);
        if (hasStarted(before)) throw new HttpError(409, ALREADY_STARTED);
        for (const copy of await sessionWithCopies(tx, cohort, before)) {
          await changeAndTell(tx, actor, copy.cohort, copy.session, {
            action: 'session.cancel',
            set: { status: 'cancelled', change_reason: reason },
            changed: { field: 'status', before: copy.session.status, after: 'cancelled' },
            mailOf: (learner, who, what) => sessionCancelledMail(learner, who, what, reason, mail),
          });
        }
        const session = (await findSession(tx, cohort.id, before.id))!;
        return { cohort, session };
      });
      app.mailWorker.notify();
      invalidateCohortPages(app);
      return sessionDetail(db, cohort, session);
    },
  );

  r.post(
    '/api/cohorts/:id/sessions/:sessionId/attendance/',
    {
      schema: {
        summary: 'Mark the cohort’s learners present or absent, once the session has started',
        tags,
        params: sessionParamsSchema,
        body: attendanceSchema,
        response: {
          200: sessionDetailSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const actor = request.user!;
      const { marks } = request.body;
      const { cohort, session } = await db.transaction().execute(async (tx) => {
        const { cohort, session: before } = await sessionOf(tx, actor, request.params);
        if (before.status === 'cancelled') throw new HttpError(409, CANCELLED);
        if (!hasStarted(before)) throw new HttpError(409, NOT_STARTED);
        const members = new Map((await sessionAudience(tx, before)).map((m) => [m.id, m]));
        const ids = marks.map((m) => m.learner_id);
        if (new Set(ids).size !== ids.length || ids.some((id) => !members.has(id))) {
          throw new HttpError(
            400,
            'Mark only this cohort’s learners, each once.',
            {},
            {
              field: 'marks',
            },
          );
        }
        const earlier = await sessionMarks(tx, before.id);
        await writeMarks(tx, before.id, marks, actor.id);
        await updateSession(tx, before.id, { attendance_marked_at: nowIso() });
        const changes = marks
          .filter((m) => earlier.get(m.learner_id) !== m.present)
          .map((m) => ({
            field: `present: ${members.get(m.learner_id)!.name}`,
            before: earlier.get(m.learner_id) ?? null,
            after: m.present,
          }));
        if (changes.length > 0) {
          await recordAudit(tx, actor, {
            action: 'session.attendance',
            recordType: 'session',
            recordId: before.id,
            changes,
          });
        }
        return { cohort, session: (await findSession(tx, cohort.id, before.id))! };
      });
      return sessionDetail(db, cohort, session);
    },
  );
}
