import type { Transaction } from 'kysely';
import type { TeachingLeft } from '../../../domain/staff/team.ts';
import type { AuditChange } from '../../audit/audit-log.ts';
import { nowIso } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { DeliveryMailSettings } from '../../mail/session-change-mails.ts';
import { MENTOR_LEFT, stopTeaching } from '../../mentoring/mentor-withdrawal.ts';
import { cohortsWithoutMentor } from '../../repositories/delivery/unmentored-cohorts.ts';

/** Nothing taught, nothing left behind: the answer for a role that still teaches. */
export const NOTHING_LEFT: TeachingLeft = { cancelled_sessions: 0, cohorts_without_mentor: [] };

/**
 * The owner takes a member off teaching, in the change's transaction: their sessions to come
 * are cancelled (each learner mailed), they leave their cohorts, their hours and leave go. What
 * they left, for the owner's answer, and the changes for the change's audit row.
 */
export async function endTeaching(
  tx: Transaction<Database>,
  memberId: number,
  mail: DeliveryMailSettings,
): Promise<{ left: TeachingLeft; changes: AuditChange[] }> {
  const ended = await stopTeaching(tx, memberId, nowIso(), MENTOR_LEFT, mail);
  const changes: AuditChange[] = [];
  if (ended.cohortIds.length > 0) {
    changes.push({ field: 'mentored_cohorts', before: ended.cohortIds, after: [] });
  }
  if (ended.cancelledBookings.length > 0) {
    changes.push({ field: 'cancelled_bookings', before: ended.cancelledBookings, after: [] });
  }
  return {
    left: {
      cancelled_sessions: ended.cancelledBookings.length,
      cohorts_without_mentor: await cohortsWithoutMentor(tx, ended.cohortIds),
    },
    changes,
  };
}
