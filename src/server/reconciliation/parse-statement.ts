import { parse } from 'csv-parse/sync';
import {
  headerKey,
  parseStatementAmount,
  parseStatementDate,
  recogniseFormat,
  type ColumnMapping,
} from '../../domain/reconciliation/statement-fields.ts';

export interface ParsedCredit {
  line: number;
  date: string;
  description: string;
  reference: string;
  amountPaise: number;
}

export type StatementParse =
  | { ok: true; format: string; headers: string[]; credits: ParsedCredit[]; skippedRows: number }
  | { ok: false; reason: 'not-csv' | 'no-header' | 'no-credit-column'; headers: string[] };

/** Control characters other than tab and line ends: a PDF, a spreadsheet or an image. */
function looksBinary(text: string): boolean {
  for (let i = 0; i < Math.min(text.length, 8192); i++) {
    const code = text.charCodeAt(i);
    if (code < 32 && code !== 9 && code !== 10 && code !== 13) return true;
  }
  return false;
}

/** The rows of a CSV text: quoted fields, a BOM, ragged summary rows and blank lines allowed. */
function rowsOf(csv: string): string[][] | undefined {
  try {
    return parse(csv, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    return undefined;
  }
}

/** Banks put a title, the account number and the period above the header: find the header. */
function findHeader(rows: string[][], mapping: ColumnMapping | undefined) {
  for (let i = 0; i < Math.min(rows.length, 40); i++) {
    const cells = rows[i]!;
    const known = recogniseFormat(cells);
    if (known) return { index: i, columns: known.columns, format: known.bank };
    if (mapping) {
      const present = new Set(cells.map(headerKey));
      if (Object.values(mapping).every((c) => present.has(headerKey(c)))) {
        return { index: i, columns: mapping, format: 'Your columns' };
      }
    }
  }
  return undefined;
}

/** The likeliest header row for staff to map by hand: the first with four or more labels. */
function guessHeaders(rows: string[][]): string[] {
  return rows.slice(0, 40).find((r) => r.filter((c) => /[A-Za-z]/.test(c)).length >= 4) ?? [];
}

/**
 * Reads a bank statement export: the credits with their date, narration, reference and amount in
 * paise. Debits, balances and summary lines are counted and left out.
 */
export function parseStatement(csv: string, mapping?: ColumnMapping): StatementParse {
  // A PDF may open with lines of plain text; its signature says what it is.
  if (/^\uFEFF?\s*%PDF-/.test(csv) || looksBinary(csv)) {
    return { ok: false, reason: 'not-csv', headers: [] };
  }
  const rows = rowsOf(csv);
  if (!rows || rows.length === 0) return { ok: false, reason: 'not-csv', headers: [] };
  const header = findHeader(rows, mapping);
  if (!header) return { ok: false, reason: 'no-header', headers: guessHeaders(rows) };
  const cells = rows[header.index]!.map(headerKey);
  const at = (name: string) => cells.indexOf(headerKey(name));
  const column = {
    date: at(header.columns.date),
    description: at(header.columns.description),
    reference: at(header.columns.reference),
    credit: at(header.columns.credit),
  };
  if (column.credit < 0)
    return { ok: false, reason: 'no-credit-column', headers: rows[header.index]! };

  const credits: ParsedCredit[] = [];
  let skippedRows = 0;
  rows.slice(header.index + 1).forEach((row, i) => {
    const date = parseStatementDate(row[column.date] ?? '');
    const amount = parseStatementAmount(row[column.credit] ?? '');
    if (!date || !amount) {
      skippedRows += 1;
      return;
    }
    credits.push({
      line: header.index + i + 2,
      date,
      description: row[column.description] ?? '',
      reference: row[column.reference] ?? '',
      amountPaise: amount,
    });
  });
  return { ok: true, format: header.format, headers: rows[header.index]!, credits, skippedRows };
}
