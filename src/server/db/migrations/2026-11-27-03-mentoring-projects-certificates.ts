import { sql, type Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

export async function up(db: Kysely<any>): Promise<void> {
  // A mentor's weekly hours for one-to-one sessions, in India's time: minutes from midnight.
  await addIdColumn(db, db.schema.createTable('mentor_availability'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 0 Sunday … 6 Saturday.
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('start_minute', 'integer', (c) => c.notNull())
    .addColumn('end_minute', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mentor_availability_user_idx')
    .on('mentor_availability')
    .columns(['user_id', 'weekday'])
    .execute();

  // Days a mentor is away: no slot is offered on them (IST dates, both ends included).
  await addIdColumn(db, db.schema.createTable('mentor_leave'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // A one-to-one session a learner booked with a mentor: mentorship (Pro, Premium) or career
  // guidance (Premium).
  await addIdColumn(db, db.schema.createTable('bookings'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('mentorship', 'career')`))
    .addColumn('enrolment_id', 'integer', (c) =>
      c.notNull().references('enrolments.id').onDelete('cascade'),
    )
    .addColumn('learner_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('mentor_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('booked')
        .check(sql`status in ('booked', 'cancelled')`),
    )
    .addColumn('meeting_url', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The database, not the code, makes sure no two bookings take one mentor's slot.
  await db.schema
    .createIndex('bookings_mentor_slot_unique')
    .on('bookings')
    .columns(['mentor_id', 'starts_at'])
    .unique()
    .where(sql.ref('status'), '=', 'booked')
    .execute();
  await db.schema
    .createIndex('bookings_learner_idx')
    .on('bookings')
    .columns(['learner_id', 'starts_at'])
    .execute();

  // Webinars are sessions of a cohort that only its Premium learners see.
  await db.schema
    .alterTable('cohort_sessions')
    .addColumn('premium_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // One attempt at one of a program's projects (content/projects/<program>.json), and its review.
  await addIdColumn(db, db.schema.createTable('project_submissions'))
    .addColumn('enrolment_id', 'integer', (c) =>
      c.notNull().references('enrolments.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('project', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('link_url', 'text')
    .addColumn('file_name', 'text')
    .addColumn('file_type', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('stored_name', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('submitted')
        .check(sql`status in ('submitted', 'accepted', 'changes_needed')`),
    )
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('reviewer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('review_comment', 'text')
    .addColumn('reviewed_at', 'text')
    .addUniqueConstraint('project_submissions_attempt', ['enrolment_id', 'project', 'attempt'])
    .execute();
  await db.schema
    .createIndex('project_submissions_status_idx')
    .on('project_submissions')
    .columns(['status', 'submitted_at'])
    .execute();

  // A certificate of completion. The number is random (not guessable); status_index is its
  // place in the published revocation list.
  await addIdColumn(db, db.schema.createTable('certificates'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('enrolment_id', 'integer', (c) =>
      c.notNull().unique().references('enrolments.id').onDelete('restrict'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    // As on the certificate when issued: later changes to the account do not rewrite it.
    .addColumn('learner_name', 'text', (c) => c.notNull())
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('mentor_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('completed_on', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('issued_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('issued_by_name', 'text', (c) => c.notNull())
    .addColumn('status_index', 'integer', (c) => c.notNull().unique())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_reason', 'text')
    .addColumn('revoked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('This migration is not reversible; restore a backup instead.');
}
