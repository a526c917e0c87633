import { inIndiaTime } from './learner-order-mails.ts';
import type { OutgoingMail } from './outbox.ts';
import { renderMail, type MailSender } from './templates.ts';

interface Account {
  id: number;
  username: string;
  email: string;
}

/** To the account's address after its password was changed or reset: the owner hears of it. */
export function passwordChangedMail(
  account: Account,
  sender: MailSender,
  at: string,
): OutgoingMail {
  return {
    dedupeKey: `password-changed-${account.id}-${at}`,
    to: account.email,
    ...renderMail({
      sender,
      subject: 'Your password was changed',
      heading: `Hello ${account.username}`,
      paragraphs: [
        'The password of your account was just changed, and every other signed-in browser was signed out.',
        'If you did not make this change, reset your password at once with "Forgot password" on the sign-in page, and reply to this message.',
      ],
    }),
  };
}

/**
 * To an address proved by a reset on an account it had never proved: whoever set the account up
 * did not show they read this mailbox, so what they wrote under it is gone or set apart.
 */
export function detailsClearedMail(
  account: Account,
  newName: string,
  reviewsHeld: number,
  sender: MailSender,
  at: string,
): OutgoingMail {
  return {
    dedupeKey: `details-cleared-${account.id}-${at}`,
    to: account.email,
    ...renderMail({
      sender,
      subject: 'Your account is yours now',
      heading: `Hello ${newName}`,
      paragraphs: [
        'This account had been set up with your email address, but the address was never confirmed until you reset the password just now. So we signed out every browser, and cleared the name, phone number and photo it was given.',
        `Your name on the site is now "${newName}". Choose your own, and add your phone number, under Profile.`,
        ...(reviewsHeld
          ? [
              `${reviewsHeld === 1 ? 'A review' : `${reviewsHeld} reviews`} written from the account before you confirmed the address ${reviewsHeld === 1 ? 'is' : 'are'} no longer shown under your account; our team will look at ${reviewsHeld === 1 ? 'it' : 'them'}.`,
            ]
          : []),
      ],
    }),
  };
}

/**
 * To the old address after an email change, with the link that takes the change back: whoever
 * made it cannot also silence the owner's old inbox.
 */
export function emailChangedMail(
  account: Account,
  newEmail: string,
  undoUrl: string,
  undoDays: number,
  sender: MailSender,
  at: string,
): OutgoingMail {
  return {
    dedupeKey: `email-changed-${account.id}-${at}`,
    to: account.email,
    ...renderMail({
      sender,
      subject: 'Your email address was changed',
      heading: `Hello ${account.username}`,
      paragraphs: [
        `The email address of your account is now ${newEmail}, and every other signed-in browser was signed out.`,
        `If you did not make this change, open this link within ${undoDays} days to put your old address back and sign everyone out: ${undoUrl}`,
      ],
    }),
  };
}

/** To the address an account had, once its owner deleted it: a record, and a last warning. */
export function accountDeletedMail(account: Account, sender: MailSender, at: string): OutgoingMail {
  return {
    dedupeKey: `account-deleted-${account.id}`,
    to: account.email,
    ...renderMail({
      sender,
      subject: 'Your account was deleted',
      heading: `Hello ${account.username}`,
      paragraphs: [
        `Your account was deleted on ${inIndiaTime(at)}, as you asked, and every browser signed in to it was signed out. Your profile, photo and enquiries are erased, and your reviews no longer carry your name.`,
        'Your orders and invoices are kept, with the name and contact on them, for as long as tax law requires. You can sign up again with this address at any time.',
        'If you did not delete your account, reply to this message at once.',
      ],
    }),
  };
}
