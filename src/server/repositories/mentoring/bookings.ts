import type { Kysely, Transaction } from 'kysely';
import type { BookingKind } from '../../../domain/mentoring/entitlements.ts';
import type { BusyTime } from '../../../domain/mentoring/slots.ts';
import { nowIso } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { groupBy } from './availability.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Sessions of a kind the enrolment has booked: cancelled ones are given back. */
export async function sessionsUsed(
  db: Executor,
  enrolmentId: number,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('bookings')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('count')])
    .where('enrolment_id', '=', enrolmentId)
    .where('status', '=', 'booked')
    .groupBy('kind')
    .execute();
  return new Map(rows.map((row) => [row.kind, Number(row.count)]));
}

/** How many sessions of a kind the enrolment has booked starting in [from, until). */
export async function bookedBetween(
  db: Executor,
  enrolmentId: number,
  kind: BookingKind,
  from: string,
  until: string,
): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('enrolment_id', '=', enrolmentId)
    .where('kind', '=', kind)
    .where('status', '=', 'booked')
    .where('starts_at', '>=', from)
    .where('starts_at', '<', until)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertBooking(
  tx: Transaction<Database>,
  booking: {
    kind: BookingKind;
    enrolment_id: number;
    learner_id: number;
    mentor_id: number;
    starts_at: string;
    minutes: number;
  },
): Promise<number> {
  const now = nowIso();
  const row = await tx
    .insertInto('bookings')
    .values({ ...booking, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function cancelBookingRow(
  tx: Transaction<Database>,
  id: number,
  reason: string | null,
) {
  const now = nowIso();
  await tx
    .updateTable('bookings')
    .set({ status: 'cancelled', cancelled_at: now, cancel_reason: reason, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function setMeetingUrl(tx: Transaction<Database>, id: number, url: string | null) {
  await tx
    .updateTable('bookings')
    .set({ meeting_url: url, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

const DETAIL_COLUMNS = [
  'b.id',
  'b.kind',
  'b.enrolment_id',
  'b.learner_id',
  'b.mentor_id',
  'b.starts_at',
  'b.minutes',
  'b.status',
  'b.meeting_url',
  'b.cancel_reason',
  'b.created_at',
  'b.updated_at',
  'e.program',
  'l.username as learner_name',
  'l.email as learner_email',
  'm.username as mentor_name',
  'm.email as mentor_email',
] as const;

function detailQuery(db: Executor) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('enrolments as e', 'e.id', 'b.enrolment_id')
    .innerJoin('users as l', 'l.id', 'b.learner_id')
    .innerJoin('users as m', 'm.id', 'b.mentor_id')
    .select([...DETAIL_COLUMNS]);
}

/** A booking with its program (by name), learner and mentor. */
export async function findBooking(db: Executor, id: number) {
  return detailQuery(db).where('b.id', '=', id).executeTakeFirst();
}
export type BookingDetail = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

/** Everything booked on the enrolment, in time order. */
export async function enrolmentBookings(db: Executor, enrolmentId: number) {
  return detailQuery(db)
    .where('b.enrolment_id', '=', enrolmentId)
    .orderBy('b.starts_at')
    .orderBy('b.id')
    .execute();
}

/** The mentor's booked sessions starting in [from, until), in time order. */
export async function mentorBookings(db: Executor, mentorId: number, from: string, until: string) {
  return detailQuery(db)
    .where('b.mentor_id', '=', mentorId)
    .where('b.status', '=', 'booked')
    .where('b.starts_at', '>=', from)
    .where('b.starts_at', '<', until)
    .orderBy('b.starts_at')
    .execute();
}

/** A learner’s one-to-one sessions in the programs they are still enrolled in: their feed. */
export async function learnerBookings(db: Executor, learnerId: number) {
  return detailQuery(db)
    .where('b.learner_id', '=', learnerId)
    .where('e.ended_at', 'is', null)
    .orderBy('b.starts_at')
    .execute();
}

/** A session lasts at most 8 hours: one that started this long before a day can reach into it. */
const LONGEST_MS = 8 * 60 * 60 * 1000;

/**
 * What already fills these mentors' time between `from` and `until`, by mentor: their booked
 * one-to-one sessions and the scheduled sessions of the cohorts they teach.
 */
export async function busyTimes(
  db: Executor,
  mentorIds: readonly number[],
  from: string,
  until: string,
): Promise<Map<number, Array<BusyTime & { booking: boolean }>>> {
  if (mentorIds.length === 0) return new Map();
  const since = new Date(Date.parse(from) - LONGEST_MS).toISOString();
  const [bookings, sessions] = await Promise.all([
    db
      .selectFrom('bookings')
      .select(['mentor_id as user_id', 'starts_at', 'minutes'])
      .where('mentor_id', 'in', [...mentorIds])
      .where('status', '=', 'booked')
      .where('starts_at', '>=', since)
      .where('starts_at', '<', until)
      .execute(),
    db
      .selectFrom('cohort_sessions as s')
      .innerJoin('cohort_mentors as m', 'm.cohort_id', 's.cohort_id')
      .select(['m.user_id', 's.starts_at', 's.minutes'])
      .where('m.user_id', 'in', [...mentorIds])
      .where('s.status', '=', 'scheduled')
      .where('s.starts_at', '>=', since)
      .where('s.starts_at', '<', until)
      .execute(),
  ]);
  return groupBy(
    [
      ...bookings.map((row) => ({ ...row, booking: true })),
      ...sessions.map((row) => ({ ...row, booking: false })),
    ],
    (row) => row.user_id,
  );
}
