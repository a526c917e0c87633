import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../domain/errors.ts';
import { z } from '../../domain/zod.ts';
import { HttpError } from '../errors.ts';
import { feedOwner } from '../repositories/delivery/calendar-feeds.ts';
import { activeCohortIds, sessionsOfCohorts } from '../repositories/delivery/learner-space.ts';
import { sendCalendar, sessionsCalendar } from './learn/session-calendar.ts';
import { addBookingEvents } from '../mentoring/booking-calendar.ts';
import { learnerBookings } from '../repositories/mentoring/bookings.ts';
import { webinarCohortIds, withoutHiddenWebinars } from '../repositories/mentoring/webinars.ts';

const NO_SUCH_FEED = 'There is no such calendar. Make a new calendar link on your program page.';

/**
 * A learner's private calendar feed, which calendar apps read without logging in: the token in
 * its address is the whole secret. It holds every session of the learner's active cohorts
 * (webinars only where their plan includes them) and their one-to-one sessions.
 */
export async function calendarFeedRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { publicOrigin, siteName } = app.config;

  r.get(
    '/api/calendar/:file',
    {
      schema: {
        summary: 'A learner’s private calendar feed: /api/calendar/<token>.ics',
        tags: ['learn'],
        params: z.object({ file: z.string().max(100) }),
        response: { 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = request.params.file.endsWith('.ics')
        ? request.params.file.slice(0, -'.ics'.length)
        : undefined;
      const userId = token === undefined ? undefined : await feedOwner(db, token);
      if (userId === undefined) throw new HttpError(404, NO_SUCH_FEED);
      const [sessions, webinarCohorts, bookings] = await Promise.all([
        activeCohortIds(db, userId).then((ids) => sessionsOfCohorts(db, ids)),
        webinarCohortIds(db, userId),
        learnerBookings(db, userId),
      ]);
      const site = { publicOrigin, siteName };
      const ics = sessionsCalendar(withoutHiddenWebinars(sessions, webinarCohorts), site, (c) =>
        addBookingEvents(c, bookings, site),
      );
      reply.header('cache-control', 'private, no-store');
      return sendCalendar(reply, ics);
    },
  );
}
