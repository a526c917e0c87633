import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clockTime, WEEKDAYS } from '../../../domain/delivery/session-time.ts';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { istDay } from '../../../domain/india-time.ts';
import {
  availabilityItemParamsSchema,
  availabilitySchema,
  newBlockSchema,
  newLeaveSchema,
} from '../../../domain/mentoring/availability.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { HttpError } from '../../errors.ts';
import {
  availabilityOf,
  deleteBlock,
  deleteLeave,
  insertBlock,
  insertLeave,
} from '../../repositories/mentoring/availability.ts';

const NO_SUCH_ENTRY = 'There is no such entry. It may have been removed already.';

const hours = (b: { weekday: number; start_minute: number; end_minute: number }) =>
  `${WEEKDAYS[b.weekday]} ${clockTime(b.start_minute)} to ${clockTime(b.end_minute)} IST`;

/**
 * The signed-in mentor's weekly hours and leave, which learners' free slots are cut from. Each
 * account edits only its own: another's entry reads as one that does not exist.
 */
export async function availabilityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['mentoring'];
  const responses = {
    200: availabilitySchema,
    201: availabilitySchema,
    400: apiErrorSchema,
    404: apiErrorSchema,
  };
  const current = (userId: number) => availabilityOf(db, userId, istDay(new Date()));

  r.get(
    '/api/mentoring/availability/',
    {
      schema: {
        summary: 'Your weekly hours (IST) and leave to come',
        tags,
        response: { 200: availabilitySchema },
      },
    },
    async (request) => current(request.user!.id),
  );

  r.post(
    '/api/mentoring/availability/blocks/',
    {
      schema: {
        summary: 'Add weekly hours: a day (0 Sunday … 6 Saturday) and a start and end, IST',
        tags,
        body: newBlockSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const actor = request.user!;
      await db.transaction().execute(async (tx) => {
        const id = await insertBlock(tx, actor.id, request.body);
        await recordAudit(tx, actor, {
          action: 'availability.add',
          recordType: 'user',
          recordId: actor.id,
          changes: [{ field: 'weekly_hours', before: null, after: hours(request.body) }],
        });
        return id;
      });
      return reply.code(201).send(await current(actor.id));
    },
  );

  r.delete(
    '/api/mentoring/availability/blocks/:id/',
    {
      schema: {
        summary: 'Remove weekly hours; sessions already booked in them stay',
        tags,
        params: availabilityItemParamsSchema,
        response: responses,
      },
    },
    async (request) => {
      const actor = request.user!;
      await db.transaction().execute(async (tx) => {
        const removed = await deleteBlock(tx, actor.id, request.params.id);
        if (!removed) throw new HttpError(404, NO_SUCH_ENTRY);
        await recordAudit(tx, actor, {
          action: 'availability.remove',
          recordType: 'user',
          recordId: actor.id,
          changes: [{ field: 'weekly_hours', before: hours(removed), after: null }],
        });
      });
      return current(actor.id);
    },
  );

  r.post(
    '/api/mentoring/availability/leave/',
    {
      schema: {
        summary: 'Add days away (IST dates, both included): no slot is offered on them',
        tags,
        body: newLeaveSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const actor = request.user!;
      const leave = request.body;
      if (leave.ends_on < istDay(new Date())) {
        throw new HttpError(
          400,
          'Those days are past. Choose days to come.',
          {},
          { field: 'ends_on' },
        );
      }
      await db.transaction().execute(async (tx) => {
        await insertLeave(tx, actor.id, leave);
        await recordAudit(tx, actor, {
          action: 'leave.add',
          recordType: 'user',
          recordId: actor.id,
          changes: [
            { field: 'leave', before: null, after: `${leave.starts_on} to ${leave.ends_on}` },
          ],
        });
      });
      return reply.code(201).send(await current(actor.id));
    },
  );

  r.delete(
    '/api/mentoring/availability/leave/:id/',
    {
      schema: {
        summary: 'Remove days away',
        tags,
        params: availabilityItemParamsSchema,
        response: responses,
      },
    },
    async (request) => {
      const actor = request.user!;
      await db.transaction().execute(async (tx) => {
        const removed = await deleteLeave(tx, actor.id, request.params.id);
        if (!removed) throw new HttpError(404, NO_SUCH_ENTRY);
        await recordAudit(tx, actor, {
          action: 'leave.remove',
          recordType: 'user',
          recordId: actor.id,
          changes: [
            { field: 'leave', before: `${removed.starts_on} to ${removed.ends_on}`, after: null },
          ],
        });
      });
      return current(actor.id);
    },
  );
}
