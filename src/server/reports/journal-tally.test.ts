import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect, it } from 'vitest';
import type { InvoiceDocument } from '../../domain/gst/invoice-document.ts';
import { accountWithRole, callAs, signUpAndLogIn } from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { MONTH_BUSINESS, MONTH_BUYER_GSTIN, payMonthOfOrders } from '../test/month-of-orders.ts';
import { JOURNAL_LEDGERS } from './journal-vouchers.ts';
import { SELLER } from '../test/seller.ts';

const parser = new XMLParser({
  parseTagValue: false,
  ignoreAttributes: false,
  isArray: (name) => name === 'TALLYMESSAGE' || name === 'ALLLEDGERENTRIES.LIST',
});

interface Voucher {
  '@_VCHTYPE': string;
  VOUCHERNUMBER: string;
  DATE: string;
  PARTYNAME: string;
  PARTYGSTIN?: string;
  GSTREGISTRATIONTYPE: string;
  PLACEOFSUPPLY: string;
  NARRATION: string;
  'ALLLEDGERENTRIES.LIST': Array<{ LEDGERNAME: string; ISDEEMEDPOSITIVE: string; AMOUNT: string }>;
}

/** Paise of a Tally amount, '-' for a debit: '-8999.00' -> -899900. */
const paiseOf = (amount: string) => {
  const [rupees, paise] = amount.replace('-', '').split('.');
  const value = Number(rupees) * 100 + Number(paise);
  return amount.startsWith('-') ? -value : value;
};

/** Each ledger's paise in a voucher, debits negative, as Tally signs them. */
const ledgersOf = (voucher: Voucher) =>
  Object.fromEntries(
    voucher['ALLLEDGERENTRIES.LIST'].map((e) => [e.LEDGERNAME, paiseOf(e.AMOUNT)]),
  );

const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

