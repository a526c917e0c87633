import { expect, it } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { placeOrder } from '../../test/orders.ts';
import { SELLER } from '../../test/seller.ts';

describeEachEngine("the accountant's exports", (engine) => {
  const ctx = useAppWithSmtp(engine, {
    seller: SELLER,
  });

  it('lists every document of the month and sums them per place of supply, to the paisa', async () => {
    const asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    const staff = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'owner'));
    const pay = async (state: string, utr: string) => {
      const number = await placeOrder(ctx.t.app, asha, { overrides: { state } });
      const { version } = (await staff.get(`/api/staff/orders/${number}/`)).json();
      return (
        await staff.post(`/api/staff/orders/${number}/transitions/`, { to: 'paid', version, utr })
      ).json();
    };
    await pay('29', '300000000001');
    await pay('29', '300000000002');
    const refunded = await pay('27', '300000000003');
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    // Read once before the credit note: the report read again after it must count it.
    const before = (await staff.get(`/api/staff/reports/?month=${month}`)).json();
    expect(before).toMatchObject({ invoices: 3, credit_notes: 0 });
    expect(before.totals.total_paise).toBe(3 * 999900);
    await staff.post(`/api/staff/orders/${refunded.number}/transitions/`, {
      to: 'refunded',
      version: refunded.version,
      amount_paise: 100000,
      reason: 'Partial refund',
      lines: [refunded.items[0].id],
    });

    const report = (await staff.get(`/api/staff/reports/?month=${month}`)).json();
    expect(report).toMatchObject({ invoices: 3, credit_notes: 1 });
    expect(report.totals.total_paise).toBe(3 * 999900 - 100000);
    const sum = (key: string) =>
      report.b2c.reduce((t: number, row: Record<string, number>) => t + row[key]!, 0);
    for (const key of ['taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise', 'total_paise']) {
      expect(sum(key), key).toBe(report.totals[key]);
    }
    expect(report.b2c.map((b: { place_of_supply: string }) => b.place_of_supply)).toEqual([
      '27',
      '29',
    ]);
    expect(report.b2c[0]).toMatchObject({ rate_percent: 18, cgst_paise: 0, total_paise: 899900 });
    expect(report.revenue_by_program).toEqual([
      // Three lines sold; the partial refund takes money back, not a line.
      { program: 'Python', lines: 3, revenue_paise: 3 * 999900 - 100000 },
    ]);

    const documents = await staff.get(`/api/staff/reports/documents.csv?month=${month}`);
    expect(documents.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = documents.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Number,Type,Date,Against,Order,Buyer,Buyer GSTIN,Place of supply,State code,Taxable value (INR),CGST (INR),SGST (INR),IGST (INR),Total (INR)',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([
      'MEN/26-27/00001',
      'MEN/26-27/00002',
      'MEN/26-27/00003',
      'MENC/26-27/00001',
      'Total (4 documents)',
    ]);
    expect(lines[4]).toContain(',-1000.00');
    expect(lines[5]!.endsWith(`,${(report.totals.total_paise / 100).toFixed(2)}`)).toBe(true);
    // GSTR-1 B2C Others, as the offline tool imports it: its rows add up to the month, no total.
    const b2cs = (await staff.get(`/api/staff/reports/gstr1-b2c.csv?month=${month}`)).body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','));
    expect(b2cs.map((cells) => cells.slice(0, 3))).toEqual([
      ['OE', '27-Maharashtra', '18'],
      ['OE', '29-Karnataka', '18'],
    ]);
    const taxable = b2cs.reduce((sum, cells) => sum + Math.round(Number(cells[4]) * 100), 0);
    expect(taxable).toBe(report.totals.taxable_paise);
    expect((await staff.get('/api/staff/reports/?month=2026-13')).statusCode).toBe(400);
    expect((await staff.get('/api/staff/reports/?month=2020-01')).json().invoices).toBe(0);
  });
});
