import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import { lineName } from '../../../../domain/staff/refund-lines.ts';
import { ActionDialog } from '../ui/action-dialog.tsx';
import { Badge } from '../ui/badge.tsx';
import { smallButtonClass } from '../ui/buttons.ts';
import { formatDate } from '../ui/dates.tsx';
import type { RestoreAccessChange } from './order-changes.ts';

export type OrderLine = StaffOrderDetail['items'][number];

/** The access a line gave: active, or ended on a day, with the way to give it back. */
export function LineAccess({
  line,
  onRestore,
}: {
  line: OrderLine;
  /** Absent for a role that may not give access back. */
  onRestore: ((line: OrderLine) => void) | undefined;
}) {
  const { enrolment } = line;
  if (!enrolment) return <span className="text-muted">Not enrolled</span>;
  if (enrolment.ended_at === null) return <Badge tone="green">Active</Badge>;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <span>
        Ended on <time dateTime={enrolment.ended_at}>{formatDate(enrolment.ended_at)}</time>
      </span>
      {onRestore ? (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={`Restore access to ${lineName(line)}`}
          className={smallButtonClass}
          onClick={() => onRestore(line)}
        >
          Restore access
        </button>
      ) : null}
    </span>
  );
}

/** 'Are you sure?' before giving back access; the refund stays recorded. */
export function RestoreAccessDialog({
  order,
  line,
  onDone,
  onClose,
}: {
  order: StaffOrderDetail;
  line: OrderLine;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const name = lineName(line);
  return (
    <ActionDialog<RestoreAccessChange>
      title={`Restore access to ${line.program}?`}
      confirmLabel="Restore access"
      busyLabel="Restoring..."
      change={{ intent: 'restore-access', program: line.program, name }}
      onDone={(answer) => onDone(answer.message)}
      onClose={onClose}
    >
      <p>
        {order.learner.username} gets back access to {name} from order {order.number}.
        {line.refunded ? ' The refund stays recorded as it is.' : ''}
      </p>
      <p className="mt-2 text-sm text-muted">The learner is emailed that their access is back.</p>
    </ActionDialog>
  );
}
