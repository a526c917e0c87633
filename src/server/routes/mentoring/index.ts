import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/guards.ts';
import { availabilityRoutes } from './availability.ts';
import { bookingCalendarRoutes } from './booking-calendar-file.ts';
import { learnerBookingRoutes } from './learner-bookings.ts';
import { mentorBookingRoutes } from './mentor-bookings.ts';

/** The mentor's side, /api/mentoring/…: mentors, staff and the owner; nothing may be cached. */
async function mentorConsoleRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requirePermission('teach'));
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await app.register(availabilityRoutes);
  await app.register(mentorBookingRoutes);
}

/**
 * One-to-one sessions: learners book them from their space (/api/learn/:program/mentoring/…),
 * mentors keep their hours and run their day (/api/mentoring/…), and both download the event.
 */
export async function mentoringRoutes(app: FastifyInstance): Promise<void> {
  await app.register(learnerBookingRoutes);
  await app.register(mentorConsoleRoutes);
  await app.register(bookingCalendarRoutes);
}
