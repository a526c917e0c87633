import { useState, type ReactNode } from 'react';
import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import { Panel, StaffPage } from '../layout/staff-page.tsx';
import { DateTime } from '../ui/dates.tsx';
import { Notice, type NoticeMessage } from '../ui/notice.tsx';
import { OrderStatusBadge } from '../ui/status-badges.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderDocuments } from './order-documents.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderNotes } from './order-notes.tsx';
import { OrderPayment } from './order-payment.tsx';
import { OrderBuyer, OrderLearner } from './order-people.tsx';
import { OrderSeats } from './order-seats.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { ResendInvoice } from './resend-invoice.tsx';
import type { StaffTransition } from './transition-copy.ts';
import { TransitionDialog, type TransitionOutcome } from './transition-dialog.tsx';

const BACK = { to: '/staff/orders', label: 'Orders' };

/** The button that opened the dialog may be gone with the order's new state: focus goes here. */
function outcomeNotice(outcome: TransitionOutcome): NoticeMessage {
  if (outcome.outcome === 'done')
    return { tone: 'success', text: outcome.message, takeFocus: true };
  return {
    tone: 'error',
    text: `${outcome.message.replace(/\.$/, '')}. The page now shows the order as it is; check it before trying again.`,
    takeFocus: true,
  };
}

/**
 * One order: what was bought, the money, who changed it and when, and what staff can do. A
 * change goes to the route's clientAction, which has the order loaded again.
 */
export function OrderDetailScreen({ order }: { order: StaffOrderDetail }) {
  const [changing, setChanging] = useState<StaffTransition | null>(null);
  const [message, setMessage] = useState<NoticeMessage | null>(null);

  return (
    <StaffPage
      back={BACK}
      title={`Order ${order.number}`}
      badge={<OrderStatusBadge status={order.status} />}
      intro={
        <>
          Placed <DateTime iso={order.created_at} /> by {order.learner.username}.
        </>
      }
    >
      <Notice message={message} />
      <OrderActions
        order={order}
        onStart={(to) => {
          setMessage(null);
          setChanging(to);
        }}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <Panel title="Items and amounts">
            <OrderItems
              order={order}
              onRestored={(text) => setMessage({ tone: 'success', text, takeFocus: true })}
            />
          </Panel>
          {order.seats ? (
            <Panel title="Seats">
              <OrderSeats
                order={order}
                seats={order.seats}
                onChanged={(text) => setMessage({ tone: 'success', text, takeFocus: true })}
              />
            </Panel>
          ) : null}
          <Panel title="Payment">
            <OrderPayment order={order} />
          </Panel>
          <Panel title="Timeline">
            <OrderTimeline events={order.timeline} />
          </Panel>
          <Panel title="Internal notes">
            <OrderNotes notes={order.notes} />
          </Panel>
        </div>
        <div className="flex flex-col gap-6">
          <Panel title="Learner">
            <OrderLearner learner={order.learner} />
          </Panel>
          <Panel title="Buyer details">
            <OrderBuyer order={order} />
          </Panel>
          <Panel title="Documents">
            <OrderDocuments documents={order.documents} />
            <ResendInvoice order={order} />
          </Panel>
        </div>
      </div>
      {changing ? (
        <TransitionDialog
          order={order}
          to={changing}
          onClose={() => setChanging(null)}
          onOutcome={(outcome) => {
            setMessage(outcomeNotice(outcome));
            setChanging(null);
          }}
        />
      ) : null}
    </StaffPage>
  );
}

/** An order's page before there is an order to show: `children` says why. */
export function OrderPlaceholder({ number, children }: { number: string; children: ReactNode }) {
  return (
    <StaffPage back={BACK} title={`Order ${number}`}>
      {children}
    </StaffPage>
  );
}
