import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { bookingParamsSchema } from '../../../domain/mentoring/bookings.ts';
import { requireUser } from '../../auth/guards.ts';
import { HttpError } from '../../errors.ts';
import { bookingCalendar } from '../../mentoring/booking-calendar.ts';
import { mayReadBooking } from '../../mentoring/booking-access.ts';
import { NO_SUCH_BOOKING } from '../../mentoring/booking-changes.ts';
import { findBooking } from '../../repositories/mentoring/bookings.ts';
import { sendCalendar } from '../learn/session-calendar.ts';

/**
 * A booking as an .ics invitation: for its learner and its mentor (while they teach), the link
 * in their mails; staff and the owner too.
 */
export async function bookingCalendarRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { publicOrigin, siteName } = app.config;

  r.get(
    '/api/mentoring/bookings/:id/calendar.ics',
    {
      schema: {
        summary:
          'A one-to-one session as an .ics file (its learner, its mentor while they teach, staff)',
        tags: ['mentoring'],
        params: bookingParamsSchema,
        response: { 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      const booking = await findBooking(db, request.params.id);
      // Someone else's booking reads as one that does not exist; so does one whose mentor
      // has since stopped teaching, for that former mentor.
      if (!booking || !mayReadBooking(user, booking)) {
        throw new HttpError(404, NO_SUCH_BOOKING);
      }
      reply.header('cache-control', 'no-store');
      const ics = bookingCalendar(booking, { publicOrigin, siteName });
      return sendCalendar(reply, ics, `session-${booking.id}.ics`);
    },
  );
}
