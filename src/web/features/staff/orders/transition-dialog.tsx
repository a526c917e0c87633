import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  orderConflictSchema,
  type OrderTransitionRequest,
  type StaffOrderDetail,
} from '../../../../domain/staff/orders.ts';
import { failureMessage, refusedField } from '../../../api/client.ts';
import { Alert } from '../../../components/alert.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { transitionOrder } from '../api/orders-api.ts';
import { dangerButtonClass, dialogActionsClass } from '../../../components/dialog-buttons.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { TRANSITION_COPY, type StaffTransition } from './transition-copy.ts';
import {
  CancelOrderForm,
  MarkPaidForm,
  RefundForm,
  type FieldFailure,
  type TransitionFormProps,
} from './transition-forms.tsx';

const FORMS: Record<StaffTransition, (props: TransitionFormProps) => ReactNode> = {
  paid: MarkPaidForm,
  cancelled: CancelOrderForm,
  refunded: RefundForm,
};

/** How a change ended, for the order's page to show. */
export type TransitionOutcome =
  | { kind: 'done'; order: StaffOrderDetail; message: string }
  /** Someone changed the order meanwhile: their version, and the server's words. */
  | { kind: 'conflict'; order: StaffOrderDetail; message: string };

/** The request fields each form shows, for the server's refusals that name one. */
const FORM_FIELDS: Record<StaffTransition, readonly string[]> = {
  paid: ['utr'],
  cancelled: ['reason'],
  refunded: ['amount_paise', 'reason'],
};

interface Review {
  request: OrderTransitionRequest;
  summary: ReactNode;
}

/**
 * Two steps: what the change needs (UTR, reason, amount), then 'are you sure?'. The form stays
 * mounted behind the second step, so 'Back' finds what was typed.
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
  const [failure, setFailure] = useState<FieldFailure | null>(null);
  const [busy, setBusy] = useState(false);
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

  const confirm = async (request: OrderTransitionRequest) => {
    setBusy(true);
    setFailure(null);
    const result = await transitionOrder(order.number, request);
    setBusy(false);
    if (result.ok) {
      onOutcome({ kind: 'done', order: result.data, message: copy.done });
      return;
    }
    const conflict =
      result.kind === 'http' && result.status === 409
        ? orderConflictSchema.safeParse(result.body)
        : null;
    if (conflict?.success) {
      onOutcome({ kind: 'conflict', order: conflict.data.order, message: conflict.data.error });
      return;
    }
    const named = refusedField(result);
    const field = named && FORM_FIELDS[to].includes(named) ? named : undefined;
    setFailure({ field, message: failureMessage(result, 'The order was not changed.') });
    // A refusal about one field is mended in the form.
    if (field) backToForm();
  };

  return (
    <ModalDialog title={`${copy.action}: ${order.number}`} onClose={onClose}>
      <div ref={formBox} hidden={review !== null}>
        <Form
          order={order}
          failure={failure}
          onReview={(request, summary) => {
            setFailure(null);
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
          onConfirm={() => void confirm(review.request)}
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
