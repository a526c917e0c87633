import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { can } from '../../../domain/roles.ts';
import type { User } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import type { DeliveryMailSettings } from '../../mail/session-change-mails.ts';
import { findCohort, type CohortRow, type Viewer } from '../../repositories/delivery/cohorts.ts';

export const NO_SUCH_COHORT = 'There is no such cohort.';
export const MANAGE_ONLY = 'Only staff can change cohorts, schedules and materials.';

/** Staff and the owner see every cohort; a mentor, the ones they teach. */
export const viewerOf = (user: User): Viewer => ({
  id: user.id,
  seesAll: can(user.role, 'manage-cohorts'),
});

/** For writes that shape cohorts: 403 for a mentor, whichever cohort they name. */
export function requireManage(user: User): void {
  if (!can(user.role, 'manage-cohorts')) throw new HttpError(403, MANAGE_ONLY);
}

/** The cohort, or 404 when it does not exist or is not the mentor's to see. */
export async function visibleCohort(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
  user: User,
): Promise<CohortRow> {
  const cohort = await findCohort(db, id, viewerOf(user));
  if (!cohort) throw new HttpError(404, NO_SUCH_COHORT);
  return cohort;
}

export function deliveryMailSettings(app: FastifyInstance): DeliveryMailSettings {
  return {
    sender: app.config.identity,
    publicOrigin: app.config.publicOrigin,
    enquiryInbox: app.config.mail.enquiryInbox,
  };
}
