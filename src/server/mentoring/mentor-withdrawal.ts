import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { cancelledMails } from '../mail/booking-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { DeliveryMailSettings } from '../mail/session-change-mails.ts';
import { cancelBookingRow, findBooking } from '../repositories/mentoring/bookings.ts';
import { lockLeavingMentor } from '../repositories/mentoring/mentors.ts';

/** Why a session was cancelled when the owner took its mentor off the team. */
export const MENTOR_LEFT = 'The mentor no longer teaches here.';

export interface TeachingEnded {
  /** The one-to-one sessions cancelled, in time order. */
  cancelledBookings: number[];
  /** The cohorts they taught, by id. */
  cohortIds: number[];
}

/**
 * Someone stops teaching, in `tx` (removed from the team, given a role that teaches nothing, or
 * erasing their account): each one-to-one session of theirs still to come (booked, starting
 * after `at`) is cancelled with `reason` and its learner mailed it; a cancelled session no longer
 * counts against the learner's plan, so they can book another mentor. They leave every cohort
 * they taught, and their weekly hours and leave go. Sessions already held stay as the learners'
 * history.
 */
export async function stopTeaching(
  tx: Transaction<Database>,
  mentorId: number,
  at: string,
  reason: string,
  mail: DeliveryMailSettings,
): Promise<TeachingEnded> {
  await lockLeavingMentor(tx, mentorId);
  const coming = await tx
    .selectFrom('bookings')
    .select('id')
    .where('mentor_id', '=', mentorId)
    .where('status', '=', 'booked')
    .where('starts_at', '>', at)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  for (const { id } of coming) {
    const booking = (await findBooking(tx, id))!;
    await cancelBookingRow(tx, id, reason);
    const toLearner = cancelledMails(booking, 'mentor', reason, mail).filter(
      (m) => m.to === booking.learner_email,
    );
    for (const m of toLearner) await enqueueMail(tx, m);
  }
  const taught = await tx
    .deleteFrom('cohort_mentors')
    .where('user_id', '=', mentorId)
    .returning('cohort_id')
    .execute();
  await tx.deleteFrom('mentor_availability').where('user_id', '=', mentorId).execute();
  await tx.deleteFrom('mentor_leave').where('user_id', '=', mentorId).execute();
  return {
    cancelledBookings: coming.map((b) => b.id),
    cohortIds: taught.map((row) => row.cohort_id).sort((a, b) => a - b),
  };
}
