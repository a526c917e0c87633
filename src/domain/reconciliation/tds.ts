import { taxableOf } from '../gst/tax-split.ts';
import { z } from '../zod.ts';

/**
 * The sections a buyer deducts income-tax at source under on a training fee, as their
 * certificate names them. docs/invoices.md says which applies when.
 */
export const TDS_SECTIONS = {
  '194J': '194J: fees for professional or technical services',
  '194C': '194C: payments to contractors',
  '393': '393: Income-tax Act, 2025 (from 1 April 2026)',
} as const;
export type TdsSection = keyof typeof TDS_SECTIONS;
export const TDS_SECTION_KEYS = Object.keys(TDS_SECTIONS) as [TdsSection, ...TdsSection[]];

/** The rate the suggestion uses: 194J on professional services, the deduction buyers make most. */
export const SUGGESTED_TDS_PERCENT = 10;

/**
 * What a buyer most likely deducted from an order's total: 10% of its taxable value, since TDS is
 * not deducted on GST shown apart on the invoice (CBDT Circular 23/2017), rounded to the rupee
 * as buyers deduct it. Only a suggestion: staff enter what the buyer's advice says.
 */
export function suggestedTdsPaise(totalPaise: number): number {
  const tds = (taxableOf(totalPaise) * SUGGESTED_TDS_PERCENT) / 100;
  return Math.round(tds / 100) * 100;
}

/**
 * The most a deduction can be: 20% of the taxable value, the rate for a payee without a PAN
 * (section 206AA). More than that is a typing mistake.
 */
export const tdsLimitPaise = (totalPaise: number) => Math.floor(taxableOf(totalPaise) / 5);

/** The PAN inside a GSTIN: its characters 3 to 12. */
export const panOfGstin = (gstin: string) => gstin.slice(2, 12);

export const tdsCertificateField = z
  .string({ error: 'Enter the certificate number.' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'Enter the certificate number.' })
  .max(40, { error: 'Enter the certificate number as it is printed (at most 40 characters).' })
  .regex(/^[A-Z0-9/-]+$/, {
    error: 'Enter the certificate number as it is printed: letters, digits, / and - only.',
  });
