import { formatPaise } from '../../../../domain/money.ts';
import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import type { OrderCredit, OrderTds } from '../../../../domain/staff/payments.ts';
import { DateTime, formatDay } from '../ui/dates.tsx';
import { DetailsList, type Detail } from '../ui/details-list.tsx';

const mono = (text: string) => <span className="font-mono">{text}</span>;

/** Each credit that paid the order: what of it went here, of how much, from which statement. */
function BankCredits({ credits }: { credits: OrderCredit[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {credits.map((credit) => (
        <li key={credit.line_id}>
          {formatPaise(credit.amount_paise)}
          {credit.credit_paise !== credit.amount_paise
            ? ` of ${formatPaise(credit.credit_paise)}`
            : ''}{' '}
          on {formatDay(credit.date)}, {credit.utr ? <>UTR {mono(credit.utr)}</> : 'no UTR'}{' '}
          <span className="text-sm text-muted">({credit.file_name})</span>
        </li>
      ))}
    </ul>
  );
}

/** TDS the business buyer deducted: a receivable until its certificate comes. */
function Tds({ tds }: { tds: OrderTds }) {
  return (
    <>
      {formatPaise(tds.amount_paise)} under section {tds.section};{' '}
      {tds.certificate_number ? (
        <>
          certificate {mono(tds.certificate_number)}
          {tds.certificate_received_at ? (
            <>
              , received <DateTime iso={tds.certificate_received_at} dateOnly />
            </>
          ) : null}
        </>
      ) : (
        'certificate awaited (record it on Payments)'
      )}
    </>
  );
}

/** '₹2,000.00 for Python (Pro Plan), 5 Dec, credit note MENC/26-27/00004', then the reason. */
function RefundDetail({ refund }: { refund: StaffOrderDetail['refunds'][number] }) {
  return (
    <>
      <span className="font-semibold tabular-nums">{formatPaise(refund.amount_paise)}</span>{' '}
      {refund.programs.length > 0
        ? `for ${refund.programs.join(', ')}`
        : 'of the amount only, access kept'}
      , <DateTime iso={refund.created_at} />
      {refund.credit_note ? <>, credit note {mono(refund.credit_note)}</> : null}
      <span className="block text-muted">Told the learner: {refund.reason}</span>
    </>
  );
}

/** The money side: what the learner reported, what staff confirmed, and anything undone. */
export function OrderPayment({ order }: { order: StaffOrderDetail }) {
  const items: Detail[] = [
    {
      label: 'Reported by the learner',
      value: order.reported_utr ? mono(order.reported_utr) : 'No UPI reference reported',
    },
  ];
  if (order.utr_used_on.length > 0) {
    items.push({
      label: 'UTR also given for',
      value: (
        <span role="alert" className="font-semibold text-danger-700">
          {order.utr_used_on.map((number) => `order ${number}`).join(', ')}: check the bank before
          marking this one paid
        </span>
      ),
    });
  }
  if (order.paid_utr) items.push({ label: 'Paid, UTR', value: mono(order.paid_utr) });
  if (order.bank_credits.length > 0) {
    items.push({
      label:
        order.bank_credits.length === 1 ? 'Paid from the bank credit' : 'Paid from bank credits',
      value: <BankCredits credits={order.bank_credits} />,
    });
  }
  if (order.tds) items.push({ label: 'TDS deducted by the buyer', value: <Tds tds={order.tds} /> });
  if (order.paid_at) items.push({ label: 'Paid on', value: <DateTime iso={order.paid_at} /> });
  if (order.cancel_reason) items.push({ label: 'Cancelled because', value: order.cancel_reason });
  order.refunds.forEach((refund, i) => {
    items.push({
      label: order.refunds.length === 1 ? 'Refunded' : `Refund ${i + 1}`,
      value: <RefundDetail refund={refund} />,
    });
  });
  if (order.refund_paise !== null) {
    items.push({ label: 'Kept', value: formatPaise(order.total_paise - order.refund_paise) });
  }
  if (order.referral_code) {
    items.push({
      label: 'Referral code',
      value: order.referrer
        ? `${order.referral_code}, from ${order.referrer}`
        : order.referral_code,
    });
  }
  return <DetailsList items={items} />;
}
