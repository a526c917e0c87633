/**
 * An invoice or credit note exactly as issued: every figure and name it prints, frozen at the
 * moment of issue, so that later changes to prices, the catalogue or the seller's details never
 * alter a document already sent. The PDF is drawn from this and nothing else.
 */
export type InvoiceKind = 'tax-invoice' | 'invoice' | 'credit-note';

export interface DocumentParty {
  name: string;
  address: string;
  state_code: string;
  state_name: string;
}

export interface InvoiceLine {
  /** 'Python: Pro Plan' */
  description: string;
  sac: string;
  /**
   * How many were bought, on a line of seats for several learners; absent (one) on every other
   * line and on documents issued before. The line's figures are for all of them.
   */
  quantity?: number;
  /** Price before the referral discount, GST included. */
  gross_paise: number;
  discount_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  /** gross - discount: what was paid for the line. */
  total_paise: number;
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  issued_at: string;
  /** A credit note names the invoice it reduces. */
  refers_to: { number: string; issued_at: string } | null;
  order_number: string;
  site_name: string;
  seller: DocumentParty & { gstin: string | null };
  /** A registered buyer's GSTIN makes the document B2B; absent on documents issued before. */
  buyer: DocumentParty & { email: string; gstin?: string | null };
  place_of_supply: { code: string; name: string };
  /** CGST + SGST when true, IGST otherwise; no tax at all for a plain 'invoice'. */
  intra_state: boolean;
  gst_rate_percent: number;
  lines: InvoiceLine[];
  totals: Omit<InvoiceLine, 'description' | 'sac' | 'quantity'>;
  amount_in_words: string;
  referral: { code: string; referrer: string } | null;
  /** e.g. the refund's reason on a credit note. */
  reason: string | null;
}
