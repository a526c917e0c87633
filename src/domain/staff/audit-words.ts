import { findProgram } from '../catalogue/programs.ts';
import { formatIndiaDateTime } from '../india-time-format.ts';
import { formatPaise } from '../money.ts';
import { ORDER_STATUS_LABELS } from '../order-statuses.ts';
import { ROLE_LABELS } from '../roles.ts';
import type { AuditEntry } from './audit.ts';
import { ENQUIRY_STATUS_LABELS } from './enquiries.ts';

type Change = AuditEntry['changes'][number];
type Changes = AuditEntry['changes'];

/** Names the log stores only as ids (an assignee, a cohort's mentors), when the screen knows them. */
export interface AuditNames {
  person?: (id: number) => string | undefined;
}

const BOOKING_KINDS: Record<string, string> = {
  mentorship: 'one-to-one mentorship session',
  career: 'career guidance session',
};
const REVIEW_DECISIONS: Record<string, string> = {
  accepted: 'Project accepted',
  changes_needed: 'Project sent back for changes',
};
const SESSION_FIELDS: Record<string, string> = {
  topic: 'topic',
  module_index: 'module',
  meeting_url: 'meeting link',
  recording_url: 'recording',
  notes: 'notes',
  premium_only: 'Premium-only',
};
// Long texts (a note, a reply) are cut in the sentence: the whole text stays in the details.
const QUOTE_LENGTH = 80;

const changeOf = (changes: Changes, field: string): Change | undefined =>
  changes.find((c) => c.field === field);
const after = (changes: Changes, field: string): unknown => changeOf(changes, field)?.after;
const before = (changes: Changes, field: string): unknown => changeOf(changes, field)?.before;

const capitalised = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);

function quoted(value: unknown): string {
  const words = text(value).replace(/\s+/g, ' ').trim();
  return `“${words.length > QUOTE_LENGTH ? `${words.slice(0, QUOTE_LENGTH - 1)}…` : words}”`;
}

// A calendar day ('2026-12-01') already is India's day; read in UTC it stays that day.
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** What a mentor leaving called off, when they taught: '; 2 sessions cancelled, left 1 cohort'. */
function teachingEnded(changes: Changes): string {
  const count = (field: string) => {
    const value = before(changes, field);
    return Array.isArray(value) ? value.length : 0;
  };
  const sessions = count('cancelled_bookings');
  const cohorts = count('mentored_cohorts');
  const parts = [
    ...(sessions ? [`${sessions} session${sessions === 1 ? '' : 's'} to come cancelled`] : []),
    ...(cohorts ? [`left ${cohorts} cohort${cohorts === 1 ? '' : 's'}`] : []),
  ];
  return parts.length ? `; ${parts.join(', ')}` : '';
}

/** Every calendar day in a stored text ('2026-12-01 to 2026-12-05') as a person reads it. */
const days = (value: unknown) =>
  text(value).replace(/\b\d{4}-\d{2}-\d{2}\b/g, (day) =>
    dayFormat.format(new Date(`${day}T00:00:00Z`)),
  );

/** A stored moment in India time; anything that is not one is shown as it was stored. */
function moment(value: unknown): string {
  const iso = text(value);
  return Number.isNaN(Date.parse(iso)) ? iso : formatIndiaDateTime(iso);
}

function label(labels: Record<string, string>, value: unknown): string {
  const key = text(value);
  return labels[key] ?? key;
}

const roleName = (value: unknown) => label(ROLE_LABELS, value);
const programName = (value: unknown) => findProgram(text(value))?.name ?? text(value);

function person(names: AuditNames, id: unknown): string {
  const known = typeof id === 'number' ? names.person?.(id) : undefined;
  return known ?? `member #${text(id)}`;
}

/** 'Status: Paid → Refunded' for whatever labels the field's values have. */
function statusChange(changes: Changes, labels: Record<string, string>): string | undefined {
  const status = changeOf(changes, 'status');
  return status && `Status: ${label(labels, status.before)} → ${label(labels, status.after)}`;
}

const withReason = (sentence: string, reason: unknown) =>
  text(reason) ? `${sentence}: ${text(reason)}` : sentence;

