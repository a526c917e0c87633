import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLANS } from '../catalogue/plans.ts';
import { discountOf } from '../pricing.ts';
import { indianNumberWords, rupeesInWords } from './amount-in-words.ts';
import { buildCreditNote, buildInvoiceDocument, type InvoiceInput } from './build-document.ts';
import { documentNumber, financialYear } from './document-numbers.ts';
import { gstinCheckCharacter, gstinProblem } from './gstin.ts';
import { GST_STATES } from './states.ts';
import { allocate, paidPerLine, splitTax, taxableOf } from './tax-split.ts';

describe('GSTIN', () => {
  it('accepts the published example and refuses a wrong check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeUndefined();
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check');
    expect(gstinProblem('25AAPFU0939F1ZV')).toBe('state');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('shape');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('shape');
  });

  it('lists each state and territory once, by a two-digit code', () => {
    expect(GST_STATES).toHaveLength(37);
    expect(new Set(GST_STATES.map((s) => s.code)).size).toBe(37);
    expect(GST_STATES.find((s) => s.code === '29')!.name).toBe('Karnataka');
  });
});

describe('tax split', () => {
  it('takes 18% out of a GST-inclusive price, rounding the taxable value half up', () => {
    expect(taxableOf(499900)).toBe(423644); // 4,236.44 + 763.56 = 4,999
    expect(splitTax([499900], 0, true)).toMatchObject({
      taxable_paise: 423644,
      cgst_paise: 38128,
      sgst_paise: 38128,
      igst_paise: 0,
      total_paise: 499900,
    });
    expect(splitTax([499900], 0, false)).toMatchObject({ igst_paise: 76256, cgst_paise: 0 });
  });

  it('shares a discount across lines by price, to the paisa', () => {
    expect(allocate(250000, [999900, 1499900])).toEqual([99998, 150002]);
    expect(allocate(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
  });

  it('always adds up to what the learner paid, for every plan mix, discount and state', () => {
    const prices = PLANS.map((p) => p.price * 100);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...prices), { minLength: 1, maxLength: 20 }),
        fc.boolean(),
        fc.boolean(),
        (lines, referral, intraState) => {
          const gross = lines.reduce((a, b) => a + b, 0);
          const discount = referral ? discountOf(gross / 100, 0.1) * 100 : 0;
          const split = splitTax(lines, discount, intraState);
          expect(split.total_paise).toBe(gross - discount);
          expect(split.taxable_paise + split.cgst_paise + split.sgst_paise + split.igst_paise).toBe(
            gross - discount,
          );
          for (const line of split.lines) {
            expect(line.taxable_paise + line.cgst_paise + line.sgst_paise + line.igst_paise).toBe(
              line.net_paise,
            );
            // The tax is 18% of the taxable value, within the paisa the rounding moved.
            const tax = line.cgst_paise + line.sgst_paise + line.igst_paise;
            expect(Math.abs(tax - line.taxable_paise * 0.18)).toBeLessThanOrEqual(1);
            expect(Math.abs(line.cgst_paise - line.sgst_paise)).toBeLessThanOrEqual(1);
            if (!intraState) expect(line.cgst_paise + line.sgst_paise).toBe(0);
          }
        },
      ),
    );
  });
});

describe('amounts in words', () => {
  it('counts in lakh and crore', () => {
    expect(indianNumberWords(0)).toBe('Zero');
    expect(indianNumberWords(4999)).toBe('Four Thousand Nine Hundred Ninety-Nine');
    expect(indianNumberWords(124999)).toBe(
      'One Lakh Twenty-Four Thousand Nine Hundred Ninety-Nine',
    );
    expect(indianNumberWords(10_000_000)).toBe('One Crore');
    expect(indianNumberWords(123_456_789)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine',
    );
    expect(rupeesInWords(2249850)).toBe(
      'Rupees Twenty-Two Thousand Four Hundred Ninety-Eight and Fifty Paise Only',
    );
  });
});

describe('document numbers', () => {
  it('change financial year at midnight between 31 March and 1 April, India time', () => {
    // 31 March 2027, 23:59 IST is 18:29 UTC; 1 April 00:00 IST is 31 March 18:30 UTC.
    expect(financialYear('2027-03-31T18:29:59.999Z')).toBe('26-27');
    expect(financialYear('2027-03-31T18:30:00.000Z')).toBe('27-28');
    expect(financialYear('2026-11-23T10:00:00Z')).toBe('26-27');
    expect(financialYear('2099-06-01T00:00:00Z')).toBe('99-00');
  });

  it('fit GST rule 46: at most 16 characters of letters, digits, - and /', () => {
    expect(documentNumber('MEN', 'invoice', '26-27', 42)).toBe('MEN/26-27/00042');
    expect(documentNumber('MEN', 'credit-note', '26-27', 3)).toBe('MENC/26-27/00003');
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{1,3}$/),
        fc.integer({ min: 1, max: 99999 }),
        (prefix, n) => {
          const number = documentNumber(prefix, 'credit-note', '26-27', n);
          expect(number.length).toBeLessThanOrEqual(16);
          expect(number).toMatch(/^[A-Za-z0-9/-]+$/);
        },
      ),
    );
  });
});

