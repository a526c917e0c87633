import { AtSign, PhoneCall } from 'lucide-react';
import { useState } from 'react';
import {
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  type EnquiryDetail,
  type EnquiryUpdate,
} from '../../../../domain/staff/enquiries.ts';
import type { PersonRef } from '../../../../domain/staff/list-query.ts';
import { failureMessage } from '../../../api/client.ts';
import { Alert } from '../../../components/alert.tsx';
import { updateEnquiry } from '../api/enquiries-api.ts';
import { fetchMembers } from '../api/members-api.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { Panel } from '../layout/staff-page.tsx';
import { labelledChoices, SelectField } from '../ui/select-field.tsx';

interface Props {
  enquiry: EnquiryDetail;
  onChanged: (enquiry: EnquiryDetail) => void;
}

/** Who can take the enquiry: the members, and whoever has it now even if they have left. */
function assigneeChoices(members: PersonRef[], current: PersonRef | null) {
  const people =
    current && !members.some((m) => m.id === current.id) ? [current, ...members] : members;
  return [
    { value: '', label: 'Unassigned' },
    ...people.map((p) => ({ value: String(p.id), label: p.name })),
  ];
}

/** Status and assignee, each saved as soon as it is chosen; and the ways to reach the person. */
export function EnquiryHandling({ enquiry, onChanged }: Props) {
  const members = useApiData('members', fetchMembers);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const save = async (change: EnquiryUpdate, done: (saved: EnquiryDetail) => string) => {
    setSaving(true);
    setMessage(null);
    const result = await updateEnquiry(enquiry.kind, enquiry.id, change);
    setSaving(false);
    if (result.ok) {
      onChanged(result.data);
      setMessage({ tone: 'success', text: done(result.data) });
    } else {
      setMessage({ tone: 'error', text: failureMessage(result, 'The change was not saved.') });
    }
  };

  const memberList = members.state.status === 'ready' ? members.state.data.results : [];
  return (
    <Panel title="Handling">
      <div className="flex flex-col gap-4">
        <SelectField
          label="Status"
          value={enquiry.status}
          disabled={saving}
          choices={labelledChoices(ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS)}
          onChange={(event) => {
            const status = event.target.value as EnquiryDetail['status'];
            void save({ status }, () => `Status set to ${ENQUIRY_STATUS_LABELS[status]}.`);
          }}
        />
        <SelectField
          label="Assignee"
          value={enquiry.assignee ? String(enquiry.assignee.id) : ''}
          disabled={saving || members.state.status === 'loading'}
          choices={assigneeChoices(memberList, enquiry.assignee)}
          onChange={(event) => {
            const id = event.target.value;
            void save({ assignee_id: id ? Number(id) : null }, (saved) =>
              saved.assignee ? `Assigned to ${saved.assignee.name}.` : 'Unassigned.',
            );
          }}
        />
        {members.state.status === 'error' ? (
          <Alert tone="error">The team could not be loaded: {members.state.message}</Alert>
        ) : null}
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
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
        </ul>
      </div>
    </Panel>
  );
}