function orderWords(status: string, changes: Changes): string {
  switch (status) {
    case 'paid': {
      const utr = text(after(changes, 'paid_utr'));
      return utr ? `Marked as paid: UTR ${utr}` : 'Marked as paid';
    }
    case 'cancelled':
      return withReason('Order cancelled', after(changes, 'cancel_reason'));
    case 'refunded': {
      // One refund's own amount; rows from before an order took several have only the sum.
      const amount = after(changes, 'refund_amount_paise') ?? after(changes, 'refund_paise');
      const programs = text(after(changes, 'refunded_programs'));
      const amountOnly = changeOf(changes, 'refund_amount_paise') !== undefined && !programs;
      const refunded = `${typeof amount === 'number' ? formatPaise(amount) : 'Money'} refunded`;
      return withReason(
        programs
          ? `${refunded} for ${programs}`
          : amountOnly
            ? `${refunded}, access kept`
            : refunded,
        after(changes, 'refund_reason'),
      );
    }
    default:
      return (
        statusChange(changes, ORDER_STATUS_LABELS) ??
        `Status: ${label(ORDER_STATUS_LABELS, status)}`
      );
  }
}

function enquiryUpdateWords(changes: Changes, names: AuditNames): string {
  const parts: string[] = [];
  const status = statusChange(changes, ENQUIRY_STATUS_LABELS);
  if (status) parts.push(status);
  const assignee = changeOf(changes, 'assignee_id');
  if (assignee) {
    parts.push(
      assignee.after === null ? 'Unassigned' : `Assigned to ${person(names, assignee.after)}`,
    );
  }
  return parts.length > 0 ? parts.join('; ') : 'Enquiry updated';
}

function cohortUpdateWords(changes: Changes, names: AuditNames): string {
  return changes
    .map(({ field, before: was, after: now }) => {
      if (field === 'mentor_ids') {
        const mentors = Array.isArray(now) ? now.map((id) => person(names, id)) : [];
        return mentors.length > 0 ? `Mentors: ${mentors.join(', ')}` : 'Mentors removed';
      }
      const name = field === 'capacity' ? 'Seats' : field === 'language' ? 'Language' : field;
      return `${name}: ${text(was)} → ${text(now)}`;
    })
    .join('; ');
}

function attendanceWords(changes: Changes): string {
  const present = changes.filter((c) => c.after === true).length;
  const absent = changes.filter((c) => c.after === false).length;
  return `Attendance marked: ${present} present, ${absent} absent`;
}

function sessionUpdateWords(changes: Changes): string {
  const fields = changes.map((c) => SESSION_FIELDS[c.field] ?? c.field);
  return `Session updated: ${fields.join(', ')}`;
}

function bookingMoveWords(changes: Changes): string {
  const moved = `Booking moved from ${moment(before(changes, 'starts_at'))} to ${moment(after(changes, 'starts_at'))}`;
  const mentor = changeOf(changes, 'mentor');
  return mentor && mentor.before !== mentor.after
    ? `${moved}, now with ${text(mentor.after)}`
    : moved;
}

function meetingLinkWords(changes: Changes): string {
  const link = changeOf(changes, 'meeting_url');
  if (!link?.after) return 'Meeting link removed';
  return link.before ? 'Meeting link changed' : 'Meeting link added';
}

function reviewDeleteWords(changes: Changes): string {
  const by = text(before(changes, 'user_name'));
  const rating = before(changes, 'rating');
  const program = text(before(changes, 'program'));
  const what = [typeof rating === 'number' ? `${rating}★` : '', program && programName(program)]
    .filter(Boolean)
    .join(', ');
  return `Review${by ? ` by ${by}` : ''}${what ? ` (${what})` : ''} deleted`;
}

function cohortCreateWords(changes: Changes): string {
  const startsOn = days(after(changes, 'starts_on'));
  const capacity = text(after(changes, 'capacity'));
  const details = [
    startsOn && `starts ${startsOn}`,
    capacity && `${capacity} seats`,
    text(after(changes, 'language')),
  ].filter(Boolean);
  return `Cohort of ${programName(after(changes, 'program'))} created: ${details.join(', ')}`;
}

function materialWords(verb: 'added' | 'removed', changes: Changes): string {
  const title = verb === 'added' ? after(changes, 'title') : before(changes, 'title');
  return `Material ${verb}: ${quoted(title)}`;
}

