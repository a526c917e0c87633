import type { Kysely, Transaction } from 'kysely';
import type { Program } from '../../domain/catalogue/programs.ts';
import { formatSessionStart, formatStartDay } from '../../domain/delivery/session-time.ts';
import { addDays, istDay, istDayStartIso } from '../../domain/india-time.ts';
import { TOO_LATE, type MoveBooking, type NewBooking } from '../../domain/mentoring/bookings.ts';
import {
  KIND_WORDS,
  type BookingKind,
  type KindAllowance,
} from '../../domain/mentoring/entitlements.ts';
import { isChangeable } from '../../domain/mentoring/slots.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, isExclusionViolation, isUniqueViolation } from '../errors.ts';
import { bookedMails, cancelledMails, movedMails } from '../mail/booking-mails.ts';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.ts';
import type { DeliveryMailSettings } from '../mail/session-change-mails.ts';
import type { SpaceEnrolment } from '../repositories/delivery/learner-space.ts';
import { lockEnrolment } from '../repositories/enrolments.ts';
import {
  bookedBetween,
  cancelBookingRow,
  findBooking,
  insertBooking,
  sessionsUsed,
  type BookingDetail,
} from '../repositories/mentoring/bookings.ts';
import {
  bookableMentors,
  lockTeachingMentor,
  type BookableMentor,
} from '../repositories/mentoring/mentors.ts';
import { requireFreeSlot, TAKEN } from './free-slots.ts';

export const NO_SUCH_BOOKING = 'There is no such booking.';
const ALREADY_CANCELLED = 'This session is already cancelled.';
const NOT_A_MENTOR = 'Choose one of the free times: that mentor does not teach your program.';

export interface Enrolled {
  program: Program;
  enrolment: SpaceEnrolment;
}

/** The plan's allowance of a kind, as it was bought: 403 when the plan does not include it. */
export function allowanceOf(enrolment: SpaceEnrolment, kind: BookingKind): KindAllowance {
  const allowance = enrolment.entitlements[kind];
  if (!allowance) {
    throw new HttpError(403, `Your ${enrolment.plan} does not include ${KIND_WORDS[kind].many}.`);
  }
  return allowance;
}

export async function mentorsOf({ program, enrolment }: Enrolled, db: Kysely<Database>) {
  return bookableMentors(db, enrolment, program.slug);
}

async function mentorOf(
  db: Kysely<Database>,
  enrolled: Enrolled,
  mentorId: number,
): Promise<BookableMentor> {
  const mentor = (await mentorsOf(enrolled, db)).find((m) => m.id === mentorId);
  if (!mentor) throw new HttpError(400, NOT_A_MENTOR, {}, { field: 'mentor_id' });
  return mentor;
}

async function queue(tx: Transaction<Database>, mails: readonly OutgoingMail[]) {
  for (const mail of mails) await enqueueMail(tx, mail);
}

/** 400, as for a mentor never offered, once the mentor has stopped teaching: the row is held. */
async function requireTeaching(tx: Transaction<Database>, mentor: BookableMentor) {
  if (!(await lockTeachingMentor(tx, mentor.id))) {
    throw new HttpError(400, NOT_A_MENTOR, {}, { field: 'mentor_id' });
  }
}

/**
 * Inserts the booking. A unique violation (the same start) or, on PostgreSQL, an exclusion one
 * (an overlapping time) means another request took the mentor's time first.
 */
async function insertOrTaken(tx: Transaction<Database>, row: Parameters<typeof insertBooking>[1]) {
  try {
    return await insertBooking(tx, row);
  } catch (err) {
    if (isUniqueViolation(err) || isExclusionViolation(err)) throw new HttpError(409, TAKEN);
    throw err;
  }
}

/**
 * One session of a kind a day (India's) for each learner, so that no one takes a mentor's whole
 * afternoon of back-to-back slots and the time is shared. Checked with the enrolment locked, so
 * two requests at once for one day cannot both pass.
 */
async function requireDayFree(
  tx: Transaction<Database>,
  enrolmentId: number,
  kind: BookingKind,
  startsAt: string,
) {
  const day = istDay(startsAt);
  const from = istDayStartIso(day);
  const until = istDayStartIso(addDays(day, 1));
  if ((await bookedBetween(tx, enrolmentId, kind, from, until)) > 0) {
    throw new HttpError(
      409,
      `You have a ${KIND_WORDS[kind].one} on ${formatStartDay(day)} already: choose another day, so that the mentors' time is shared.`,
      {},
      { field: 'starts_at' },
    );
  }
}

/**
 * Books a slot for the learner: in one transaction, the enrolment locked, the sessions left
 * counted, one a day, the slot checked, the row, its audit row and the mails to both sides.
 */
