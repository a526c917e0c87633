import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

/**
 * Questions a cohort's learners ask on a module of its program, and the answers of its mentors
 * and staff. The program is the cohort's: a question follows its cohort (and the cohort its
 * program, whatever path the program is given later). Staff may hide either kind of post.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('module_questions'))
    .addColumn('cohort_id', 'integer', (c) =>
      c.notNull().references('cohorts.id').onDelete('cascade'),
    )
    // 0-based, in the program's syllabus.
    .addColumn('module_index', 'integer', (c) => c.notNull())
    .addColumn('learner_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('hidden_at', 'text')
    .addColumn('hidden_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('hidden_reason', 'text')
    .execute();
  await db.schema
    .createIndex('module_questions_cohort_idx')
    .on('module_questions')
    .columns(['cohort_id', 'created_at'])
    .execute();
  // Staff's day lists the waiting questions of every cohort, oldest first.
  await db.schema
    .createIndex('module_questions_created_idx')
    .on('module_questions')
    .columns(['created_at'])
    .execute();

  await addIdColumn(db, db.schema.createTable('module_answers'))
    .addColumn('question_id', 'integer', (c) =>
      c.notNull().references('module_questions.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('hidden_at', 'text')
    .addColumn('hidden_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('hidden_reason', 'text')
    .execute();
  await db.schema
    .createIndex('module_answers_question_idx')
    .on('module_answers')
    .columns(['question_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('module_answers').execute();
  await db.schema.dropTable('module_questions').execute();
}
