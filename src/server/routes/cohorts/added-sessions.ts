import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cohortParamsSchema } from '../../../domain/delivery/cohorts.ts';
import { istToUtc } from '../../../domain/delivery/session-time.ts';
import {
  addSessionSchema,
  addWebinarSchema,
  sessionDetailSchema,
  webinarAddedSchema,
} from '../../../domain/delivery/sessions.ts';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { User } from '../../auth/sessions.ts';
import { nowIso } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { sessionAddedMail } from '../../mail/session-change-mails.ts';
import { sessionAudience } from '../../repositories/delivery/cohort-learners.ts';
import { moduleTitles } from '../../repositories/delivery/cohort-detail.ts';
import {
  findSession,
  insertOneSession,
  type OneSession,
} from '../../repositories/delivery/cohort-sessions.ts';
import { programName, type CohortRow } from '../../repositories/delivery/cohorts.ts';
import { cohortsTaughtAt, insertWebinar } from '../../repositories/delivery/program-webinars.ts';
import { sessionDetail } from '../../repositories/delivery/session-detail.ts';
import { invalidateCohortPages } from '../../web/cohort-listings.ts';
import { deliveryMailSettings, requireManage, visibleCohort } from './access.ts';

/** The start, UTC, of a session given in India time: 400 unless it is still to come. */
function futureStart(date: string, time: string): string {
  const startsAt = istToUtc(date, time);
  if (startsAt <= nowIso()) {
    throw new HttpError(400, 'Choose a time in the future.', {}, { field: 'date' });
  }
  return startsAt;
}

/**
 * Sessions staff add one at a time, beside the weekly pattern: a class for one cohort (a make-up
 * class, a guest talk), and a program's webinar, held in each cohort still being taught for its
 * Premium learners only. Neither changes or hides any session already there.
 */
export async function addedSessionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['cohorts'];
  const mail = deliveryMailSettings(app);

  /** Adds the session to the cohort and mails everyone it is for; the new session's id. */
  async function addAndTell(
    tx: Transaction<Database>,
    actor: User,
    cohort: CohortRow,
    session: OneSession,
  ): Promise<number> {
    const id = await insertOneSession(tx, cohort.id, session);
    const row = (await findSession(tx, cohort.id, id))!;
    const learners = await sessionAudience(tx, row);
    const who = { program: cohort.program, programName: programName(cohort.program) };
    const what = {
      id,
      topic: row.topic,
      startsAt: row.starts_at,
      minutes: row.minutes,
      webinar: row.premium_only === 1,
    };
    for (const learner of learners) {
      await enqueueMail(tx, sessionAddedMail(learner, who, what, mail));
    }
    await recordAudit(tx, actor, {
      action: 'session.add',
      recordType: 'session',
      recordId: id,
      changes: [
        { field: 'cohort', before: null, after: cohort.id },
        { field: 'starts_at', before: null, after: row.starts_at },
        { field: 'topic', before: null, after: row.topic },
        { field: 'premium_only', before: null, after: row.premium_only === 1 },
        { field: 'learners_mailed', before: null, after: learners.length },
      ],
    });
    return id;
  }

  r.post(
    '/api/cohorts/:id/sessions/',
    {
      schema: {
        summary: 'Add one class to a cohort, at any time to come (staff and owner only)',
        description:
          'For a make-up class or a guest talk, while the cohort runs: the sessions already there stay as they are. Every learner of the cohort is mailed, in the same transaction.',
        tags,
        params: cohortParamsSchema,
        body: addSessionSchema,
        response: {
          201: sessionDetailSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = request.user!;
      requireManage(actor);
      const body = request.body;
      const startsAt = futureStart(body.date, body.time);
      const { cohort, session } = await db.transaction().execute(async (tx) => {
        const cohort = await visibleCohort(tx, request.params.id, actor);
        const moduleIndex = body.module_index ?? null;
        if (moduleIndex !== null && moduleIndex >= moduleTitles(cohort.program).length) {
          throw new HttpError(
            400,
            'Choose a module of the program.',
            {},
            { field: 'module_index' },
          );
        }
        const id = await addAndTell(tx, actor, cohort, {
          startsAt,
          minutes: body.minutes,
          topic: body.topic,
          moduleIndex,
          meetingUrl: body.meeting_url ?? null,
        });
        return { cohort, session: (await findSession(tx, cohort.id, id))! };
      });
      app.mailWorker.notify();
      invalidateCohortPages(app);
      return reply.code(201).send(await sessionDetail(db, cohort, session));
    },
  );

  r.post(
    '/api/cohorts/webinars/',
    {
      schema: {
        summary: 'Add a webinar for a program’s Premium learners (staff and owner only)',
        description:
          'One session, marked as a webinar, in each cohort of the program still being taught at its time (a class ending then or later, or no class yet). Only learners whose plan includes webinars see it, are mailed and reminded; nothing is taken from any other plan’s schedule. Moving, cancelling or changing it later reaches every cohort. 409 when no cohort of the program is being taught then.',
        tags,
        body: addWebinarSchema,
        response: {
          201: webinarAddedSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = request.user!;
      requireManage(actor);
      const body = request.body;
      const startsAt = futureStart(body.date, body.time);
      const added = await db.transaction().execute(async (tx) => {
        const cohorts = await cohortsTaughtAt(tx, body.program, startsAt);
        if (cohorts.length === 0) {
          throw new HttpError(
            409,
            `No cohort of ${programName(body.program)} is being taught then, so the webinar would reach no one.`,
          );
        }
        const webinarId = await insertWebinar(tx, body.program, actor.id);
        const sessions = [];
        for (const cohort of cohorts) {
          const sessionId = await addAndTell(tx, actor, cohort, {
            startsAt,
            minutes: body.minutes,
            topic: body.topic,
            moduleIndex: null,
            meetingUrl: body.meeting_url ?? null,
            webinarId,
          });
          sessions.push({ cohort_id: cohort.id, session_id: sessionId });
        }
        await recordAudit(tx, actor, {
          action: 'webinar.add',
          recordType: 'webinar',
          recordId: webinarId,
          changes: [
            { field: 'program', before: null, after: body.program },
            { field: 'starts_at', before: null, after: startsAt },
            { field: 'topic', before: null, after: body.topic },
            { field: 'cohorts', before: null, after: cohorts.length },
          ],
        });
        return { webinar_id: webinarId, sessions };
      });
      app.mailWorker.notify();
      invalidateCohortPages(app);
      return reply.code(201).send(added);
    },
  );
}
