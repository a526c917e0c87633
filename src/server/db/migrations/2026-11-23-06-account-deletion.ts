import type { Kysely } from 'kysely';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

export async function up(db: Kysely<any>): Promise<void> {
  // An account deleted by its owner stays as an anonymous row: its orders and invoices, which
  // the law makes us keep, still point at it.
  await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();
}
