import { useState } from 'react';
import type { EnquiryBulk } from '../../../../domain/staff/enquiries.ts';
import { Alert } from '../../../components/alert.tsx';
import { cn } from '../../../lib/cn.ts';
import type { Members } from '../api/members-api.ts';
import type { Answer } from '../../../lib/route-answer.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { ActionDialog } from '../ui/action-dialog.tsx';
import { smallButtonClass, smallDangerButtonClass } from '../ui/buttons.ts';
import { SelectField } from '../ui/select-field.tsx';
import { useSelection } from './enquiry-selection.tsx';

const UNASSIGN = 'none';

/**
 * What can be done to the ticked enquiries at once: assign them to a member (or unassign them),
 * or close them after a confirmation. The list is loaded again, and the ticks cleared, once done.
 */
export function EnquiryBulkBar({ members }: { members: Members }) {
  const selection = useSelection();
  const [assignee, setAssignee] = useState('');
  const [closing, setClosing] = useState(false);
  const [closed, setClosed] = useState<string | null>(null);
  const assign = useRouteChange<EnquiryBulk>((answer) => {
    if (answer.ok) selection.clear();
  });
  const count = selection.chosen.length;
  const notice: Answer | null = assign.answer ?? (closed ? { ok: true, message: closed } : null);
  if (count === 0 && !notice) return null;

  const people = members.ok ? members.people : [];
  return (
    <section
      aria-label="Change the selected enquiries"
      className="flex flex-col gap-3 rounded-card border border-line bg-white px-4 py-3 shadow-card"
    >
      {count > 0 ? (
        <div className="flex flex-wrap items-end gap-3">
          <p className="self-center font-semibold text-ink">{count} selected</p>
          <SelectField
            label="Assign to"
            value={assignee}
            disabled={assign.busy}
            onChange={(event) => setAssignee(event.target.value)}
            choices={[
              { value: '', label: 'Choose…' },
              { value: UNASSIGN, label: 'Nobody (unassign)' },
              ...people.map((p) => ({ value: String(p.id), label: p.name })),
            ]}
          />
          <button
            type="button"
            className={smallButtonClass}
            disabled={assignee === '' || assign.busy}
            onClick={() => {
              setClosed(null);
              void assign.send({
                action: 'assign',
                enquiries: selection.chosen,
                assignee_id: assignee === UNASSIGN ? null : Number(assignee),
              });
            }}
          >
            {assign.busy ? 'Assigning...' : 'Assign'}
          </button>
          <button
            type="button"
            className={cn(smallDangerButtonClass, 'sm:ml-auto')}
            onClick={() => {
              assign.forget();
              setClosing(true);
            }}
          >
            Close {count === 1 ? 'it' : 'them'}
          </button>
        </div>
      ) : null}
      {members.ok ? null : (
        <Alert tone="error">The team could not be loaded: {members.error}</Alert>
      )}
      {notice ? (
        <Alert tone={notice.ok ? 'success' : 'error'}>
          {notice.ok ? notice.message : notice.error}
        </Alert>
      ) : null}
      {closing ? (
        <ActionDialog<EnquiryBulk>
          title={count === 1 ? 'Close 1 enquiry?' : `Close ${count} enquiries?`}
          confirmLabel="Close them"
          busyLabel="Closing..."
          change={{ action: 'close', enquiries: selection.chosen }}
          onDone={(answer) => {
            selection.clear();
            setClosed(answer.message);
            setClosing(false);
          }}
          onClose={() => setClosing(false)}
        >
          <p>
            Each is marked Closed, with a line on its timeline and in the audit log. Nobody is
            mailed.
          </p>
        </ActionDialog>
      ) : null}
    </section>
  );
}