describeEachEngine("the month's Tally vouchers", (engine) => {
  const ctx = useAppWithSmtp(engine, {
    seller: SELLER,
  });

  it("posts each invoice and credit note, balanced, and adds up to the month's report", async () => {
    const asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    const owner = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'owner'));
    const accountant = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'accountant'));
    const orders = await payMonthOfOrders(ctx.t.app, owner, asha);
    const month = thisMonth();
    const documents = (
      await ctx.t.app.database.db.selectFrom('invoices').select('document').orderBy('id').execute()
    ).map((r) => JSON.parse(r.document) as InvoiceDocument);
    const documentOf = (order: string, kind: 'invoice' | 'credit-note') =>
      documents.filter(
        (d) => d.order_number === order && (d.kind === 'credit-note') === (kind === 'credit-note'),
      );

    const file = await accountant.get(`/api/staff/reports/tally-vouchers.xml?month=${month}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="tally-vouchers-${month}.xml"`,
    );
    expect(XMLValidator.validate(file.body)).toBe(true);
    const envelope = parser.parse(file.body).ENVELOPE;
    expect(envelope.HEADER.TALLYREQUEST).toBe('Import Data');
    expect(envelope.BODY.IMPORTDATA.REQUESTDESC.REPORTNAME).toBe('Vouchers');
    const vouchers: Voucher[] = envelope.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.map(
      (m: { VOUCHER: Voucher }) => m.VOUCHER,
    );

    // The month's three invoices, then its two credit notes; not the order paid the month before.
    const [earlierInvoice] = documentOf(orders.earlier, 'invoice');
    expect(vouchers.map((v) => v.VOUCHERNUMBER)).not.toContain(earlierInvoice!.number);
    expect(vouchers.map((v) => v['@_VCHTYPE'])).toEqual([
      'Sales',
      'Sales',
      'Sales',
      'Credit Note',
      'Credit Note',
    ]);
    for (const voucher of vouchers) {
      const amounts = voucher['ALLLEDGERENTRIES.LIST'].map((e) => paiseOf(e.AMOUNT));
      expect(
        amounts.reduce((sum, a) => sum + a, 0),
        voucher.VOUCHERNUMBER,
      ).toBe(0);
    }
    const byNumber = (number: string) => vouchers.find((v) => v.VOUCHERNUMBER === number)!;

    // The business's sale: IGST, its GSTIN and legal name on the voucher, escaped and read back.
    const [businessInvoice] = documentOf(orders.business, 'invoice');
    const sale = byNumber(businessInvoice!.number);
    expect(sale.PARTYNAME).toBe(MONTH_BUSINESS);
    expect(sale.PARTYGSTIN).toBe(MONTH_BUYER_GSTIN);
    expect(sale.GSTREGISTRATIONTYPE).toBe('Regular');
    expect(sale.PLACEOFSUPPLY).toBe('Maharashtra');
    expect(sale.DATE).toBe(
      new Date(Date.parse(businessInvoice!.issued_at) + 330 * 60_000)
        .toISOString()
        .slice(0, 10)
        .replaceAll('-', ''),
    );
    expect(ledgersOf(sale)).toEqual({
      [JOURNAL_LEDGERS.party]: -1499800,
      [JOURNAL_LEDGERS.sales]: businessInvoice!.totals.taxable_paise,
      [JOURNAL_LEDGERS.igst]: businessInvoice!.totals.igst_paise,
    });
    expect(file.body).toContain('Apex &amp; Sons &lt;Skills&gt; "India" Private Limited');

    // The learner in Karnataka: CGST and SGST.
    const [localInvoice] = documentOf(orders.local, 'invoice');
    expect(ledgersOf(byNumber(localInvoice!.number))).toEqual({
      [JOURNAL_LEDGERS.party]: -999900,
      [JOURNAL_LEDGERS.sales]: localInvoice!.totals.taxable_paise,
      [JOURNAL_LEDGERS.cgst]: localInvoice!.totals.cgst_paise,
      [JOURNAL_LEDGERS.sgst]: localInvoice!.totals.sgst_paise,
    });

    // The second refund of the learner in Tamil Nadu: the party credited, sales and IGST debited.
    const [awayInvoice] = documentOf(orders.away, 'invoice');
    const [, secondNote] = documentOf(orders.away, 'credit-note');
    const refund = byNumber(secondNote!.number);
    expect(refund.NARRATION).toContain(`Against ${awayInvoice!.number} of `);
    expect(ledgersOf(refund)).toEqual({
      [JOURNAL_LEDGERS.party]: 50050,
      [JOURNAL_LEDGERS.sales]: -secondNote!.totals.taxable_paise,
      [JOURNAL_LEDGERS.igst]: -secondNote!.totals.igst_paise,
    });

    // Each ledger's net for the month is the month's report: sales is its taxable value.
    const report = (await accountant.get(`/api/staff/reports/?month=${month}`)).json();
    const net = (ledger: string) =>
      vouchers.reduce((sum, v) => sum + (ledgersOf(v)[ledger] ?? 0), 0);
    expect(net(JOURNAL_LEDGERS.sales)).toBe(report.totals.taxable_paise);
    expect(net(JOURNAL_LEDGERS.cgst)).toBe(report.totals.cgst_paise);
    expect(net(JOURNAL_LEDGERS.sgst)).toBe(report.totals.sgst_paise);
    expect(net(JOURNAL_LEDGERS.igst)).toBe(report.totals.igst_paise);
    expect(-net(JOURNAL_LEDGERS.party)).toBe(report.totals.total_paise);

    const empty = await accountant.get('/api/staff/reports/tally-vouchers.xml?month=2020-01');
    expect(XMLValidator.validate(empty.body)).toBe(true);
    expect(parser.parse(empty.body).ENVELOPE.BODY.IMPORTDATA.REQUESTDATA).toBe('');
    const bad = await accountant.get('/api/staff/reports/tally-vouchers.xml?month=2026-13');
    expect(bad.statusCode).toBe(400);
  });
});
