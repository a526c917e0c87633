import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatPaise } from '../../domain/money.ts';
import type { StaffOrderDetail } from '../../domain/staff/orders.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { documentsOfOrder } from '../invoices/invoice-files.ts';
import { inIndiaTime, type OrderMailSettings } from '../mail/learner-order-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { renderMail } from '../mail/templates.ts';
import { recordOrderEvent, type OrderRow } from '../repositories/orders.ts';
import { findOrderRow, staffOrderDetail } from '../repositories/staff/orders.ts';
import { orderMailSettings } from './staff-transitions.ts';

type Document = Awaited<ReturnType<typeof documentsOfOrder>>[number];

export const NO_INVOICE = 'This order has no invoice yet: one is issued when the order is paid.';

/** The invoice a buyer should hold now (the latest), and every credit note against the order. */
function documentsToResend(documents: Document[]): Document[] {
  const invoice = documents.filter((d) => d.kind !== 'credit-note').at(-1);
  if (!invoice) return [];
  return [invoice, ...documents.filter((d) => d.kind === 'credit-note')];
}

function resendMail(order: OrderRow, doc: Document, s: OrderMailSettings, batch: string) {
  const name = doc.kind === 'credit-note' ? 'credit note' : 'invoice';
  return {
    // Each resend is its own message; a retry of the same one is not.
    dedupeKey: `order-${order.id}-resend-${batch}-${doc.id}`,
    to: order.email,
    replyTo: s.enquiryInbox,
    attachmentInvoiceId: doc.id,
    ...renderMail({
      sender: s.sender,
      subject: `Your ${name} ${doc.number} for order ${order.number}`,
      heading: `Your ${name} for order ${order.number}`,
      paragraphs: [
        `As asked, here is your ${name} again, attached as a PDF. It is the same document we issued on ${inIndiaTime(doc.issued_at)}.`,
      ],
      details: [
        ['Order', order.number],
        [doc.kind === 'credit-note' ? 'Credit note' : 'Invoice', doc.number],
        ['Amount', formatPaise(doc.total_paise)],
      ],
    }),
  };
}

/**
 * Mails the order's latest invoice, and any credit notes, to the buyer again: one message per
 * document (each carries one PDF), with the timeline line and the audit row, in one transaction.
 */
export async function resendInvoice(
  app: FastifyInstance,
  actor: User,
  number: string,
): Promise<StaffOrderDetail> {
  const settings = orderMailSettings(app);
  const detail = await app.database.db.transaction().execute(async (tx) => {
    const order = await findOrderRow(tx, number);
    if (!order) throw new HttpError(404, 'There is no such order.');
    const documents = documentsToResend(await documentsOfOrder(tx, order.id));
    if (documents.length === 0) throw new HttpError(409, NO_INVOICE);
    const batch = randomUUID();
    for (const doc of documents) await enqueueMail(tx, resendMail(order, doc, settings, batch));
    const numbers = documents.map((d) => d.number).join(', ');
    const now = nowIso();
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'invoice_resent',
      from: null,
      to: order.status,
      actorId: actor.id,
      note: `${numbers} to ${order.email}`,
      at: now,
    });
    await recordAudit(tx, actor, {
      action: 'order.invoice_resend',
      recordType: 'order',
      recordId: order.number,
      changes: [
        { field: 'documents', before: null, after: numbers },
        { field: 'email', before: null, after: order.email },
      ],
    });
    return (await staffOrderDetail(tx, number))!;
  });
  app.mailWorker.notify();
  return detail;
}
