import type { Kysely } from 'kysely';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

export async function up(db: Kysely<any>): Promise<void> {
  // A business buyer's GSTIN, given at checkout: its invoice is B2B in the GST return.
  await db.schema.alterTable('orders').addColumn('buyer_gstin', 'text').execute();
}
