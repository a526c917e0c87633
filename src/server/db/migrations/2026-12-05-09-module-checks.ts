import { sql, type Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

/**
 * Checks of understanding: a short quiz staff attach to a module of a program (by its slug and
 * 0-based module index), whose pass marks the module done. Each save is a new version of its
 * questions; the old versions stay for the attempts that answered them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('module_checks'))
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('module_index', 'integer', (c) => c.notNull())
    // The version learners answer now; questions of older ones are kept.
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('pass_percent', 'integer', (c) =>
      c.notNull().check(sql`pass_percent between 1 and 100`),
    )
    // Null: as many attempts as the learner likes.
    .addColumn('max_attempts', 'integer', (c) => c.check(sql`max_attempts >= 1`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('module_checks_module', ['program', 'module_index'])
    .execute();

  await addIdColumn(db, db.schema.createTable('module_check_questions'))
    .addColumn('check_id', 'integer', (c) =>
      c.notNull().references('module_checks.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('choice', 'short')`))
    .addColumn('prompt', 'text', (c) => c.notNull())
    // JSON arrays of strings: a choice's options, a short answer's accepted answers.
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('right_option', 'integer')
    .addColumn('accepted', 'text', (c) => c.notNull().defaultTo('[]'))
    .addUniqueConstraint('module_check_questions_place', ['check_id', 'version', 'position'])
    .execute();

  // One learner's attempt. The unique number per learner and check is what keeps concurrent
  // attempts within the limit: two that read the same count cannot both be stored.
  await addIdColumn(db, db.schema.createTable('module_check_attempts'))
    .addColumn('check_id', 'integer', (c) =>
      c.notNull().references('module_checks.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    // JSON array: an option's place or a text, in the questions' order.
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('right_count', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('passed', 'integer', (c) => c.notNull())
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('module_check_attempts_number', ['check_id', 'user_id', 'attempt'])
    .execute();
  await db.schema
    .createIndex('module_check_attempts_user_idx')
    .on('module_check_attempts')
    .columns(['user_id', 'check_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('module_check_attempts').execute();
  await db.schema.dropTable('module_check_questions').execute();
  await db.schema.dropTable('module_checks').execute();
}
