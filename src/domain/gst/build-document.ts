import { rupeesInWords } from './amount-in-words.ts';
import type {
  DocumentParty,
  InvoiceDocument,
  InvoiceKind,
  InvoiceLine,
} from './invoice-document.ts';
import { allocate, GST_RATE_PERCENT, SAC_TRAINING, splitTax } from './tax-split.ts';

export interface InvoiceInput {
  kind: Exclude<InvoiceKind, 'credit-note'>;
  number: string;
  issuedAt: string;
  orderNumber: string;
  siteName: string;
  seller: DocumentParty & { gstin: string | null };
  buyer: DocumentParty & { email: string; gstin?: string | null };
  /** Each line's price before the discount, GST included; with a quantity, of all of them. */
  items: Array<{ description: string; gross_paise: number; quantity?: number }>;
  discountPaise: number;
  /** What the discount is shared across the lines by (discountWeights); by price when absent. */
  discountWeights?: number[];
  referral: { code: string; referrer: string } | null;
}

function totalsOf(lines: InvoiceLine[]): InvoiceDocument['totals'] {
  const sum = (key: keyof InvoiceDocument['totals']) =>
    lines.reduce((total, line) => total + line[key], 0);
  return {
    gross_paise: sum('gross_paise'),
    discount_paise: sum('discount_paise'),
    taxable_paise: sum('taxable_paise'),
    cgst_paise: sum('cgst_paise'),
    sgst_paise: sum('sgst_paise'),
    igst_paise: sum('igst_paise'),
    total_paise: sum('total_paise'),
  };
}

/** Lines from a tax split; a supplier outside GST charges none, so its value is the amount. */
function linesOf(
  descriptions: string[],
  gross: number[],
  discount: number,
  intraState: boolean,
  taxed: boolean,
  weights: number[] = gross,
): InvoiceLine[] {
  return splitTax(gross, discount, intraState, weights).lines.map((line, i) => ({
    description: descriptions[i]!,
    sac: SAC_TRAINING,
    gross_paise: line.gross_paise,
    discount_paise: line.discount_paise,
    taxable_paise: taxed ? line.taxable_paise : line.net_paise,
    cgst_paise: taxed ? line.cgst_paise : 0,
    sgst_paise: taxed ? line.sgst_paise : 0,
    igst_paise: taxed ? line.igst_paise : 0,
    total_paise: line.net_paise,
  }));
}

/**
 * The invoice of a paid order, as it will be printed and kept: the discount taken off before
 * tax, CGST + SGST in the seller's state and IGST elsewhere (the buyer's state is the place of
 * supply), every figure in paise adding up to what was paid.
 */
export function buildInvoiceDocument(input: InvoiceInput): InvoiceDocument {
  const intraState = input.buyer.state_code === input.seller.state_code;
  const taxed = input.kind === 'tax-invoice';
  const lines = linesOf(
    input.items.map((i) => i.description),
    input.items.map((i) => i.gross_paise),
    input.discountPaise,
    intraState,
    taxed,
    input.discountWeights,
  ).map((line, i) => {
    const { quantity } = input.items[i]!;
    return quantity === undefined ? line : { ...line, quantity };
  });
  const totals = totalsOf(lines);
  return {
    kind: input.kind,
    number: input.number,
    issued_at: input.issuedAt,
    refers_to: null,
    order_number: input.orderNumber,
    site_name: input.siteName,
    seller: input.seller,
    buyer: input.buyer,
    place_of_supply: { code: input.buyer.state_code, name: input.buyer.state_name },
    intra_state: intraState,
    gst_rate_percent: GST_RATE_PERCENT,
    lines,
    totals,
    amount_in_words: rupeesInWords(totals.total_paise),
    referral: input.referral,
    reason: null,
  };
}

/** What a credit note gives back: an amount, for some of the invoice's lines, and why. */
export interface CreditNoteInput {
  number: string;
  issuedAt: string;
  refundPaise: number;
  /** The refunded lines, by their place on the invoice (from 0). */
  lines: number[];
  /**
   * What is given back of each of `lines`, in their order, where earlier refunds already took
   * some of them back; else `refundPaise` is shared across them by what each cost.
   */
  shares?: number[];
  reason: string;
}

/**
 * A credit note for `refundPaise` of some lines of an invoice: the amount shared across those
 * lines in proportion to what each cost, each part split into taxable value and tax the same
 * way. The other lines are not on it: what was bought with them stands.
 */
export function buildCreditNote(invoice: InvoiceDocument, note: CreditNoteInput): InvoiceDocument {
  const places = [...new Set(note.lines)].sort((a, b) => a - b);
  const refunded = places
    .map((i) => invoice.lines[i])
    .filter((line): line is InvoiceLine => line !== undefined);
  if (places.length === 0 || refunded.length !== places.length) {
    throw new RangeError(`Credit note lines ${note.lines.join(', ')} are not on the invoice.`);
  }
  const paid = refunded.reduce((sum, line) => sum + line.total_paise, 0);
  if (note.refundPaise < 1 || note.refundPaise > paid) {
    throw new RangeError(`A credit of ${note.refundPaise} paise is not within 1 to ${paid}.`);
  }
  if (note.shares && note.shares.length !== note.lines.length) {
    throw new RangeError('A credit note needs a share for each of its lines.');
  }
  const given = note.shares
    ? places.map((place) => note.shares![note.lines.indexOf(place)]!)
    : null;
  if (given?.some((share, i) => share < 0 || share > refunded[i]!.total_paise)) {
    throw new RangeError('A credit note cannot take back more of a line than was paid for it.');
  }
  if (given && given.reduce((sum, share) => sum + share, 0) !== note.refundPaise) {
    throw new RangeError("A credit note's shares must add up to its amount.");
  }
  const shares =
    given ??
    allocate(
      note.refundPaise,
      refunded.map((l) => l.total_paise),
    );
  const kept = refunded.map((line, i) => ({ line, share: shares[i]! })).filter((l) => l.share > 0);
  const lines = linesOf(
    kept.map((k) => k.line.description),
    kept.map((k) => k.share),
    0,
    invoice.intra_state,
    invoice.kind === 'tax-invoice',
  );
  const totals = totalsOf(lines);
  return {
    ...invoice,
    kind: 'credit-note',
    number: note.number,
    issued_at: note.issuedAt,
    refers_to: { number: invoice.number, issued_at: invoice.issued_at },
    lines,
    totals,
    amount_in_words: rupeesInWords(totals.total_paise),
    referral: null,
    reason: note.reason,
  };
}
