import type { FastifyInstance } from 'fastify';
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
import {
  CSV_STREAM_COMPRESSION,
  csvLine,
  istMinute,
  rupees,
  sendCsvStream,
  type CsvRow,
} from '../../csv/csv-export.ts';
import { exportEnquiries } from '../../repositories/staff/enquiries.ts';
import { exportStaffOrders, type OrderFilters } from '../../repositories/staff/orders.ts';

const ORDER_HEADER = [
  'Order',
  'Placed (IST)',
  'Status',
  'Name',
  'Email',
  'Phone',
  'Buyer state',
  'Buyer GSTIN',
  'Programs',
  'Referral code',
  'Total (INR)',
  'Paid (IST)',
  'Paid UTR',
  'Reported UTR',
  'Invoice',
  'Refunded (INR)',
];

/** The orders as CSV lines, page by page, ending with the count and the sums of the amounts. */
async function* orderLines(
  db: FastifyInstance['database']['db'],
  filters: OrderFilters,
): AsyncGenerator<string[]> {
  let count = 0;
  let total = 0;
  let refunded = 0;
  yield* exportStaffOrders(db, filters, (o) => {
    count += 1;
    total += o.total_paise;
    refunded += o.refund_paise ?? 0;
    return csvLine([
      o.number,
      istMinute(o.created_at),
      ORDER_STATUS_LABELS[o.status],
      o.name,
      o.email,
      o.phone,
      gstState(o.buyer_state ?? '')?.name ?? '',
      o.buyer_gstin,
      o.programs,
      o.referral_code,
      rupees(o.total_paise),
      o.paid_at ? istMinute(o.paid_at) : '',
      o.paid_utr,
      o.reported_utr,
      o.invoice_number,
      o.refund_paise === null ? '' : rupees(o.refund_paise),
    ]);
  });
  const blank = ORDER_HEADER.map(() => '');
  const totals: CsvRow = [...blank];
  totals[0] = `Total (${count} ${count === 1 ? 'order' : 'orders'})`;
  totals[ORDER_HEADER.indexOf('Total (INR)')] = rupees(total);
  totals[ORDER_HEADER.indexOf('Refunded (INR)')] = rupees(refunded);
  yield [csvLine(totals)];
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
          'Streamed from the database a page at a time, with no row limit; compressed (Brotli or gzip) when the request accepts it. Times are India time (YYYY-MM-DD HH:mm), amounts rupees with two decimals.',
        tags: ['staff'],
        querystring: orderListQuerySchema,
      },
    },
    async (request, reply) => {
      const { page: _page, page_size: _size, ...filters } = request.query;
      return sendCsvStream(reply, 'orders.csv', ORDER_HEADER, orderLines(db, filters));
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
