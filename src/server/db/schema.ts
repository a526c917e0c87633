import type { Generated } from 'kysely';
import type { OfferKind, OfferStatus } from '../../domain/offers.ts';
import type { OrderStatus } from '../../domain/order-statuses.ts';
import type { Role } from '../../domain/roles.ts';
import type { EnquiryKind, EnquiryStatus } from '../../domain/staff/enquiries.ts';
import type { ManualPaymentMethod, OrderSource } from '../../domain/staff/manual-order.ts';

/** Timestamps are ISO-8601 UTC text in both engines, so they sort and compare the same way. */
type Timestamp = string;

export interface ContactEnquiryTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
  created_at: Timestamp;
  status: Generated<EnquiryStatus>;
  assignee_id: number | null;
}

export interface ProgramEnquiryTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  company: string;
  program: string;
  message: Generated<string>;
  created_at: Timestamp;
  status: Generated<EnquiryStatus>;
  assignee_id: number | null;
}

export interface FreelancingEnquiryTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  company: string;
  office_motive: string;
  preference: string;
  program: string;
  created_at: Timestamp;
  status: Generated<EnquiryStatus>;
  assignee_id: number | null;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'dead';

export interface OutboxTable {
  id: Generated<number>;
  /** One message per key: enqueueing the same key twice keeps the first. */
  dedupe_key: string;
  to_address: string;
  reply_to: string | null;
  attachment_invoice_id: number | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: Timestamp;
  lease_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  /** A secret in the message (a one-time code), replaced in the stored copy once sent. */
  redact: string | null;
  /** JSON of extra headers, such as a reminder's one-click List-Unsubscribe. */
  headers: string | null;
}

export interface UserTable {
  id: Generated<number>;
  username: string;
  username_key: string;
  email: string;
  email_key: string;
  phone: string;
  password_hash: string;
  photo_path: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  role: Generated<Role>;
  /** When the account last proved it receives mail at `email` (a code, a reset, an invitation). */
  email_verified_at: Timestamp | null;
  /** When proof of the address was first asked for; an unproved account is purged a week on. */
  email_proof_asked_at: Timestamp | null;
  /** Set when its owner deleted it: the row is anonymous and can never sign in again. */
  deleted_at: Generated<Timestamp | null>;
  /** When the learner turned session reminders off; null while they want them. */
  reminders_off_at: Generated<Timestamp | null>;
}

export interface SessionTable {
  id: Generated<number>;
  /** SHA-256 of the cookie's token: a stolen database holds no usable session. */
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  /** Idle expiry, pushed forward as the session is used. */
  expires_at: Timestamp;
  absolute_expires_at: Timestamp;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  /** `accountFailureKey(id)` for an account, the typed name (lower-cased) for none. */
  account_key: string;
  ip: string;
  /** 1 for a right password, 0 for a wrong one, 2 while it is being checked. */
  succeeded: number;
  /** The device cookie's nonce when the try came from a browser known to the account. */
  device: string | null;
  created_at: Timestamp;
}

export interface CodeFailureTable {
  id: Generated<number>;
  user_id: number;
  created_at: Timestamp;
  /** Null for failures recorded before it was kept. */
  purpose: CodePurpose | null;
  /** The address group that sent the wrong code. */
  ip: string | null;
  /** The sending browser's requester cookie, when it had one. */
  device: string | null;
}

