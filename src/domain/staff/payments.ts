import { z } from '../zod.ts';

/** A bank statement CSV is at most this big; a month of a small business is far less. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;

export const columnMappingSchema = z.object({
  date: z.string().min(1).max(100),
  description: z.string().min(1).max(100),
  reference: z.string().min(1).max(100),
  credit: z.string().min(1).max(100),
});

/** POST /api/staff/payments/statement/: the file's text, and the columns when staff picked them. */
export const statementUploadSchema = z.object({
  file_name: z.string().trim().min(1).max(200),
  csv: z
    .string({ error: 'Choose the statement file (CSV).' })
    .min(1, { error: 'The statement file is empty.' })
    .max(STATEMENT_MAX_BYTES, {
      error: 'The statement is larger than 2 MB. Export one month at a time.',
    }),
  mapping: columnMappingSchema.optional(),
});

export const PROPOSAL_FLAGS = {
  amount_mismatch: "The amount differs from the order's total",
  utr_claimed_twice: 'More than one order reported this UTR',
  utr_already_used: 'This UTR already confirmed an order',
  no_utr: 'No 12-digit UPI reference (UTR) in this credit',
  duplicate_in_statement: 'This UTR appears twice in the statement',
} as const;
export type ProposalFlag = keyof typeof PROPOSAL_FLAGS;

export const statementCreditSchema = z.object({
  /** Its line number in the file. */
  line: z.number().int(),
  /** The stored bank line: the same credit read again has the same id. */
  line_id: z.number().int(),
  date: z.string(),
  description: z.string(),
  reference: z.string(),
  utr: z.string().nullable(),
  amount_paise: z.number().int(),
  proposal: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('match'),
      order_number: z.string(),
      version: z.number().int(),
      /** How it was found: the UTR the learner reported, or the order number in the narration. */
      by: z.enum(['utr', 'order_number']),
      /** The buyer's name on the order, to set beside the payer in the bank's narration. */
      buyer_name: z.string(),
      /** The order's total, which the credit's amount equals. */
      total_paise: z.number().int(),
    }),
    z.object({
      kind: z.literal('flag'),
      flag: z.enum(Object.keys(PROPOSAL_FLAGS) as [ProposalFlag, ...ProposalFlag[]]),
      order_number: z.string().nullable(),
      /** The order's total, to set beside the credit's amount; null without an order. */
      expected_paise: z.number().int().nullable(),
      /** The buyer's name on that order. */
      buyer_name: z.string().nullable(),
    }),
    z.object({ kind: z.literal('unmatched') }),
    /** Read before and already settled against an order: nothing to do. */
    z.object({
      kind: z.literal('reconciled'),
      order_number: z.string().nullable(),
      settled_at: z.string(),
    }),
  ]),
});
export type StatementCredit = z.infer<typeof statementCreditSchema>;

export const statementResultSchema = z.object({
  /** The bank recognised, or 'Your columns' when staff picked them. */
  format: z.string(),
  credits: z.array(statementCreditSchema),
  /** Rows that were not credits (debits, balances, summary lines). */
  skipped_rows: z.number().int(),
  /** Orders whose payment was reported but that no credit in the file matches. */
  reported_without_credit: z.array(
    z.object({
      order_number: z.string(),
      name: z.string(),
      total_paise: z.number().int(),
      reported_utr: z.string().nullable(),
    }),
  ),
});
export type StatementResult = z.infer<typeof statementResultSchema>;

/** 422 when the columns are not known: staff pick them from these headers once. */
export const needsMappingSchema = z.object({ error: z.string(), headers: z.array(z.string()) });

/** POST /api/staff/payments/confirm/: the proposed matches staff accept, in one step. */
export const confirmMatchesSchema = z.object({
  matches: z
    .array(
      z.object({
        order_number: z.string().max(40),
        version: z.number().int().min(1),
        utr: z.string().regex(/^\d{12}$/, { error: 'Each match needs its 12-digit UTR.' }),
      }),
      { error: 'Send the matches as a list.' },
    )
    .min(1, { error: 'Choose at least one match to confirm.' })
    .max(500),
});

export const confirmResultSchema = z.object({
  results: z.array(
    z.object({ order_number: z.string(), ok: z.boolean(), error: z.string().nullable() }),
  ),
});

/** POST /api/staff/payments/lines/:id/link/: an unmatched credit is this order's payment. */
export const lineParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const linkCreditSchema = z.object({
  order_number: z
    .string({ error: 'Enter the order number.' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'Enter the order number.' })
    .max(40, { error: 'Enter the order number.' }),
  version: z.number({ error: 'Send the version you saw.' }).int().min(1),
});
export type LinkCredit = z.infer<typeof linkCreditSchema>;

export const linkResultSchema = z.object({
  line_id: z.number().int(),
  order_number: z.string(),
  settled_at: z.string(),
});
export type LinkResult = z.infer<typeof linkResultSchema>;