describe('invoice documents', () => {
  const party = (state: string) => ({
    name: 'A',
    address: 'Somewhere 560001',
    state_code: state,
    state_name: state,
  });
  const invoiceInput = (items: number[], discount: number, buyerState: string) =>
    ({
      kind: 'tax-invoice',
      number: 'MEN/26-27/00001',
      issuedAt: '2026-11-23T00:00:00Z',
      orderNumber: 'ORD-1',
      siteName: 'Mentora',
      seller: { ...party('29'), gstin: null },
      buyer: { ...party(buyerState), email: 'a@example.com' },
      items: items.map((gross_paise, i) => ({ description: `Line ${i + 1}`, gross_paise })),
      discountPaise: discount,
      referral: null,
    }) satisfies InvoiceInput;
  const invoiceFor = (items: number[], discount: number, buyerState: string) =>
    buildInvoiceDocument(invoiceInput(items, discount, buyerState));

  const noteOf = (invoice: ReturnType<typeof invoiceFor>, refundPaise: number, lines: number[]) =>
    buildCreditNote(invoice, {
      number: 'MENC/26-27/00001',
      issuedAt: '2026-11-30T00:00:00Z',
      refundPaise,
      lines,
      reason: 'Refund',
    });

  it('credit exactly the refund on the refunded lines only, split like the invoice', () => {
    const prices = PLANS.map((p) => p.price * 100);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...prices), { minLength: 1, maxLength: 6 }),
        fc.constantFrom('29', '27'),
        fc.boolean(),
        fc.double({ min: 0.0001, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 63 }),
        (items, state, referral, fraction, pick) => {
          const gross = items.reduce((a, b) => a + b, 0);
          const discount = referral ? discountOf(gross / 100, 0.1) * 100 : 0;
          const invoice = invoiceFor(items, discount, state);
          const chosen = items.map((_, i) => i).filter((i) => pick & (1 << i));
          const lines = chosen.length > 0 ? chosen : [items.length - 1];
          const paid = lines.reduce((sum, i) => sum + invoice.lines[i]!.total_paise, 0);
          // What a line was paid is the invoice's figure, to the paisa.
          expect(lines.map((i) => paidPerLine(items, discount)[i])).toEqual(
            lines.map((i) => invoice.lines[i]!.total_paise),
          );
          const refund = Math.max(1, Math.floor(paid * fraction));
          const note = noteOf(invoice, refund, lines);
          const t = note.totals;
          expect(t.total_paise).toBe(refund);
          expect(t.taxable_paise + t.cgst_paise + t.sgst_paise + t.igst_paise).toBe(refund);
          expect(note.lines.length).toBeLessThanOrEqual(lines.length);
          for (const line of note.lines) {
            expect(lines.map((i) => invoice.lines[i]!.description)).toContain(line.description);
          }
          expect(note.refers_to).toEqual({ number: invoice.number, issued_at: invoice.issued_at });
          expect(note.intra_state).toBe(state === '29');
          if (state === '29') expect(t.igst_paise).toBe(0);
          else expect(t.cgst_paise + t.sgst_paise).toBe(0);
        },
      ),
    );
  });

  it('credit a whole line refunded as it was invoiced, and nothing of the others', () => {
    const invoice = buildInvoiceDocument({
      ...invoiceInput([999900, 499900], 150000, '29'),
      items: [
        { description: 'Python: Pro Plan', gross_paise: 999900 },
        { description: 'Java: Basic Plan', gross_paise: 499900 },
      ],
    });
    const python = invoice.lines[0]!;
    const note = noteOf(invoice, python.total_paise, [0]);
    expect(note.lines).toHaveLength(1);
    expect(note.lines[0]).toMatchObject({
      description: 'Python: Pro Plan',
      total_paise: python.total_paise,
      taxable_paise: python.taxable_paise,
      cgst_paise: python.cgst_paise,
      sgst_paise: python.sgst_paise,
    });
    expect(note.amount_in_words).toBe(rupeesInWords(python.total_paise));
  });

  it('refuse a credit for lines not on the invoice, or for more than they were paid', () => {
    const invoice = invoiceFor([999900, 499900], 0, '29');
    expect(() => noteOf(invoice, 100, [])).toThrow(RangeError);
    expect(() => noteOf(invoice, 100, [2])).toThrow(RangeError);
    expect(() => noteOf(invoice, 499901, [1])).toThrow(RangeError);
    expect(noteOf(invoice, 499900, [1, 1]).totals.total_paise).toBe(499900);
  });
});
