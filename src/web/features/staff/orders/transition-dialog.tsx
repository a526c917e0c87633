import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { OrderTransitionRequest, StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import { Alert } from '../../../components/alert.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { dangerButtonClass, dialogActionsClass } from '../../../components/dialog-buttons.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import type { TransitionAnswer } from './order-changes.ts';
import { TRANSITION_COPY, type StaffTransition } from './transition-copy.ts';
import { RefundForm } from './refund-form.tsx';
import {
  CancelOrderForm,
  MarkPaidForm,
  type FieldFailure,
  type TransitionFormProps,
} from './transition-forms.tsx';

const FORMS: Record<StaffTransition, (props: TransitionFormProps) => ReactNode> = {
  paid: MarkPaidForm,
  cancelled: CancelOrderForm,
  refunded: RefundForm,
};

/** How a change ended when it is for the order's page to say: done, or overtaken. */
export type TransitionOutcome = Exclude<TransitionAnswer, { outcome: 'refused' }>;

interface Review {
  request: OrderTransitionRequest;
  summary: ReactNode;
}

/**
 * Two steps: what the change needs (UTR, reason, amount), then 'are you sure?', which sends it
 * to the order route's clientAction. The form stays mounted behind the second step, so 'Back'
 * finds what was typed; a refusal about one field goes back to the form to mend it.
 */
export function TransitionDialog({
  order,
  to,
  onClose,
  onOutcome,
}: {
  order: StaffOrderDetail;
  to: StaffTransition;
  onClose: () => void;
  onOutcome: (outcome: TransitionOutcome) => void;
}) {
  const copy = TRANSITION_COPY[to];
  const Form = FORMS[to];
  const [review, setReview] = useState<Review | null>(null);
  const formBox = useRef<HTMLDivElement>(null);
  const [returns, setReturns] = useState(0);

  const backToForm = () => {
    setReview(null);
    setReturns((n) => n + 1);
  };

  // Back at the form, focus goes to the field to mend, or else to its first field.
  useEffect(() => {
    if (returns === 0) return;
    const box = formBox.current;
    (
      box?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      box?.querySelector<HTMLElement>('[data-autofocus]')
    )?.focus();
  }, [returns]);

  const change = useRouteChange<OrderTransitionRequest, TransitionAnswer>((answer) => {
    if (answer.outcome !== 'refused') onOutcome(answer);
    else if (answer.field) backToForm();
  });
  const { answer, busy } = change;
  const failure: FieldFailure | null =
    answer?.outcome === 'refused' ? { field: answer.field, message: answer.message } : null;

  return (
    <ModalDialog title={`${copy.action}: ${order.number}`} onClose={onClose}>
      <div ref={formBox} hidden={review !== null}>
        <Form
          order={order}
          failure={failure}
          onReview={(request, summary) => {
            change.forget();
            setReview({ request, summary });
          }}
        />
      </div>
      {review ? (
        <ConfirmStep
          summary={review.summary}
          failure={failure?.field ? null : (failure?.message ?? null)}
          busy={busy}
          danger={copy.danger}
          mailed={copy.mailed}
          confirmLabel={busy ? copy.busy : copy.confirm}
          onBack={backToForm}
          onConfirm={() => void change.send(review.request)}
        />
      ) : null}
    </ModalDialog>
  );
}

function ConfirmStep({
  summary,
  mailed,
  failure,
  busy,
  danger,
  confirmLabel,
  onBack,
  onConfirm,
}: {
  summary: ReactNode;
  mailed: string;
  failure: string | null;
  busy: boolean;
  danger: boolean;
  confirmLabel: string;
  onBack: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p>{summary}</p>
      <p className="text-sm text-muted">{mailed}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className={dialogActionsClass}>
        <button type="button" className={buttonClass.secondary} onClick={onBack}>
          Back
        </button>
        <button
          type="button"
          // Mounted as the step appears: focus moves to the action it asks about.
          autoFocus
          disabled={busy}
          className={danger ? dangerButtonClass : buttonClass.primary}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </div>
  );
}
