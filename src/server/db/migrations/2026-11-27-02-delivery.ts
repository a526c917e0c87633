import { sql, type Kysely } from 'kysely';
import { addIdColumn, replaceUsersRoleCheck } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

const OLD_ROLES = "role in ('learner', 'staff', 'owner')";
const NEW_ROLES = "role in ('learner', 'mentor', 'staff', 'owner')";

export async function up(db: Kysely<any>): Promise<void> {
  // A mentor is a role of its own.
  await replaceUsersRoleCheck(db, OLD_ROLES, NEW_ROLES);
  // An invitation says what the invited person becomes: staff or mentor.
  await db.schema
    .alterTable('staff_invitations')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('staff'))
    .execute();
  // The learner turned session reminders off at this time; null while they are wanted.
  await db.schema.alterTable('users').addColumn('reminders_off_at', 'text').execute();

  // A cohort: one run of a program, taught live on a schedule, with a number of seats.
  await addIdColumn(db, db.schema.createTable('cohorts'))
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    // In words, e.g. 'Tue and Thu, 7-9 pm IST'; written when sessions are generated.
    .addColumn('schedule', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cohorts_program_starts_idx')
    .on('cohorts')
    .columns(['program', 'starts_on'])
    .execute();

  await db.schema
    .createTable('cohort_mentors')
    .addColumn('cohort_id', 'integer', (c) =>
      c.notNull().references('cohorts.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('cohort_mentors_pk', ['cohort_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('cohort_mentors_user_idx')
    .on('cohort_mentors')
    .column('user_id')
    .execute();

  // One live session of a cohort. Times are UTC ISO text; IST is how people read them.
  await addIdColumn(db, db.schema.createTable('cohort_sessions'))
    .addColumn('cohort_id', 'integer', (c) =>
      c.notNull().references('cohorts.id').onDelete('cascade'),
    )
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull().defaultTo(''))
    // The syllabus module it teaches (0-based), when it teaches one.
    .addColumn('module_index', 'integer')
    .addColumn('meeting_url', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('scheduled')
        .check(sql`status in ('scheduled', 'cancelled')`),
    )
    // Why it was moved or cancelled, as the learners were told.
    .addColumn('change_reason', 'text')
    .addColumn('recording_url', 'text')
    .addColumn('notes', 'text')
    .addColumn('attendance_marked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cohort_sessions_cohort_idx')
    .on('cohort_sessions')
    .columns(['cohort_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('cohort_sessions_starts_idx')
    .on('cohort_sessions')
    .column('starts_at')
    .execute();

  await db.schema
    .createTable('session_attendance')
    .addColumn('session_id', 'integer', (c) =>
      c.notNull().references('cohort_sessions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('present', 'integer', (c) => c.notNull())
    .addColumn('marked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('marked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_attendance_pk', ['session_id', 'user_id'])
    .execute();

  // The modules a learner marked done, by program: kept across a re-enrolment.
  await db.schema
    .createTable('module_progress')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('module_index', 'integer', (c) => c.notNull())
    .addColumn('done_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('module_progress_pk', ['user_id', 'program', 'module_index'])
    .execute();

  // What staff attach to a module of a program: a link, or a file kept on the server.
  await addIdColumn(db, db.schema.createTable('materials'))
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('module_index', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('file_name', 'text')
    .addColumn('file_type', 'text')
    .addColumn('file_size', 'integer')
    // The stored file's own name under the data directory: random, never the uploaded name.
    .addColumn('stored_name', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('materials_program_idx')
    .on('materials')
    .columns(['program', 'module_index'])
    .execute();

  // A learner's private calendar feed: the token is the feed's address; a new one revokes it.
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // The cohort a line was bought for (null: self-paced), and the lines a refund gave back.
  await db.schema
    .alterTable('order_items')
    .addColumn('cohort_id', 'integer', (c) => c.references('cohorts.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('order_items').addColumn('refunded_at', 'text').execute();
  await db.schema
    .alterTable('enrolments')
    .addColumn('cohort_id', 'integer', (c) => c.references('cohorts.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('enrolments_cohort_idx')
    .on('enrolments')
    .columns(['cohort_id', 'ended_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('This migration is not reversible; restore a backup instead.');
}
