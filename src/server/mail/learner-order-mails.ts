import { findProgram } from '../../domain/catalogue/programs.ts';
import { formatIndiaDateTime } from '../../domain/india-time-format.ts';
import { formatPaise } from '../../domain/money.ts';
import { linePlanWords, shortPlanName } from '../../domain/plan-upgrades.ts';
import { lineName, namesInWords } from '../../domain/staff/refund-lines.ts';
import type { OrderRow } from '../repositories/orders.ts';
import type { OutgoingMail } from './outbox.ts';
import { renderMail, type MailSender } from './templates.ts';

/** What every mail about an order needs to know of the site. */
export interface OrderMailSettings {
  sender: MailSender;
  publicOrigin: string;
  enquiryInbox: string;
  payeeId: string;
}

interface Item {
  program: string;
  plan: string;
  /** On an upgrade line: the plan it moves the enrolment up from. */
  upgrade_from?: string | null;
}

const itemLines = (items: Item[]) =>
  items.map((i) => `${i.program}, ${linePlanWords(i)}`).join('\n');

/** '26 Nov 2026, 6:30 pm IST' */
export const inIndiaTime = (iso: string) => `${formatIndiaDateTime(iso)} IST`;

const orderPage = (s: OrderMailSettings, row: OrderRow) => `${s.publicOrigin}/orders/${row.number}`;

/** A mail to the learner about their order; replies reach the team's inbox. */
function toLearner(
  row: OrderRow,
  event: string,
  s: OrderMailSettings,
  parts: {
    subject: string;
    heading: string;
    paragraphs: string[];
    details: Array<[string, string]>;
  },
): OutgoingMail {
  return {
    dedupeKey: `order-${row.id}-${event}`,
    to: row.email,
    replyTo: s.enquiryInbox,
    ...renderMail({ sender: s.sender, ...parts }),
  };
}

export function orderPlacedLearnerMail(row: OrderRow, items: Item[], s: OrderMailSettings) {
  return toLearner(row, 'placed-learner', s, {
    subject: `Order ${row.number} placed: how to pay`,
    heading: `Thank you, ${row.name}. Here is how to pay`,
    paragraphs: [
      `Pay ${formatPaise(row.total_paise)} by UPI to ${s.payeeId} and put ${row.number} in the note, or open your order page, which shows a QR code: ${orderPage(s, row)}`,
      `After paying, enter the 12-digit UPI reference (UTR) on the order page so we can match your payment. Unpaid, the order expires on ${inIndiaTime(row.expires_at)}.`,
    ],
    details: [
      ['Order', row.number],
      ['Programs', itemLines(items)],
      ['Amount', formatPaise(row.total_paise)],
      ['Pay to (UPI ID)', s.payeeId],
    ],
  });
}

export function paymentDetailsReceivedMail(row: OrderRow, items: Item[], s: OrderMailSettings) {
  return toLearner(row, 'payment-reported', s, {
    subject: `We received your payment details for ${row.number}`,
    heading: 'Your payment is being verified',
    paragraphs: [
      `You told us you paid ${formatPaise(row.total_paise)} for order ${row.number} with UPI reference ${row.reported_utr ?? ''}.`,
      `We will match it with the money received, usually within one working day, and mail you when you are enrolled. You can follow the order at ${orderPage(s, row)}`,
    ],
    details: [
      ['Order', row.number],
      ['Programs', itemLines(items)],
      ['UPI reference (UTR)', row.reported_utr ?? ''],
    ],
  });
}

/**
 * With the invoice issued for the payment, which the mail says it carries: so it does. An
 * upgrade order's says what the learner's plan is now.
 */
export function enrolledMail(
  row: OrderRow,
  items: Item[],
  invoiceId: number,
  s: OrderMailSettings,
): OutgoingMail {
  if (items.some((item) => item.upgrade_from)) return planUpgradedMail(row, items, invoiceId, s);
  return {
    ...toLearner(row, 'paid', s, {
      subject: 'Payment received: you are enrolled',
      heading: `Welcome aboard, ${row.name}`,
      paragraphs: [
        `We have received ${formatPaise(row.total_paise)} for order ${row.number}, and you are enrolled. Your mentor will write to you about the first session.`,
        `Your invoice is attached to this email as a PDF. You can download it again from your order page: ${orderPage(s, row)}`,
        `Your programs are under "My programs": ${s.publicOrigin}/my-programs`,
      ],
      details: [
        ['Order', row.number],
        ['Programs', itemLines(items)],
        ['Paid', formatPaise(row.total_paise)],
      ],
    }),
    attachmentInvoiceId: invoiceId,
  };
}

/** An upgrade order (one line) paid: the enrolment is on the new plan from now. */
function planUpgradedMail(
  row: OrderRow,
  items: Item[],
  invoiceId: number,
  s: OrderMailSettings,
): OutgoingMail {
  const { program, plan } = items[0]!;
  return {
    ...toLearner(row, 'paid', s, {
      subject: `Payment received: ${program} is now ${shortPlanName(plan)}`,
      heading: `${program} is now on the ${plan}`,
      paragraphs: [
        `We have received ${formatPaise(row.total_paise)} for order ${row.number}, and your ${program} plan is now the ${plan}. Everything it includes is yours from today; your cohort and progress stay as they were.`,
        `Your invoice is attached to this email as a PDF. You can download it again from your order page: ${orderPage(s, row)}`,
        `Your programs are under "My programs": ${s.publicOrigin}/my-programs`,
      ],
      details: [
        ['Order', row.number],
        ['Upgrade', itemLines(items)],
        ['Paid', formatPaise(row.total_paise)],
      ],
    }),
    attachmentInvoiceId: invoiceId,
  };
}

