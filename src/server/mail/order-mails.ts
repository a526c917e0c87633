import { formatRupees } from '../../domain/catalogue/plans.ts';
import type { Order } from '../../domain/checkout.ts';
import type { OrderRow } from '../repositories/orders.ts';
import type { OutgoingMail } from './outbox.ts';
import { renderMail } from './templates.ts';

interface Settings {
  siteName: string;
  enquiryInbox: string;
  payeeId: string;
}

function orderDetails(order: Order): Array<[string, string]> {
  const lines: Array<[string, string]> = order.items.map((item, i) => [
    `Item ${i + 1}`,
    `${item.program}, ${item.plan}: ${formatRupees(item.plan_amount)}`,
  ]);
  lines.push(['Original amount', formatRupees(order.original_amount)]);
  if (order.referral_code) {
    lines.push([
      'Referral',
      `${order.referral_code} (${order.referrer}): -${formatRupees(order.discount_amount)}`,
    ]);
  }
  lines.push(['Total', formatRupees(order.total)]);
  return lines;
}

/** To the staff inbox when an order is placed: who bought what, awaiting their UPI payment. */
export function orderPlacedMail(row: OrderRow, order: Order, settings: Settings): OutgoingMail {
  return {
    dedupeKey: `order-${row.id}-placed`,
    to: settings.enquiryInbox,
    ...renderMail({
      siteName: settings.siteName,
      subject: `New order ${order.number}: ${formatRupees(order.total)}, awaiting payment`,
      heading: `Order ${order.number} from ${row.name}`,
      paragraphs: [
        `The learner is paying ${formatRupees(order.total)} by UPI to ${settings.payeeId} with reference ${order.number}. Check the payment has arrived before giving access.`,
      ],
      details: [
        ['Order', order.number],
        ['Name', row.name],
        ['Email', row.email],
        ['Phone', row.phone],
        ['Address', row.address],
        ...orderDetails(order),
      ],
    }),
  };
}

/** When the learner reports their payment: their confirmation, and a note to the staff. */
export function paymentReportedMails(
  row: OrderRow,
  order: Order,
  settings: Settings,
): OutgoingMail[] {
  const confirmation = renderMail({
    siteName: settings.siteName,
    subject: `Your order ${order.number}`,
    heading: `Thank you, ${row.name}`,
    paragraphs: [
      `We have noted your UPI payment of ${formatRupees(order.total)} for order ${order.number}.`,
      'Our team will match it with the payment received and give you access to your program within one working day. Keep this email: the order number is your reference.',
    ],
    details: orderDetails(order),
  });
  const staffNote = renderMail({
    siteName: settings.siteName,
    subject: `Payment reported for order ${order.number}: ${formatRupees(order.total)}`,
    heading: `${row.name} says order ${order.number} is paid`,
    paragraphs: [
      `Look for a UPI payment of ${formatRupees(order.total)} with reference ${order.number}, then give access and tell ${row.email}.`,
    ],
    details: [['Order', order.number], ['Email', row.email], ...orderDetails(order)],
  });
  return [
    { dedupeKey: `order-${row.id}-confirmation`, to: row.email, ...confirmation },
    { dedupeKey: `order-${row.id}-payment-reported`, to: settings.enquiryInbox, ...staffNote },
  ];
}
