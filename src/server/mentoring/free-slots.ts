import type { Kysely, Transaction } from 'kysely';
import { addDays, istDay, istDayStartIso } from '../../domain/india-time.ts';
import type { Slot } from '../../domain/mentoring/bookings.ts';
import { bookableDays, freeSlots } from '../../domain/mentoring/slots.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { blocksOf, leaveOn } from '../repositories/mentoring/availability.ts';
import { busyTimes } from '../repositories/mentoring/bookings.ts';
import type { BookableMentor } from '../repositories/mentoring/mentors.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export const NOT_A_DAY = 'Choose a day in the next 14 days.';
export const NOT_OPEN = 'That time is not open for booking. Choose one of the free times.';
export const TAKEN = 'That time was just taken. Choose another.';

/** Everything that shapes the mentors' free slots on an IST day. */
async function dayOf(db: Executor, mentorIds: number[], day: string) {
  const [blocks, leave, busy] = await Promise.all([
    blocksOf(db, mentorIds),
    leaveOn(db, mentorIds, day),
    busyTimes(db, mentorIds, istDayStartIso(day), istDayStartIso(addDays(day, 1))),
  ]);
  return { blocks, leave, busy };
}

/** The free slots of these mentors on `day`, in time order, then by mentor. */
export async function slotsOn(
  db: Executor,
  mentors: readonly BookableMentor[],
  day: string,
  minutes: number,
  now: Date,
): Promise<Slot[]> {
  if (!bookableDays(now).includes(day)) return [];
  const { blocks, leave, busy } = await dayOf(
    db,
    mentors.map((m) => m.id),
    day,
  );
  return mentors
    .flatMap((mentor) =>
      freeSlots({
        day,
        minutes,
        blocks: blocks.get(mentor.id) ?? [],
        leave: leave.get(mentor.id) ?? [],
        busy: busy.get(mentor.id) ?? [],
        now,
      }).map((starts_at) => ({ mentor_id: mentor.id, mentor_name: mentor.name, starts_at })),
    )
    .sort(
      (a, b) =>
        a.starts_at.localeCompare(b.starts_at) || a.mentor_name.localeCompare(b.mentor_name),
    );
}

/**
 * Checks, in the booking's transaction, that the mentor is free for the whole session from
 * `startsAt` (no booking of any kind or length, nor cohort session, overlaps it): 400 when the
 * time was never offered, 409 when someone has taken it. Booking and moving a booking both come
 * here. On SQLite the transaction runs alone, so the check holds until it commits; PostgreSQL
 * runs two at once, and there the exclusion constraint on the mentor's booked time (migration
 * 2026-12-04-02) decides between two requests that both pass it.
 */
export async function requireFreeSlot(
  tx: Transaction<Database>,
  mentor: BookableMentor,
  startsAt: string,
  minutes: number,
  now: Date,
): Promise<void> {
  const day = istDay(startsAt);
  if (!bookableDays(now).includes(day))
    throw new HttpError(400, NOT_A_DAY, {}, { field: 'starts_at' });
  const free = await slotsOn(tx, [mentor], day, minutes, now);
  if (free.some((slot) => slot.starts_at === startsAt)) return;
  // Free of bookings, would it be offered? Then someone took it; otherwise it never was.
  const { blocks, leave, busy } = await dayOf(tx, [mentor.id], day);
  const sessionsOnly = (busy.get(mentor.id) ?? []).filter((b) => !b.booking);
  const offered = freeSlots({
    day,
    minutes,
    blocks: blocks.get(mentor.id) ?? [],
    leave: leave.get(mentor.id) ?? [],
    busy: sessionsOnly,
    now,
  });
  if (offered.includes(startsAt)) throw new HttpError(409, TAKEN);
  throw new HttpError(400, NOT_OPEN, {}, { field: 'starts_at' });
}
