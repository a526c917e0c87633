import type { Kysely } from 'kysely';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

export async function up(db: Kysely<any>): Promise<void> {
  // The plan an upgrade line moves an enrolment up from; null for a line that enrols.
  await db.schema.alterTable('order_items').addColumn('upgrade_from', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('upgrade_from').execute();
}
