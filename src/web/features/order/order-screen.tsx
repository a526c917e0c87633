import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { LearnerOrder } from '../../../domain/learner-orders.ts';
import { LEARNER_STATUS_TEXT } from '../../../domain/order-statuses.ts';
import { formatPaise } from '../../../domain/money.ts';
import { failureMessage } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { Amounts } from '../../components/amounts.tsx';
import { buttonClass } from '../../components/button.tsx';
import { PageNotFound } from '../../components/page-not-found.tsx';
import { cn } from '../../lib/cn.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { announceAuthChanged } from '../auth/session.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { cancelOrder, fetchOrder } from './order-api.ts';
import { OrderDocuments } from './order-documents.tsx';
import { PayPanel } from './pay-panel.tsx';
import { ReportForm } from './report-form.tsx';
import { CardSection } from '../../components/card-section.tsx';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

// The server no longer knows this session: the shared session state sends the page to /login.
const sessionLost = () => announceAuthChanged({ status: 'signed-out' });

function Summary({ order }: { order: LearnerOrder }) {
  return (
    <CardSection
      headingId="summary-heading"
      heading="Order summary"
      className="flex flex-col gap-4 p-5"
    >
      <ul className="divide-y divide-line" aria-label="Items">
        {order.items.map((item) => (
          <li key={`${item.program}|${item.plan}`} className="flex justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-ink">{item.program}</p>
              <p className="text-sm text-muted">{item.plan}</p>
            </div>
            <p className="font-bold whitespace-nowrap text-brand-950">
              {formatPaise(item.plan_paise)}
            </p>
          </li>
        ))}
      </ul>
      <Amounts
        lines={[
          { label: 'Original amount', amount: formatPaise(order.original_paise) },
          ...(order.referral_code
            ? [
                {
                  label: `Referral discount (${order.referral_code})`,
                  amount: `−${formatPaise(order.discount_paise)}`,
                },
              ]
            : []),
        ]}
        total={formatPaise(order.total_paise)}
      />
      <p className="text-xs text-muted">Placed {dateTime.format(new Date(order.created_at))}</p>
    </CardSection>
  );
}

const OUTCOME_TONES = {
  waiting: { box: 'border-accent-300 bg-accent-100/60', title: 'text-accent-700', Icon: Clock },
  done: {
    box: 'border-success-700/30 bg-success-50',
    title: 'text-success-700',
    Icon: CheckCircle2,
  },
  closed: { box: 'border-line bg-slate-50', title: 'text-slate-700', Icon: XCircle },
};

function OutcomePanel({
  tone,
  title,
  children,
}: {
  tone: keyof typeof OUTCOME_TONES;
  title: string;
  children: ReactNode;
}) {
  const { box, title: titleClass, Icon } = OUTCOME_TONES[tone];
  return (
    <div className={cn('rounded-card border p-5', box)} role="status">
      <p className={cn('flex items-center gap-2 text-lg font-bold', titleClass)}>
        <Icon aria-hidden className="size-5" />
        {title}
      </p>
      {children}
    </div>
  );
}

/** What became of an order that is no longer waiting for money. */
function Outcome({ order }: { order: LearnerOrder }) {
  const text = LEARNER_STATUS_TEXT[order.status];
  if (order.status === 'payment_reported') {
    return (
      <OutcomePanel tone="waiting" title={text}>
        <p className="mt-2 text-ink">
          You sent UPI reference (UTR){' '}
          <strong className="font-mono" data-testid="reported-utr">
            {order.reported_utr}
          </strong>
          . We check it against our bank and enrol you, usually within one working day. We will
          email you when it is done.
        </p>
      </OutcomePanel>
    );
  }
  if (order.status === 'paid') {
    return (
      <OutcomePanel tone="done" title={text}>
        <Link to="/my-programs" className={cn(buttonClass.primary, 'mt-4')}>
          Go to My programs
        </Link>
      </OutcomePanel>
    );
  }
  return (
    <OutcomePanel tone="closed" title={text}>
      {order.cancel_reason ? <p className="mt-2 text-ink">{order.cancel_reason}</p> : null}
      {order.refund_paise !== null ? (
        <p className="mt-2 text-ink">Refunded {formatPaise(order.refund_paise)}.</p>
      ) : null}
      <Link to="/programs" className={cn(buttonClass.secondary, 'mt-4')}>
        Browse programs
      </Link>
    </OutcomePanel>
  );
}

