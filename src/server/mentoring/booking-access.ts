import { can } from '../../domain/roles.ts';
import type { User } from '../auth/sessions.ts';

interface BookingSides {
  learner_id: number;
  mentor_id: number;
}

/**
 * Whether the user runs the booking: its mentor while their role still teaches (the role is the
 * database's, read on each request), or staff and the owner, who run every cohort.
 */
export function runsBooking(user: User, booking: BookingSides): boolean {
  if (can(user.role, 'manage-cohorts')) return true;
  return booking.mentor_id === user.id && can(user.role, 'teach');
}

/** Whether the user may read the booking (its .ics names both sides): its learner, or who runs it. */
export function mayReadBooking(user: User, booking: BookingSides): boolean {
  return booking.learner_id === user.id || runsBooking(user, booking);
}
