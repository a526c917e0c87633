import { AtSign, MessageCircle, PhoneCall } from 'lucide-react';
import {
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  type EnquiryDetail,
  type EnquiryStatus,
} from '../../../../domain/staff/enquiries.ts';
import { whatsAppLink } from '../../../../domain/staff/enquiry-desk.ts';
import type { PersonRef } from '../../../../domain/staff/list-query.ts';
import { Alert } from '../../../components/alert.tsx';
import type { Members } from '../api/members-api.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { Panel } from '../layout/staff-page.tsx';
import { labelledChoices, SelectField } from '../ui/select-field.tsx';
import type { EnquiryChange } from './enquiry-changes.ts';

/** Who can take the enquiry: the members, and whoever has it now even if they have left. */
function assigneeChoices(members: PersonRef[], current: PersonRef | null) {
  const people =
    current && !members.some((m) => m.id === current.id) ? [current, ...members] : members;
  return [
    { value: '', label: 'Unassigned' },
    ...people.map((p) => ({ value: String(p.id), label: p.name })),
  ];
}

/**
 * Status and assignee, each saved as soon as it is chosen (the select shows the choice while
 * it is saved); and the ways to reach the person.
 */
export function EnquiryHandling({
  enquiry,
  members,
}: {
  enquiry: EnquiryDetail;
  members: Members;
}) {
  const save = useRouteChange<EnquiryChange>();
  const { answer, sending } = save;
  const status = sending?.intent === 'status' ? sending.status : enquiry.status;
  const assigneeId =
    sending?.intent === 'assignee' ? sending.assignee_id : (enquiry.assignee?.id ?? null);
  const whatsApp = whatsAppLink(enquiry.phone);

  return (
    <Panel title="Handling">
      <div className="flex flex-col gap-4">
        <SelectField
          label="Status"
          value={status}
          disabled={save.busy}
          choices={labelledChoices(ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS)}
          onChange={(event) =>
            void save.send({ intent: 'status', status: event.target.value as EnquiryStatus })
          }
        />
        <SelectField
          label="Assignee"
          value={assigneeId === null ? '' : String(assigneeId)}
          disabled={save.busy}
          choices={assigneeChoices(members.ok ? members.people : [], enquiry.assignee)}
          onChange={(event) => {
            const id = event.target.value;
            void save.send({ intent: 'assignee', assignee_id: id ? Number(id) : null });
          }}
        />
        {members.ok ? null : (
          <Alert tone="error">The team could not be loaded: {members.error}</Alert>
        )}
        {answer ? (
          <Alert tone={answer.ok ? 'success' : 'error'}>
            {answer.ok ? answer.message : answer.error}
          </Alert>
        ) : null}
        <ul className="flex flex-col gap-2 border-t border-line pt-4 text-sm">
          <li>
            <a
              href={`mailto:${enquiry.email}`}
              className="inline-flex items-center gap-2 font-semibold break-all text-brand-700 hover:underline"
            >
              <AtSign aria-hidden className="size-4 shrink-0" />
              {enquiry.email}
            </a>
          </li>
          {enquiry.phone ? (
            <li>
              <a
                href={`tel:${enquiry.phone}`}
                className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
              >
                <PhoneCall aria-hidden className="size-4 shrink-0" />
                {enquiry.phone}
              </a>
            </li>
          ) : null}
          {whatsApp ? (
            <li>
              <a
                href={whatsApp}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
              >
                <MessageCircle aria-hidden className="size-4 shrink-0" />
                WhatsApp {enquiry.name}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </Panel>
  );
}
