import type { Kysely } from 'kysely';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

/** A message's extra headers (JSON), such as a reminder's one-click List-Unsubscribe. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('headers', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('headers').execute();
}
