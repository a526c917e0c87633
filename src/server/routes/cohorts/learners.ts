import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cohortDetailSchema,
  learnerParamsSchema,
  moveLearnerSchema,
} from '../../../domain/delivery/cohorts.ts';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { nowIso } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { cohortChangedMail } from '../../mail/session-change-mails.ts';
import { cohortDetail } from '../../repositories/delivery/cohort-detail.ts';
import { cohortMembers } from '../../repositories/delivery/cohort-learners.ts';
import { lockCohortSeats } from '../../repositories/delivery/cohort-seats.ts';
import { programName } from '../../repositories/delivery/cohorts.ts';
import { invalidateCohortPages } from '../../web/cohort-listings.ts';
import { deliveryMailSettings, requireManage, visibleCohort } from './access.ts';

/** How many of the new cohort's sessions the moved learner's mail lists. */
const SESSIONS_IN_MAIL = 5;

export async function cohortLearnerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const mail = deliveryMailSettings(app);

  r.post(
    '/api/cohorts/:id/learners/:learnerId/move/',
    {
      schema: {
        summary: 'Move a learner to another cohort of the same program (staff and owner only)',
        description:
          'The target cohort must have a free seat (409 otherwise). The learner is mailed the new cohort’s schedule; the change is audited as `enrolment.cohort`.',
        tags: ['cohorts'],
        params: learnerParamsSchema,
        body: moveLearnerSchema,
        response: {
          200: cohortDetailSchema,
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
      const { id, learnerId } = request.params;
      const { to_cohort_id: targetId } = request.body;
      const source = await db.transaction().execute(async (tx) => {
        const from = await visibleCohort(tx, id, actor);
        const learner = (await cohortMembers(tx, from.id)).find((m) => m.id === learnerId);
        if (!learner) throw new HttpError(404, 'This learner is not in this cohort.');
        if (targetId === from.id) {
          throw new HttpError(
            400,
            'The learner is already in this cohort.',
            {},
            {
              field: 'to_cohort_id',
            },
          );
        }
        const to = (await lockCohortSeats(tx, [targetId])).get(targetId);
        if (!to || to.program !== from.program) {
          throw new HttpError(
            400,
            'Choose another cohort of the same program.',
            {},
            {
              field: 'to_cohort_id',
            },
          );
        }
        if (to.seats_taken >= to.capacity) {
          throw new HttpError(
            409,
            `That cohort is full: ${to.seats_taken} of ${to.capacity} seats are taken.`,
            {},
            { field: 'to_cohort_id' },
          );
        }
        await tx
          .updateTable('enrolments')
          .set({ cohort_id: to.id })
          .where('id', '=', learner.enrolmentId)
          .execute();
        const at = nowIso();
        const upcoming = await tx
          .selectFrom('cohort_sessions')
          .select(['id', 'topic', 'starts_at'])
          .where('cohort_id', '=', to.id)
          .where('status', '=', 'scheduled')
          // The classes everyone has; a Premium learner's webinars are in their space.
          .where('premium_only', '=', 0)
          .where('starts_at', '>', at)
          .orderBy('starts_at')
          .limit(SESSIONS_IN_MAIL)
          .execute();
        await enqueueMail(
          tx,
          cohortChangedMail(
            learner,
            {
              id: to.id,
              program: to.program,
              programName: programName(to.program),
              startsOn: to.starts_on,
              schedule: to.schedule,
              language: to.language,
            },
            upcoming.map((s) => ({ id: s.id, topic: s.topic, startsAt: s.starts_at })),
            at,
            mail,
          ),
        );
        await recordAudit(tx, actor, {
          action: 'enrolment.cohort',
          recordType: 'enrolment',
          recordId: learner.enrolmentId,
          changes: [{ field: 'cohort_id', before: from.id, after: to.id }],
        });
        return from;
      });
      app.mailWorker.notify();
      invalidateCohortPages(app);
      return cohortDetail(db, source);
    },
  );
}
