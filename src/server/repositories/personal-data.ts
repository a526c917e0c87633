import type { Kysely, Transaction } from 'kysely';
import type { User } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

const UNPROVED_ENQUIRIES =
  'Enquiries sent from your email address are included once you confirm the address with the code we emailed you.';

/** The enquiries a person sent, by their address: downloaded with the account, and erased. */
export const ENQUIRY_TABLES = [
  'contact_enquiries',
  'program_enquiries',
  'freelancing_enquiries',
] as const;

/**
 * Everything the site holds about a person, as they may download it: the account, its orders
 * with their lines and documents, enrolments and certificates, learning (modules, attendance,
 * one-to-one sessions, projects handed in, checks taken, questions asked), reviews, and, once the account has proved its
 * address, the enquiries sent from it. Never a password hash, a session, a code or a stored
 * file's internal name.
 */
export async function personalData(db: Executor, user: User) {
  const [
    orders,
    items,
    invoices,
    enrolments,
    certificates,
    modules,
    attendance,
    feed,
    bookings,
    projects,
    checkAttempts,
    questions,
    reviews,
    ...enquiries
  ] = await Promise.all([
    db
      .selectFrom('orders')
      .select([
        'id',
        'number',
        'status',
        'created_at',
        'name',
        'email',
        'phone',
        'address',
        'buyer_state',
        'buyer_gstin',
        'buyer_company',
        'original_paise',
        'discount_paise',
        'total_paise',
        'referral_code',
        'reported_utr',
        'paid_utr',
        'paid_at',
        'cancelled_at',
        'refunded_at',
        'refund_paise',
      ])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .leftJoin('cohorts as c', 'c.id', 'i.cohort_id')
      .select([
        'i.order_id',
        'i.program',
        'i.plan',
        'i.plan_paise',
        'i.upgrade_from',
        'c.starts_on as cohort_starts_on',
      ])
      .where('o.user_id', '=', user.id)
      .orderBy('i.order_id')
      .orderBy('i.position')
      .execute(),
    db
      .selectFrom('invoices as v')
      .innerJoin('orders as o', 'o.id', 'v.order_id')
      .select(['v.order_id', 'v.kind', 'v.number', 'v.issued_at', 'v.total_paise'])
      .where('o.user_id', '=', user.id)
      .orderBy('v.id')
      .execute(),
    db
      .selectFrom('enrolments as e')
      .leftJoin('cohorts as c', 'c.id', 'e.cohort_id')
      .select([
        'e.program',
        'e.plan',
        'e.started_at',
        'e.ended_at',
        'c.starts_on as cohort_starts_on',
      ])
      .where('e.user_id', '=', user.id)
      .orderBy('e.id')
      .execute(),
    db
      .selectFrom('certificates')
      .select([
        'number',
        'program',
        'plan',
        'learner_name',
        'mentor_name',
        'completed_on',
        'issued_at',
        'revoked_at',
        'revoked_reason',
      ])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('module_progress')
      .select(['program', 'module_index', 'done_at'])
      .where('user_id', '=', user.id)
      .orderBy('program')
      .orderBy('module_index')
      .execute(),
    db
      .selectFrom('session_attendance as a')
      .innerJoin('cohort_sessions as s', 's.id', 'a.session_id')
      .innerJoin('cohorts as c', 'c.id', 's.cohort_id')
      .select(['c.program', 's.starts_at', 's.topic', 'a.present'])
      .where('a.user_id', '=', user.id)
      .orderBy('s.starts_at')
      .execute(),
    db
      .selectFrom('calendar_feeds')
      .select('created_at')
      .where('user_id', '=', user.id)
      .executeTakeFirst(),
    db
      .selectFrom('bookings as b')
      .innerJoin('enrolments as e', 'e.id', 'b.enrolment_id')
      .innerJoin('users as m', 'm.id', 'b.mentor_id')
      .select([
        'e.program',
        'b.kind',
        'b.starts_at',
        'b.minutes',
        'b.status',
        'm.username as mentor_name',
        'b.meeting_url',
        'b.cancelled_at',
        'b.cancel_reason',
        'b.created_at',
      ])
      .where('b.learner_id', '=', user.id)
      .orderBy('b.starts_at')
      .orderBy('b.id')
      .execute(),
    db
      .selectFrom('project_submissions')
      // Not stored_name: the server's own name for the file on disk.
      .select([
        'program',
        'project',
        'attempt',
        'link_url',
        'file_name',
        'file_type',
        'file_size',
        'status',
        'submitted_at',
        'review_comment',
        'reviewed_at',
      ])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('module_check_attempts as a')
      .innerJoin('module_checks as c', 'c.id', 'a.check_id')
      .select([
        'c.program',
        'c.module_index',
        'a.attempt',
        'a.answers',
        'a.right_count',
        'a.total',
        'a.passed',
        'a.submitted_at',
      ])
      .where('a.user_id', '=', user.id)
      .orderBy('a.submitted_at')
      .execute(),
    db
      .selectFrom('module_questions as q')
      .innerJoin('cohorts as c', 'c.id', 'q.cohort_id')
      .select(['q.id', 'c.program', 'q.module_index', 'q.body', 'q.created_at', 'q.hidden_at'])
      .where('q.learner_id', '=', user.id)
      .orderBy('q.id')
      .execute(),
    db
      .selectFrom('program_reviews')
      .select(['program', 'user_name', 'comment', 'rating', 'created_at', 'hidden_at'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute(),
    // Enquiries are tied to the address alone: only an account that proved it may have them.
    ...ENQUIRY_TABLES.map((table) =>
      user.email_verified_at
        ? db
            .selectFrom(table)
            .selectAll()
            .where((eb) => eb(eb.fn('lower', ['email']), '=', user.email_key))
            .orderBy('id')
            .execute()
        : [],
    ),
  ]);
  const withoutWorkflow = (rows: Array<Record<string, unknown>>) =>
    rows.map(({ status: _s, assignee_id: _a, ...enquiry }) => enquiry);
  return {
    account: {
      username: user.username,
      email: user.email,
      phone: user.phone,
      photo: user.photo_path !== null,
      created_at: user.created_at,
      email_verified_at: user.email_verified_at,
    },
    learning: {
      modules_done: modules.map((m) => ({ ...m, module: m.module_index + 1 })),
      attendance: attendance.map((a) => ({ ...a, present: a.present === 1 })),
      calendar_feed_created_at: feed?.created_at ?? null,
      bookings,
      projects,
      check_attempts: checkAttempts.map(({ module_index, answers, passed, ...attempt }) => ({
        ...attempt,
        module: module_index + 1,
        answers: JSON.parse(answers) as unknown,
        passed: passed === 1,
      })),
      questions_asked: questions.map(({ id: _id, module_index, ...question }) => ({
        ...question,
        module: module_index + 1,
      })),
    },
    orders: orders.map(({ id, ...order }) => ({
      ...order,
      items: items.filter((item) => item.order_id === id).map(({ order_id: _, ...i }) => i),
      documents: invoices.filter((doc) => doc.order_id === id).map(({ order_id: _, ...d }) => d),
    })),
    enrolments,
    certificates,
    reviews,
    enquiries: {
      contact: withoutWorkflow(enquiries[0]!),
      program: withoutWorkflow(enquiries[1]!),
      freelancing: withoutWorkflow(enquiries[2]!),
      ...(user.email_verified_at ? {} : { note: UNPROVED_ENQUIRIES }),
    },
  };
}
