import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/errors.ts';
import {
  findUtr,
  headerKey,
  type ColumnMapping,
} from '../../../domain/reconciliation/statement-fields.ts';
import { orderConflictSchema } from '../../../domain/staff/orders.ts';
import {
  awaitedTdsSchema,
  bankCreditsSchema,
  CREDIT_LIST_LIMIT,
  confirmMatchesSchema,
  confirmResultSchema,
  lineParamsSchema,
  needsMappingSchema,
  setAsideSchema,
  settlementResultSchema,
  settleOrdersSchema,
  statementResultSchema,
  statementUploadSchema,
  STATEMENT_MAX_BYTES,
  tdsCertificateSchema,
  tdsParamsSchema,
  tdsReceivableSchema,
} from '../../../domain/staff/payments.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { requirePermission } from '../../auth/guards.ts';
import { nowIso } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { applyStaffTransition } from '../../orders/staff-transitions.ts';
import { allocate } from '../../reconciliation/allocations.ts';
import { bankCredits } from '../../reconciliation/bank-credits.ts';
import { keyCredits, rememberLines } from '../../reconciliation/bank-lines.ts';
import { matchCredits } from '../../reconciliation/match-credits.ts';
import { parseStatement } from '../../reconciliation/parse-statement.ts';
import { reopenCredit, setAsideCredit } from '../../reconciliation/set-aside.ts';
import { settleOrders } from '../../reconciliation/settle-orders.ts';
import { awaitedTds, recordTdsCertificate } from '../../reconciliation/tds-receivables.ts';

const NEEDS_MAPPING =
  'This statement’s columns are not known yet. Choose which column holds the date, the description, the reference and the credit amount.';

const NOT_CSV =
  'This is not a CSV file. Download the statement from the bank as CSV and choose that file.';

/**
 * Bank reconciliation: read a statement (its credits are kept), propose matches and confirm
 * them, settle orders from credits (several credits, shared credits, net of TDS), set credits
 * aside, and record TDS certificates. Everyone who sees orders reads; changes need
 * 'handle-orders'.
 */
export async function staffPaymentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['staff'];
  const handles = { onRequest: requirePermission('handle-orders') };

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
      ...handles,
      // The statement travels as JSON text; it may be far bigger than a form.
      bodyLimit: STATEMENT_MAX_BYTES + 64 * 1024,
      schema: {
        summary: 'Read a bank statement (CSV) and propose which orders its credits pay',
        description:
          'Knows the HDFC, ICICI, SBI and Axis exports; for any other, answers 422 with the headers so staff can pick the date, description, reference and credit columns once (remembered by header set). Each credit is stored once by its UTR (or a hash of its date, amount and narration) and kept among the open credits until orders use it up or staff set it aside; one settled before reads as `reconciled`, one set aside as `set_aside`. The answer lists this statement’s credits only. No order changes until the matches are confirmed.',
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
        for (const { lineId, orderId, amountPaise, settledAt } of result.settlements) {
          await allocate(tx, { lineId, orderId, amountPaise, actorId: null, at: settledAt });
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
      ...handles,
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

  r.get(
    '/api/staff/payments/credits/',
    {
      schema: {
        summary:
          'The credits of every statement read that orders have not used up, and those set aside',
        description: `Open credits oldest first, set-aside ones latest first, at most ${CREDIT_LIST_LIMIT} of each (the counts say how many there are).`,
        tags,
        response: { 200: bankCreditsSchema },
      },
    },
    async () => bankCredits(db),
  );

  r.post(
    '/api/staff/payments/credits/:id/set-aside/',
    {
      ...handles,
      schema: {
        summary: 'Set aside a credit that pays no order, with the reason',
        description:
          'It leaves the open credits (what of it paid orders stays theirs). 409 when it is set aside already or orders used all of it.',
        tags,
        params: lineParamsSchema,
        body: setAsideSchema,
        response: {
          200: bankCreditsSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await setAsideCredit(db, request.user!, request.params.id, request.body.reason);
      return bankCredits(db);
    },
  );

  r.post(
    '/api/staff/payments/credits/:id/reopen/',
    {
      ...handles,
      schema: {
        summary: 'Put a credit set aside back among the open credits',
        tags,
        params: lineParamsSchema,
        response: { 200: bankCreditsSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      await reopenCredit(db, request.user!, request.params.id);
      return bankCredits(db);
    },
  );

  r.post(
    '/api/staff/payments/settlements/',
    {
      ...handles,
      schema: {
        summary: 'Mark orders paid from bank credits: several credits, shared credits, net of TDS',
        description:
          'The credits pay the orders in the order given: the first credit pays the first order until it is paid, then the next. Each order’s credits plus its TDS (a business buyer only) must equal its total, and every credit chosen must be needed; what is left of the last credit stays open. All orders or none: each goes through "Mark as paid" with its version (invoice, enrolment, mails, audit). An order paid from one credit that pays no other order records its UTR; otherwise `paid_utr` is null and the order lists its credits. Two people spending one credit at once: one is refused (409).',
        tags,
        body: settleOrdersSchema,
        response: {
          200: settlementResultSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: orderConflictSchema.or(apiErrorSchema),
        },
      },
    },
    async (request) => settleOrders(app, request.user!, request.body),
  );

  r.get(
    '/api/staff/payments/tds/',
    {
      schema: {
        summary: 'TDS receivable whose certificate (Form 16A) has not come, oldest first',
        tags,
        response: { 200: awaitedTdsSchema },
      },
    },
    async () => ({ awaited: await awaitedTds(db) }),
  );

  r.post(
    '/api/staff/payments/tds/:number/certificate/',
    {
      ...handles,
      schema: {
        summary: 'Record (or correct) the number of the TDS certificate a buyer sent for an order',
        tags,
        params: tdsParamsSchema,
        body: tdsCertificateSchema,
        response: { 200: tdsReceivableSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      recordTdsCertificate(
        db,
        request.user!,
        request.params.number.toUpperCase(),
        request.body.certificate_number,
      ),
  );
}
