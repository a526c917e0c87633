import { needsMappingSchema, type StatementResult } from '../../../../domain/staff/payments.ts';
import { z } from '../../../../domain/zod.ts';
import { failureMessage } from '../../../api/client.ts';
import { redirectIfSignedOut } from '../../../lib/route-data.ts';
import {
  confirmMatches,
  readStatement,
  type ConfirmResult,
  type StatementUpload,
} from '../api/payments-api.ts';
import { answerOf, refusalOf, type Answer, type Refusal } from '../data/answer.ts';
import { linkCredit } from './link-credit-api.ts';

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

/** What the payments route's clientAction is asked to do: `intent` says which. */
const paymentsChangeSchema = z.discriminatedUnion('intent', [
  /** Reads the statement: it changes nothing, but it is sent, and answered, like a change. */
  z.object({ intent: z.literal('read'), upload: uploadSchema }),
  z.object({ intent: z.literal('confirm'), matches: z.array(matchSchema) }),
  /** An unmatched credit is this order's payment: the order is marked paid with its UTR. */
  z.object({
    intent: z.literal('link'),
    line_id: z.number(),
    order_number: z.string(),
    version: z.number(),
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

/**
 * Reads a statement, confirms the matches it proposed, or links a credit to an order (the
 * payments route's clientAction).
 */
export async function changePayments(
  request: Request,
): Promise<StatementAnswer | ConfirmAnswer | Answer> {
  const change = paymentsChangeSchema.parse(await request.json());
  if (change.intent === 'read') return read(change.upload, request);
  if (change.intent === 'link') {
    const { line_id, order_number, version } = change;
    return answerOf(await linkCredit(line_id, { order_number, version }), request, {
      done: (linked) => `Order ${linked.order_number} is marked as paid with this credit.`,
      refused: 'The credit was not linked.',
    });
  }
  const result = await confirmMatches(change.matches);
  if (result.ok) return { ok: true, result: result.data };
  redirectIfSignedOut(result, request);
  return refusalOf(result, 'The payments could not be confirmed.');
}