export function orderCancelledMail(
  row: OrderRow,
  items: Item[],
  reason: string | null,
  s: OrderMailSettings,
) {
  return toLearner(row, 'cancelled', s, {
    subject: `Order ${row.number} was cancelled`,
    heading: `Your order ${row.number} was cancelled`,
    paragraphs: [
      reason ? `Reason: ${reason}` : 'You cancelled this order.',
      `If you have already paid for it, reply to this email with your UPI reference (UTR) and we will sort it out. To buy again, visit ${s.publicOrigin}/programs`,
    ],
    details: [
      ['Order', row.number],
      ['Programs', itemLines(items)],
      ['Amount', formatPaise(row.total_paise)],
    ],
  });
}

/**
 * A refund recorded: of some lines, whose access ends while the others' stays, or of an amount
 * only, which leaves every access as it was. One mail per refund: an order may take several.
 */
export function refundRecordedMail(
  row: OrderRow,
  refundId: number,
  refund: { amountPaise: number; reason: string; ending: Item[]; kept: Item[] },
  s: OrderMailSettings,
) {
  const ended = namesInWords(refund.ending.filter((i) => !i.upgrade_from).map(lineName));
  // A refunded upgrade takes the plan back down; the access it came with stays.
  const back = refund.ending
    .filter((i) => i.upgrade_from)
    .map((i) => `${i.program} is back on the ${i.upgrade_from}.`);
  const kept = namesInWords(refund.kept.map(lineName));
  const amountOnly = refund.ending.length === 0;
  return toLearner(row, `refund-${refundId}`, s, {
    subject: `Refund of ${formatPaise(refund.amountPaise)} for order ${row.number}`,
    heading: `We have refunded ${formatPaise(refund.amountPaise)}`,
    paragraphs: [
      `The refund for order ${row.number} has been sent to the account you paid from. Banks usually show it within 5 working days.`,
      `Reason: ${refund.reason}`,
      [
        ended ? `Your access to ${ended} has ended.` : '',
        ...back,
        kept ? `Your access to ${kept} stays as it is.` : '',
        'Reply to this email if anything looks wrong.',
      ]
        .filter(Boolean)
        .join(' '),
    ],
    details: [
      ['Order', row.number],
      ...(amountOnly ? [] : [['Refunded', itemLines(refund.ending)] as [string, string]]),
      ...(refund.kept.length > 0
        ? [['Still yours', itemLines(refund.kept)] as [string, string]]
        : []),
      ['Paid', formatPaise(row.total_paise)],
      ['Amount refunded', formatPaise(refund.amountPaise)],
    ],
  });
}

/** Staff gave back access that was ended by mistake. */
export function accessRestoredMail(
  row: OrderRow,
  enrolment: Item & { id: number },
  s: OrderMailSettings,
) {
  const name = lineName(enrolment);
  return toLearner(row, `restored-${enrolment.id}`, s, {
    subject: `Your access to ${enrolment.program} is back`,
    heading: `Your access to ${name} is back`,
    paragraphs: [
      `We have restored your access to ${name} from order ${row.number}. Everything you had is there, as before.`,
      `Your programs are under "My programs": ${s.publicOrigin}/my-programs`,
    ],
    details: [
      ['Order', row.number],
      ['Program', `${enrolment.program}, ${enrolment.plan}`],
    ],
  });
}

export function paymentReminderMail(row: OrderRow, items: Item[], s: OrderMailSettings) {
  return toLearner(row, 'reminder', s, {
    subject: `Order ${row.number} is waiting for your payment`,
    heading: 'Your order is still waiting for payment',
    paragraphs: [
      `Order ${row.number} (${formatPaise(row.total_paise)}) has not been paid yet. It expires on ${inIndiaTime(row.expires_at)}.`,
      `Pay from your order page: ${orderPage(s, row)}. If you have already paid, enter the UPI reference (UTR) there so we can match it.`,
    ],
    details: [
      ['Order', row.number],
      ['Programs', itemLines(items)],
      ['Amount', formatPaise(row.total_paise)],
    ],
  });
}

/** Where to buy again: an expired upgrade is ordered again from its program's plans. */
function buyAgain(items: Item[], s: OrderMailSettings): string {
  const upgrade = items.find((item) => item.upgrade_from);
  const program = upgrade && findProgram(upgrade.program);
  return program
    ? `To upgrade again, choose the ${upgrade.plan} on ${s.publicOrigin}${program.path}#plans-section`
    : `To buy again, add the plan to your cart at ${s.publicOrigin}/programs`;
}

export function orderExpiredMail(row: OrderRow, items: Item[], s: OrderMailSettings) {
  return toLearner(row, 'expired', s, {
    subject: `Order ${row.number} expired`,
    heading: 'Your order expired before it was paid',
    paragraphs: [
      `We did not receive a payment for order ${row.number} in time, so it has expired. Nothing is owed.`,
      `If you paid for it, reply to this email with your UPI reference (UTR). ${buyAgain(items, s)}`,
    ],
    details: [
      ['Order', row.number],
      ['Programs', itemLines(items)],
      ['Amount', formatPaise(row.total_paise)],
    ],
  });
}
