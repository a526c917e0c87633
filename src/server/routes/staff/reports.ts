import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { istDay } from '../../../domain/india-time.ts';
import { offerReportSchema } from '../../../domain/staff/offer-report.ts';
import { monthQuerySchema, monthReportSchema } from '../../../domain/staff/reports.ts';
import { revenueOf } from '../../../domain/staff/revenue.ts';
import { sendCsv, toCsv } from '../../csv/csv-export.ts';
import {
  b2cTotals,
  monthReport,
  monthReportOf,
  signOf,
  withMonthDocuments,
} from '../../reports/month-documents.ts';
import { offerReport } from '../../reports/offers.ts';
import { writeMonthPdfZip } from '../../invoices/month-pdf-zip.ts';
import {
  documentSummaryCsv,
  gstr1B2bCsv,
  gstr1CdnrCsv,
  hsnSummaryCsv,
  offersCsv,
} from '../../reports/return-files.ts';

/** Rupees with two decimals, as accountants' spreadsheets take them. */
const rupees = (paise: number) => (paise / 100).toFixed(2);

const KIND_LABELS = {
  'tax-invoice': 'Tax invoice',
  invoice: 'Invoice',
  'credit-note': 'Credit note',
};

/** The accountant's exports for a month: every document, the GSTR-1 B2C summary, revenue. */
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
    '/api/staff/reports/gstr1-b2c.csv',
    {
      schema: {
        summary: 'The B2C summary of a month for GSTR-1: per place of supply and rate',
        tags,
        querystring,
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const report = await monthReportOf(db, month);
      const row = (label: string, code: string, rate: string, f: typeof report.totals) => [
        label,
        code,
        rate,
        rupees(f.taxable_paise),
        rupees(f.cgst_paise),
        rupees(f.sgst_paise),
        rupees(f.igst_paise),
        rupees(f.total_paise),
      ];
      const csv = toCsv(
        [
          'Place of supply',
          'State code',
          'Rate (%)',
          'Taxable value (INR)',
          'CGST (INR)',
          'SGST (INR)',
          'IGST (INR)',
          'Total (INR)',
        ],
        [
          ...report.b2c.map((b) => row(b.state_name, b.place_of_supply, String(b.rate_percent), b)),
          row('Total', '', '', b2cTotals(report)),
        ],
      );
      return sendCsv(reply, `gstr1-b2c-${month}.csv`, csv);
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

  const monthCsv = (path: string, summary: string, build: (month: string) => Promise<string>) =>
    r.get(
      `/api/staff/reports/${path}.csv`,
      { schema: { summary, tags, querystring } },
      async (request, reply) =>
        sendCsv(reply, `${path}-${request.query.month}.csv`, await build(request.query.month)),
    );

  monthCsv(
    'offers',
    'Orders paid in a month per code, with revenue, discount given, refunds and net, as CSV',
    async (month) => offersCsv(await offerReport(db, month)),
  );
  monthCsv(
    'gstr1-b2b',
    'The B2B invoices of a month for GSTR-1: one row per invoice to a registered buyer',
    (month) => withMonthDocuments(db, month, gstr1B2bCsv),
  );
  monthCsv(
    'gstr1-cdnr',
    'The credit notes of a month to registered buyers for GSTR-1 (CDNR): one row per note',
    (month) => withMonthDocuments(db, month, gstr1CdnrCsv),
  );
  monthCsv(
    'hsn-summary',
    'The HSN/SAC summary of a month for GSTR-1, B2B and B2C apart, credit notes deducted',
    (month) => withMonthDocuments(db, month, hsnSummaryCsv),
  );
  monthCsv(
    'document-summary',
    'The documents issued in a month for GSTR-1: number ranges, counts and cancelled',
    (month) => withMonthDocuments(db, month, documentSummaryCsv),
  );
}
