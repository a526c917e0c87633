import type { LearnerBooking, Mentoring } from '../../../domain/mentoring/bookings.ts';
import { BOOKING_KINDS } from '../../../domain/mentoring/entitlements.ts';
import { bookableDays, isChangeable } from '../../../domain/mentoring/slots.ts';
import { sessionEndsAt } from '../../../domain/learner-space.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { bookingCalendarPath } from '../../mentoring/booking-calendar.ts';
import type { SpaceEnrolment } from '../../repositories/delivery/learner-space.ts';
import {
  enrolmentBookings,
  sessionsUsed,
  type BookingDetail,
} from '../../repositories/mentoring/bookings.ts';

/** A booking as the learner sees it. */
export function learnerBooking(b: BookingDetail, now: Date): LearnerBooking {
  return {
    id: b.id,
    kind: b.kind,
    mentor_name: b.mentor_name,
    starts_at: b.starts_at,
    minutes: b.minutes,
    status: b.status,
    meeting_url: b.status === 'booked' ? b.meeting_url : null,
    cancel_reason: b.cancel_reason,
    changeable: b.status === 'booked' && isChangeable(b.starts_at, now),
    ended: Date.parse(sessionEndsAt(b.starts_at, b.minutes)) <= now.getTime(),
    calendar_url: bookingCalendarPath(b.id),
  };
}

/** The plan's one-to-one sessions as bought, how many are left, and what the learner booked. */
export async function mentoringOf(
  db: Kysely<Database>,
  enrolment: SpaceEnrolment,
  now: Date,
): Promise<Mentoring> {
  const { entitlements } = enrolment;
  const [used, bookings] = await Promise.all([
    sessionsUsed(db, enrolment.id),
    enrolmentBookings(db, enrolment.id),
  ]);
  return {
    allowances: BOOKING_KINDS.flatMap((kind) => {
      const allowance = entitlements[kind];
      if (!allowance) return [];
      const taken = used.get(kind) ?? 0;
      return [{ kind, ...allowance, used: taken, left: Math.max(0, allowance.sessions - taken) }];
    }),
    bookings: bookings.map((b) => learnerBooking(b, now)),
    days: bookableDays(now),
  };
}
