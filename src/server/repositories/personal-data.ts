import type { Kysely, Transaction } from 'kysely';
import { mailboxKey } from '../../domain/email-addresses.ts';
import { FORMER_LEARNER } from '../../domain/personal-data.ts';
import { accountFailureKey } from '../auth/login-throttle.ts';
import type { User } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import { keyOf } from './users.ts';

type Executor = Kysely<Database> | Transaction<Database>;

const UNPROVED_ENQUIRIES =
  'Enquiries sent from your email address are included once you confirm the address with the code we emailed you.';

const ENQUIRY_TABLES = ['contact_enquiries', 'program_enquiries', 'freelancing_enquiries'] as const;

/**
 * Everything the site holds about a person, as they may download it: the account, its orders
 * with their lines and documents, enrolments and learning, reviews, and, once the account has proved its
 * address, the enquiries sent from it. Never a password hash, a session or a code.
 */
export async function personalData(db: Executor, user: User) {
  const [orders, items, invoices, enrolments, modules, attendance, feed, reviews, ...enquiries] =
    await Promise.all([
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
        .select(['i.order_id', 'i.program', 'i.plan', 'i.plan_paise'])
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
    },
    orders: orders.map(({ id, ...order }) => ({
      ...order,
      items: items.filter((item) => item.order_id === id).map(({ order_id: _, ...i }) => i),
      documents: invoices.filter((doc) => doc.order_id === id).map(({ order_id: _, ...d }) => d),
    })),
    enrolments,
    reviews,
    enquiries: {
      contact: withoutWorkflow(enquiries[0]!),
      program: withoutWorkflow(enquiries[1]!),
      freelancing: withoutWorkflow(enquiries[2]!),
      ...(user.email_verified_at ? {} : { note: UNPROVED_ENQUIRIES }),
    },
  };
}

/**
 * Erases an account's personal data in the caller's transaction. The row stays, anonymous, so
 * that its orders and invoices (which keep the buyer's name and contact, as tax law requires)
 * still belong to something; it can never sign in again and its address is free for a new
 * account. Reviews stay, signed FORMER_LEARNER; enquiries sent from its address, when the
 * account proved that address, lose the person's details and words. Returns the profile photo's file name, to delete after commit.
 */
export async function eraseAccount(
  tx: Transaction<Database>,
  user: User,
  at: string,
): Promise<string | null> {
  const placeholder = `deleted-${user.id}@deleted.invalid`;
  const name = `Deleted account ${user.id}`;
  await tx
    .updateTable('users')
    .set({
      username: name,
      username_key: keyOf(name),
      email: placeholder,
      email_key: placeholder,
      phone: '',
      // No password hashes to this: nothing can sign in as the account.
      password_hash: '!',
      photo_path: null,
      role: 'learner',
      email_verified_at: null,
      reminders_off_at: null,
      updated_at: at,
      deleted_at: at,
    })
    .where('id', '=', user.id)
    .execute();
  await tx
    .updateTable('program_reviews')
    .set({ user_name: FORMER_LEARNER, user_id: null, ip: '' })
    .where('user_id', '=', user.id)
    .execute();
  // Someone else's enquiries are not an unproved account's to erase.
  if (user.email_verified_at) {
    for (const table of ENQUIRY_TABLES) {
      await tx
        .updateTable(table)
        .set({ name: 'Erased', email: placeholder, phone: '', company: '' })
        .where((eb) => eb(eb.fn('lower', ['email']), '=', user.email_key))
        .execute();
    }
  }
  await tx
    .updateTable('contact_enquiries')
    .set({ subject: '(erased)', message: '(erased)' })
    .where('email', '=', placeholder)
    .execute();
  await tx
    .updateTable('program_enquiries')
    .set({ message: '' })
    .where('email', '=', placeholder)
    .execute();
  await tx
    .updateTable('freelancing_enquiries')
    .set({ office_motive: '(erased)', preference: '(erased)' })
    .where('email', '=', placeholder)
    .execute();
  for (const table of [
    'sessions',
    'verifications',
    'code_sends',
    'code_failures',
    'email_change_undos',
    'carts',
    'module_progress',
    'session_attendance',
    'calendar_feeds',
    'cohort_mentors',
  ] as const) {
    await tx.deleteFrom(table).where('user_id', '=', user.id).execute();
  }
  await tx
    .deleteFrom('login_attempts')
    .where('account_key', '=', accountFailureKey(user.id))
    .execute();
  await tx
    .deleteFrom('recipient_sends')
    .where('address_key', '=', mailboxKey(user.email))
    .execute();
  return user.photo_path;
}
