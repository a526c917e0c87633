import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { istDay } from '../../../domain/india-time.ts';
import { offerReportSchema } from '../../../domain/staff/offer-report.ts';
import { monthQuerySchema, monthReportSchema } from '../../../domain/staff/reports.ts';
import { revenueOf } from '../../../domain/staff/revenue.ts';
import { CSV_STREAM_COMPRESSION, sendCsv, toCsv } from '../../csv/csv-export.ts';
import { sendMonthJournal } from '../../reports/journal-file.ts';
import { HttpError } from '../../errors.ts';
import { gstr1Json } from '../../reports/gstr1-json.ts';
import { withGstr1Month } from '../../reports/gstr1-month.ts';
import {
  monthReport,
  monthReportOf,
  signOf,
  withMonthDocuments,
} from '../../reports/month-documents.ts';
import { offerReport } from '../../reports/offers.ts';
import { writeMonthPdfZip } from '../../invoices/month-pdf-zip.ts';
import {
  gstr1B2bCsv,
  gstr1B2clCsv,
  gstr1B2csCsv,
  gstr1CdnrCsv,
  gstr1CdnurCsv,
  gstr1DocsCsv,
  gstr1HsnCsv,
  offersCsv,
} from '../../reports/return-files.ts';
import { sendOrderExport } from './exports.ts';

/** Rupees with two decimals, as accountants' spreadsheets take them. */
const rupees = (paise: number) => (paise / 100).toFixed(2);

const KIND_LABELS = {
  'tax-invoice': 'Tax invoice',
  invoice: 'Invoice',
  'credit-note': 'Credit note',
};

