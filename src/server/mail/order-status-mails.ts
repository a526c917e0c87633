import { formatPaise } from '../../domain/money.ts';
import type { OrderRow } from '../repositories/orders.ts';
import type { OutgoingMail } from './outbox.ts';
import { renderMail } from './templates.ts';

interface Settings {
  siteName: string;
  publicOrigin: string;
  enquiryInbox: string;
}

interface Item {
  program: string;
  plan: string;
}

const itemLines = (items: Item[]) => items.map((i) => `${i.program}, ${i.plan}`).join('\n');

/** To the learner when staff confirm the money arrived. */
export function paymentConfirmedMail(row: OrderRow, items: Item[], s: Settings): OutgoingMail {
  return {
    dedupeKey: `order-${row.id}-paid`,
    to: row.email,
    replyTo: s.enquiryInbox,
    ...renderMail({
      siteName: s.siteName,
      subject: `Payment received for order ${row.number}`,
      heading: `Thank you, ${row.name}: your payment is confirmed`,
      paragraphs: [
        `We have received ${formatPaise(row.total_paise)} for order ${row.number}. You are enrolled; your mentor will write to you about the first session.`,
        `Your orders are on your profile: ${s.publicOrigin}/profile`,
      ],
      details: [
        ['Order', row.number],
        ['Programs', itemLines(items)],
        ['Paid', formatPaise(row.total_paise)],
      ],
    }),
  };
}

/** To the learner when staff cancel an order that was not paid. */
export function orderCancelledMail(
  row: OrderRow,
  items: Item[],
  reason: string,
  s: Settings,
): OutgoingMail {
  return {
    dedupeKey: `order-${row.id}-cancelled`,
    to: row.email,
    replyTo: s.enquiryInbox,
    ...renderMail({
      siteName: s.siteName,
      subject: `Order ${row.number} was cancelled`,
      heading: `Your order ${row.number} was cancelled`,
      paragraphs: [
        `Reason: ${reason}`,
        `If you have already paid for it, reply to this email with your UPI reference (UTR) and we will sort it out. To buy again, visit ${s.publicOrigin}/programs.`,
      ],
      details: [
        ['Order', row.number],
        ['Programs', itemLines(items)],
        ['Amount', formatPaise(row.total_paise)],
      ],
    }),
  };
}

/** To the learner when staff record a refund. */
export function refundRecordedMail(
  row: OrderRow,
  items: Item[],
  refund: { amountPaise: number; reason: string },
  s: Settings,
): OutgoingMail {
  return {
    dedupeKey: `order-${row.id}-refunded`,
    to: row.email,
    replyTo: s.enquiryInbox,
    ...renderMail({
      siteName: s.siteName,
      subject: `Refund of ${formatPaise(refund.amountPaise)} for order ${row.number}`,
      heading: `We have refunded ${formatPaise(refund.amountPaise)}`,
      paragraphs: [
        `The refund for order ${row.number} has been sent to the account you paid from. Banks usually show it within 5 working days.`,
        `Reason: ${refund.reason}`,
        'Your enrolment in this order has ended. Reply to this email if anything looks wrong.',
      ],
      details: [
        ['Order', row.number],
        ['Programs', itemLines(items)],
        ['Paid', formatPaise(row.total_paise)],
        ['Refunded', formatPaise(refund.amountPaise)],
      ],
    }),
  };
}
