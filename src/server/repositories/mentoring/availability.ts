import type { Kysely, Transaction } from 'kysely';
import type { Availability } from '../../../domain/mentoring/availability.ts';
import type { LeaveDays, WeeklyBlock } from '../../../domain/mentoring/slots.ts';
import { nowIso } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** A mentor's weekly hours by day and time, and their leave that has not ended by `today`. */
export async function availabilityOf(
  db: Executor,
  userId: number,
  today: string,
): Promise<Availability> {
  const [blocks, leave] = await Promise.all([
    db
      .selectFrom('mentor_availability')
      .select(['id', 'weekday', 'start_minute', 'end_minute'])
      .where('user_id', '=', userId)
      .orderBy('weekday')
      .orderBy('start_minute')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('mentor_leave')
      .select(['id', 'starts_on', 'ends_on', 'reason'])
      .where('user_id', '=', userId)
      .where('ends_on', '>=', today)
      .orderBy('starts_on')
      .orderBy('id')
      .execute(),
  ]);
  return { blocks, leave };
}

export async function insertBlock(
  tx: Transaction<Database>,
  userId: number,
  block: WeeklyBlock,
): Promise<number> {
  const row = await tx
    .insertInto('mentor_availability')
    .values({ user_id: userId, ...block, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes one of the mentor's own blocks; the row it was, or undefined when none matched. */
export async function deleteBlock(tx: Transaction<Database>, userId: number, id: number) {
  return tx
    .deleteFrom('mentor_availability')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'weekday', 'start_minute', 'end_minute'])
    .executeTakeFirst();
}

export async function insertLeave(
  tx: Transaction<Database>,
  userId: number,
  leave: LeaveDays & { reason: string },
): Promise<number> {
  const row = await tx
    .insertInto('mentor_leave')
    .values({ user_id: userId, ...leave, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteLeave(tx: Transaction<Database>, userId: number, id: number) {
  return tx
    .deleteFrom('mentor_leave')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'starts_on', 'ends_on'])
    .executeTakeFirst();
}

/** The weekly hours of these mentors, by mentor. */
export async function blocksOf(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, WeeklyBlock[]>> {
  const rows = userIds.length
    ? await db
        .selectFrom('mentor_availability')
        .select(['user_id', 'weekday', 'start_minute', 'end_minute'])
        .where('user_id', 'in', [...userIds])
        .execute()
    : [];
  return groupBy(rows, (row) => row.user_id);
}

/** The leave of these mentors that covers `day`, by mentor. */
export async function leaveOn(
  db: Executor,
  userIds: readonly number[],
  day: string,
): Promise<Map<number, LeaveDays[]>> {
  const rows = userIds.length
    ? await db
        .selectFrom('mentor_leave')
        .select(['user_id', 'starts_on', 'ends_on'])
        .where('user_id', 'in', [...userIds])
        .where('starts_on', '<=', day)
        .where('ends_on', '>=', day)
        .execute()
    : [];
  return groupBy(rows, (row) => row.user_id);
}

export function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(row);
    groups.set(key(row), list);
  }
  return groups;
}
