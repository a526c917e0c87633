import { sql, type Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('program_reviews'))
    // The canonical program slug, whatever spelling the review was sent with.
    .addColumn('program', 'text', (c) => c.notNull())
    // Null for a visitor's review, and kept (as a visitor's) if the account goes.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The list is one program's reviews, newest first (id breaks ties of the same instant).
  await db.schema
    .createIndex('program_reviews_program_created_idx')
    .on('program_reviews')
    .columns(['program', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('program_reviews').execute();
}
