import { formatPaise } from '../../domain/money.ts';
import { linePlanWords } from '../../domain/plan-upgrades.ts';
import type { OrderRow } from '../repositories/orders.ts';
import type { OrderMailSettings } from './learner-order-mails.ts';
import type { OutgoingMail } from './outbox.ts';
import { renderMail } from './templates.ts';

interface Item {
  program: string;
  plan: string;
  plan_paise: number;
  upgrade_from?: string | null;
}

function orderDetails(row: OrderRow, items: Item[]): Array<[string, string]> {
  const lines: Array<[string, string]> = items.map((item, i) => [
    `Item ${i + 1}`,
    `${item.program}, ${linePlanWords(item)}: ${formatPaise(item.plan_paise)}`,
  ]);
  lines.push(['Original amount', formatPaise(row.original_paise)]);
  if (row.referral_code) {
    // A code without a referrer (an offer of the business's own) names no one.
    const code = row.referrer ? `${row.referral_code} (${row.referrer})` : row.referral_code;
    lines.push(['Referral', `${code}: -${formatPaise(row.discount_paise)}`]);
  }
  lines.push(['Total', formatPaise(row.total_paise)]);
  return lines;
}

const consoleLink = (s: OrderMailSettings, row: OrderRow) =>
  `${s.publicOrigin}/staff/orders/${row.number}`;

/** To the staff inbox when an order is placed: who bought what, awaiting their UPI payment. */
export function orderPlacedMail(row: OrderRow, items: Item[], s: OrderMailSettings): OutgoingMail {
  return {
    dedupeKey: `order-${row.id}-placed`,
    to: s.enquiryInbox,
    replyTo: row.email,
    ...renderMail({
      sender: s.sender,
      subject: `New order ${row.number}: ${formatPaise(row.total_paise)}, awaiting payment`,
      heading: `Order ${row.number} from ${row.name}`,
      paragraphs: [
        `The learner is paying ${formatPaise(row.total_paise)} by UPI to ${s.payeeId} with reference ${row.number}. Confirm the payment in the console once it arrives: ${consoleLink(s, row)}`,
      ],
      details: [
        ['Order', row.number],
        ['Name', row.name],
        ['Email', row.email],
        ['Phone', row.phone],
        ['Address', row.address],
        ...orderDetails(row, items),
      ],
    }),
  };
}

/** To the staff inbox when the learner says they paid: what to look for in the bank. */
export function paymentReportedStaffMail(
  row: OrderRow,
  items: Item[],
  s: OrderMailSettings,
): OutgoingMail {
  return {
    dedupeKey: `order-${row.id}-payment-reported-staff`,
    to: s.enquiryInbox,
    replyTo: row.email,
    ...renderMail({
      sender: s.sender,
      subject: `Payment reported for order ${row.number}: ${formatPaise(row.total_paise)}`,
      heading: `${row.name} says order ${row.number} is paid`,
      paragraphs: [
        `Look for a UPI credit of ${formatPaise(row.total_paise)}${row.reported_utr ? ` with UTR ${row.reported_utr}` : ''} and reference ${row.number}, then mark the order paid: ${consoleLink(s, row)}`,
      ],
      details: [['Order', row.number], ['Email', row.email], ...orderDetails(row, items)],
    }),
  };
}

/** To the staff inbox when the learner corrects the UTR of a payment being verified. */
export function utrCorrectedStaffMail(
  row: OrderRow,
  previousUtr: string | null,
  s: OrderMailSettings,
): OutgoingMail {
  return {
    // One mail per correction: the order's version is new with each.
    dedupeKey: `order-${row.id}-utr-corrected-${row.version}`,
    to: s.enquiryInbox,
    replyTo: row.email,
    ...renderMail({
      sender: s.sender,
      subject: `UTR corrected for order ${row.number}`,
      heading: `${row.name} corrected the UTR of order ${row.number}`,
      paragraphs: [
        `Look for a UPI credit of ${formatPaise(row.total_paise)} with UTR ${row.reported_utr} before marking the order paid: ${consoleLink(s, row)}`,
      ],
      details: [
        ['Order', row.number],
        ['Previous UTR', previousUtr ?? 'none given'],
        ['New UTR', row.reported_utr ?? ''],
      ],
    }),
  };
}
