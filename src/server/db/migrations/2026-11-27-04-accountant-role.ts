import type { Kysely } from 'kysely';
import { replaceUsersRoleCheck } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

/** The accountant reads orders, documents, reports and exports, and changes nothing. */
export async function up(db: Kysely<any>): Promise<void> {
  await replaceUsersRoleCheck(
    db,
    "role in ('learner', 'mentor', 'staff', 'owner')",
    "role in ('learner', 'mentor', 'accountant', 'staff', 'owner')",
  );
}
