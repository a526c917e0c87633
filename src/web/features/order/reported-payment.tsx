import { useId, useState } from 'react';
import type { LearnerOrder } from '../../../domain/learner-orders.ts';
import { UTR_USED_ELSEWHERE } from '../../../domain/order-states.ts';
import { Alert } from '../../components/alert.tsx';
import { buttonClass } from '../../components/button.tsx';
import { ReportForm } from './report-form.tsx';

/**
 * Under 'Payment being verified': a warning when the UTR was already given for another order
 * (most often a typo), and a way to correct it until staff have confirmed the payment.
 */
export function ReportedPayment({ order }: { order: LearnerOrder }) {
  const formId = useId();
  const [correcting, setCorrecting] = useState(false);
  return (
    <div className="mt-3 flex flex-col gap-3">
      {order.utr_used_elsewhere ? <Alert tone="error">{UTR_USED_ELSEWHERE}</Alert> : null}
      {!order.can_correct_utr ? null : correcting ? (
        <ReportForm key={order.reported_utr} id={formId} intent="correct-utr" />
      ) : (
        <button type="button" className={buttonClass.secondary} onClick={() => setCorrecting(true)}>
          Correct the UTR
        </button>
      )}
    </div>
  );
}
