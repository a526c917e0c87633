import {
  ENQUIRY_KIND_LABELS,
  type EnquiryDetail,
  type EnquiryKind,
} from '../../../../domain/staff/enquiries.ts';
import { fetchEnquiry } from '../api/enquiries-api.ts';
import { Pending } from '../data/load-states.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { Panel, StaffPage } from '../layout/staff-page.tsx';
import { DateTime } from '../ui/dates.tsx';
import { DetailsList } from '../ui/details-list.tsx';
import { EnquiryStatusBadge } from '../ui/status-badges.tsx';
import { EnquiryHandling } from './enquiry-handling.tsx';
import { EnquiryNoteForm } from './enquiry-note-form.tsx';
import { EnquiryReplyForm } from './enquiry-reply-form.tsx';
import { EnquiryTimeline } from './enquiry-timeline.tsx';

const BACK = { to: '/staff/enquiries', label: 'Enquiries' };

function EnquiryView({
  enquiry,
  onChanged,
}: {
  enquiry: EnquiryDetail;
  onChanged: (enquiry: EnquiryDetail) => void;
}) {
  return (
    <StaffPage
      back={BACK}
      title={enquiry.reference}
      badge={<EnquiryStatusBadge status={enquiry.status} />}
      intro={
        <>
          {ENQUIRY_KIND_LABELS[enquiry.kind]} enquiry from {enquiry.name}, received{' '}
          <DateTime iso={enquiry.created_at} />.
        </>
      }
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Panel title="What they sent">
          <DetailsList
            items={enquiry.fields.map(({ label, value }) => ({ label, value: value || '—' }))}
          />
        </Panel>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <EnquiryHandling enquiry={enquiry} onChanged={onChanged} />
        </div>
        <Panel title="Timeline">
          <div className="flex flex-col gap-6">
            <EnquiryTimeline events={enquiry.timeline} />
            <div className="border-t border-line pt-6">
              <EnquiryReplyForm enquiry={enquiry} onChanged={onChanged} />
            </div>
            <div className="border-t border-line pt-6">
              <EnquiryNoteForm enquiry={enquiry} onChanged={onChanged} />
            </div>
          </div>
        </Panel>
      </div>
    </StaffPage>
  );
}

/** One enquiry: what the person sent, who has it, and the conversation with them. */
export function EnquiryDetailScreen({ kind, id }: { kind: EnquiryKind; id: number }) {
  const { state, replace, reload } = useApiData(`${kind}/${id}`, () => fetchEnquiry(kind, id));
  if (state.status !== 'ready') {
    return (
      <StaffPage back={BACK} title="Enquiry">
        <Pending data={state} onRetry={reload} />
      </StaffPage>
    );
  }
  return <EnquiryView enquiry={state.data} onChanged={replace} />;
}
