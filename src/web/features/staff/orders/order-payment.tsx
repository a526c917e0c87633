import { formatPaise } from '../../../../domain/money.ts';
import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import { DateTime } from '../ui/dates.tsx';
import { DetailsList, type Detail } from '../ui/details-list.tsx';

const mono = (text: string) => <span className="font-mono">{text}</span>;

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
  if (order.paid_at) items.push({ label: 'Paid on', value: <DateTime iso={order.paid_at} /> });
  if (order.cancel_reason) items.push({ label: 'Cancelled because', value: order.cancel_reason });
  if (order.refund_paise !== null) {
    items.push({ label: 'Refunded', value: formatPaise(order.refund_paise) });
  }
  if (order.refund_reason) items.push({ label: 'Refund reason', value: order.refund_reason });
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