const OFFER_FIELDS: Record<string, string> = {
  code: 'code',
  kind: 'kind',
  percent: 'percent off',
  amount_paise: 'amount off',
  starts_at: 'start',
  ends_at: 'end',
  max_uses: 'uses in all',
  max_uses_per_learner: 'uses per learner',
  applies_to: 'what it applies to',
  referrer_name: 'referrer',
  note: 'note',
};

/** A changed field of an offer with what it was and became; lists and notes by name alone. */
function offerFieldWords({ field, before: was, after: now }: Change): string {
  const name = OFFER_FIELDS[field] ?? field;
  if (field === 'applies_to' || field === 'note') return name;
  const shown = (value: unknown) => {
    if (value === null || value === undefined || value === '') return 'none';
    if (field === 'amount_paise' && typeof value === 'number') return formatPaise(value);
    if (field === 'percent') return `${text(value)}%`;
    return field === 'starts_at' || field === 'ends_at' ? moment(value) : text(value);
  };
  return `${name} ${shown(was)} → ${shown(now)}`;
}

function offerCreateWords(changes: Changes): string {
  const amount = after(changes, 'amount_paise');
  const gives =
    after(changes, 'kind') === 'amount' && typeof amount === 'number'
      ? `${formatPaise(amount)} off`
      : `${text(after(changes, 'percent'))}% off`;
  return `Code ${text(after(changes, 'code'))} drafted: ${gives}`;
}

