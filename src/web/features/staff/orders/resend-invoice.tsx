import { Send } from 'lucide-react';
import { can } from '../../../../domain/roles.ts';
import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import { Alert } from '../../../components/alert.tsx';
import { cn } from '../../../lib/cn.ts';
import { useStaffProfile } from '../access/staff-profile.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { smallButtonClass } from '../ui/buttons.ts';
import type { OrderRecordChange } from './order-changes.ts';

/**
 * Mails the latest invoice, and any credit notes, to the buyer again: for a learner who lost the
 * mail. Shown once an invoice exists, to those who may change orders.
 */
export function ResendInvoice({ order }: { order: StaffOrderDetail }) {
  const { role } = useStaffProfile();
  const resend = useRouteChange<OrderRecordChange>();
  const hasInvoice = order.documents.some((d) => d.kind !== 'credit-note');
  if (!hasInvoice || !can(role, 'handle-orders')) return null;
  const { answer } = resend;
  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4">
      <button
        type="button"
        disabled={resend.busy}
        onClick={() => void resend.send({ intent: 'resend-invoice' })}
        className={cn(smallButtonClass, 'self-start')}
      >
        <Send aria-hidden className="size-4" />
        {resend.busy ? 'Sending...' : 'Resend invoice'}
      </button>
      <p className="text-sm text-muted">
        Mails the latest invoice
        {order.documents.some((d) => d.kind === 'credit-note')
          ? ' and the credit notes'
          : ''} to {order.email} again.
      </p>
      {answer ? (
        <Alert tone={answer.ok ? 'success' : 'error'}>
          {answer.ok ? answer.message : answer.error}
        </Alert>
      ) : null}
    </div>
  );
}
