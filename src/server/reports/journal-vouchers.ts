import type { InvoiceDocument } from '../../domain/gst/invoice-document.ts';
import { istDay } from '../../domain/india-time.ts';

/**
 * The ledgers the vouchers post to, as the accountant creates them once in the books
 * (docs/invoices.md): every learner's sale goes to one debtors' ledger, its buyer named on the
 * voucher, so that a month of learners adds no ledger.
 */
export const JOURNAL_LEDGERS = {
  party: 'Online Learners',
  sales: 'Training Fees',
  cgst: 'Output CGST',
  sgst: 'Output SGST',
  igst: 'Output IGST',
} as const;

export interface JournalEntry {
  ledger: string;
  side: 'debit' | 'credit';
  paise: number;
}

/** One invoice or credit note as an accounting voucher. */
export interface JournalVoucher {
  type: 'Sales' | 'Credit Note';
  number: string;
  /** The IST day it was issued, YYYY-MM-DD. */
  date: string;
  buyer: { name: string; gstin: string | null; state: string };
  /** The place of supply's state name. */
  placeOfSupply: string;
  narration: string;
  /** The party's entry first, then sales, then each tax that is not zero. */
  entries: JournalEntry[];
}

/** 'Python: Pro Plan; Excel: Basic Plan' */
const linesInWords = (document: InvoiceDocument) =>
  document.lines.map((line) => line.description).join('; ');

function narrationOf(document: InvoiceDocument): string {
  const order = `Order ${document.order_number}`;
  if (document.kind !== 'credit-note') {
    return `${order}, ${document.buyer.name}: ${linesInWords(document)}`;
  }
  const against = document.refers_to
    ? `Against ${document.refers_to.number} of ${istDay(document.refers_to.issued_at)}. `
    : '';
  return `${against}${order}, ${document.buyer.name}: ${document.reason ?? 'Refund'}`;
}

/**
 * A document as its voucher. A sale debits the learner's ledger with what was paid and credits
 * sales with the taxable value and each tax ledger with its tax; a credit note turns every side
 * round. The document's taxable value and taxes add up to its total to the paisa (the
 * invoice's rule), so each voucher's debits equal its credits.
 */
export function journalVoucher(document: InvoiceDocument): JournalVoucher {
  const sale = document.kind !== 'credit-note';
  const partySide = sale ? 'debit' : 'credit';
  const otherSide = sale ? 'credit' : 'debit';
  const { totals } = document;
  const taxes: JournalEntry[] = [
    { ledger: JOURNAL_LEDGERS.cgst, side: otherSide, paise: totals.cgst_paise },
    { ledger: JOURNAL_LEDGERS.sgst, side: otherSide, paise: totals.sgst_paise },
    { ledger: JOURNAL_LEDGERS.igst, side: otherSide, paise: totals.igst_paise },
  ];
  return {
    type: sale ? 'Sales' : 'Credit Note',
    number: document.number,
    date: istDay(document.issued_at),
    buyer: {
      name: document.buyer.name,
      gstin: document.buyer.gstin ?? null,
      state: document.buyer.state_name,
    },
    placeOfSupply: document.place_of_supply.name,
    narration: narrationOf(document),
    entries: [
      { ledger: JOURNAL_LEDGERS.party, side: partySide, paise: totals.total_paise },
      { ledger: JOURNAL_LEDGERS.sales, side: otherSide, paise: totals.taxable_paise },
      ...taxes.filter((tax) => tax.paise !== 0),
    ],
  };
}
