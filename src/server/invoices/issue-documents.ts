import type { Transaction } from 'kysely';
import { buildCreditNote, buildInvoiceDocument } from '../../domain/gst/build-document.ts';
import {
  documentNumber,
  financialYear,
  type DocumentSeries,
} from '../../domain/gst/document-numbers.ts';
import type { InvoiceDocument } from '../../domain/gst/invoice-document.ts';
import { discountWeights } from '../../domain/gst/tax-split.ts';
import { gstState } from '../../domain/gst/states.ts';
import { istDay } from '../../domain/india-time.ts';
import { linePlanWords } from '../../domain/plan-upgrades.ts';
import { programOfLine } from '../../domain/staff/revenue.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { orderItems, type OrderRow } from '../repositories/orders.ts';

/**
 * The next serial of a series in a financial year, taken inside the issuing transaction: the
 * counter row is locked until it commits, so two instances issuing at once get consecutive
 * numbers, and a rolled-back transaction gives its number back.
 */
async function nextSerial(tx: Transaction<Database>, series: DocumentSeries, year: string) {
  await tx
    .insertInto('document_counters')
    .values({ series, financial_year: year, last_serial: 0 })
    .onConflict((oc) => oc.columns(['series', 'financial_year']).doNothing())
    .execute();
  const row = await tx
    .updateTable('document_counters')
    .set((eb) => ({ last_serial: eb('last_serial', '+', 1) }))
    .where('series', '=', series)
    .where('financial_year', '=', year)
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return row.last_serial;
}

async function store(
  tx: Transaction<Database>,
  document: InvoiceDocument,
  orderId: number,
  refersToId: number | null,
): Promise<number> {
  const row = await tx
    .insertInto('invoices')
    .values({
      kind: document.kind,
      number: document.number,
      financial_year: financialYear(document.issued_at),
      order_id: orderId,
      refers_to_id: refersToId,
      issued_at: document.issued_at,
      place_of_supply: document.place_of_supply.code,
      taxable_paise: document.totals.taxable_paise,
      cgst_paise: document.totals.cgst_paise,
      sgst_paise: document.totals.sgst_paise,
      igst_paise: document.totals.igst_paise,
      total_paise: document.totals.total_paise,
      document: JSON.stringify(document),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Its lines, which the dashboard sums revenue from, stand or fall with the document.
  await tx
    .insertInto('document_lines')
    .values(
      document.lines.map((line, position) => ({
        invoice_id: row.id,
        position,
        kind: document.kind,
        issued_at: document.issued_at,
        issued_on: istDay(document.issued_at),
        program: programOfLine(line.description),
        total_paise: line.total_paise,
      })),
    )
    .execute();
  return row.id;
}

type InvoiceSettings = Pick<Config, 'seller' | 'siteName'>;

/** Issues the invoice of an order that has just been paid, in that transaction. Its id. */
export async function issueInvoice(
  tx: Transaction<Database>,
  order: OrderRow,
  settings: InvoiceSettings,
  issuedAt: string,
): Promise<number> {
  const { seller } = settings;
  const sellerState = gstState(seller.state)!;
  // The place of supply is a registered buyer's GSTIN state, else the state they chose; an
  // order placed before the state was asked is the seller's.
  const buyerState =
    gstState(order.buyer_gstin?.slice(0, 2) ?? '') ??
    gstState(order.buyer_state ?? '') ??
    sellerState;
  const year = financialYear(issuedAt);
  const serial = await nextSerial(tx, 'invoice', year);
  const items = await orderItems(tx, order.id);
  const document = buildInvoiceDocument({
    kind: seller.gstin ? 'tax-invoice' : 'invoice',
    number: documentNumber(seller.invoicePrefix, 'invoice', year, serial),
    issuedAt,
    orderNumber: order.number,
    siteName: settings.siteName,
    seller: {
      name: seller.legalName,
      address: seller.address,
      state_code: sellerState.code,
      state_name: sellerState.name,
      gstin: seller.gstin ?? null,
    },
    buyer: {
      // A company's order is invoiced to the company, the registered recipient of a B2B invoice.
      name: order.buyer_company ?? order.name,
      email: order.email,
      address: order.address,
      state_code: buyerState.code,
      state_name: buyerState.name,
      gstin: order.buyer_gstin,
    },
    items: items.map((i) => ({
      // 'Python: Pro Plan (upgrade from Basic Plan)': programOfLine still reads 'Python'.
      description: `${i.program}: ${linePlanWords(i)}`,
      gross_paise: i.plan_paise,
      // A line of seats is priced for all of them, and says how many.
      ...(i.seats === null ? {} : { quantity: i.seats }),
    })),
    discountPaise: order.discount_paise,
    // The discount stays on the lines its offer applied to, as the order was priced.
    discountWeights: discountWeights(items),
    referral:
      order.referral_code && order.referrer
        ? { code: order.referral_code, referrer: order.referrer }
        : null,
  });
  return store(tx, document, order.id, null);
}

/**
 * A credit note against the order's invoice for a refund of some of its lines, in the refund's
 * transaction; its id, or undefined for an order paid before invoices were issued (there is
 * nothing to credit). The invoice has the order's lines in the order's own order.
 */
export async function issueCreditNote(
  tx: Transaction<Database>,
  order: OrderRow,
  refund: {
    amountPaise: number;
    reason: string;
    shares: Array<{ item: { place: number }; paise: number }>;
  },
  settings: InvoiceSettings,
  issuedAt: string,
): Promise<number | undefined> {
  const invoice = await tx
    .selectFrom('invoices')
    .select(['id', 'document'])
    .where('order_id', '=', order.id)
    .where('kind', '!=', 'credit-note')
    .executeTakeFirst();
  if (!invoice) return undefined;
  const year = financialYear(issuedAt);
  const serial = await nextSerial(tx, 'credit-note', year);
  const document = buildCreditNote(JSON.parse(invoice.document) as InvoiceDocument, {
    number: documentNumber(settings.seller.invoicePrefix, 'credit-note', year, serial),
    issuedAt,
    refundPaise: refund.amountPaise,
    lines: refund.shares.map((share) => share.item.place),
    shares: refund.shares.map((share) => share.paise),
    reason: refund.reason,
  });
  return store(tx, document, order.id, invoice.id);
}
