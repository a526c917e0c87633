import { Readable } from 'node:stream';
import { constants as zlib } from 'node:zlib';
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
  return `\uFEFF${[header, ...rows].map(csvLine).join('')}`;
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
 * One row as a CSV line, CRLF included: the middle of a file written in parts. Written here
 * rather than by csv-stringify, whose per-cell options took half the CPU of a month's export
 * (docs/console-dependencies.md); csv-parse reads it back in the tests.
 */
export function csvLine(row: CsvRow): string {
  return `${row.map(csvCell).join(',')}\r\n`;
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

/** '00' to '59', made once: an export writes two of them per time. */
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

/** An instant as India's date and time to the minute, through Date: any ISO form. */
function istMinuteOfDate(iso: string): string {
  const t = new Date(Date.parse(iso) + IST_OFFSET_MINUTES * 60_000);
  const date = `${t.getUTCFullYear()}-${TWO_DIGITS[t.getUTCMonth() + 1]}-${TWO_DIGITS[t.getUTCDate()]}`;
  return `${date} ${TWO_DIGITS[t.getUTCHours()]}:${TWO_DIGITS[t.getUTCMinutes()]}`;
}

const STORED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const digits = (text: string, at: number) =>
  (text.charCodeAt(at) - 48) * 10 + text.charCodeAt(at + 1) - 48;

/**
 * '2026-11-27 14:35': an instant in India time, sortable as text in a spreadsheet. The stored
 * form ('2026-11-27T09:05:00.000Z', as toISOString writes it) is shifted by hand, the date kept
 * as it is unless the shift passes midnight: an export of a month calls this 17,000 times, and
 * a Date for each took more of its time than anything else it wrote.
 */
export function istMinute(iso: string): string {
  if (!STORED.test(iso)) return istMinuteOfDate(iso);
  const minutes = digits(iso, 11) * 60 + digits(iso, 14) + IST_OFFSET_MINUTES;
  if (minutes >= 24 * 60) return istMinuteOfDate(iso);
  return `${iso.slice(0, 10)} ${TWO_DIGITS[Math.floor(minutes / 60)]}:${TWO_DIGITS[minutes % 60]}`;
}

/**
 * How a streamed CSV is compressed: the route's `compress` option (@fastify/compress). Brotli
 * nearly at its fastest with a 256 kB window, gzip at level 1: at the site's quality 4 a month's
 * orders (1.6 MB) took 40 ms of the server's CPU to compress and each download held a 4 MB
 * window. Quality 1 compresses each write on its own: written in PIECE_CHARS pieces, the month
 * went out as 472 kB (419 kB in whole pages). Quality 2 matches across writes: 388 kB, for about
 * 6 ms more.
 */
export const CSV_STREAM_COMPRESSION = {
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 2, [zlib.BROTLI_PARAM_LGWIN]: 18 } },
  zlibOptions: { level: 1 },
};

/**
 * Characters of CSV handed to the response at a time. A page's lines joined whole (150-200 kB)
 * were over V8's large-object size (128 kB): each went straight to the old generation, where
 * only a full collection frees it, and a year's export left 12 MB of them waiting for one. At
 * 32,768 characters (64 kB even at two bytes each) a piece dies young once it is sent.
 */
const PIECE_CHARS = 32_768;

/** The lines of `batches` joined into pieces of about PIECE_CHARS characters, in order. */
export async function* piecesOf(batches: AsyncIterable<string[]>): AsyncGenerator<string> {
  let pending: string[] = [];
  let chars = 0;
  for await (const lines of batches) {
    for (const line of lines) {
      pending.push(line);
      chars += line.length;
      if (chars >= PIECE_CHARS) {
        yield pending.join('');
        pending = [];
        chars = 0;
      }
    }
  }
  if (pending.length > 0) yield pending.join('');
}

/**
 * A CSV written to the response as its rows come, page by page from the database, each row a
 * line written by `csvLine` as it was read: memory stays flat however many rows there are, and
 * nothing is cut off. The server's compression (@fastify/compress, registered in app.ts, with
 * the route's CSV_STREAM_COMPRESSION) compresses it as it streams, for a client that takes that; a failed page destroys the stream,
 * so the client sees a cut connection, not a short file.
 */
export function sendCsvStream(
  reply: FastifyReply,
  fileName: string,
  header: string[],
  pages: AsyncIterable<string[]>,
) {
  async function* text() {
    yield toCsv(header, []);
    yield* piecesOf(pages);
  }
  // Two pieces wait here at most (Readable.from would read 16 ahead); the rows behind them are
  // read from the database while these are compressed and sent (export-pages.ts).
  const body = Readable.from(text(), { objectMode: true, highWaterMark: 2 });
  return csvHeaders(reply, fileName).send(body);
}
