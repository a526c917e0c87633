import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cohortChangeSchema,
  cohortDetailSchema,
  cohortListQuerySchema,
  cohortListSchema,
  cohortParamsSchema,
  mentorChoicesSchema,
  newCohortSchema,
} from '../../../domain/delivery/cohorts.ts';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { istDay } from '../../../domain/india-time.ts';
import { recordAudit, type AuditChange } from '../../audit/audit-log.ts';
import { nowIso } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { lockCohortSeats } from '../../repositories/delivery/cohort-seats.ts';
import { cohortDetail } from '../../repositories/delivery/cohort-detail.ts';
import {
  findCohort,
  insertCohort,
  listCohorts,
  mentorChoices,
  mentorsOf,
  notMentors,
  setMentors,
} from '../../repositories/delivery/cohorts.ts';
import { invalidateCohortPages } from '../../web/cohort-listings.ts';
import { requireManage, viewerOf, visibleCohort } from './access.ts';

const NOT_A_MENTOR = 'Mentors must be accounts with the mentor, staff or owner role.';

export async function cohortListRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['cohorts'];

  /** 400 naming `mentor_ids` when one of them cannot teach. */
  const checkMentors = async (ids: readonly number[]) => {
    if ((await notMentors(db, ids)).length > 0) {
      throw new HttpError(400, NOT_A_MENTOR, {}, { field: 'mentor_ids' });
    }
  };

  r.get(
    '/api/cohorts/',
    {
      schema: {
        summary: 'Cohorts, latest start first: every cohort for staff, their own for a mentor',
        tags,
        querystring: cohortListQuerySchema,
        response: { 200: cohortListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({
      results: await listCohorts(db, request.query, viewerOf(request.user!)),
    }),
  );

  r.get(
    '/api/cohorts/mentor-choices/',
    {
      schema: {
        summary: 'Accounts that can mentor a cohort (staff and owner only)',
        tags,
        response: { 200: mentorChoicesSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      requireManage(request.user!);
      return { results: await mentorChoices(db) };
    },
  );

  r.post(
    '/api/cohorts/',
    {
      schema: {
        summary: 'Create a cohort of a program (staff and owner only)',
        tags,
        body: newCohortSchema,
        response: { 201: cohortDetailSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const actor = request.user!;
      requireManage(actor);
      const input = request.body;
      if (input.starts_on < istDay(new Date())) {
        throw new HttpError(
          400,
          'The start date cannot be in the past.',
          {},
          {
            field: 'starts_on',
          },
        );
      }
      await checkMentors(input.mentor_ids);
      const cohort = await db.transaction().execute(async (tx) => {
        const row = await insertCohort(tx, input);
        await setMentors(tx, row.id, input.mentor_ids);
        await recordAudit(tx, actor, {
          action: 'cohort.create',
          recordType: 'cohort',
          recordId: row.id,
          changes: [
            { field: 'program', before: null, after: row.program },
            { field: 'starts_on', before: null, after: row.starts_on },
            { field: 'capacity', before: null, after: row.capacity },
            { field: 'language', before: null, after: row.language },
            { field: 'mentor_ids', before: null, after: input.mentor_ids },
          ],
        });
        return row;
      });
      invalidateCohortPages(app);
      return reply.code(201).send(await cohortDetail(db, cohort));
    },
  );

  r.get(
    '/api/cohorts/:id/',
    {
      schema: {
        summary: 'A cohort: its sessions and its learners with attendance and progress',
        description: 'A mentor asking for a cohort they do not teach gets 404.',
        tags,
        params: cohortParamsSchema,
        response: { 200: cohortDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => cohortDetail(db, await visibleCohort(db, request.params.id, request.user!)),
  );

  r.patch(
    '/api/cohorts/:id/',
    {
      schema: {
        summary: 'Change a cohort’s seats, language or mentors (staff and owner only)',
        tags,
        params: cohortParamsSchema,
        body: cohortChangeSchema,
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
      const { capacity, language, mentor_ids } = request.body;
      if (mentor_ids) await checkMentors(mentor_ids);
      const id = request.params.id;
      const updated = await db.transaction().execute(async (tx) => {
        const cohort = await findCohort(tx, id, viewerOf(actor));
        if (!cohort) throw new HttpError(404, 'There is no such cohort.');
        const changes: AuditChange[] = [];
        if (capacity !== undefined && capacity !== cohort.capacity) {
          // Held: a seat taken at the same moment is counted here, or waits for the new number.
          const taken = (await lockCohortSeats(tx, [id])).get(id)!.seats_taken;
          if (capacity < taken) {
            throw new HttpError(
              409,
              `${taken} seats are already taken: the cohort needs at least that many.`,
              {},
              { field: 'capacity' },
            );
          }
          changes.push({ field: 'capacity', before: cohort.capacity, after: capacity });
        }
        if (language !== undefined && language !== cohort.language) {
          changes.push({ field: 'language', before: cohort.language, after: language });
        }
        await tx
          .updateTable('cohorts')
          .set({ capacity, language, updated_at: nowIso() })
          .where('id', '=', id)
          .execute();
        if (mentor_ids) {
          const before = ((await mentorsOf(tx, [id])).get(id) ?? []).map((m) => m.id).sort();
          const after = [...mentor_ids].sort();
          if (before.join() !== after.join()) {
            await setMentors(tx, id, mentor_ids);
            changes.push({ field: 'mentor_ids', before, after });
          }
        }
        if (changes.length > 0) {
          await recordAudit(tx, actor, {
            action: 'cohort.update',
            recordType: 'cohort',
            recordId: id,
            changes,
          });
        }
        return (await findCohort(tx, id, viewerOf(actor)))!;
      });
      invalidateCohortPages(app);
      return cohortDetail(db, updated);
    },
  );
}
