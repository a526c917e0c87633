import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webinarCohortIds, withoutHiddenWebinars } from '../../repositories/mentoring/webinars.ts';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { calendarFeedSchema, learnSessionParamsSchema } from '../../../domain/learner-space.ts';
import { nowIso } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { dropCalendarFeed, renewCalendarFeed } from '../../repositories/delivery/calendar-feeds.ts';
import { findSession, isInCohort } from '../../repositories/delivery/learner-space.ts';
import { sendCalendar, sessionsCalendar } from './session-calendar.ts';
import { feedUrl } from './space-view.ts';

/** One session as a calendar file, and the learner's private calendar address. */
export async function learnCalendarRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { publicOrigin, siteName } = app.config;
  const tags = ['learn'];

  r.get(
    '/api/learn/sessions/:id/calendar.ics',
    {
      schema: {
        summary: 'One session of your cohort as an .ics file',
        tags,
        params: learnSessionParamsSchema,
        response: { 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = await findSession(db, request.params.id);
      const userId = request.user!.id;
      // Another cohort's session, or a webinar beyond the learner's plan, reads as none.
      const visible =
        session !== undefined &&
        (await isInCohort(db, userId, session.cohort_id)) &&
        withoutHiddenWebinars([session], await webinarCohortIds(db, userId)).length === 1;
      if (!visible) throw new HttpError(404, 'There is no such session.');
      const ics = sessionsCalendar([session], { publicOrigin, siteName });
      return sendCalendar(reply, ics, `session-${session.id}.ics`);
    },
  );

  r.post(
    '/api/learn/calendar-feed/',
    {
      schema: {
        summary: 'Make a new private calendar address; the previous one stops working',
        tags,
        response: { 200: calendarFeedSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const token = await renewCalendarFeed(db, request.user!.id, nowIso());
      return { calendar_feed_url: feedUrl(publicOrigin, token) };
    },
  );

  r.delete(
    '/api/learn/calendar-feed/',
    {
      schema: {
        summary: 'Turn the private calendar address off',
        tags,
        response: { 200: calendarFeedSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await dropCalendarFeed(db, request.user!.id);
      return { calendar_feed_url: null };
    },
  );
}
