import { ORDER_STATUS_LABELS } from '../../../../domain/order-statuses.ts';
import type { OrderEvent } from '../../../../domain/staff/orders.ts';
import { DateTime } from '../ui/dates.tsx';

const EVENT_LABELS: Record<OrderEvent['kind'], string> = {
  placed: 'Order placed',
  payment_reported: 'Payment reported',
  utr_corrected: 'UTR corrected',
  enrolment_restored: 'Access restored',
  invoice_resent: 'Invoice mailed again',
  created_by_staff: 'Created',
  paid: 'Marked as paid',
  cancelled: 'Cancelled',
  refunded: 'Refund recorded',
  // A refund's event is 'refunded'; an order is never moved to this state by any other.
  partly_refunded: 'Refund recorded',
  expired: 'Expired',
};

/** The server leaves the actor out when it was not staff: the learner, or the site itself. */
function whoMade(event: OrderEvent): string {
  if (event.actor) return event.actor.name;
  const byLearner: Array<OrderEvent['kind']> = ['placed', 'payment_reported', 'utr_corrected'];
  // A learner's cancellation carries their reason in its note.
  if (byLearner.includes(event.kind) || event.note?.startsWith('Cancelled by the learner')) {
    return 'the learner';
  }
  return 'the site';
}

export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  if (events.length === 0) return <p className="text-muted">No changes recorded.</p>;
  return (
    <ol className="relative flex flex-col gap-4 border-l-2 border-line pl-5">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span
            aria-hidden
            className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-white bg-brand-600"
          />
          <p className="font-semibold text-ink">
            {EVENT_LABELS[event.kind]}
            <span className="font-normal text-muted"> by {whoMade(event)}</span>
          </p>
          <p className="text-sm text-muted">
            <DateTime iso={event.created_at} />
            {event.from_status
              ? ` · ${ORDER_STATUS_LABELS[event.from_status]} → ${ORDER_STATUS_LABELS[event.to_status]}`
              : ''}
          </p>
          {event.note ? (
            <p className="mt-1 break-words whitespace-pre-wrap text-ink">{event.note}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
