import type { Kysely } from 'kysely';
import { formatPaise } from '../../domain/money.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { lockCredits } from './credit-locks.ts';

const NO_CREDIT = 'There is no such credit. Read the statement again.';

/**
 * A credit no order explains (a refund from a supplier, interest, a transfer between our own
 * accounts) is set aside with the reason, so that it leaves the open credits; what of it paid
 * orders already stays theirs. A credit spent in full on orders has nothing to set aside.
 */
export async function setAsideCredit(
  db: Kysely<Database>,
  actor: User,
  lineId: number,
  reason: string,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const [line] = await lockCredits(tx, [lineId]);
    if (!line) throw new HttpError(404, NO_CREDIT);
    if (line.set_aside_at) {
      throw new HttpError(409, 'This credit is set aside already. Reopen it to change the reason.');
    }
    if (line.allocated_paise === line.amount_paise) {
      throw new HttpError(
        409,
        `All ${formatPaise(line.amount_paise)} of this credit paid orders: there is nothing to set aside.`,
      );
    }
    await tx
      .updateTable('bank_lines')
      .set({ set_aside_reason: reason, set_aside_at: nowIso(), set_aside_by: actor.id })
      .where('id', '=', line.id)
      .execute();
    await recordAudit(tx, actor, {
      action: 'payments.set_aside',
      recordType: 'bank_credit',
      recordId: line.id,
      changes: [
        { field: 'amount_paise', before: null, after: line.amount_paise },
        { field: 'set_aside_reason', before: null, after: reason },
      ],
    });
  });
}

/** A credit set aside by mistake goes back among the open credits, to settle orders with. */
export async function reopenCredit(db: Kysely<Database>, actor: User, lineId: number) {
  await db.transaction().execute(async (tx) => {
    const [line] = await lockCredits(tx, [lineId]);
    if (!line) throw new HttpError(404, NO_CREDIT);
    if (!line.set_aside_at) throw new HttpError(409, 'This credit is not set aside.');
    await tx
      .updateTable('bank_lines')
      .set({ set_aside_reason: null, set_aside_at: null, set_aside_by: null })
      .where('id', '=', line.id)
      .execute();
    await recordAudit(tx, actor, {
      action: 'payments.reopen',
      recordType: 'bank_credit',
      recordId: line.id,
      changes: [
        { field: 'amount_paise', before: null, after: line.amount_paise },
        { field: 'set_aside_reason', before: line.set_aside_reason, after: null },
      ],
    });
  });
}
