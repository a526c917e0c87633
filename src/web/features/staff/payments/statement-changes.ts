import { formatPaise } from '../../../../domain/money.ts';
import { TDS_SECTION_KEYS } from '../../../../domain/reconciliation/tds.ts';
import { needsMappingSchema, type StatementResult } from '../../../../domain/staff/payments.ts';
import { z } from '../../../../domain/zod.ts';
import { failureMessage } from '../../../api/client.ts';
import { redirectIfSignedOut } from '../../../lib/route-data.ts';
import {
  confirmMatches,
  readStatement,
  recordTdsCertificate,
  reopenCredit,
  setAsideCredit,
  settleOrders,
  type ConfirmResult,
  type StatementUpload,
} from '../api/payments-api.ts';
import { answerOf, refusalOf, type Answer, type Refusal } from '../../../lib/route-answer.ts';

// Only the shape is checked here: the server checks the rest, and says what is wrong.
const uploadSchema = z.object({
  file_name: z.string(),
  csv: z.string(),
  mapping: z
    .object({
      date: z.string(),
      description: z.string(),
      reference: z.string(),
      credit: z.string(),
    })
    .optional(),
});
const matchSchema = z.object({ order_number: z.string(), version: z.number(), utr: z.string() });

const settleSchema = z.object({
  orders: z.array(
    z.object({
      order_number: z.string(),
      version: z.number(),
      tds: z.object({ amount_paise: z.number(), section: z.enum(TDS_SECTION_KEYS) }).nullish(),
    }),
  ),
  credits: z.array(z.number()),
});

/** What the payments route's clientAction is asked to do: `intent` says which. */
const paymentsChangeSchema = z.discriminatedUnion('intent', [
  /** Reads the statement: it changes nothing, but it is sent, and answered, like a change. */
  z.object({ intent: z.literal('read'), upload: uploadSchema }),
  z.object({ intent: z.literal('confirm'), matches: z.array(matchSchema) }),
  /** Orders are paid from open credits: several credits, one shared, net of TDS. */
  z.object({ intent: z.literal('settle'), settlement: settleSchema }),
  z.object({ intent: z.literal('set-aside'), line_id: z.number(), reason: z.string() }),
  z.object({ intent: z.literal('reopen'), line_id: z.number() }),
  z.object({
    intent: z.literal('tds-certificate'),
    order_number: z.string(),
    certificate_number: z.string(),
  }),
]);
export type PaymentsChange = z.infer<typeof paymentsChangeSchema>;

/** What reading a statement came to. */
export type StatementAnswer =
  /** `read` numbers the readings: each one's result starts afresh, nothing confirmed yet. */
  | { outcome: 'read'; upload: StatementUpload; result: StatementResult; read: number }
  /** A bank the server does not know: staff choose which of `headers` is which. */
  | { outcome: 'mapping'; upload: StatementUpload; headers: string[]; message: string }
  | { outcome: 'refused'; message: string };

/** The matches confirmed: which orders are paid now, and why the others are not. */
export type ConfirmAnswer = { ok: true; result: ConfirmResult } | Refusal;

const NO_HEADER =
  'No row of column names was found, so this does not look like a bank statement. Export the statement from the bank as CSV.';
const TOO_BIG = 'The statement is larger than 2 MB. Export one month at a time.';

let readings = 0;

async function read(upload: StatementUpload, request: Request): Promise<StatementAnswer> {
  const answer = await readStatement(upload);
  if (answer.ok) return { outcome: 'read', upload, result: answer.data, read: (readings += 1) };
  redirectIfSignedOut(answer, request);
  if (answer.kind === 'http' && answer.status === 422) {
    const needs = needsMappingSchema.safeParse(answer.body);
    // Fewer than four named columns: nothing to choose from, so not a statement at all.
    if (needs.success && needs.data.headers.filter((h) => h.trim() !== '').length < 4) {
      return { outcome: 'refused', message: NO_HEADER };
    }
    if (needs.success) {
      const { file_name, csv } = upload;
      return {
        outcome: 'mapping',
        upload: { file_name, csv },
        headers: needs.data.headers,
        message: needs.data.error,
      };
    }
  }
  return {
    outcome: 'refused',
    message:
      answer.kind === 'http' && answer.status === 413
        ? TOO_BIG
        : failureMessage(answer, 'The statement could not be read.'),
  };
}

/** A change to the kept credits or the TDS: done, in words, or refused. */
async function changeCredits(
  change: Exclude<PaymentsChange, { intent: 'read' | 'confirm' }>,
  request: Request,
): Promise<Answer> {
  switch (change.intent) {
    case 'settle':
      return answerOf(await settleOrders(change.settlement), request, {
        done: (settled) => {
          const numbers = settled.orders.map((o) => o.order_number);
          const paid =
            numbers.length === 1
              ? `Order ${numbers[0]} is marked as paid and its buyer mailed the invoice.`
              : `Orders ${numbers.join(' and ')} are marked as paid and each buyer mailed their invoice.`;
          const left = settled.left_over_paise
            ? ` ${formatPaise(settled.left_over_paise)} of the last credit stays open.`
            : '';
          return `${paid}${left}`;
        },
        refused: 'The orders were not marked as paid.',
      });
    case 'set-aside':
      return answerOf(await setAsideCredit(change.line_id, change.reason), request, {
        done: () => 'The credit is set aside.',
        refused: 'The credit was not set aside.',
      });
    case 'reopen':
      return answerOf(await reopenCredit(change.line_id), request, {
        done: () => 'The credit is open again.',
        refused: 'The credit was not reopened.',
      });
    case 'tds-certificate':
      return answerOf(
        await recordTdsCertificate(change.order_number, change.certificate_number),
        request,
        {
          done: (tds) =>
            `Certificate ${tds.certificate_number} recorded for the TDS of order ${tds.order_number}.`,
          refused: 'The certificate was not recorded.',
        },
      );
  }
}

/**
 * Reads a statement, confirms the matches it proposed, settles orders from the kept credits,
 * sets a credit aside or back, or records a TDS certificate (the payments route's
 * clientAction). React Router then loads the credits again.
 */
export async function changePayments(
  request: Request,
): Promise<StatementAnswer | ConfirmAnswer | Answer> {
  const change = paymentsChangeSchema.parse(await request.json());
  if (change.intent === 'read') return read(change.upload, request);
  if (change.intent !== 'confirm') return changeCredits(change, request);
  const result = await confirmMatches(change.matches);
  if (result.ok) return { ok: true, result: result.data };
  redirectIfSignedOut(result, request);
  return refusalOf(result, 'The payments could not be confirmed.');
}
