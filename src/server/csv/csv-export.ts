import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';

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
export function toCsv(header: string[], rows: Array<Array<string | number | null>>): string {
  return stringify([header, ...rows], {
    bom: true,
    record_delimiter: 'windows',
    cast: { string: neutraliseFormula },
  });
}

export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