export async function bookSession(
  db: Kysely<Database>,
  learner: User,
  enrolled: Enrolled,
  request: NewBooking,
  mail: DeliveryMailSettings,
  now: Date,
): Promise<BookingDetail> {
  const { enrolment } = enrolled;
  const allowance = allowanceOf(enrolment, request.kind);
  const mentor = await mentorOf(db, enrolled, request.mentor_id);
  const startsAt = new Date(request.starts_at).toISOString();
  return db.transaction().execute(async (tx) => {
    await lockEnrolment(tx, enrolment.id);
    const used = (await sessionsUsed(tx, enrolment.id)).get(request.kind) ?? 0;
    if (used >= allowance.sessions) {
      throw new HttpError(
        409,
        `You have used all ${allowance.sessions} ${KIND_WORDS[request.kind].many} of your plan.`,
      );
    }
    await requireDayFree(tx, enrolment.id, request.kind, startsAt);
    await requireTeaching(tx, mentor);
    await requireFreeSlot(tx, mentor, startsAt, allowance.minutes, now);
    const id = await insertOrTaken(tx, {
      kind: request.kind,
      enrolment_id: enrolment.id,
      learner_id: learner.id,
      mentor_id: mentor.id,
      starts_at: startsAt,
      minutes: allowance.minutes,
    });
    const booking = (await findBooking(tx, id))!;
    await recordAudit(tx, learner, {
      action: 'booking.create',
      recordType: 'booking',
      recordId: id,
      changes: [
        { field: 'kind', before: null, after: request.kind },
        { field: 'mentor', before: null, after: mentor.name },
        { field: 'starts_at', before: null, after: startsAt },
      ],
    });
    await queue(tx, bookedMails(booking, mail));
    return booking;
  });
}

/** The learner's own booking on this enrolment, still to be changed: 404 or 409 otherwise. */
async function changeableBooking(
  tx: Transaction<Database>,
  enrolment: SpaceEnrolment,
  id: number,
  now: Date,
): Promise<BookingDetail> {
  const booking = await findBooking(tx, id);
  if (!booking || booking.enrolment_id !== enrolment.id) throw new HttpError(404, NO_SUCH_BOOKING);
  if (booking.status === 'cancelled') throw new HttpError(409, ALREADY_CANCELLED);
  if (!isChangeable(booking.starts_at, now)) throw new HttpError(409, TOO_LATE);
  return booking;
}

/** The learner cancels: free until 12 hours before; the session goes back to their plan. */
export async function cancelByLearner(
  db: Kysely<Database>,
  learner: User,
  enrolled: Enrolled,
  id: number,
  mail: DeliveryMailSettings,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const booking = await changeableBooking(tx, enrolled.enrolment, id, now);
    await cancelBookingRow(tx, booking.id, null);
    await recordAudit(tx, learner, {
      action: 'booking.cancel',
      recordType: 'booking',
      recordId: booking.id,
      changes: [{ field: 'status', before: 'booked', after: 'cancelled' }],
    });
    await queue(tx, cancelledMails(booking, 'learner', null, mail));
  });
}

/** Why a session with someone who deleted their account was cancelled. */
export const ACCOUNT_CLOSED = 'The learner closed their account.';
export const MENTOR_ACCOUNT_CLOSED = 'The mentor closed their account.';

/**
 * A learner's account is being erased (in `tx`): each of their sessions still to come (booked,
 * starting after `at`) is cancelled, and its mentor mailed as when the learner cancels. The
 * learner is not mailed: they are told the account is deleted. The rows are left to the erasure,
 * which deletes them and so frees the mentors' time. (The sessions they run as a mentor go
 * through stopTeaching.)
 */
export async function cancelLearnersComingBookings(
  tx: Transaction<Database>,
  learner: User,
  at: string,
  mail: DeliveryMailSettings,
): Promise<void> {
  const coming = await tx
    .selectFrom('bookings')
    .select('id')
    .where('learner_id', '=', learner.id)
    .where('status', '=', 'booked')
    .where('starts_at', '>', at)
    .orderBy('starts_at')
    .execute();
  for (const { id } of coming) {
    const booking = (await findBooking(tx, id))!;
    await queue(
      tx,
      cancelledMails(booking, 'learner', ACCOUNT_CLOSED, mail).filter(
        (m) => m.to === booking.mentor_email,
      ),
    );
  }
}

/**
 * The learner moves a booking: the old one cancelled and the new one booked in one transaction,
 * so a move that fails (the new time was taken) leaves the old booking as it was.
 */
export async function moveByLearner(
  db: Kysely<Database>,
  learner: User,
  enrolled: Enrolled,
  id: number,
  request: MoveBooking,
  mail: DeliveryMailSettings,
  now: Date,
): Promise<BookingDetail> {
  const { enrolment } = enrolled;
  const mentor = await mentorOf(db, enrolled, request.mentor_id);
  const startsAt = new Date(request.starts_at).toISOString();
  return db.transaction().execute(async (tx) => {
    await lockEnrolment(tx, enrolment.id);
    const before = await changeableBooking(tx, enrolment, id, now);
    await cancelBookingRow(tx, before.id, `Moved to ${formatSessionStart(startsAt)}`);
    await requireDayFree(tx, enrolment.id, before.kind, startsAt);
    await requireTeaching(tx, mentor);
    await requireFreeSlot(tx, mentor, startsAt, before.minutes, now);
    const newId = await insertOrTaken(tx, {
      kind: before.kind,
      enrolment_id: enrolment.id,
      learner_id: learner.id,
      mentor_id: mentor.id,
      starts_at: startsAt,
      minutes: before.minutes,
    });
    const booking = (await findBooking(tx, newId))!;
    await recordAudit(tx, learner, {
      action: 'booking.move',
      recordType: 'booking',
      recordId: newId,
      changes: [
        { field: 'moved_from', before: null, after: before.id },
        { field: 'starts_at', before: before.starts_at, after: startsAt },
        { field: 'mentor', before: before.mentor_name, after: mentor.name },
      ],
    });
    await queue(tx, movedMails(booking, before.starts_at, mail));
    // A move to another mentor frees the first one's time: they are told it is cancelled.
    if (before.mentor_id !== mentor.id) {
      const toFirst = cancelledMails(before, 'learner', null, mail);
      await queue(
        tx,
        toFirst.filter((m) => m.to === before.mentor_email),
      );
    }
    return booking;
  });
}
