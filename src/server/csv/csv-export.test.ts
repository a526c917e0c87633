import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { istMinute, neutraliseFormula, piecesOf, toCsv } from './csv-export.ts';

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

  it('is read back cell for cell by a CSV parser', () => {
    const rows = [
      ['Asha, Rao', 'say "hi"', 'two\nlines', 'cr\r\nlf', '', 'आशा', '₹ 1,24,999.00'],
      [42, null, '-1000.00', '=1+1', ' "quoted" ', ',', '"'],
    ];
    const read = parse(toCsv(['a', 'b', 'c', 'd', 'e', 'f', 'g'], rows), {
      bom: true,
    }) as string[][];
    expect(read).toEqual([
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      rows[0],
      ['42', '', '-1000.00', "'=1+1", ' "quoted" ', ',', '"'],
    ]);
  });

  it("hands the lines on in pieces well under V8's large-object size, each line whole and in order", async () => {
    const lines = Array.from({ length: 1000 }, (_, n) => `ORD-${n},आशा ${'x'.repeat(n % 300)}\r\n`);
    async function* batchesOf(size: number) {
      for (let at = 0; at < lines.length; at += size) yield lines.slice(at, at + size);
    }
    const collect = async (batches: AsyncIterable<string[]>) => {
      const pieces: string[] = [];
      for await (const piece of piecesOf(batches)) pieces.push(piece);
      return pieces;
    };
    for (const size of [1, 100, 1000]) {
      const pieces = await collect(batchesOf(size));
      expect(pieces.join('')).toBe(lines.join(''));
      expect(pieces.length).toBeGreaterThan(1);
      // 64 kB at most even at two bytes a character: under 128 kB, where V8 makes a string old.
      for (const piece of pieces) expect(piece.length).toBeLessThan(32_768 + 400);
      for (const piece of pieces) expect(piece.endsWith('\r\n')).toBe(true);
    }
    const none = async function* (): AsyncGenerator<string[]> {};
    expect(await collect(none())).toEqual([]);
  });

  it('writes times in India time to the minute', () => {
    expect(istMinute('2026-11-27T18:29:59.999Z')).toBe('2026-11-27 23:59');
    expect(istMinute('2026-11-27T18:30:00.000Z')).toBe('2026-11-28 00:00');
    expect(istMinute('2026-12-31T20:05:00.000Z')).toBe('2027-01-01 01:35');
    expect(istMinute('2028-02-28T19:00:00.000Z')).toBe('2028-02-29 00:30');
    expect(istMinute('2026-11-27T09:05:00+00:00')).toBe('2026-11-27 14:35');
  });

  it('writes every instant as the calendar does', () => {
    const calendar = (ms: number) =>
      new Date(ms + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(istMinute(new Date(ms).toISOString())).toBe(calendar(ms));
      }),
      { numRuns: 2000 },
    );
  });
});