/** The accountant's exports for a month: every document, revenue, GSTR-1 as files and JSON. */
export async function staffReportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['staff'];
  const querystring = monthQuerySchema;

  r.get(
    '/api/staff/reports/',
    {
      schema: {
        summary: "A month's invoices and credit notes, summed as the GST return asks",
        tags,
        querystring,
        response: { 200: monthReportSchema, 400: apiErrorSchema },
      },
    },
    async (request) => monthReportOf(db, request.query.month),
  );

  r.get(
    '/api/staff/reports/documents.csv',
    { schema: { summary: 'Every invoice and credit note of a month, as CSV', tags, querystring } },
    async (request, reply) => {
      const { month } = request.query;
      const csv = await withMonthDocuments(db, month, (documents) => {
        const { totals } = monthReport(month, documents);
        return toCsv(
          [
            'Number',
            'Type',
            'Date',
            'Against',
            'Order',
            'Buyer',
            'Buyer GSTIN',
            'Place of supply',
            'State code',
            'Taxable value (INR)',
            'CGST (INR)',
            'SGST (INR)',
            'IGST (INR)',
            'Total (INR)',
          ],
          [
            ...documents.map((d) => {
              const s = signOf(d);
              return [
                d.number,
                KIND_LABELS[d.kind],
                istDay(d.issued_at),
                d.refers_to?.number ?? '',
                d.order_number,
                d.buyer.name,
                d.buyer.gstin ?? '',
                d.place_of_supply.name,
                d.place_of_supply.code,
                rupees(s * d.totals.taxable_paise),
                rupees(s * d.totals.cgst_paise),
                rupees(s * d.totals.sgst_paise),
                rupees(s * d.totals.igst_paise),
                rupees(s * d.totals.total_paise),
              ];
            }),
            [
              `Total (${documents.length} ${documents.length === 1 ? 'document' : 'documents'})`,
              ...Array<string>(8).fill(''),
              rupees(totals.taxable_paise),
              rupees(totals.cgst_paise),
              rupees(totals.sgst_paise),
              rupees(totals.igst_paise),
              rupees(totals.total_paise),
            ],
          ],
        );
      });
      return sendCsv(reply, `documents-${month}.csv`, csv);
    },
  );

  r.get(
    '/api/staff/reports/documents.zip',
    {
      schema: {
        summary: 'Every invoice and credit note of a month as its PDF, in one zip',
        description:
          'Each document as the PDF its buyer was sent, named by its number (MEN-26-27-00001.pdf), invoices first. Sent as it is made, one PDF at a time; a month without documents is an empty zip.',
        tags,
        querystring,
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const body = new PassThrough();
      void withMonthDocuments(db, month, (documents) => writeMonthPdfZip(documents, body)).catch(
        (error: unknown) => {
          request.log.error({ err: error, month }, "the month's PDFs could not be zipped");
          body.destroy(error as Error);
        },
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="documents-${month}.zip"`)
        .send(body);
    },
  );

  r.get(
    '/api/staff/reports/revenue-by-program.csv',
    {
      schema: {
        summary:
          "A month's revenue by program, incl. GST, net of credit notes; the total row is the month's revenue",
        tags,
        querystring,
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const { revenue_paise, programs } = await withMonthDocuments(db, month, revenueOf);
      const lines = programs.reduce((sum, p) => sum + p.lines, 0);
      const csv = toCsv(
        ['Program', 'Lines sold', 'Revenue incl. GST (INR)'],
        [
          ...programs.map((p) => [p.program, p.lines, rupees(p.revenue_paise)]),
          ['Total', lines, rupees(revenue_paise)],
        ],
      );
      return sendCsv(reply, `revenue-by-program-${month}.csv`, csv);
    },
  );

  r.get(
    '/api/staff/reports/offers/',
    {
      schema: {
        summary: 'Orders paid in a month per code: revenue, discount given, refunds and net',
        tags,
        querystring,
        response: { 200: offerReportSchema, 400: apiErrorSchema },
      },
    },
    async (request) => offerReport(db, request.query.month),
  );

  const monthCsv = (
    path: string,
    summary: string,
    build: (month: string) => Promise<string>,
    fileName = (month: string) => `${path}-${month}.csv`,
  ) =>
    r.get(
      `/api/staff/reports/${path}.csv`,
      { schema: { summary, tags, querystring } },
      async (request, reply) =>
        sendCsv(reply, fileName(request.query.month), await build(request.query.month)),
    );

  monthCsv(
    'offers',
    'Orders paid in a month per code, with revenue, discount given, refunds and net, as CSV',
    async (month) => offersCsv(await offerReport(db, month)),
  );

  // GSTR-1, one file per section of the offline tool's template (return-files.ts).
  monthCsv(
    'gstr1-b2b',
    'GSTR-1 b2b (table 4) for the offline tool: each invoice to a registered buyer',
    (month) => withGstr1Month(db, month, gstr1B2bCsv),
  );
  monthCsv(
    'gstr1-b2cl',
    'GSTR-1 b2cl (table 5) for the offline tool: each inter-state invoice over ₹1,00,000 to an unregistered buyer',
    (month) => withGstr1Month(db, month, gstr1B2clCsv),
  );
  monthCsv(
    'gstr1-b2c',
    'GSTR-1 b2cs (table 7) for the offline tool: other sales to unregistered buyers per place of supply and rate, credit notes deducted',
    (month) => withGstr1Month(db, month, gstr1B2csCsv),
  );
  monthCsv(
    'gstr1-cdnr',
    'GSTR-1 cdnr (table 9B) for the offline tool: each credit note to a registered buyer',
    (month) => withGstr1Month(db, month, gstr1CdnrCsv),
  );
  monthCsv(
    'gstr1-cdnur',
    'GSTR-1 cdnur (table 9B) for the offline tool: each credit note against a b2cl invoice',
    (month) => withGstr1Month(db, month, gstr1CdnurCsv),
  );
  // The tool takes an HSN file only under its section's name.
  monthCsv(
    'hsn-b2b',
    'GSTR-1 hsn(b2b) (table 12) for the offline tool: supplies to registered buyers per SAC and rate',
    (month) => withGstr1Month(db, month, (gstr1) => gstr1HsnCsv(gstr1.hsn.b2b)),
    () => 'hsn(b2b).csv',
  );
  monthCsv(
    'hsn-b2c',
    'GSTR-1 hsn(b2c) (table 12) for the offline tool: supplies to unregistered buyers per SAC and rate',
    (month) => withGstr1Month(db, month, (gstr1) => gstr1HsnCsv(gstr1.hsn.b2c)),
    () => 'hsn(b2c).csv',
  );
  monthCsv(
    'document-summary',
    'GSTR-1 docs (table 13) for the offline tool: each series of documents issued',
    (month) => withGstr1Month(db, month, gstr1DocsCsv),
  );

  r.get(
    '/api/staff/reports/gstr1.json',
    {
      schema: {
        summary: "A month's GSTR-1 as the JSON the GST portal uploads",
        description:
          'gstin, fp (MMYYYY) and the sections b2b, b2cl, b2cs, cdnr, cdnur, hsn (hsn_b2b, hsn_b2c) and doc_issue, as the Returns Offline Tool writes them. 409 without SELLER_GSTIN.',
        tags,
        querystring,
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const { gstin } = app.config.seller;
      if (!gstin) {
        throw new HttpError(
          409,
          'GSTR-1 is filed under the seller’s GSTIN: set SELLER_GSTIN first.',
        );
      }
      const body = await withGstr1Month(db, month, (gstr1) => gstr1Json(gstr1, gstin, month));
      return reply
        .header('content-disposition', `attachment; filename="gstr1-${month}.json"`)
        .send(body);
    },
  );

  r.get(
    '/api/staff/reports/orders.csv',
    {
      compress: CSV_STREAM_COMPRESSION,
      schema: {
        summary:
          "The orders paid in a month, with their invoices' tax and their refunds: the orders export of that month",
        tags,
        querystring,
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      return sendOrderExport(reply, db, { paid_month: month }, `orders-paid-${month}.csv`);
    },
  );

  r.get(
    '/api/staff/reports/tally-vouchers.xml',
    {
      schema: {
        summary: "A month's invoices and credit notes as Tally vouchers, for Tally's XML import",
        description:
          'A Sales voucher per invoice and a Credit Note voucher per credit note, posted to the ledgers docs/invoices.md names; debits equal credits in each, to the paisa.',
        tags,
        querystring,
      },
    },
    async (request, reply) => sendMonthJournal(reply, db, request.query.month, request.log),
  );
}
