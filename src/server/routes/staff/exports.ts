import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gstState } from '../../../domain/gst/states.ts';
import { ORDER_STATUS_LABELS } from '../../../domain/order-statuses.ts';
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_STATUS_LABELS,
  enquiryListQuerySchema,
  enquiryReference,
} from '../../../domain/staff/enquiries.ts';
import { orderListQuerySchema } from '../../../domain/staff/orders.ts';
import { monthQuerySchema } from '../../../domain/staff/reports.ts';
import {
  CSV_STREAM_COMPRESSION,
  csvLine,
  istMinute,
  rupees,
  sendCsvStream,
  type CsvRow,
} from '../../csv/csv-export.ts';
import { exportEnquiries } from '../../repositories/staff/enquiries.ts';
import {
  documentFiguresOf,
  type OrderDocumentFigures,
} from '../../repositories/staff/order-export-query.ts';
import {
  exportStaffOrders,
  type OrderExportFilters,
  type OrderExportRow,
} from '../../repositories/staff/orders.ts';

/** An order with what its invoice and credit notes say. */
type ExportedOrder = OrderExportRow & OrderDocumentFigures;

/** A column of the orders export; one with `paise` is an amount, summed in the totals row. */
type OrderColumn = { header: string } & (
  { cell: (o: ExportedOrder) => string | null } | { paise: (o: ExportedOrder) => number | null }
);

/**
 * What was refunded: the order's credit notes, one per refund, however many there were. An order
 * paid before invoices were issued has none, and keeps its refund on the order.
 */
const refundedOf = (o: ExportedOrder) =>
  o.credited_paise ?? (o.invoice_number === null ? o.refund_paise : null);

const ORDER_COLUMNS: OrderColumn[] = [
  { header: 'Order', cell: (o) => o.number },
  { header: 'Placed (IST)', cell: (o) => istMinute(o.created_at) },
  { header: 'Status', cell: (o) => ORDER_STATUS_LABELS[o.status] },
  { header: 'Name', cell: (o) => o.name },
  { header: 'Email', cell: (o) => o.email },
  { header: 'Phone', cell: (o) => o.phone },
  { header: 'Buyer state', cell: (o) => gstState(o.buyer_state ?? '')?.name ?? '' },
  { header: 'Buyer GSTIN', cell: (o) => o.buyer_gstin },
  { header: 'Programs', cell: (o) => o.programs },
  { header: 'Referral code', cell: (o) => o.referral_code },
  { header: 'Total (INR)', paise: (o) => o.total_paise },
  { header: 'Paid (IST)', cell: (o) => (o.paid_at ? istMinute(o.paid_at) : '') },
  { header: 'Paid UTR', cell: (o) => o.paid_utr },
  { header: 'Reported UTR', cell: (o) => o.reported_utr },
  { header: 'Invoice', cell: (o) => o.invoice_number },
  {
    header: 'Place of supply',
    // '29-Karnataka': the invoice's place of supply, its code and its state.
    cell: (o) =>
      o.place_of_supply ? `${o.place_of_supply}-${gstState(o.place_of_supply)?.name ?? ''}` : '',
  },
  { header: 'Taxable value (INR)', paise: (o) => o.taxable_paise },
  { header: 'CGST (INR)', paise: (o) => o.cgst_paise },
  { header: 'SGST (INR)', paise: (o) => o.sgst_paise },
  { header: 'IGST (INR)', paise: (o) => o.igst_paise },
  { header: 'Credit notes', cell: (o) => o.credit_notes },
  { header: 'Refunded (INR)', paise: refundedOf },
  { header: 'Refunded taxable value (INR)', paise: (o) => o.credited_taxable_paise },
  { header: 'Refunded CGST (INR)', paise: (o) => o.credited_cgst_paise },
  { header: 'Refunded SGST (INR)', paise: (o) => o.credited_sgst_paise },
  { header: 'Refunded IGST (INR)', paise: (o) => o.credited_igst_paise },
  {
    header: 'Kept (INR)',
    paise: (o) => (o.paid_at === null ? null : o.total_paise - (refundedOf(o) ?? 0)),
  },
];

const ORDER_HEADER = ORDER_COLUMNS.map((c) => c.header);

