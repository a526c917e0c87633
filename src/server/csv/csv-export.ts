import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { IST_OFFSET_MINUTES } from '../../domain/india-time.ts';

// A cell a spreadsheet would run as a formula: '=', '+', '-', '@', tab or carriage return first,
// also after leading spaces.
const FORMULA = /^\s*[=+\-@\t\r]/;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Makes a cell inert: a leading apostrophe makes spreadsheets show it as text. A plain number
 * such as a credit note's '-1000.00' is a value, not a formula, and stays one.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * A CSV file as spreadsheets in India open it without asking: UTF-8 with a byte-order mark (so
 * '₹' and Hindi names survive Excel), CRLF line ends, and no cell that runs as a formula.
 */
export function toCsv(header: string[], rows: CsvRow[]): string {
  return `\uFEFF${csvLines([header, ...rows])}`;
}

export type CsvRow = Array<string | number | null>;

// RFC 4180: a cell with a quote, a comma or a line break is quoted, its quotes doubled.
const NEEDS_QUOTES = /[",\r\n]/;

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'string' ? neutraliseFormula(value) : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Rows as CSV text without the byte-order mark: the middle of a file written in parts. Written
 * here rather than by csv-stringify, whose per-cell options took half the CPU of a month's
 * export (docs/console-dependencies.md); csv-parse reads it back in the tests.
 */
function csvLines(rows: CsvRow[]): string {
  let text = '';
  for (const row of rows) text += `${row.map(csvCell).join(',')}\r\n`;
  return text;
}

const csvHeaders = (reply: FastifyReply, fileName: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');

export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return csvHeaders(reply, fileName).send(csv);
}

/** Rupees with two decimals, as a person's spreadsheet takes them: 999900 -> '9999.00'. */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * '2026-11-27 14:35': an instant in India time, sortable as text in a spreadsheet. Written out
 * field by field: an export of a month calls it 17,000 times, at half the cost of toISOString.
 */
export function istMinute(iso: string): string {
  const t = new Date(Date.parse(iso) + IST_OFFSET_MINUTES * 60_000);
  return `${t.getUTCFullYear()}-${twoDigits(t.getUTCMonth() + 1)}-${twoDigits(t.getUTCDate())} ${twoDigits(t.getUTCHours())}:${twoDigits(t.getUTCMinutes())}`;
}

/**
 * A CSV written to the response as its rows come, page by page from the database: memory stays
 * flat however many rows there are, and nothing is cut off. The server's compression
 * (@fastify/compress, registered in app.ts) compresses it as it streams, for a client that takes
 * that; a failed page destroys the stream, so the client sees a cut connection, not a short file.
 */
export function sendCsvStream(
  reply: FastifyReply,
  fileName: string,
  header: string[],
  pages: AsyncIterable<CsvRow[]>,
) {
  async function* text() {
    yield toCsv(header, []);
    for await (const rows of pages) if (rows.length > 0) yield csvLines(rows);
  }
  // Two pages of text wait for the client at most (Readable.from would read 16 ahead): the next
  // is read from the database while one is compressed and sent.
  const body = Readable.from(text(), { objectMode: true, highWaterMark: 2 });
  return csvHeaders(reply, fileName).send(body);
}
