import { reasonField } from '../order-states.ts';
import { TDS_SECTION_KEYS, tdsCertificateField } from '../reconciliation/tds.ts';
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
    /** Not settled: in the open credits, for staff to settle or set aside. */
    z.object({ kind: z.literal('unmatched') }),
    /** Read before and set aside by staff: not a payment for an order. */
    z.object({ kind: z.literal('set_aside'), reason: z.string() }),
    /** Read before and already settled against an order: nothing to do. */
    z.object({
      kind: z.literal('reconciled'),
      /** The order it paid (the first, when it paid several). */
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

/** The path of one stored credit. */
export const lineParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

const lineId = z.number({ error: 'Choose the credits.' }).int().positive().max(2_147_483_647);
const version = z.number({ error: 'Send the version you saw.' }).int().min(1);
const orderNumber = z
  .string({ error: 'Enter the order number.' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'Enter the order number.' })
  .max(40, { error: 'Enter the order number.' });

/** A credit kept across statements, as the Payments screen lists it. */
export const bankCreditSchema = z.object({
  line_id: z.number().int(),
  /** The statement's day, India's. */
  date: z.string(),
  amount_paise: z.number().int(),
  /** What of it has paid orders; the rest is open. */
  allocated_paise: z.number().int(),
  utr: z.string().nullable(),
  description: z.string(),
  reference: z.string(),
  /** The statement it was first read from, and when. */
  file_name: z.string(),
  first_read_at: z.string(),
  /** The orders it paid part of, when some of it is spent. */
  orders: z.array(z.object({ order_number: z.string(), amount_paise: z.number().int() })),
});
export type BankCredit = z.infer<typeof bankCreditSchema>;

export const setAsideCreditSchema = bankCreditSchema.extend({
  reason: z.string(),
  set_aside_at: z.string(),
  /** Who set it aside; null once their account is gone. */
  set_aside_by: z.string().nullable(),
});
export type SetAsideCredit = z.infer<typeof setAsideCreditSchema>;

/** The most of each list one answer holds: the oldest open credits, the latest set aside. */
export const CREDIT_LIST_LIMIT = 500;

/** GET /api/staff/payments/credits/: the credits of every statement read, not yet settled. */
export const bankCreditsSchema = z.object({
  /** Oldest first. */
  open: z.array(bankCreditSchema),
  open_count: z.number().int(),
  /** Latest first. */
  set_aside: z.array(setAsideCreditSchema),
  set_aside_count: z.number().int(),
});
export type BankCredits = z.infer<typeof bankCreditsSchema>;

/** POST /api/staff/payments/credits/:id/set-aside/: not a payment for an order, and why. */
export const setAsideSchema = z.object({ reason: reasonField });

/** POST /api/staff/payments/settlements/: these orders are paid from these credits. */
export const settleOrdersSchema = z.object({
  orders: z
    .array(
      z.object({
        order_number: orderNumber,
        version,
        /** What a business buyer deducted as income-tax at source; the credits pay the rest. */
        tds: z
          .object({
            amount_paise: z
              .number({ error: 'Enter the TDS deducted.' })
              .int({ error: 'Enter the TDS in paise.' })
              .positive({ error: 'The TDS must be more than zero.' }),
            section: z.enum(TDS_SECTION_KEYS, {
              error: 'Choose the section it was deducted under.',
            }),
          })
          .nullable()
          .optional(),
      }),
      { error: 'Send the orders as a list.' },
    )
    .min(1, { error: 'Choose the order the credits pay.' })
    .max(20, { error: 'Settle at most 20 orders at once.' })
    .refine((orders) => new Set(orders.map((o) => o.order_number)).size === orders.length, {
      error: 'Each order is named once.',
    }),
  /** In the order they pay the orders: the first pays the first order, and so on. */
  credits: z
    .array(lineId, { error: 'Send the credits as a list.' })
    .min(1, { error: 'Choose the credits that pay the orders.' })
    .max(50, { error: 'Settle from at most 50 credits at once.' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each credit is named once.' }),
});
export type SettleOrders = z.infer<typeof settleOrdersSchema>;

export const settlementResultSchema = z.object({
  orders: z.array(z.object({ order_number: z.string(), paid_utr: z.string().nullable() })),
  allocations: z.array(
    z.object({
      line_id: z.number().int(),
      order_number: z.string(),
      amount_paise: z.number().int(),
    }),
  ),
  /** What is left open of the last credit: an overpayment. */
  left_over_paise: z.number().int(),
});
export type SettlementResult = z.infer<typeof settlementResultSchema>;

/** A credit that paid (some of) one order, as the order's page lists it. */
export const orderCreditSchema = z.object({
  line_id: z.number().int(),
  date: z.string(),
  utr: z.string().nullable(),
  /** What of the credit paid this order. */
  amount_paise: z.number().int(),
  /** The whole credit, which may have paid other orders too. */
  credit_paise: z.number().int(),
  file_name: z.string(),
});
export type OrderCredit = z.infer<typeof orderCreditSchema>;

/** TDS a business buyer deducted from an order's payment: owed until its certificate comes. */
export const orderTdsSchema = z.object({
  amount_paise: z.number().int(),
  section: z.enum(TDS_SECTION_KEYS),
  recorded_at: z.string(),
  certificate_number: z.string().nullable(),
  certificate_received_at: z.string().nullable(),
});
export type OrderTds = z.infer<typeof orderTdsSchema>;

/** A TDS receivable with its order, as the Payments screen and the report list it. */
export const tdsReceivableSchema = orderTdsSchema.extend({
  order_number: z.string(),
  /** The business invoiced, or the buyer's name. */
  buyer: z.string(),
  gstin: z.string(),
  pan: z.string(),
  invoice_number: z.string().nullable(),
});
export type TdsReceivable = z.infer<typeof tdsReceivableSchema>;

/** GET /api/staff/payments/tds/: receivables whose certificate has not come, oldest first. */
export const awaitedTdsSchema = z.object({ awaited: z.array(tdsReceivableSchema) });

/** POST /api/staff/payments/tds/:number/certificate/ */
export const tdsCertificateSchema = z.object({ certificate_number: tdsCertificateField });
export const tdsParamsSchema = z.object({ number: z.string().trim().max(40) });