export interface EmailChangeUndoTable {
  id: Generated<number>;
  /** SHA-256 of the token in the link mailed to the old address. */
  token_hash: string;
  user_id: number;
  old_email: string;
  new_email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RecipientSendTable {
  id: Generated<number>;
  /** The recipient's address, lower-cased. */
  address_key: string;
  created_at: Timestamp;
}

export interface ScheduledRunTable {
  name: string;
  last_started_at: Timestamp;
}

export type CodePurpose = 'password-reset' | 'profile-change' | 'owner-claim' | 'email-proof';

export interface VerificationTable {
  id: Generated<number>;
  user_id: number;
  purpose: CodePurpose;
  /** What the code was issued for, e.g. the address it went to; a code only proves that. */
  target: string;
  /** HMAC-SHA256 of the code with the server key. */
  code_hash: string;
  attempts: number;
  expires_at: Timestamp;
  created_at: Timestamp;
  /** The address group that asked (IPv4, or an IPv6 /64); null for codes sent before it was kept. */
  requester_ip: string | null;
  /** The asking browser's requester cookie, when it had one. */
  requester_token: string | null;
}

export interface CodeSendTable {
  id: Generated<number>;
  user_id: number;
  /** The address that asked; null for sends recorded before it was kept. */
  ip: string | null;
  /** What the code was for; null for sends recorded before it was kept. */
  purpose: CodePurpose | null;
  created_at: Timestamp;
}

export interface ServerSecretTable {
  name: string;
  value: string;
}

export interface ProgramReviewTable {
  id: Generated<number>;
  program: string;
  user_id: number | null;
  user_name: string;
  comment: string;
  rating: number;
  /** Kept for abuse handling; never sent to browsers. */
  ip: string;
  created_at: Timestamp;
  /** Set while staff keep the review from the public. */
  hidden_at: Timestamp | null;
}

export interface OrderTable {
  id: Generated<number>;
  number: string;
  user_id: number;
  idempotency_key: string;
  /** SHA-256 (hex) of the normalised request first sent with idempotency_key. */
  request_hash: string;
  name: string;
  email: string;
  address: string;
  phone: string;
  original_paise: number;
  discount_paise: number;
  total_paise: number;
  referral_code: string | null;
  referrer: string | null;
  status: OrderStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
  payment_reported_at: Timestamp | null;
  /** Raised by every change of state: a change sent with an older version is refused. */
  version: Generated<number>;
  /** The UTR the learner said they paid with. */
  reported_utr: string | null;
  /** The UTR staff confirmed the money arrived with; unique. */
  paid_utr: string | null;
  paid_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  cancel_reason: string | null;
  refunded_at: Timestamp | null;
  refund_paise: number | null;
  refund_reason: string | null;
  /** When the order lapses if still unpaid. */
  expires_at: Timestamp;
  reminder_sent_at: Timestamp | null;
  expired_at: Timestamp | null;
  /** GST state code of the buyer: the place of supply. Null for orders before it was asked. */
  buyer_state: string | null;
  /** The business buyer's GSTIN, when one was given at checkout: its invoice is B2B. */
  buyer_gstin: string | null;
  /** 'manual' when staff recorded it for a payment made outside the site. */
  source: Generated<OrderSource>;
  /** The business buyer's name, when staff gave one with a manual order. */
  buyer_company: string | null;
  /** How a manual order was paid ('bank_transfer' or 'upi'); null for checkout orders. */
  payment_method: ManualPaymentMethod | null;
  /** The day (IST, YYYY-MM-DD) a manual order's money reached the bank. */
  payment_received_on: string | null;
  /** The offer whose code the order used: it holds one of the offer's uses. */
  offer_id: number | null;
}

/** A code learners type at the cart; its uses are counted from the orders holding them. */
export interface OfferTable {
  id: Generated<number>;
  /** Upper-case: letters, digits and hyphens. */
  code: string;
  kind: OfferKind;
  /** 1 to 90 for a percent offer; null for an amount. */
  percent: number | null;
  amount_paise: number | null;
  /** The window [starts_at, ends_at); null: open on that side. */
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  max_uses: number | null;
  max_uses_per_learner: number | null;
  /** JSON AppliesTo: {"programs": [slugs], "plans": [plan ids]}. */
  applies_to: Generated<string>;
  /** The referrer's full name; learners are shown the first name. */
  referrer_name: string | null;
  status: Generated<OfferStatus>;
  /** For the team only. */
  note: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface InvoiceTable {
  id: Generated<number>;
  kind: 'tax-invoice' | 'invoice' | 'credit-note';
  number: string;
  financial_year: string;
  order_id: number;
  refers_to_id: number | null;
  issued_at: Timestamp;
  place_of_supply: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  /** JSON of the InvoiceDocument as issued. */
  document: string;
}

/** One line of an issued invoice or credit note, written with it: what revenue is summed from. */
export interface DocumentLineTable {
  invoice_id: number;
  /** The line's place in the document's `lines`. */
  position: number;
  kind: InvoiceTable['kind'];
  issued_at: Timestamp;
  /** The IST day (YYYY-MM-DD) of `issued_at`. */
  issued_on: string;
  /** `programOfLine` of the line's description. */
  program: string;
  total_paise: number;
}

export interface StatementMappingTable {
  /** The statement's headers, normalised and joined. */
  header_key: string;
  /** JSON: {date, description, reference, credit}. */
  mapping: string;
  updated_at: Timestamp;
}

/**
 * A bank statement credit as first read, kept across statements: open while some of it is not
 * allocated to orders, matched once all of it is (`settled_at`), or set aside by staff.
 */
export interface BankLineTable {
  id: Generated<number>;
  /** 'utr:<UTR>', or 'hash:<sha256>' of the date, amount and narration. */
  line_key: string;
  utr: string | null;
  /** The statement's day, India's: '2026-11-23'. */
  line_date: string;
  description: string;
  reference: string;
  amount_paise: number;
  file_name: string;
  first_read_at: Timestamp;
  /**
   * The one order a credit settled before bank_allocations (2026-12-05); the migration copied
   * these into bank_allocations, which is what is read and written since.
   */
  order_id: number | null;
  /** When the last of it was allocated, and by whom. */
  settled_at: Timestamp | null;
  settled_by: number | null;
  /** The sum of its bank_allocations; the database keeps it within `amount_paise`. */
  allocated_paise: Generated<number>;
  /** Set aside by staff (not a payment for an order), with why; null again when reopened. */
  set_aside_reason: string | null;
  set_aside_at: Timestamp | null;
  set_aside_by: number | null;
}

/** What of one bank credit paid one order. */
export interface BankAllocationTable {
  id: Generated<number>;
  bank_line_id: number;
  order_id: number;
  amount_paise: number;
  allocated_at: Timestamp;
  allocated_by: number | null;
}

/** Income-tax a business buyer deducted from an order's payment: the government owes it to us. */
export interface TdsReceivableTable {
  id: Generated<number>;
  order_id: number;
  amount_paise: number;
  /** The section the buyer deducted under: '194J', '194C' or '393' (Income-tax Act, 2025). */
  section: string;
  recorded_at: Timestamp;
  recorded_by: number | null;
  /** The number on the buyer's TDS certificate (Form 16A), once it came. */
  certificate_number: string | null;
  certificate_received_at: Timestamp | null;
  certificate_recorded_by: number | null;
}

/** One refund of an order: the amount sent back, the reason the learner was told. */
export interface RefundTable {
  id: Generated<number>;
  order_id: number;
  amount_paise: number;
  reason: string;
  /** The credit note it issued; null where the order had no invoice. */
  credit_note_id: number | null;
  actor_id: number | null;
  created_at: Timestamp;
}

/** What a refund gave back of one order line; a line refunded in full has its access ended. */
export interface RefundLineTable {
  refund_id: number;
  order_item_id: number;
  amount_paise: number;
  /** 1 when this refund ended the line's access. */
  ended: Generated<number>;
}

/** Staff's internal note on an order: never mailed. */
export interface OrderNoteTable {
  id: Generated<number>;
  order_id: number;
  author_id: number | null;
  author_name: string;
  body: string;
  created_at: Timestamp;
}

export interface DocumentCounterTable {
  series: string;
  financial_year: string;
  last_serial: number;
}

export interface EnrolmentTable {
  id: Generated<number>;
  user_id: number;
  order_id: number;
  program: string;
  plan: string;
  started_at: Timestamp;
  ended_at: Timestamp | null;
  /** The cohort the learner is taught in; null for self-paced. */
  cohort_id: Generated<number | null>;
  /** JSON PlanTerms of the paid line that gave it its plan; null falls back to the plan's name. */
  terms: Generated<string | null>;
  /** 1 when its terms include the cohort's webinars. */
  webinars: Generated<number>;
}

export interface CartTable {
  user_id: number;
  /** JSON: [{program, plan}]. */
  items: string;
  referral_code: string | null;
  updated_at: Timestamp;
}

export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  /** Null when the learner or the system made the change. */
  actor_id: number | null;
  note: string | null;
  created_at: Timestamp;
}

export interface EnquiryEventTable {
  id: Generated<number>;
  kind: EnquiryKind;
  enquiry_id: number;
  type: 'note' | 'reply' | 'status' | 'assignee';
  author_id: number | null;
  body: string;
  created_at: Timestamp;
}

export interface SavedReplyTable {
  id: Generated<number>;
  name: string;
  /** The lower-cased name: unique. */
  name_key: string;
  body: string;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StaffInvitationTable {
  id: Generated<number>;
  email: string;
  email_key: string;
  token_hash: string;
  invited_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  accepted_by: number | null;
  revoked_at: Timestamp | null;
  /** What the invited person becomes. */
  role: Generated<'staff' | 'accountant' | 'mentor'>;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  record_type: string;
  record_id: string;
  /** JSON: [{field, before, after}]. */
  changes: string;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  /** Its place in the cart, so the order reads back as it was placed. */
  position: number;
  program: string;
  plan: string;
  plan_paise: number;
  /** The cohort chosen at checkout; null for self-paced. */
  cohort_id: Generated<number | null>;
  /** Set when a refund gave this line back. */
  refunded_at: Generated<Timestamp | null>;
  /** On an upgrade line, the plan the learner's enrolment moves up from; null on a line that enrols. */
  upgrade_from: Generated<string | null>;
  /** Its share of the order's discount; null on lines of orders from before lines kept one. */
  discount_paise: Generated<number | null>;
  /** JSON PlanTerms: what the plan held as published when the line was bought. */
  terms: Generated<string | null>;
  /**
   * On a line of seats bought for others (a company's learners, invited by mail), how many;
   * `plan_paise` is the price of all of them. Null on a line that enrols the order's buyer.
   */
  seats: Generated<number | null>;
}

/** One seat of a line of seats: the learner invited to it, and who took it. */
export interface OrderSeatTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  /** 1 to the line's seats, in the order the addresses were given. */
  position: number;
  /** The address the seat's invitation goes to; only an account that proved it may take it. */
  email: string;
  email_key: string;
  /** SHA-256 of the token in the mailed link; null until the order is paid and it is mailed. */
  token_hash: string | null;
  invited_at: Timestamp | null;
  claimed_by: number | null;
  claimed_at: Timestamp | null;
  /** The name the learner gave on taking it: the one their certificate prints. */
  learner_name: string | null;
  enrolment_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CohortTable {
  id: Generated<number>;
  program: string;
  /** YYYY-MM-DD, the first day of teaching (India's calendar). */
  starts_on: string;
  capacity: number;
  language: string;
  /** In words, e.g. 'Tue and Thu, 7-9 pm IST'. */
  schedule: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CohortMentorTable {
  cohort_id: number;
  user_id: number;
}

export type CohortSessionStatus = 'scheduled' | 'cancelled';

export interface CohortSessionTable {
  id: Generated<number>;
  cohort_id: number;
  starts_at: Timestamp;
  minutes: number;
  topic: Generated<string>;
  /** The syllabus module it teaches, 0-based. */
  module_index: number | null;
  /** Shown to the cohort's learners only, from 15 minutes before the start. */
  meeting_url: string | null;
  status: Generated<CohortSessionStatus>;
  change_reason: string | null;
  recording_url: string | null;
  notes: string | null;
  attendance_marked_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 1 for a webinar: only the cohort's Premium learners see it. */
  premium_only: Generated<number>;
  /** The program's webinar this row holds for the cohort: its copies in other cohorts share it. */
  webinar_id: number | null;
}

/** A webinar of a program, held in each of its running cohorts (see `cohort_sessions.webinar_id`). */
export interface WebinarTable {
  id: Generated<number>;
  program: string;
  created_by: number | null;
  created_at: Timestamp;
}

export interface SessionAttendanceTable {
  session_id: number;
  user_id: number;
  /** 1 present, 0 absent. */
  present: number;
  marked_by: number | null;
  marked_at: Timestamp;
}

export interface ModuleProgressTable {
  user_id: number;
  program: string;
  module_index: number;
  done_at: Timestamp;
}

export interface MaterialTable {
  id: Generated<number>;
  program: string;
  module_index: number;
  title: string;
  /** A link; null for a file. */
  url: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  /** The file's random name under the data directory. */
  stored_name: string | null;
  created_by: number | null;
  created_at: Timestamp;
}

/** A check of understanding on a module of a program (by slug and 0-based module index). */
export interface ModuleCheckTable {
  id: Generated<number>;
  program: string;
  module_index: number;
  /** The version of its questions learners answer now. */
  version: number;
  pass_percent: number;
  /** Null: unlimited. */
  max_attempts: number | null;
  updated_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One question of one version of a check. */
export interface ModuleCheckQuestionTable {
  id: Generated<number>;
  check_id: number;
  version: number;
  position: number;
  kind: 'choice' | 'short';
  prompt: string;
  /** JSON array of a multiple-choice question's options. */
  options: Generated<string>;
  right_option: number | null;
  /** JSON array of a short answer's accepted answers. */
  accepted: Generated<string>;
}

/** A learner's attempt at a check; (check_id, user_id, attempt) is unique. */
export interface ModuleCheckAttemptTable {
  id: Generated<number>;
  check_id: number;
  version: number;
  user_id: number;
  attempt: number;
  /** JSON array: an option's place or a text per question. */
  answers: string;
  right_count: number;
  total: number;
  /** 1 passed, 0 not. */
  passed: number;
  submitted_at: Timestamp;
}

/** A question a cohort's learner asked on a module of the cohort's program. */
export interface ModuleQuestionTable {
  id: Generated<number>;
  cohort_id: number;
  /** 0-based, in the program's syllabus. */
  module_index: number;
  learner_id: number;
  body: string;
  created_at: Timestamp;
  /** Set while staff hide it: then only the cohort's mentors and staff see it. */
  hidden_at: Timestamp | null;
  hidden_by: number | null;
  hidden_reason: string | null;
}

/** A mentor's or staff member's answer to a module question. */
export interface ModuleAnswerTable {
  id: Generated<number>;
  question_id: number;
  author_id: number;
  body: string;
  created_at: Timestamp;
  hidden_at: Timestamp | null;
  hidden_by: number | null;
  hidden_reason: string | null;
}

export interface CalendarFeedTable {
  user_id: number;
  /** The secret in the feed's address; replacing it revokes the old address. */
  token: string;
  created_at: Timestamp;
}

export interface MentorAvailabilityTable {
  id: Generated<number>;
  user_id: number;
  /** 0 Sunday … 6 Saturday, in India. */
  weekday: number;
  /** Minutes from midnight IST. */
  start_minute: number;
  end_minute: number;
  created_at: Timestamp;
}

export interface MentorLeaveTable {
  id: Generated<number>;
  user_id: number;
  /** IST dates, both included. */
  starts_on: string;
  ends_on: string;
  reason: Generated<string>;
  created_at: Timestamp;
}

export type BookingKind = 'mentorship' | 'career';

export interface BookingTable {
  id: Generated<number>;
  kind: BookingKind;
  enrolment_id: number;
  learner_id: number;
  mentor_id: number;
  starts_at: Timestamp;
  minutes: number;
  /** A booked slot is unique per mentor and start (a partial unique index). */
  status: Generated<'booked' | 'cancelled'>;
  meeting_url: string | null;
  cancelled_at: Timestamp | null;
  cancel_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type SubmissionStatus = 'submitted' | 'accepted' | 'changes_needed';

export interface ProjectSubmissionTable {
  id: Generated<number>;
  enrolment_id: number;
  user_id: number;
  /** The program's slug. */
  program: string;
  /** The project's id in content/projects/<program>.json. */
  project: string;
  /** 1 for the first submission of the project, then 2, 3 … */
  attempt: number;
  link_url: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  stored_name: string | null;
  note: Generated<string>;
  status: Generated<SubmissionStatus>;
  submitted_at: Timestamp;
  reviewer_id: number | null;
  review_comment: string | null;
  reviewed_at: Timestamp | null;
}

export interface CertificateTable {
  id: Generated<number>;
  /** Random and unguessable; the public page's address. */
  number: string;
  enrolment_id: number;
  user_id: number;
  learner_name: string;
  /** The program's name as sold. */
  program: string;
  plan: string;
  mentor_name: Generated<string>;
  /** IST date. */
  completed_on: string;
  issued_at: Timestamp;
  issued_by: number | null;
  issued_by_name: string;
  /** Its bit in the published revocation list (Bitstring Status List). */
  status_index: number;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  revoked_by: number | null;
}

/** A program of the catalogue; its documents are JSON (src/domain/catalogue/live-catalogue.ts). */
export interface CatalogueProgramTable {
  id: Generated<number>;
  /** Its path, e.g. 'python' for /python. */
  slug: string;
  /** 1 while the site lists and sells it. */
  listed: Generated<number>;
  /** Its place within its category, lower first. */
  sort_order: number;
  /** What the site shows, less the slug and mentors (columns and links); null until first published. */
  published: string | null;
  /** The whole ProgramDocument being edited; null when there is no draft. */
  draft: string | null;
  draft_by: number | null;
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CatalogueMentorTable {
  id: Generated<number>;
  slug: string;
  /** The account they teach with, when linked; one profile per account. */
  user_id: number | null;
  /** The MentorDocument the site shows; null until first published. */
  published: string | null;
  draft: string | null;
  draft_by: number | null;
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Who teaches what, as published. */
export interface CatalogueMentorProgramTable {
  program_id: number;
  mentor_id: number;
  /** The mentor's place on the program's page, from 0. */
  position: number;
}

/** One row (id 1): its version rises with every change the site must show. */
export interface CatalogueStateTable {
  id: number;
  version: number;
  updated_at: Timestamp;
}

export interface Database {
  catalogue_programs: CatalogueProgramTable;
  catalogue_mentors: CatalogueMentorTable;
  catalogue_mentor_programs: CatalogueMentorProgramTable;
  catalogue_state: CatalogueStateTable;
  mentor_availability: MentorAvailabilityTable;
  mentor_leave: MentorLeaveTable;
  bookings: BookingTable;
  project_submissions: ProjectSubmissionTable;
  certificates: CertificateTable;
  cohorts: CohortTable;
  cohort_mentors: CohortMentorTable;
  cohort_sessions: CohortSessionTable;
  webinars: WebinarTable;
  session_attendance: SessionAttendanceTable;
  module_progress: ModuleProgressTable;
  materials: MaterialTable;
  module_checks: ModuleCheckTable;
  module_check_questions: ModuleCheckQuestionTable;
  module_check_attempts: ModuleCheckAttemptTable;
  module_questions: ModuleQuestionTable;
  module_answers: ModuleAnswerTable;
  calendar_feeds: CalendarFeedTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  order_seats: OrderSeatTable;
  offers: OfferTable;
  order_events: OrderEventTable;
  enquiry_events: EnquiryEventTable;
  saved_replies: SavedReplyTable;
  staff_invitations: StaffInvitationTable;
  audit_log: AuditLogTable;
  enrolments: EnrolmentTable;
  carts: CartTable;
  invoices: InvoiceTable;
  document_lines: DocumentLineTable;
  document_counters: DocumentCounterTable;
  statement_mappings: StatementMappingTable;
  bank_lines: BankLineTable;
  bank_allocations: BankAllocationTable;
  tds_receivables: TdsReceivableTable;
  order_notes: OrderNoteTable;
  refunds: RefundTable;
  refund_lines: RefundLineTable;
  program_reviews: ProgramReviewTable;
  verifications: VerificationTable;
  code_sends: CodeSendTable;
  server_secrets: ServerSecretTable;
  users: UserTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  code_failures: CodeFailureTable;
  email_change_undos: EmailChangeUndoTable;
  recipient_sends: RecipientSendTable;
  scheduled_runs: ScheduledRunTable;
  contact_enquiries: ContactEnquiryTable;
  program_enquiries: ProgramEnquiryTable;
  freelancing_enquiries: FreelancingEnquiryTable;
  outbox: OutboxTable;
}