/** The fields a catalogue document changed, in words: 'Draft saved: tagline, hours per week'. */
function documentFields(verb: string, changes: Changes): string {
  const fields = changes.map((c) => c.field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
  return fields.length > 0 ? `${verb}: ${fields.join(', ')}` : `${verb}, unchanged`;
}

type Words = (changes: Changes, names: AuditNames) => string;

const paise = (value: unknown) => formatPaise(Number(value ?? 0));

/** 'Bank credit of ₹4,900' of a set-aside row. */
const creditWords = (c: Changes) => `Bank credit of ${paise(after(c, 'amount_paise'))}`;

/** 'Paid from bank credits: ₹4,900 + ₹99; TDS ₹900 under 194J'. */
function settlementWords(c: Changes): string {
  const credits = after(c, 'bank_credits');
  const shares = Array.isArray(credits)
    ? credits.map((share) => paise((share as { amount_paise?: unknown }).amount_paise))
    : [];
  const tds = after(c, 'tds_paise');
  const deducted = tds ? `; TDS ${paise(tds)} under ${text(after(c, 'tds_section'))}` : '';
  return `Paid from bank credits: ${shares.join(' + ')}${deducted}`;
}

const WORDS: Record<string, Words> = {
  'order.create': (c) => {
    const paidBy = after(c, 'payment_method') === 'bank_transfer' ? 'a bank transfer' : 'UPI';
    const programs = Array.isArray(after(c, 'programs'))
      ? (after(c, 'programs') as unknown[]).map(text).join(', ')
      : '';
    const seats = after(c, 'seats');
    const forSeats = Array.isArray(seats) ? ` × ${seats.length} seats` : '';
    return `Order created by hand for ${paidBy} (reference ${text(after(c, 'paid_utr'))}): ${programs}${forSeats}, ${formatPaise(Number(after(c, 'total_paise')))}`;
  },
  'seat.claim': (c) => `${capitalised(c[0]?.field ?? 'A seat')} taken by ${text(c[0]?.after)}`,
  'seat.email': (c) =>
    `${capitalised(c[0]?.field ?? 'A seat')} given to ${text(c[0]?.after)} instead of ${text(c[0]?.before)}`,
  'seat.invitation_resend': (c) =>
    `Invitation to ${c[0]?.field ?? 'a seat'} mailed again, with a new link`,
  'order.note': (c) => `Internal note added: ${quoted(after(c, 'note'))}`,
  'order.invoice_resend': (c) =>
    `${text(after(c, 'documents'))} mailed again to ${text(after(c, 'email'))}`,
  'order.correct-utr': (c) =>
    `Reported UTR corrected: ${text(before(c, 'reported_utr')) || '—'} → ${text(after(c, 'reported_utr'))}`,
  'enrolment.restore': (c) => {
    const field = c[0]?.field ?? '';
    return `Access restored to ${field.replace(/^ended_at of /, '') || 'the program'}`;
  },
  'enrolment.cohort': (c) =>
    `Moved from cohort ${text(before(c, 'cohort_id'))} to cohort ${text(after(c, 'cohort_id'))}`,
  'enquiry.update': enquiryUpdateWords,
  // The bulk actions on the enquiry list: one row per enquiry, with the same changes.
  'enquiry.assign': enquiryUpdateWords,
  'enquiry.close': enquiryUpdateWords,
  'enquiry.note': (c) => `Internal note added: ${quoted(after(c, 'note'))}`,
  'enquiry.reply': (c) => `Reply sent: ${quoted(after(c, 'reply'))}`,
  'review.hide': () => 'Review hidden from the site',
  'review.restore': () => 'Review shown on the site again',
  'review.delete': reviewDeleteWords,
  'team.invite': (c) => `Invited ${text(after(c, 'email'))} as ${roleName(after(c, 'role'))}`,
  'team.revoke-invitation': (c) => withReason('Invitation withdrawn', after(c, 'reason')),
  'team.accept-invitation': (c) => `Joined the team as ${roleName(after(c, 'role'))}`,
  'team.remove': (c) =>
    `Removed from the team (was ${roleName(before(c, 'role'))})${teachingEnded(c)}`,
  'team.change-role': (c) =>
    `Role: ${roleName(before(c, 'role'))} → ${roleName(after(c, 'role'))}${teachingEnded(c)}`,
  'user.claim-owner': () => 'Became the owner by confirming the owner address',
  'user.reclaim-address': (c) => {
    const held = Number(after(c, 'reviews_held') ?? 0);
    return `Took the account back by resetting its password from its never-confirmed address: name ${quoted(before(c, 'username'))} cleared${held ? `, ${held} review${held === 1 ? '' : 's'} held for the team` : ''}`;
  },
  'user.change-email': (c) =>
    `Email changed from ${text(before(c, 'email'))} to ${text(after(c, 'email'))}`,
  'user.undo-email-change': (c) =>
    `Email change undone from the old address: back to ${text(after(c, 'email'))}`,
  'user.export-data': () => 'Downloaded their personal data',
  'user.delete-account': () => 'Deleted their account',
  'user.purge-unproved': () => 'Account deleted: its address was never confirmed',
  'certificate.issue': () => 'Certificate issued',
  'certificate.revoke': (c) => withReason('Certificate revoked', after(c, 'revoked_reason')),
  'certificate.restore': (c) => withReason('Revocation undone', after(c, 'restore_reason')),
  'booking.create': (c) => {
    const kind = label(BOOKING_KINDS, after(c, 'kind'));
    return `Booked a ${kind} with ${text(after(c, 'mentor'))} for ${moment(after(c, 'starts_at'))}`;
  },
  'booking.cancel': (c) => withReason('Booking cancelled', after(c, 'cancel_reason')),
  'booking.move': bookingMoveWords,
  'booking.meeting_url': meetingLinkWords,
  'availability.add': (c) => `Weekly hours added: ${text(after(c, 'weekly_hours'))}`,
  'availability.remove': (c) => `Weekly hours removed: ${text(before(c, 'weekly_hours'))}`,
  'leave.add': (c) => `Leave added: ${days(after(c, 'leave'))}`,
  'leave.remove': (c) => `Leave removed: ${days(before(c, 'leave'))}`,
  'project.submit': (c) => `Project submitted (attempt ${text(after(c, 'attempt'))})`,
  'project.review': (c) => {
    const decision = label(REVIEW_DECISIONS, after(c, 'status'));
    const comment = after(c, 'review_comment');
    return comment ? `${decision}: ${quoted(comment)}` : decision;
  },
  'cohort.create': cohortCreateWords,
  'cohort.update': cohortUpdateWords,
  'cohort.sessions': (c) => `${text(after(c, 'sessions'))} sessions scheduled`,
  'session.add': (c) =>
    `${after(c, 'premium_only') ? 'Webinar' : 'Session'} added for ${moment(after(c, 'starts_at'))}: ${quoted(after(c, 'topic'))}`,
  'webinar.add': (c) =>
    `Webinar for ${moment(after(c, 'starts_at'))} added to ${text(after(c, 'cohorts'))} cohorts: ${quoted(after(c, 'topic'))}`,
  'session.update': sessionUpdateWords,
  'session.move': (c) =>
    withReason(
      `Session moved from ${moment(before(c, 'starts_at'))} to ${moment(after(c, 'starts_at'))}`,
      after(c, 'change_reason'),
    ),
  'session.cancel': (c) => withReason('Session cancelled', after(c, 'change_reason')),
  'session.attendance': attendanceWords,
  'material.add': (c) => materialWords('added', c),
  'material.remove': (c) => materialWords('removed', c),
  'saved_reply.create': (c) => `Saved reply ${quoted(after(c, 'name'))} created`,
  'saved_reply.update': (c) => {
    const renamed = changeOf(c, 'name');
    const what = renamed
      ? `renamed from ${quoted(renamed.before)} to ${quoted(renamed.after)}`
      : 'text changed';
    return renamed && changeOf(c, 'body')
      ? `Saved reply ${what}, text changed`
      : `Saved reply ${what}`;
  },
  'saved_reply.delete': (c) => `Saved reply ${quoted(before(c, 'name'))} deleted`,
  'offer.create': offerCreateWords,
  'offer.update': (c) => `Offer changed: ${c.map(offerFieldWords).join('; ')}`,
  'offer.live': () => 'Code made live: learners can use it',
  'offer.disable': () => 'Code disabled: learners can no longer use it',
  'program.create': (c) => `Program ${quoted(after(c, 'name'))} created as a draft`,
  'program.draft': (c) => documentFields('Draft saved', c),
  'program.discard': () => 'Draft discarded',
  'program.publish': (c) => documentFields('Published', c),
  'program.listing': (c) => (after(c, 'listed') ? 'Listed on the site' : 'Taken off the site'),
  'program.order': (c) => {
    const order = after(c, 'order');
    return `Programs reordered: ${Array.isArray(order) ? order.map(text).join(', ') : ''}`;
  },
  'mentor_profile.create': (c) => `Mentor profile ${quoted(after(c, 'name'))} created as a draft`,
  'mentor_profile.draft': (c) => documentFields('Draft saved', c),
  'mentor_profile.discard': () => 'Draft discarded',
  'mentor_profile.publish': (c) => documentFields('Published', c),
  'mentor_profile.account': (c, names) => {
    const account = after(c, 'user_id');
    return account === null ? 'Unlinked from its account' : `Linked to ${person(names, account)}`;
  },
  'mentor_profile.programs': (c) => {
    const programs = after(c, 'programs');
    const list = Array.isArray(programs) ? programs.map(programName).join(', ') : '';
    return list ? `Shown on the pages of ${list}` : 'Shown on no program page';
  },
  'payments.import': (c) =>
    `Bank statement imported: ${text(after(c, 'credits'))} credits, ${text(after(c, 'proposed_matches'))} matches proposed`,
  'payments.settle': settlementWords,
  'payments.set_aside': (c) =>
    `${creditWords(c)} set aside: ${quoted(after(c, 'set_aside_reason'))}`,
  'payments.reopen': (c) => `${creditWords(c)} reopened, no longer set aside`,
  'payments.tds_certificate': (c) => {
    const was = before(c, 'tds_certificate');
    const now = text(after(c, 'tds_certificate'));
    return was
      ? `TDS certificate corrected: ${text(was)} → ${now}`
      : `TDS certificate ${now} received`;
  },
};

/** 'team.change-role' read aloud, for an action recorded after this file was written. */
function unknownWords(action: string, changes: Changes): string {
  const words = action.replace(/[._-]+/g, ' ').trim();
  const named = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  return changes.length > 0 ? `${named}: ${changes.map((c) => c.field).join(', ')}` : named;
}

/**
 * An audit row as a sentence a person reads ('Assigned to Ravi', '₹4,499.05 refunded for
 * Python: duplicate payment', 'Status: New → In progress'), from its action and changes; times
 * in India time and money in rupees.
 */
export function auditSentence(
  entry: Pick<AuditEntry, 'action' | 'changes'>,
  names: AuditNames = {},
): string {
  const { action, changes } = entry;
  // An order's moves are recorded as 'order.' and the state it moved to.
  const [record, status = ''] = action.split('.');
  if (record === 'order' && status in ORDER_STATUS_LABELS) return orderWords(status, changes);
  const words = WORDS[action];
  return words ? words(changes, names) : unknownWords(action, changes);
}
