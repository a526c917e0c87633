import { formatPaise } from '../../domain/money.ts';
import { seatTokenHash } from '../repositories/order-seats.ts';
import type { OrderRow } from '../repositories/orders.ts';
import type { OrderMailSettings } from './learner-order-mails.ts';
import type { OutgoingMail } from './outbox.ts';
import { renderMail } from './templates.ts';

/** A line of seats, as the mails about it name it. */
interface SeatLine {
  program: string;
  plan: string;
  seats: number;
}

/** Where a seat's mailed link leads: the page that takes it. */
export const seatLink = (s: OrderMailSettings, token: string) =>
  `${s.publicOrigin}/seats/${encodeURIComponent(token)}`;

/**
 * The learner's invitation to the seat their company bought, with the link that takes it. The
 * link carries the token; the stored copy loses it once sent (`redact`). Keyed by the token's
 * hash, so a new invitation to the seat (resent, or to a corrected address) is a new mail.
 */
export function seatInvitationMail(
  order: Pick<OrderRow, 'buyer_company' | 'name'>,
  seat: { id: number; email: string },
  line: Omit<SeatLine, 'seats'>,
  token: string,
  s: OrderMailSettings,
): OutgoingMail {
  const company = order.buyer_company ?? order.name;
  const link = seatLink(s, token);
  return {
    dedupeKey: `seat-invitation-${seat.id}-${seatTokenHash(token).slice(0, 16)}`,
    to: seat.email,
    replyTo: s.enquiryInbox,
    redact: token,
    ...renderMail({
      sender: s.sender,
      subject: `${company} gave you a seat in ${line.program}`,
      heading: `Your seat in ${line.program} is waiting`,
      paragraphs: [
        `${company} bought you a seat in ${line.program} (${line.plan}) at ${s.sender.siteName}. It is paid for: you only need to take it.`,
        `Open the link, sign in (or sign up) with this email address, ${seat.email}, and take your seat. You will join the program's next cohort with a free seat, or start self-paced when none has one.`,
        'The link is for you alone: only an account that has confirmed this address can take the seat.',
      ],
      action: { label: 'Take your seat', url: link },
      footer: `If you did not expect this, ask ${company}, or reply to this email.`,
    }),
  };
}

/**
 * To the company's billing contact when its seats are paid: the invoice, and that each learner
 * is invited by mail.
 */
export function seatsPaidMail(
  order: OrderRow,
  line: SeatLine,
  invoiceId: number,
  s: OrderMailSettings,
): OutgoingMail {
  return {
    dedupeKey: `order-${order.id}-paid`,
    to: order.email,
    replyTo: s.enquiryInbox,
    attachmentInvoiceId: invoiceId,
    ...renderMail({
      sender: s.sender,
      subject: `Payment received: ${line.seats} seats in ${line.program}`,
      heading: `Thank you, ${order.name}`,
      paragraphs: [
        `We have received ${formatPaise(order.total_paise)} for order ${order.number}: ${line.seats} seats in ${line.program} (${line.plan}) for ${order.buyer_company ?? order.name}.`,
        'Each learner you listed has been emailed an invitation to take their seat. If one of them did not receive it, or should be someone else, reply to this email.',
        `Your invoice is attached to this email as a PDF. You can download it again from the order's page: ${s.publicOrigin}/orders/${order.number}`,
      ],
      details: [
        ['Order', order.number],
        ['Seats', `${line.seats} × ${line.program}, ${line.plan}`],
        ['Paid', formatPaise(order.total_paise)],
      ],
    }),
  };
}
