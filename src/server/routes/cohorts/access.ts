import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { can } from '../../../domain/roles.ts';
import type { User } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import type { DeliveryMailSettings } from '../../mail/session-change-mails.ts';
import { findCohort, type CohortRow, type Viewer } from '../../repositories/delivery/cohorts.ts';
import { teachesProgram } from '../../repositories/delivery/taught-programs.ts';

export const NO_SUCH_COHORT = 'There is no such cohort.';
export const MANAGE_ONLY = 'Only staff can change cohorts, schedules and materials.';
export const NOT_YOUR_PROGRAM =
  'Only the mentors of a cohort of this program, and staff, see its materials.';

/** Staff and the owner see every cohort; a mentor, the ones they teach. */
export const viewerOf = (user: User): Viewer => ({
  id: user.id,
  seesAll: can(user.role, 'manage-cohorts'),
});

/** For writes that shape cohorts: 403 for a mentor, whichever cohort they name. */
export function requireManage(user: User): void {
  if (!can(user.role, 'manage-cohorts')) throw new HttpError(403, MANAGE_ONLY);
}

/** For a program's materials: 403 for a mentor who teaches no cohort of it. */
export async function requireTaughtProgram(
  db: Kysely<Database> | Transaction<Database>,
  user: User,
  program: string,
): Promise<void> {
  if (viewerOf(user).seesAll || (await teachesProgram(db, user.id, program))) return;
  throw new HttpError(403, NOT_YOUR_PROGRAM);
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
