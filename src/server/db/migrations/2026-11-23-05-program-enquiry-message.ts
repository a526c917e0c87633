import type { Kysely } from 'kysely';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

export async function up(db: Kysely<any>): Promise<void> {
  // The program enquiry form gained an optional message; earlier enquiries have none.
  await db.schema
    .alterTable('program_enquiries')
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
