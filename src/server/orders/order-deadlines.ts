import type { FastifyBaseLogger } from 'fastify';
import { PeriodicJob } from '../periodic-job.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  orderExpiredMail,
  paymentReminderMail,
  type OrderMailSettings,
} from '../mail/learner-order-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { orderItems, recordOrderEvent } from '../repositories/orders.ts';

const REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

interface Deps {
  db: Kysely<Database>;
  settings: OrderMailSettings;
}

/**
 * Unpaid orders get one reminder 24 hours after they were placed, and expire at their deadline.
 * Each step is a conditional update that only one process can win, so several instances (or
 * two runs at once) remind and expire each order exactly once.
 */
export async function runOrderDeadlines(
  { db, settings }: Deps,
  now: Date,
): Promise<{ reminded: number; expired: number }> {
  const at = now.toISOString();
  const remindBefore = new Date(now.getTime() - REMINDER_AFTER_MS).toISOString();
  let reminded = 0;
  let expired = 0;

  const toRemind = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'awaiting_payment')
    .where('reminder_sent_at', 'is', null)
    .where('created_at', '<=', remindBefore)
    .where('expires_at', '>', at)
    .limit(BATCH)
    .execute();
  for (const { id } of toRemind) {
    const sent = await db.transaction().execute(async (tx) => {
      const row = await tx
        .updateTable('orders')
        .set({ reminder_sent_at: at })
        .where('id', '=', id)
        .where('status', '=', 'awaiting_payment')
        .where('reminder_sent_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!row) return false;
      await enqueueMail(tx, paymentReminderMail(row, await orderItems(tx, id), settings));
      return true;
    });
    if (sent) reminded += 1;
  }

  const toExpire = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'awaiting_payment')
    .where('expires_at', '<=', at)
    .limit(BATCH)
    .execute();
  for (const { id } of toExpire) {
    const done = await db.transaction().execute(async (tx) => {
      const row = await tx
        .updateTable('orders')
        .set((eb) => ({
          status: 'expired',
          expired_at: at,
          updated_at: at,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .where('status', '=', 'awaiting_payment')
        .returningAll()
        .executeTakeFirst();
      if (!row) return false;
      await recordOrderEvent(tx, {
        orderId: id,
        kind: 'expired',
        from: 'awaiting_payment',
        to: 'expired',
        actorId: null,
        note: null,
        at,
      });
      await enqueueMail(tx, orderExpiredMail(row, await orderItems(tx, id), settings));
      return true;
    });
    if (done) expired += 1;
  }
  return { reminded, expired };
}

/** Runs the deadlines every five minutes beside the mail worker. */
export function orderDeadlineJob(
  deps: Deps & { log: FastifyBaseLogger; onMail: () => void },
): PeriodicJob {
  return new PeriodicJob(
    'order deadlines',
    5 * 60 * 1000,
    async () => {
      const done = await runOrderDeadlines(deps, new Date());
      if (done.reminded + done.expired > 0) {
        deps.log.info(done, 'order deadlines');
        deps.onMail();
      }
    },
    deps.log,
  );
}