/** The orders as CSV lines, page by page, ending with the count and the sums of the amounts. */
async function* orderLines(
  db: FastifyInstance['database']['db'],
  filters: OrderExportFilters,
): AsyncGenerator<string[]> {
  let count = 0;
  const sums = ORDER_COLUMNS.map(() => 0);
  yield* exportStaffOrders(db, filters, (row) => {
    count += 1;
    const o: ExportedOrder = { ...row, ...documentFiguresOf(row.documents) };
    return csvLine(
      ORDER_COLUMNS.map((column, i) => {
        if ('cell' in column) return column.cell(o);
        const paise = column.paise(o);
        if (paise === null) return '';
        sums[i]! += paise;
        return rupees(paise);
      }),
    );
  });
  const totals: CsvRow = ORDER_COLUMNS.map((column, i) =>
    'paise' in column ? rupees(sums[i]!) : '',
  );
  totals[0] = `Total (${count} ${count === 1 ? 'order' : 'orders'})`;
  yield [csvLine(totals)];
}

/** The orders export's query: the orders list's filters, and the month the orders were paid in. */
const orderExportQuerySchema = orderListQuerySchema.extend({
  paid_month: monthQuerySchema.shape.month.optional(),
});

/**
 * The orders `filters` match as a CSV download named `fileName`, streamed with its totals row:
 * the orders export, and the month's orders on the Reports page.
 */
export function sendOrderExport(
  reply: FastifyReply,
  db: FastifyInstance['database']['db'],
  filters: OrderExportFilters,
  fileName: string,
) {
  return sendCsvStream(reply, fileName, ORDER_HEADER, orderLines(db, filters));
}

/** GET /api/staff/orders/export.csv: readable by whoever may see orders. */
export async function staffOrderExportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  r.get(
    '/api/staff/orders/export.csv',
    {
      compress: CSV_STREAM_COMPRESSION,
      schema: {
        summary: 'Every order the filters match, as CSV (UTF-8 with BOM), with a totals row',
        description:
          "Streamed from the database a page at a time, with no row limit; compressed (Brotli or gzip) when the request accepts it. Times are India time (YYYY-MM-DD HH:mm), amounts rupees with two decimals. Each paid order has its invoice's taxable value, CGST, SGST, IGST and place of supply, and what its credit notes refunded. `paid_month=YYYY-MM` keeps the orders paid in that India month: the orders whose invoices the month's report counts.",
        tags: ['staff'],
        querystring: orderExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { page: _page, page_size: _size, ...filters } = request.query;
      return sendOrderExport(reply, db, filters, 'orders.csv');
    },
  );
}

const ENQUIRY_HEADER = [
  'Reference',
  'Received (IST)',
  'Kind',
  'Name',
  'Email',
  'Phone',
  'Program',
  'Topic',
  'Message',
  'Status',
  'Assignee',
];

/** GET /api/staff/enquiries/export.csv: readable by whoever handles enquiries. */
export async function staffEnquiryExportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  const enquiryLines = (filters: Parameters<typeof exportEnquiries>[1]) =>
    exportEnquiries(db, filters, (e) =>
      csvLine([
        enquiryReference(e.kind, e.id),
        istMinute(e.created_at),
        ENQUIRY_KIND_LABELS[e.kind],
        e.name,
        e.email,
        e.phone,
        e.program,
        e.topic,
        e.message,
        ENQUIRY_STATUS_LABELS[e.status],
        e.assignee_name ?? '',
      ]),
    );

  r.get(
    '/api/staff/enquiries/export.csv',
    {
      compress: CSV_STREAM_COMPRESSION,
      schema: {
        summary: 'Every enquiry the filters match, with its message, as CSV (UTF-8 with BOM)',
        description:
          'Streamed from the database a page at a time, with no row limit; compressed (Brotli or gzip) when the request accepts it. Times are India time (YYYY-MM-DD HH:mm).',
        tags: ['staff'],
        querystring: enquiryListQuerySchema,
      },
    },
    async (request, reply) => {
      const { page: _page, page_size: _size, ...filters } = request.query;
      return sendCsvStream(reply, 'enquiries.csv', ENQUIRY_HEADER, enquiryLines(filters));
    },
  );
}
