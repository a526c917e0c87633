import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { formatPaise } from '../../../domain/money.ts';
import {
  findUtr,
  headerKey,
  type ColumnMapping,
} from '../../../domain/reconciliation/statement-fields.ts';
import { orderConflictSchema } from '../../../domain/staff/orders.ts';
import {
  confirmMatchesSchema,
  confirmResultSchema,
  lineParamsSchema,
  linkCreditSchema,
  linkResultSchema,
  needsMappingSchema,
  statementResultSchema,
  statementUploadSchema,
  STATEMENT_MAX_BYTES,
} from '../../../domain/staff/payments.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { nowIso } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { applyStaffTransition } from '../../orders/staff-transitions.ts';
import { keyCredits, rememberLines } from '../../reconciliation/bank-lines.ts';
import { matchCredits } from '../../reconciliation/match-credits.ts';
import { parseStatement } from '../../reconciliation/parse-statement.ts';

const NEEDS_MAPPING =
  'This statement’s columns are not known yet. Choose which column holds the date, the description, the reference and the credit amount.';

/** Bank statement reconciliation: read a statement, propose matches, confirm them as paid. */
const NOT_CSV =
  'This is not a CSV file. Download the statement from the bank as CSV and choose that file.';

export async function staffPaymentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['staff'];

  const keyOf = (headers: string[]) => headers.map(headerKey).join('|');
  const rememberedMapping = async (headers: string[]) => {
    const row = await db
      .selectFrom('statement_mappings')
      .select('mapping')
      .where('header_key', '=', keyOf(headers))
      .executeTakeFirst();
    return row ? (JSON.parse(row.mapping) as ColumnMapping) : undefined;
  };
  const rememberMapping = async (headers: string[], mapping: ColumnMapping) => {
    const values = { mapping: JSON.stringify(mapping), updated_at: nowIso() };
    await db
      .insertInto('statement_mappings')
      .values({ header_key: keyOf(headers), ...values })
      .onConflict((oc) => oc.column('header_key').doUpdateSet(values))
      .execute();
  };

  r.post(
    '/api/staff/payments/statement/',
    {
      // The statement travels as JSON text; it may be far bigger than a form.
      bodyLimit: STATEMENT_MAX_BYTES + 64 * 1024,
      schema: {
        summary: 'Read a bank statement (CSV) and propose which orders its credits pay',
        description:
          'Knows the HDFC, ICICI, SBI and Axis exports; for any other, answers 422 with the headers so staff can pick the date, description, reference and credit columns once (remembered by header set). Each credit is stored once by its UTR (or a hash of its date, amount and narration); one settled before reads as `reconciled`. The answer lists this statement’s credits only. No order changes until the matches are confirmed.',
        tags,
        body: statementUploadSchema,
        response: {
          200: statementResultSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          422: needsMappingSchema,
        },
      },
    },
    async (request, reply) => {
      const { csv, mapping, file_name } = request.body;
      let parsed = parseStatement(csv, mapping);
      if (!parsed.ok && parsed.reason === 'no-header' && !mapping) {
        const remembered = await rememberedMapping(parsed.headers);
        if (remembered) parsed = parseStatement(csv, remembered);
      }
      if (!parsed.ok) {
        if (parsed.reason === 'not-csv') {
          throw new HttpError(400, NOT_CSV, {}, { field: 'csv' });
        }
        if (mapping) {
          throw new HttpError(400, 'Those columns are not in this statement. Choose them again.');
        }
        return reply.code(422).send({ error: NEEDS_MAPPING, headers: parsed.headers });
      }
      if (mapping && parsed.format === 'Your columns')
        await rememberMapping(parsed.headers, mapping);
      const credits = keyCredits(
        parsed.credits.map((c) => ({ ...c, utr: findUtr(c.reference, c.description) ?? null })),
      );
      const matched = await db.transaction().execute(async (tx) => {
        const stored = await rememberLines(tx, credits, file_name, nowIso());
        const result = await matchCredits(tx, credits, stored);
        for (const { lineId, orderId, settledAt } of result.settlements) {
          await tx
            .updateTable('bank_lines')
            .set({ order_id: orderId, settled_at: settledAt })
            .where('id', '=', lineId)
            .where('settled_at', 'is', null)
            .execute();
        }
        const ofKind = (kind: string) => result.credits.filter((c) => c.proposal.kind === kind);
        await recordAudit(tx, request.user!, {
          action: 'payments.import',
          recordType: 'statement',
          recordId: file_name,
          changes: [
            { field: 'format', before: null, after: parsed.format },
            { field: 'credits', before: null, after: parsed.credits.length },
            { field: 'proposed_matches', before: null, after: ofKind('match').length },
            { field: 'already_reconciled', before: null, after: ofKind('reconciled').length },
          ],
        });
        return result;
      });
      return {
        format: parsed.format,
        skipped_rows: parsed.skippedRows,
        credits: matched.credits,
        reported_without_credit: matched.reported_without_credit,
      };
    },
  );

  r.post(
    '/api/staff/payments/confirm/',
    {
      schema: {
        summary: 'Mark the accepted matches as paid, each through the usual transition',
        description:
          'Each match goes through "Mark as paid" with its version and UTR: the audit row, the invoice and the mails come with it. A match that changed meanwhile, or whose UTR was used, is refused on its own; the others still apply.',
        tags,
        body: confirmMatchesSchema,
        response: { 200: confirmResultSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const results = [];
      // One at a time: each is its own transaction, and invoice numbers follow the list.
      for (const match of request.body.matches) {
        try {
          await applyStaffTransition(app, request.user!, match.order_number, {
            to: 'paid',
            version: match.version,
            utr: match.utr,
          });
          results.push({ order_number: match.order_number, ok: true, error: null });
        } catch (err) {
          if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
          results.push({ order_number: match.order_number, ok: false, error: err.message });
        }
      }
      return { results };
    },
  );

  r.post(
    '/api/staff/payments/lines/:id/link/',
    {
      schema: {
        summary: 'Confirm an unmatched credit as the payment of an order staff name',
        description:
          'Marks the order paid through the usual transition with the credit’s UTR (send the order’s `version`): the audit row, the invoice and the mails come with it, and the credit is settled against the order. Refused (409) when the credit is settled already, its amount differs from the order’s total, or the order changed or cannot be paid.',
        tags,
        params: lineParamsSchema,
        body: linkCreditSchema,
        response: {
          200: linkResultSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: orderConflictSchema.or(apiErrorSchema),
        },
      },
    },
    async (request) => {
      const { order_number, version } = request.body;
      const line = await db
        .selectFrom('bank_lines as l')
        .leftJoin('orders as o', 'o.id', 'l.order_id')
        .select(['l.id', 'l.utr', 'l.amount_paise', 'l.settled_at', 'o.number'])
        .where('l.id', '=', request.params.id)
        .executeTakeFirst();
      if (!line) throw new HttpError(404, 'There is no such credit. Read the statement again.');
      if (line.settled_at) {
        throw new HttpError(
          409,
          line.number
            ? `This credit already settled order ${line.number}.`
            : 'This credit is settled already.',
        );
      }
      if (!line.utr) {
        throw new HttpError(
          400,
          'This credit has no 12-digit UPI reference (UTR). Find it in the bank’s records and mark the order paid on its page.',
        );
      }
      const order = await db
        .selectFrom('orders')
        .select(['number', 'total_paise'])
        .where('number', '=', order_number)
        .executeTakeFirst();
      if (!order) {
        throw new HttpError(
          404,
          `There is no order ${order_number}.`,
          {},
          { field: 'order_number' },
        );
      }
      if (order.total_paise !== line.amount_paise) {
        throw new HttpError(
          409,
          `This credit is ${formatPaise(line.amount_paise)} but order ${order.number} totals ${formatPaise(order.total_paise)}. Check the bank and the order before marking it paid on its page.`,
        );
      }
      await applyStaffTransition(app, request.user!, order.number, {
        to: 'paid',
        version,
        utr: line.utr,
      });
      const settled = await db
        .selectFrom('bank_lines')
        .select('settled_at')
        .where('id', '=', line.id)
        .executeTakeFirstOrThrow();
      return { line_id: line.id, order_number: order.number, settled_at: settled.settled_at! };
    },
  );
}
