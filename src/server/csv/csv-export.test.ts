import { describe, expect, it } from 'vitest';
import { neutraliseFormula, toCsv } from './csv-export.ts';

describe('CSV export', () => {
  it('keeps a spreadsheet from running any cell, even after spaces', () => {
    for (const formula of ['=1+1', '+91 98765', '-2+3', '@SUM(A1)', ' =HYPERLINK("x")', '\t=1']) {
      expect(neutraliseFormula(formula)).toBe(`'${formula}`);
    }
    for (const plain of ['-1000.00', '42', 'Asha Rao', 'a=b'])
      expect(neutraliseFormula(plain)).toBe(plain);
  });

  it('writes UTF-8 with a BOM, CRLF and quotes where needed', () => {
    expect(toCsv(['Name', 'Note'], [['Asha, Rao', 'say "hi"\nthere']])).toBe(
      '\uFEFFName,Note\r\n"Asha, Rao","say ""hi""\nthere"\r\n',
    );
  });
});