function AwaitingPayment({
  order,
  onChange,
}: {
  order: LearnerOrder;
  onChange: (order: LearnerOrder) => void;
}) {
  const [cancelling, setCancelling] = useState(false);
  const formId = useId();
  const upi = order.upi;
  const amount = formatPaise(upi?.amount_paise ?? order.total_paise);
  return (
    <section
      aria-labelledby="pay-heading"
      className="flex flex-col gap-5 rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <div>
        <h2 id="pay-heading" className="text-xl font-bold text-ink">
          Pay {amount} by UPI
        </h2>
        <p className="mt-1 text-sm text-muted">
          Pay by <strong className="text-ink">{dateTime.format(new Date(order.expires_at))}</strong>
          ; an unpaid order expires then.
        </p>
      </div>
      {upi ? <PayPanel number={order.number} upi={upi} /> : null}
      {order.can_report_payment ? (
        <div className="border-t border-line pt-5">
          <h3 className="mb-3 font-bold text-ink">Paid? Tell us the reference</h3>
          <ReportForm
            id={formId}
            number={order.number}
            onReported={onChange}
            onUnauthorised={sessionLost}
          />
          {/* On a phone the amount and the form's button stay in view while the ways to pay
              and the items scroll; it sends the same form. */}
          <div className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-between gap-4 border-t border-line bg-white px-4 py-3 shadow-raised md:hidden">
            <p className="leading-tight">
              <span className="block text-xs text-muted">To pay</span>
              <span className="text-lg font-extrabold text-brand-950">{amount}</span>
            </p>
            <button type="submit" form={formId} className={cn(buttonClass.primary, 'py-2.5')}>
              I have paid
            </button>
          </div>
        </div>
      ) : null}
      {order.can_cancel ? (
        <button
          type="button"
          onClick={() => setCancelling(true)}
          className="self-center rounded-control px-3 py-1.5 text-sm font-semibold text-danger-700 hover:bg-danger-50"
        >
          Cancel order
        </button>
      ) : null}
      {cancelling ? (
        <ConfirmDialog
          title="Cancel this order?"
          confirmLabel="Yes, cancel the order"
          busyLabel="Cancelling..."
          danger
          onClose={() => setCancelling(false)}
          onConfirm={async () => {
            const result = await cancelOrder(order.number);
            if (result.ok) {
              onChange(result.data);
              return null;
            }
            if (result.kind === 'http' && result.status === 401) {
              sessionLost();
              return null;
            }
            return failureMessage(result, 'The order could not be cancelled.', 'Network error.');
          }}
        >
          <p>
            Order {order.number} will be cancelled. Do not pay for it after this; if you have
            already paid, close this and report the payment instead.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** One of the signed-in learner's orders: where it stands, and how to pay while it is unpaid. */
export function OrderScreen({ number }: { number: string }) {
  const { state, replace } = useApiData(number, () => fetchOrder(number), {
    fallback: 'The order could not be loaded.',
    network: 'Network error.',
  });
  const failedWith = state.status === 'error' ? state.httpStatus : undefined;
  useEffect(() => {
    if (failedWith === 401) sessionLost();
  }, [failedWith]);

  // Back from the UPI app, or from waiting on a reported payment: read the order again, quietly.
  const status = state.status === 'ready' ? state.data.status : null;
  useEffect(() => {
    if (status !== 'awaiting_payment' && status !== 'payment_reported') return;
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      void fetchOrder(number).then((result) => {
        if (result.ok && result.data.status !== status) replace(result.data);
      });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [number, status, replace]);

  if (failedWith === 404) return <PageNotFound />;
  if (state.status === 'loading' || failedWith === 401) {
    return <p className="mx-auto max-w-5xl px-4 py-16 text-muted">Loading...</p>;
  }
  if (state.status === 'error') {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <Alert tone="error">{state.message}</Alert>
      </div>
    );
  }
  const order = state.data;
  const update = (next: LearnerOrder) => {
    replace(next);
    // The form that changed it was far down the page; what became of the order is at the top.
    window.scrollTo({ top: 0 });
  };
  return (
    <div className="bg-surface px-4 py-8 sm:py-14">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">
          Order {order.number}
        </h1>
        <p className="mt-1 text-muted" data-testid="order-status">
          {LEARNER_STATUS_TEXT[order.status]}
        </p>
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-6 md:grid-cols-[minmax(0,1fr)_22rem]">
          {order.status === 'awaiting_payment' ? (
            <AwaitingPayment order={order} onChange={update} />
          ) : (
            <div className="flex flex-col gap-6">
              <Outcome order={order} />
              <OrderDocuments documents={order.documents} />
            </div>
          )}
          <Summary order={order} />
        </div>
        <p className="mt-6 text-sm">
          <Link to="/profile#my-orders" className="font-semibold text-brand-700 hover:underline">
            All my orders
          </Link>
        </p>
        {/* Room for the phone's bottom bar, so that it hides nothing at the end of the page. */}
        {order.status === 'awaiting_payment' ? <div className="h-20 md:hidden" /> : null}
      </div>
    </div>
  );
}
