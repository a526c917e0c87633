import { Link } from 'react-router';
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
  cohort: 'Cohort',
  session: 'Session',
  enrolment: 'Enrolment',
  material: 'Material',
  certificate: 'Certificate',
  project_submission: 'Project submission',
  booking: 'Booking',
  saved_reply: 'Saved reply',
  program: 'Program',
  mentor_profile: 'Mentor profile',
  offer: 'Offer',
};

/** The record an entry is about, as a link when the console has a page for it. */
export function RecordLink({ entry }: { entry: AuditEntry }) {
  const { record_type: type, record_id: id } = entry;
  if (type === 'order') {
    return (
      <Link to={orderPath(id)} className={linkClass}>
        Order {id}
      </Link>
    );
  }
  if (type === 'enquiry') {
    const enquiry = enquiryOf(id);
    if (enquiry) {
      return (
        <Link to={enquiryPath(enquiry)} className={linkClass}>
          {enquiryReference(enquiry.kind, enquiry.id)}
        </Link>
      );
    }
  }
  if (type === 'statement') {
    return (
      <Link to="/staff/payments" className={linkClass}>
        {TYPE_LABELS[type]} {id}
      </Link>
    );
  }
  if (type === 'offer' && /^\d+$/.test(id)) {
    return (
      <Link to={offerPath(Number(id))} className={linkClass}>
        Offer {id}
      </Link>
    );
  }
  if (type === 'program' || type === 'mentor_profile') {
    return (
      <Link to={type === 'program' ? programPath(id) : mentorPath(id)} className={linkClass}>
        {TYPE_LABELS[type]} {id}
      </Link>
    );
  }
  if (type === 'user' && /^\d+$/.test(id)) {
    return (
      <Link to={`/staff/learners/${id}`} className={linkClass}>
        Account {id}
      </Link>
    );
  }
  return (
    <span>
      {TYPE_LABELS[type]} {id}
    </span>
  );
}
