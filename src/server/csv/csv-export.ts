import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { IST_OFFSET_MINUTES } from '../../domain/india-time.ts';

// A cell a spreadsheet would run as a formula: '=', '+', '-', '@', tab or carriage return first,
// also after leading spaces, which csv-stringify's own escape_formulas does not look past.
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

/** Rows as CSV text without the byte-order mark: the middle of a file written in parts. */
function csvLines(rows: CsvRow[]): string {
  return stringify(rows, { record_delimiter: 'windows', cast: { string: neutraliseFormula } });
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

/** '2026-11-27 14:35': an instant in India time, sortable as text in a spreadsheet. */
export function istMinute(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MINUTES * 60_000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
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
  // One page of text waits for the client at a time: Readable.from would read 16 ahead.
  const body = Readable.from(text(), { objectMode: true, highWaterMark: 1 });
  return csvHeaders(reply, fileName).send(body);
}
