import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

/**
 * A webinar of a program, held once for the Premium learners of all its running cohorts: each
 * cohort gets its own session row (with its own roster, reminders and calendar entry), and
 * `webinar_id` ties those rows together so that a change to one reaches them all.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('webinars'))
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('cohort_sessions')
    .addColumn('webinar_id', 'integer', (c) => c.references('webinars.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('cohort_sessions_webinar_idx')
    .on('cohort_sessions')
    .column('webinar_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cohort_sessions_webinar_idx').execute();
  await db.schema.alterTable('cohort_sessions').dropColumn('webinar_id').execute();
  await db.schema.dropTable('webinars').execute();
}
