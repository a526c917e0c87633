import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  sampleCreditNote,
  sampleInterStateInvoice,
  samplePlainInvoice,
  sampleTaxInvoice,
} from '../invoices/sample-invoices.ts';
import { TALLY_ENVELOPE, tallyVoucher, xmlText } from './journal-tally-xml.ts';
import { JOURNAL_LEDGERS, journalVoucher } from './journal-vouchers.ts';

/** Values as written, never read as numbers: '8999.00' and '20261123' stay text. */
const parser = new XMLParser({
  parseTagValue: false,
  trimValues: false,
  ignoreAttributes: false,
  isArray: (name) => name === 'TALLYMESSAGE' || name === 'ALLLEDGERENTRIES.LIST',
});

interface ParsedEntry {
  LEDGERNAME: string;
  ISDEEMEDPOSITIVE: 'Yes' | 'No';
  ISPARTYLEDGER: 'Yes' | 'No';
  AMOUNT: string;
}

const fileOf = (vouchers: string[]) =>
  `${TALLY_ENVELOPE.open}\r\n${vouchers.join('\r\n')}\r\n${TALLY_ENVELOPE.close}`;

function parsedVoucher(xml: string) {
  const file = fileOf([xml]);
  expect(XMLValidator.validate(file)).toBe(true);
  const message = parser.parse(file).ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE[0];
  return message.VOUCHER;
}

/** Paise of a Tally amount, '-' for a debit: '-8999.00' -> -899900. */
const paiseOf = (amount: string) => {
  const [rupees, paise] = amount.replace('-', '').split('.');
  const value = Number(rupees) * 100 + Number(paise);
  return amount.startsWith('-') ? -value : value;
};

describe("Tally's vouchers", () => {
  it('writes a sale in Karnataka as party debit, sales and CGST and SGST credits, balanced', () => {
    const invoice = sampleTaxInvoice();
    const voucher = parsedVoucher(tallyVoucher(journalVoucher(invoice)));
    expect(voucher['@_VCHTYPE']).toBe('Sales');
    expect(voucher.VOUCHERTYPENAME).toBe('Sales');
    expect(voucher.VOUCHERNUMBER).toBe(invoice.number);
    expect(voucher.DATE).toBe('20261123');
    expect(voucher.GSTREGISTRATIONTYPE).toBe('Unregistered/Consumer');
    expect(voucher.PARTYGSTIN).toBeUndefined();
    expect(voucher.PLACEOFSUPPLY).toBe('Karnataka');
    const { totals } = invoice;
    expect(
      voucher['ALLLEDGERENTRIES.LIST'].map((e: ParsedEntry) => [
        e.LEDGERNAME,
        e.ISDEEMEDPOSITIVE,
        e.ISPARTYLEDGER,
        paiseOf(e.AMOUNT),
      ]),
    ).toEqual([
      [JOURNAL_LEDGERS.party, 'Yes', 'Yes', -totals.total_paise],
      [JOURNAL_LEDGERS.sales, 'No', 'No', totals.taxable_paise],
      [JOURNAL_LEDGERS.cgst, 'No', 'No', totals.cgst_paise],
      [JOURNAL_LEDGERS.sgst, 'No', 'No', totals.sgst_paise],
    ]);
    expect(totals.cgst_paise).toBeGreaterThan(0);
  });

  it('turns every side round on a credit note, and names the invoice it reduces', () => {
    const note = sampleCreditNote();
    const voucher = parsedVoucher(tallyVoucher(journalVoucher(note)));
    expect(voucher['@_VCHTYPE']).toBe('Credit Note');
    expect(voucher.NARRATION).toContain(`Against ${note.refers_to!.number} of 2026-11-23.`);
    const entries: ParsedEntry[] = voucher['ALLLEDGERENTRIES.LIST'];
    expect(entries.map((e) => [e.LEDGERNAME, e.ISDEEMEDPOSITIVE, paiseOf(e.AMOUNT)])).toEqual([
      [JOURNAL_LEDGERS.party, 'No', note.totals.total_paise],
      [JOURNAL_LEDGERS.sales, 'Yes', -note.totals.taxable_paise],
      [JOURNAL_LEDGERS.cgst, 'Yes', -note.totals.cgst_paise],
      [JOURNAL_LEDGERS.sgst, 'Yes', -note.totals.sgst_paise],
    ]);
  });

  it('balances every voucher to the paisa, with no tax ledger where no tax was charged', () => {
    for (const document of [
      sampleTaxInvoice(),
      sampleInterStateInvoice(),
      samplePlainInvoice(),
      sampleCreditNote(),
    ]) {
      const voucher = parsedVoucher(tallyVoucher(journalVoucher(document)));
      const entries: ParsedEntry[] = voucher['ALLLEDGERENTRIES.LIST'];
      expect(
        entries.reduce((sum, e) => sum + paiseOf(e.AMOUNT), 0),
        document.number,
      ).toBe(0);
      for (const e of entries) {
        expect(e.ISDEEMEDPOSITIVE === 'Yes', document.number).toBe(e.AMOUNT.startsWith('-'));
      }
      const ledgers = entries.map((e) => e.LEDGERNAME);
      if (document.kind === 'invoice') {
        expect(ledgers).toEqual([JOURNAL_LEDGERS.party, JOURNAL_LEDGERS.sales]);
      }
      if (!document.intra_state) expect(ledgers).not.toContain(JOURNAL_LEDGERS.cgst);
    }
  });

  it('escapes any text so that the file stays well-formed and reads back as written', () => {
    // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids
    const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const xml = `<NARRATION>${xmlText(text)}</NARRATION>`;
        expect(XMLValidator.validate(xml)).toBe(true);
        // XML reads a carriage return, alone or before a line feed, as a line feed.
        const expected = text
          .replace(forbidden, '')
          .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
          .replace(/\r\n?/g, '\n');
        const read = String(parser.parse(xml).NARRATION ?? '').replace(/\r\n?/g, '\n');
        expect(read).toBe(expected);
      }),
    );
    expect(xmlText('Das & Co <"Ltd">\u0007')).toBe('Das &amp; Co &lt;"Ltd"&gt;');
  });
});
