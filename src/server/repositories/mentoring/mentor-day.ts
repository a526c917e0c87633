import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { mentorBookings } from './bookings.ts';

/**
 * What fills a mentor's days between `from` and `until`: the scheduled sessions of the cohorts
 * they teach and the one-to-one sessions booked with them.
 */
export async function mentorAgenda(
  db: Kysely<Database>,
  mentorId: number,
  from: string,
  until: string,
) {
  const [sessions, bookings] = await Promise.all([
    db
      .selectFrom('cohort_sessions as s')
      .innerJoin('cohort_mentors as m', 'm.cohort_id', 's.cohort_id')
      .innerJoin('cohorts as c', 'c.id', 's.cohort_id')
      .select([
        's.id',
        's.cohort_id',
        's.starts_at',
        's.minutes',
        's.topic',
        's.meeting_url',
        's.premium_only',
        'c.program',
      ])
      .where('m.user_id', '=', mentorId)
      .where('s.status', '=', 'scheduled')
      .where('s.starts_at', '>=', from)
      .where('s.starts_at', '<', until)
      .orderBy('s.starts_at')
      .execute(),
    mentorBookings(db, mentorId, from, until),
  ]);
  return { sessions, bookings };
}
