import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InvoiceLine } from '../gst/invoice-document.ts';
import { programOfLine, revenueOf, type RevenueDocument } from './revenue.ts';

const line = (description: string, total_paise: number): InvoiceLine => ({
  description,
  sac: '999293',
  gross_paise: total_paise,
  discount_paise: 0,
  taxable_paise: total_paise,
  cgst_paise: 0,
  sgst_paise: 0,
  igst_paise: 0,
  total_paise,
});

describe('revenue', () => {
  it('is the invoices less the credit notes, per program and in all, to the paisa', () => {
    const documents: RevenueDocument[] = [
      {
        kind: 'tax-invoice',
        lines: [line('Python: Basic Plan', 449905), line('Data Analytics: Premium Plan', 1349895)],
      },
      { kind: 'invoice', lines: [line('Java: Pro Plan', 999900)] },
      { kind: 'credit-note', lines: [line('Data Analytics: Premium Plan', 33333)] },
    ];
    expect(revenueOf(documents)).toEqual({
      revenue_paise: 449905 + 1349895 + 999900 - 33333,
      programs: [
        { program: 'Data Analytics', lines: 1, revenue_paise: 1316562 },
        { program: 'Java', lines: 1, revenue_paise: 999900 },
        { program: 'Python', lines: 1, revenue_paise: 449905 },
      ],
    });
    expect(revenueOf([])).toEqual({ revenue_paise: 0, programs: [] });
  });

  it("reads the program from a line's description, whatever its name holds", () => {
    expect(programOfLine('Python: Pro Plan')).toBe('Python');
    expect(programOfLine('AI: Foundations: Basic Plan')).toBe('AI: Foundations');
  });

  it('always has its programs add up to the whole', () => {
    const document = fc.record({
      kind: fc.constantFrom('tax-invoice' as const, 'invoice' as const, 'credit-note' as const),
      lines: fc.array(
        fc
          .tuple(
            fc.constantFrom('Python', 'Java', 'Excel'),
            fc.integer({ min: 1, max: 10_000_000 }),
          )
          .map(([program, paise]) => line(`${program}: Pro Plan`, paise)),
        { minLength: 1, maxLength: 5 },
      ),
    });
    fc.assert(
      fc.property(fc.array(document, { maxLength: 20 }), (documents) => {
        const { revenue_paise, programs } = revenueOf(documents);
        expect(programs.reduce((sum, p) => sum + p.revenue_paise, 0)).toBe(revenue_paise);
        const sold = documents.filter((d) => d.kind !== 'credit-note').flatMap((d) => d.lines);
        expect(programs.reduce((sum, p) => sum + p.lines, 0)).toBe(sold.length);
      }),
    );
  });
});
