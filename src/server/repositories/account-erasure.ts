import type { Transaction } from 'kysely';
import { NAME_REMOVED } from '../../domain/certificates/certificates.ts';
import { mailboxKey } from '../../domain/email-addresses.ts';
import { FORMER_LEARNER } from '../../domain/personal-data.ts';
import { accountFailureKey } from '../auth/login-throttle.ts';
import type { User } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import type { DeliveryMailSettings } from '../mail/session-change-mails.ts';
import {
  cancelLearnersComingBookings,
  MENTOR_ACCOUNT_CLOSED,
} from '../mentoring/booking-changes.ts';
import { stopTeaching } from '../mentoring/mentor-withdrawal.ts';
import { ENQUIRY_TABLES } from './personal-data.ts';
import { keyOf } from './users.ts';

/** The files an erasure leaves to delete once its transaction has committed. */
export interface ErasedFiles {
  /** The profile photo's file name, if it had one. */
  photo: string | null;
  /** The stored names of the project files the person handed in. */
  submissions: string[];
}

/**
 * Erases an account's personal data in the caller's transaction. The row stays, anonymous, so
 * that its orders and invoices (which keep the buyer's name and contact, as tax law requires)
 * and its certificates still belong to something; it can never sign in again and its address
 * is free for a new account. Reviews stay, signed FORMER_LEARNER; enquiries sent from its
 * address, when the account proved that address, lose the person's details and words. Its
 * one-to-one sessions still to come are cancelled, the other side mailed (queued in this
 * transaction); a learner's booking rows go, a mentor's stay as the learners' history, and a
 * mentor's hours and leave go. Its project submissions go. Certificates stay
 * valid (number, credential, revocation list) but their learner's name becomes NAME_REMOVED.
 * Returns the files to delete after commit: the profile photo and the submissions' files.
 */
export async function eraseAccount(
  tx: Transaction<Database>,
  user: User,
  at: string,
  mail: DeliveryMailSettings,
): Promise<ErasedFiles> {
  // First, while the bookings still name the person as the other side knows them.
  await cancelLearnersComingBookings(tx, user, at, mail);
  await stopTeaching(tx, user.id, at, MENTOR_ACCOUNT_CLOSED, mail);
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
    'module_check_attempts',
    'session_attendance',
    'calendar_feeds',
  ] as const) {
    await tx.deleteFrom(table).where('user_id', '=', user.id).execute();
  }
  // Their questions go with their words; the answers to them go too (cascade).
  await tx.deleteFrom('module_questions').where('learner_id', '=', user.id).execute();
  // Nothing refers to a booking, and the mentor's day shows only sessions still booked.
  await tx.deleteFrom('bookings').where('learner_id', '=', user.id).execute();
  const submissions = await tx
    .deleteFrom('project_submissions')
    .where('user_id', '=', user.id)
    .returning('stored_name')
    .execute();
  // The certificate stays checkable; only the person's name leaves it.
  await tx
    .updateTable('certificates')
    .set({ learner_name: NAME_REMOVED })
    .where('user_id', '=', user.id)
    .execute();
  await tx
    .deleteFrom('login_attempts')
    .where('account_key', '=', accountFailureKey(user.id))
    .execute();
  await tx
    .deleteFrom('recipient_sends')
    .where('address_key', '=', mailboxKey(user.email))
    .execute();
  return {
    photo: user.photo_path,
    submissions: submissions.flatMap((row) => (row.stored_name ? [row.stored_name] : [])),
  };
}
