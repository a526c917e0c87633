import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { LearnerOrder } from '../../../domain/learner-orders.ts';
import { LEARNER_STATUS_TEXT, type OrderStatus } from '../../../domain/order-statuses.ts';
import { formatPaise } from '../../../domain/money.ts';
import { formatIndiaDateTime } from '../../../domain/india-time-format.ts';
import { Amounts } from '../../components/amounts.tsx';
import { buttonClass } from '../../components/button.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { cn } from '../../lib/cn.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { HelpLine } from './help-line.tsx';
import { OrderDocuments } from './order-documents.tsx';
import { PayPanel } from './pay-panel.tsx';
import { ReportForm } from './report-form.tsx';
import { ReportedPayment } from './reported-payment.tsx';

/** How often a shown order page asks whether staff have confirmed the payment. */
export const VERIFYING_READ_MS = 20_000;

/** '5 Dec 2026, 2:15 pm IST': India's time, labelled, whatever the device's zone. */
const inIndia = (iso: string) => `${formatIndiaDateTime(iso)} IST`;

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
              {/* An upgrade keeps the cohort the learner is in: the plan it moves from says more. */}
              <p className="text-sm text-muted">
                {item.upgrade_from ? `Upgrade from ${item.upgrade_from}` : item.cohort}
              </p>
              {item.refunded ? (
                <p className="mt-1 text-sm font-semibold text-danger-700">Refunded</p>
              ) : null}
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
      <p className="text-xs text-muted">Placed {inIndia(order.created_at)}</p>
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
      <h2
        className={cn('flex items-center gap-2 text-lg font-bold', titleClass)}
        data-testid="order-status"
      >
        <Icon aria-hidden className="size-5" />
        {title}
      </h2>
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
        <ReportedPayment order={order} />
      </OutcomePanel>
    );
  }
  if (order.status === 'paid' || order.status === 'partly_refunded') {
    return (
      <OutcomePanel tone="done" title={text}>
        {order.refund_paise !== null ? (
          <p className="mt-2 text-ink">
            Refunded {formatPaise(order.refund_paise)} of {formatPaise(order.total_paise)}.
          </p>
        ) : null}
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

function AwaitingPayment({ order }: { order: LearnerOrder }) {
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
          Pay by <strong className="text-ink">{inIndia(order.expires_at)}</strong>; an unpaid order
          expires then.
        </p>
      </div>
      {upi ? (
        <PayPanel number={order.number} upi={upi} openUntil={inIndia(order.expires_at)} />
      ) : null}
      {order.can_report_payment ? (
        <div className="border-t border-line pt-5">
          <h3 className="mb-3 font-bold text-ink">Paid? Tell us the reference</h3>
          <ReportForm id={formId} />
          {/* On a phone the amount and the form's button stay in view while the ways to pay
              and the items scroll; it sends the same form. */}
          <div className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-between gap-4 border-t border-line bg-white px-4 py-3 shadow-raised md:hidden">
            <div className="leading-tight">
              <p>
                <span className="block text-xs text-muted">To pay</span>
                <span className="text-lg font-extrabold text-brand-950">{amount}</span>
              </p>
              <HelpLine number={order.number} />
            </div>
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
        <CancelOrderDialog number={order.number} onClose={() => setCancelling(false)} />
      ) : null}
    </section>
  );
}

/**
 * While the order waits for money, the page reads it again when the learner comes back to the
 * tab; while staff are verifying a reported payment, also every VERIFYING_READ_MS while the tab
 * is shown, so 'Paid' appears without a reload.
 */
function useReadAgainWhileWaiting(waiting: boolean, verifying: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!waiting) return;
    const shown = () => document.visibilityState === 'visible';
    const onVisible = () => {
      if (shown()) void revalidate();
    };
    document.addEventListener('visibilitychange', onVisible);
    const timer = verifying
      ? setInterval(() => {
          if (shown()) void revalidate();
        }, VERIFYING_READ_MS)
      : undefined;
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
    };
  }, [waiting, verifying, revalidate]);
}

/**
 * When the order moves on while it is shown (the report form or cancelling, far down the page,
 * or the order read again), the page goes to the top, where what became of it is.
 */
function useTopOnStatusChange(status: OrderStatus) {
  const shown = useRef(status);
  useEffect(() => {
    if (shown.current === status) return;
    shown.current = status;
    window.scrollTo({ top: 0 });
  }, [status]);
}

/** One of the signed-in learner's orders: where it stands, and how to pay while it is unpaid. */
export function OrderScreen({ order }: { order: LearnerOrder }) {
  useReadAgainWhileWaiting(
    order.status === 'awaiting_payment' || order.status === 'payment_reported',
    order.status === 'payment_reported',
  );
  useTopOnStatusChange(order.status);
  return (
    <div className="bg-surface px-4 py-8 sm:py-14">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">
          Order {order.number}
        </h1>
        {/* Once the order has moved on, the panel below heads with its state: said once. */}
        {order.status === 'awaiting_payment' ? (
          <p className="mt-1 text-muted" data-testid="order-status">
            {LEARNER_STATUS_TEXT[order.status]}
          </p>
        ) : null}
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-6 md:grid-cols-[minmax(0,1fr)_22rem]">
          {order.status === 'awaiting_payment' ? (
            <AwaitingPayment order={order} />
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
        {order.status === 'awaiting_payment' ? <div className="h-28 md:hidden" /> : null}
      </div>
    </div>
  );
}
