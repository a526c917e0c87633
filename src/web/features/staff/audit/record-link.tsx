import { Link } from 'react-router';
import { useCanOpen } from '../access/can-open.ts';
import type { AuditEntry } from '../../../../domain/staff/audit.ts';
import {
  ENQUIRY_KINDS,
  enquiryReference,
  type EnquiryKind,
} from '../../../../domain/staff/enquiries.ts';
import { mentorPath, programPath } from '../catalogue/catalogue-paths.ts';
import { enquiryPath } from '../enquiries/enquiry-path.ts';
import { offerPath } from '../offers/offer-path.ts';
import { orderPath } from '../orders/order-path.ts';

const PREFIXES: Record<string, EnquiryKind> = { C: 'contact', P: 'program', F: 'freelancing' };

/**
 * An enquiry's record id names its kind and number; both 'program:12' (or 'program/12') and
 * the reference staff read, 'ENQ-P-12', are understood.
 */
export function enquiryOf(recordId: string): { kind: EnquiryKind; id: number } | undefined {
  const byKind = /^([a-z]+)[:/-](\d+)$/.exec(recordId);
  if (byKind && (ENQUIRY_KINDS as readonly string[]).includes(byKind[1]!)) {
    return { kind: byKind[1] as EnquiryKind, id: Number(byKind[2]) };
  }
  const byReference = /^ENQ-([CPF])-(\d+)$/.exec(recordId);
  if (byReference) return { kind: PREFIXES[byReference[1]!]!, id: Number(byReference[2]) };
  return undefined;
}

const linkClass = 'font-semibold text-brand-700 hover:underline';
/** A record type in words: the links' names and the 'Record type' filter's choices. */
export const TYPE_LABELS: Record<AuditEntry['record_type'], string> = {
  order: 'Order',
  enquiry: 'Enquiry',
  review: 'Review',
  user: 'Account',
  invitation: 'Invitation',
  statement: 'Bank statement',
  bank_credit: 'Bank credit',
  cohort: 'Cohort',
  session: 'Session',
  webinar: 'Webinar',
  enrolment: 'Enrolment',
  material: 'Material',
  module_check: 'Check of understanding',
  certificate: 'Certificate',
  project_submission: 'Project submission',
  booking: 'Booking',
  saved_reply: 'Saved reply',
  program: 'Program',
  mentor_profile: 'Mentor profile',
  offer: 'Offer',
  module_question: 'Module question',
  module_answer: 'Answer to a module question',
};

/** Where the console shows the record an entry is about, and what it is called there. */
function recordPage({ record_type: type, record_id: id }: AuditEntry): {
  label: string;
  path?: string;
} {
  if (type === 'order') return { label: `Order ${id}`, path: orderPath(id) };
  const enquiry = type === 'enquiry' ? enquiryOf(id) : undefined;
  if (enquiry) {
    return { label: enquiryReference(enquiry.kind, enquiry.id), path: enquiryPath(enquiry) };
  }
  if (type === 'statement' || type === 'bank_credit') {
    return { label: `${TYPE_LABELS[type]} ${id}`, path: '/staff/payments' };
  }
  if (type === 'offer' && /^\d+$/.test(id)) {
    return { label: `Offer ${id}`, path: offerPath(Number(id)) };
  }
  if (type === 'program') return { label: `${TYPE_LABELS[type]} ${id}`, path: programPath(id) };
  if (type === 'mentor_profile') {
    return { label: `${TYPE_LABELS[type]} ${id}`, path: mentorPath(id) };
  }
  if (type === 'user' && /^\d+$/.test(id)) {
    return { label: `Account ${id}`, path: `/staff/learners/${id}` };
  }
  return { label: `${TYPE_LABELS[type]} ${id}` };
}

/**
 * The record an entry is about: a link when the console has a page for it that the reader's
 * role may open (the accountant reads the log, not the enquiries or learners it names).
 */
export function RecordLink({ entry }: { entry: AuditEntry }) {
  const canOpen = useCanOpen();
  const { label, path } = recordPage(entry);
  if (!path || !canOpen(path)) return <span>{label}</span>;
  return (
    <Link to={path} className={linkClass}>
      {label}
    </Link>
  );
}
