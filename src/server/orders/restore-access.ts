import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { findProgram } from '../../domain/catalogue/programs.ts';
import { formatStartDay } from '../../domain/delivery/session-time.ts';
import type { StaffOrderDetail } from '../../domain/staff/orders.ts';
import { lineName } from '../../domain/staff/refund-lines.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { accessRestoredMail } from '../mail/learner-order-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { lockCohortSeats } from '../repositories/delivery/cohort-seats.ts';
import { restoreEnrolment } from '../repositories/enrolments.ts';
import { recordOrderEvent } from '../repositories/orders.ts';
import { findOrderRow, staffOrderDetail } from '../repositories/staff/orders.ts';
import { orderMailSettings } from './staff-transitions.ts';

const alreadyActive = (program: string) => `Access to ${program} is already active.`;

/**
 * The seat the ended enrolment gave back may have gone to someone else since: restoring it then
 * would put one learner too many in the cohort, so it is refused until the cohort has more seats.
 */
async function requireSeatBack(tx: Transaction<Database>, cohortId: number, program: string) {
  const cohort = (await lockCohortSeats(tx, [cohortId])).get(cohortId);
  if (!cohort || cohort.seats_taken < cohort.capacity) return;
  throw new HttpError(
    409,
    `The ${formatStartDay(cohort.starts_on)} cohort of ${program} is full: ${cohort.seats_taken} of ${cohort.capacity} seats are taken. Give it more seats, or move a learner out, then restore the access.`,
  );
}

/**
 * Gives a learner back the access to one program of an order that was ended by mistake (a refund
 * of the wrong line): the enrolment, the order's timeline, the audit row and the learner's mail
 * in one transaction. The refund itself stays recorded.
 */
export async function restoreAccess(
  app: FastifyInstance,
  actor: User,
  number: string,
  programKey: string,
): Promise<StaffOrderDetail> {
  const settings = orderMailSettings(app);
  // The program by the name the order has it under, or by its path.
  const program = findProgram(programKey)?.name ?? programKey;
  const result = await app.database.db.transaction().execute(async (tx) => {
    const order = await findOrderRow(tx, number);
    if (!order) throw new HttpError(404, 'There is no such order.');
    const enrolment = await tx
      .selectFrom('enrolments')
      .select(['id', 'program', 'plan', 'ended_at', 'cohort_id'])
      .where('order_id', '=', order.id)
      .where('program', '=', program)
      .executeTakeFirst();
    if (!enrolment) {
      throw new HttpError(404, `Order ${order.number} gave no access to ${program}.`);
    }
    if (enrolment.ended_at === null) throw new HttpError(409, alreadyActive(enrolment.program));
    if (enrolment.cohort_id !== null) {
      await requireSeatBack(tx, enrolment.cohort_id, enrolment.program);
    }
    if (!(await restoreEnrolment(tx, enrolment.id))) {
      throw new HttpError(409, alreadyActive(enrolment.program));
    }

    const name = lineName(enrolment);
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'enrolment_restored',
      from: null,
      to: order.status,
      actorId: actor.id,
      note: `Access to ${name} restored`,
      at: nowIso(),
    });
    await recordAudit(tx, actor, {
      action: 'enrolment.restore',
      recordType: 'order',
      recordId: order.number,
      changes: [{ field: `ended_at of ${name}`, before: enrolment.ended_at, after: null }],
    });
    await enqueueMail(tx, accessRestoredMail(order, enrolment, settings));
    return (await staffOrderDetail(tx, number))!;
  });
  app.mailWorker.notify();
  return result;
}
