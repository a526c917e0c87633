import type { Selectable } from 'kysely';
import { nowIso, type DatabaseHandle } from '../db/database.ts';
import type { OutboxTable } from '../db/schema.ts';

export type OutboxRow = Selectable<OutboxTable>;

/**
 * A process holds a message while `status` is 'sending' and `lease_until` is the value it last
 * wrote: every update it makes to a message it has not finished checks that value, so once
 * another process has taken a message over, the first one can neither send it nor hand it back.
 */
export interface ClaimedBatch {
  rows: OutboxRow[];
  /** The `lease_until` written on every row of the batch. */
  leaseUntil: string;
  /** How many of the rows were leased by a process that stopped renewing them. */
  takenOver: number;
}

const leaseEnd = (leaseMs: number) => nowIso(new Date(Date.now() + leaseMs));

/** Leases up to `batchSize` messages that are due, or whose sender's lease ran out. */
export async function claimDueMail(
  database: DatabaseHandle,
  { dueBy, leaseMs, batchSize }: { dueBy: Date; leaseMs: number; batchSize: number },
): Promise<ClaimedBatch> {
  const now = nowIso();
  const due = nowIso(dueBy);
  const leaseUntil = leaseEnd(leaseMs);
  return database.db.transaction().execute(async (tx) => {
    let query = tx
      .selectFrom('outbox')
      .select(['id', 'status'])
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', due)]),
          eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', now)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(batchSize);
    // Several instances may poll one PostgreSQL; each row goes to one of them.
    if (database.engine === 'postgres') query = query.forUpdate().skipLocked();
    const found = await query.execute();
    if (found.length === 0) return { rows: [], leaseUntil, takenOver: 0 };
    const ids = found.map((r) => r.id);
    await tx
      .updateTable('outbox')
      .set({ status: 'sending', lease_until: leaseUntil })
      .where('id', 'in', ids)
      .execute();
    const rows = await tx
      .selectFrom('outbox')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    return { rows, leaseUntil, takenOver: found.filter((r) => r.status === 'sending').length };
  });
}

/**
 * Moves the lease of a message this process holds to `leaseMs` from now. Returns the new
 * `lease_until`, or undefined when another process has taken the message over.
 */
export async function renewLease(
  database: DatabaseHandle,
  id: number,
  heldUntil: string,
  leaseMs: number,
): Promise<string | undefined> {
  const until = leaseEnd(leaseMs);
  const result = await database.db
    .updateTable('outbox')
    .set({ lease_until: until })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('lease_until', '=', heldUntil)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? until : undefined;
}

/** Hands messages this process claimed but did not try back to the outbox, due as they were. */
export async function releaseLeases(
  database: DatabaseHandle,
  ids: number[],
  heldUntil: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await database.db
    .updateTable('outbox')
    .set({ status: 'pending', lease_until: null })
    .where('id', 'in', ids)
    .where('status', '=', 'sending')
    .where('lease_until', '=', heldUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
