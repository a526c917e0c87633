import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { monthQuerySchema } from '../../../domain/staff/reports.ts';
import { tdsReportSchema } from '../../../domain/staff/tds-report.ts';
import { sendCsv } from '../../csv/csv-export.ts';
import { tdsOfMonth } from '../../reconciliation/tds-receivables.ts';
import { tdsReceivableCsv } from '../../reports/tds-receivable-csv.ts';

/** The month's TDS receivable, beside the other reports: for the screen and as a download. */
export async function staffTdsReportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['staff'];
  const querystring = monthQuerySchema;

  r.get(
    '/api/staff/reports/tds/',
    {
      schema: {
        summary: 'The TDS receivable of the orders paid in a month, and what awaits a certificate',
        tags,
        querystring,
        response: { 200: tdsReportSchema, 400: apiErrorSchema },
      },
    },
    async (request) => tdsOfMonth(db, request.query.month),
  );

  r.get(
    '/api/staff/reports/tds-receivable.csv',
    {
      schema: {
        summary:
          'The TDS receivable of a month as CSV: order, buyer, GSTIN and PAN, invoice, TDS, section, certificate',
        tags,
        querystring,
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      return sendCsv(
        reply,
        `tds-receivable-${month}.csv`,
        tdsReceivableCsv(await tdsOfMonth(db, month)),
      );
    },
  );
}
