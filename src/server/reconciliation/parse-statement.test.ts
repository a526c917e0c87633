import { describe, expect, it } from 'vitest';
import {
  findOrderNumbers,
  findUtr,
  parseStatementAmount,
  parseStatementDate,
} from '../../domain/reconciliation/statement-fields.ts';
import { parseStatement } from './parse-statement.ts';
import {
  axisStatement,
  hdfcStatement,
  iciciStatement,
  otherBankStatement,
  sbiStatement,
} from './sample-statements.ts';

const CREDITS = [
  { utr: '412345678901', amount: '9,999.00', note: 'Mentora order ORD-7K3M9Q2P' },
  { utr: '512345678902', amount: '1,24,999.50', note: 'fees' },
];

describe('reading statement fields', () => {
  it('reads Indian amounts and dates', () => {
    expect(parseStatementAmount('4,499.00')).toBe(449900);
    expect(parseStatementAmount('1,24,999.5')).toBe(12499950);
    expect(parseStatementAmount('₹ 500')).toBe(50000);
    for (const none of ['', '-', '0.0.1', 'abc'])
      expect(parseStatementAmount(none)).toBeUndefined();
    expect(parseStatementDate('21/11/2026')).toBe('2026-11-21');
    expect(parseStatementDate('21/11/26')).toBe('2026-11-21');
    expect(parseStatementDate('21-Nov-2026')).toBe('2026-11-21');
    expect(parseStatementDate('21 Nov 2026')).toBe('2026-11-21');
    expect(parseStatementDate('2026-11-21')).toBe('2026-11-21');
    for (const none of ['31/02/2026', '21/13/2026', 'Opening Balance', '']) {
      expect(parseStatementDate(none)).toBeUndefined();
    }
  });

  it('finds the UTR and order numbers in UPI narrations', () => {
    expect(findUtr('', 'UPI/412345678901/Mentora order/asha@okicici/ICIC')).toBe('412345678901');
    expect(findUtr('412345678901', 'anything')).toBe('412345678901');
    expect(findUtr('00004123456789012', 'NEFT 1234567890123456')).toBeUndefined();
    expect(findOrderNumbers('UPI/412345678901/Mentora order ORD-7K3M9Q2P/x')).toEqual([
      'ORD-7K3M9Q2P',
    ]);
    expect(findOrderNumbers('ord7k3m9q2p')).toEqual(['ORD-7K3M9Q2P']);
  });
});

describe('parsing statements', () => {
  it.each([
    ['HDFC Bank', hdfcStatement],
    ['ICICI Bank', iciciStatement],
    ['State Bank of India', sbiStatement],
    ['Axis Bank', axisStatement],
  ])('reads the credits of a %s export and skips the rest', (bank, statement) => {
    const parsed = parseStatement(statement(CREDITS));
    expect(parsed).toMatchObject({ ok: true, format: bank });
    if (!parsed.ok) return;
    expect(parsed.credits.map((c) => c.amountPaise)).toEqual([999900, 12499950]);
    expect(parsed.credits.map((c) => c.description)).toEqual([
      expect.stringContaining('412345678901'),
      expect.stringContaining('512345678902'),
    ]);
    expect(parsed.credits.every((c) => /^\d{4}-\d{2}-\d{2}$/.test(c.date))).toBe(true);
  });

  it('asks for the columns of an unknown bank, then reads it with them', () => {
    const csv = otherBankStatement(CREDITS);
    const unknown = parseStatement(csv);
    expect(unknown).toEqual({
      ok: false,
      reason: 'no-header',
      headers: ['Posting date', 'Details', 'Txn ref', 'Amount credited'],
    });
    const mapped = parseStatement(csv, {
      date: 'Posting date',
      description: 'Details',
      reference: 'Txn ref',
      credit: 'Amount credited',
    });
    expect(mapped).toMatchObject({ ok: true, format: 'Your columns' });
    if (mapped.ok) expect(mapped.credits.map((c) => c.date)).toEqual(['2026-11-21', '2026-11-21']);
  });

  it('refuses what is not a CSV statement', () => {
    expect(parseStatement('%PDF-1.7\u0000\u0001binary')).toMatchObject({
      ok: false,
      reason: 'not-csv',
    });
    expect(parseStatement('just one line of text')).toMatchObject({
      ok: false,
      reason: 'no-header',
    });
    expect(parseStatement('"unterminated,quote\nx')).toMatchObject({ ok: false });
  });
});
