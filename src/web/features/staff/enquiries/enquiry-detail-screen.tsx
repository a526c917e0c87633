import type { ReactNode } from 'react';
import { ENQUIRY_KIND_LABELS, type EnquiryDetail } from '../../../../domain/staff/enquiries.ts';
import type { Members } from '../api/members-api.ts';
import { Panel, StaffPage } from '../layout/staff-page.tsx';
import { DateTime } from '../ui/dates.tsx';
import { DetailsList } from '../ui/details-list.tsx';
import { EnquiryStatusBadge } from '../ui/status-badges.tsx';
import type { SavedReplies } from './enquiry-desk-api.ts';
import { EnquiryHandling } from './enquiry-handling.tsx';
import { EnquiryNoteForm } from './enquiry-note-form.tsx';
import { OverdueBadge, ReplyBy } from './enquiry-reply-by.tsx';
import { EnquiryReplyForm } from './enquiry-reply-form.tsx';
import { SavedRepliesPanel } from './enquiry-saved-replies.tsx';
import { EnquiryTimeline } from './enquiry-timeline.tsx';

const BACK = { to: '/staff/enquiries', label: 'Enquiries' };

/**
 * One enquiry: what the person sent, who has it, when they were promised a reply, and the
 * conversation with them. `members` are whom it can be assigned to; `saved` the team's saved
 * replies. Each change goes to the route's clientAction, which has the enquiry loaded again.
 */
export function EnquiryDetailScreen({
  enquiry,
  members,
  saved,
}: {
  enquiry: EnquiryDetail;
  members: Members;
  saved: SavedReplies;
}) {
  return (
    <StaffPage
      back={BACK}
      title={enquiry.reference}
      badge={
        <span className="flex flex-wrap gap-1.5">
          <EnquiryStatusBadge status={enquiry.status} />
          {enquiry.overdue ? <OverdueBadge /> : null}
        </span>
      }
      intro={
        <>
          {ENQUIRY_KIND_LABELS[enquiry.kind]} enquiry from {enquiry.name}, received{' '}
          <DateTime iso={enquiry.created_at} />. They were promised a reply by{' '}
          <ReplyBy iso={enquiry.reply_by} lead="the end of" />.
        </>
      }
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Panel title="What they sent">
          <DetailsList
            items={enquiry.fields.map(({ label, value }) => ({ label, value: value || '—' }))}
          />
        </Panel>
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <EnquiryHandling enquiry={enquiry} members={members} />
          <SavedRepliesPanel saved={saved} />
        </div>
        <Panel title="Timeline">
          <div className="flex flex-col gap-6">
            <EnquiryTimeline events={enquiry.timeline} />
            <div className="border-t border-line pt-6">
              <EnquiryReplyForm enquiry={enquiry} saved={saved} />
            </div>
            <div className="border-t border-line pt-6">
              <EnquiryNoteForm />
            </div>
          </div>
        </Panel>
      </div>
    </StaffPage>
  );
}

/** An enquiry's page before there is an enquiry to show: `children` says why. */
export function EnquiryPlaceholder({ children }: { children: ReactNode }) {
  return (
    <StaffPage back={BACK} title="Enquiry">
      {children}
    </StaffPage>
  );
}
