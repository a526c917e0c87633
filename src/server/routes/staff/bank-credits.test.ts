import { parse } from 'csv-parse/sync';
import { expect, it } from 'vitest';
import { gstinCheckCharacter } from '../../../domain/gst/gstin.ts';
import { suggestedTdsPaise } from '../../../domain/reconciliation/tds.ts';
import { hdfcStatement, type SampleCredit } from '../../reconciliation/sample-statements.ts';
import { accountWithRole, callAs, signUpAndLogIn, type TestAccount } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { placeOrder } from '../../test/orders.ts';
import { SELLER } from '../../test/seller.ts';

const BUYER_GSTIN = `27AAPFU0939F1Z${gstinCheckCharacter('27AAPFU0939F1Z')}`;
const BUSINESS = 'Apex Skills Private Limited';
/** Python Basic Plan: ₹4,999. */
const BASIC = {
  cart: [{ program: 'Python', plan: 'Basic Plan', plan_paise: 499900 }],
  original_paise: 499900,
  total_paise: 499900,
};

const thisMonth = () => new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 7);

interface Credit {
  line_id: number;
  date: string;
  utr: string | null;
  amount_paise: number;
  allocated_paise: number;
  file_name: string;
}

describeEachEngine('bank credits kept across statements', (engine) => {
  const ctx = useAppWithSmtp(engine, { seller: SELLER });
  let asha: TestAccount;

  async function setUp() {
    asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    const staff = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'staff'));
    const accountant = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'accountant'));
    const read = async (file_name: string, credits: SampleCredit[]) => {
      const answer = await staff.post('/api/staff/payments/statement/', {
        file_name,
        csv: hdfcStatement(credits),
      });
      expect(answer.statusCode).toBe(200);
      return answer.json().credits as Array<Credit & { proposal: { kind: string } }>;
    };
    const credits = async () => (await staff.get('/api/staff/payments/credits/')).json();
    const order = async (number: string) =>
      (await staff.get(`/api/staff/orders/${number}/`)).json();
    const settle = (orders: object[], lineIds: number[]) =>
      staff.post('/api/staff/payments/settlements/', { orders, credits: lineIds });
    return { staff, accountant, read, credits, order, settle };
  }

  it('keeps an unmatched credit open after another statement is read, and sets one aside and back', async () => {
    const { staff, accountant, read, credits } = await setUp();
    const [first] = await read('october.csv', [
      { utr: '411111111111', amount: '4,900.00', note: 'someone' },
    ]);
    await read('november.csv', [{ utr: '422222222222', amount: '250.00', note: 'interest' }]);

    const listed = await credits();
    // Both statements' credits, the oldest first, each with the file it came from.
    expect(listed.open.map((c: Credit) => [c.utr, c.amount_paise, c.file_name])).toEqual([
      ['411111111111', 490000, 'october.csv'],
      ['422222222222', 25000, 'november.csv'],
    ]);
    expect(listed.open_count).toBe(2);
    expect(listed.set_aside).toEqual([]);
    // The accountant reads the list but changes nothing.
    expect((await accountant.get('/api/staff/payments/credits/')).json()).toEqual(listed);
    const interest = listed.open[1].line_id;
    const refused = await accountant.post(`/api/staff/payments/credits/${interest}/set-aside/`, {
      reason: 'Interest from the bank',
    });
    expect(refused.statusCode).toBe(403);

    const noReason = await staff.post(`/api/staff/payments/credits/${interest}/set-aside/`, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const aside = await staff.post(`/api/staff/payments/credits/${interest}/set-aside/`, {
      reason: 'Interest from the bank',
    });
    expect(aside.statusCode).toBe(200);
    expect(aside.json().open.map((c: Credit) => c.utr)).toEqual(['411111111111']);
    expect(aside.json().set_aside).toMatchObject([
      {
        line_id: interest,
        reason: 'Interest from the bank',
        set_aside_by: expect.any(String),
        set_aside_at: expect.any(String),
      },
    ]);
    const twice = await staff.post(`/api/staff/payments/credits/${interest}/set-aside/`, {
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    // Read again, the statement says the credit was set aside, and why.
    const again = await read('november.csv', [
      { utr: '422222222222', amount: '250.00', note: 'interest' },
    ]);
    expect(again[0]!.proposal).toEqual({ kind: 'set_aside', reason: 'Interest from the bank' });

    const reopened = await staff.post(`/api/staff/payments/credits/${interest}/reopen/`, {});
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().open.map((c: Credit) => c.line_id)).toEqual([first!.line_id, interest]);
    expect(
      (await staff.post(`/api/staff/payments/credits/${interest}/reopen/`, {})).statusCode,
    ).toBe(409);
    expect(
      (await staff.post('/api/staff/payments/credits/999999/set-aside/', { reason: 'Nothing' }))
        .statusCode,
    ).toBe(404);
    const audit = (await staff.get('/api/staff/audit/?record_type=bank_credit')).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual([
      'payments.reopen',
      'payments.set_aside',
    ]);
  });

  it('settles a ₹4,999 order from ₹4,900 and ₹99, and lists both credits on the order', async () => {
    const { staff, read, credits, order, settle } = await setUp();
    const number = await placeOrder(ctx.t.app, asha, { overrides: BASIC });
    const [big, small] = await read('nov.csv', [
      { utr: '433333333333', amount: '4,900.00', note: 'fees part 1' },
      { utr: '444444444444', amount: '99.00', note: 'fees rest' },
    ]);
    const opened = await order(number);
    const settled = await settle(
      [{ order_number: number.toLowerCase(), version: opened.version }],
      [big!.line_id, small!.line_id],
    );
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toEqual({
      orders: [{ order_number: number, paid_utr: null }],
      allocations: [
        { line_id: big!.line_id, order_number: number, amount_paise: 490000 },
        { line_id: small!.line_id, order_number: number, amount_paise: 9900 },
      ],
      left_over_paise: 0,
    });
    const paid = await order(number);
    expect(paid).toMatchObject({ status: 'paid', paid_utr: null, tds: null });
    expect(paid.bank_credits).toEqual([
      {
        line_id: big!.line_id,
        date: big!.date,
        utr: '433333333333',
        amount_paise: 490000,
        credit_paise: 490000,
        file_name: 'nov.csv',
      },
      expect.objectContaining({ utr: '444444444444', amount_paise: 9900 }),
    ]);
    expect(paid.documents).toHaveLength(1);
    expect(paid.timeline.at(-1).note).toBe(
      'From bank credits: ₹4,900 (UTR 433333333333), ₹99 (UTR 444444444444)',
    );
    expect((await credits()).open).toEqual([]);
    await ctx.t.app.mailWorker.drain();
    expect(ctx.smtp.messages.filter((m) => m.subject.startsWith('Payment received'))).toHaveLength(
      1,
    );
    // Read again, both credits are reconciled against the order.
    const reread = await read('nov.csv', [
      { utr: '433333333333', amount: '4,900.00', note: 'fees part 1' },
      { utr: '444444444444', amount: '99.00', note: 'fees rest' },
    ]);
    expect(reread.map((c) => c.proposal)).toEqual([
      { kind: 'reconciled', order_number: number, settled_at: expect.any(String) },
      { kind: 'reconciled', order_number: number, settled_at: expect.any(String) },
    ]);
    const audit = (
      await staff.get(`/api/staff/audit/?record_type=order&record_id=${number}`)
    ).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['payments.settle', 'order.paid']),
    );
  });

  it('pays two ₹9,999 orders from one ₹19,998 transfer', async () => {
    const { staff, read, credits, order, settle } = await setUp();
    const [first, second] = await Promise.all([
      placeOrder(ctx.t.app, asha),
      placeOrder(ctx.t.app, asha),
    ]);
    const [transfer] = await read('dec.csv', [
      { utr: '455555555555', amount: '19,998.00', note: 'two seats' },
    ]);
    const settled = await settle(
      [
        { order_number: first, version: (await order(first!)).version },
        { order_number: second, version: (await order(second!)).version },
      ],
      [transfer!.line_id],
    );
    expect(settled.statusCode).toBe(200);
    // One UTR paid both: neither order can claim it as its own.
    expect(settled.json().orders).toEqual([
      { order_number: first, paid_utr: null },
      { order_number: second, paid_utr: null },
    ]);
    for (const number of [first!, second!]) {
      const paid = await order(number);
      expect(paid.status).toBe('paid');
      expect(paid.bank_credits).toMatchObject([
        { line_id: transfer!.line_id, amount_paise: 999900, credit_paise: 1999800 },
      ]);
      expect(paid.documents).toHaveLength(1);
    }
    expect((await credits()).open).toEqual([]);

    // Its UTR given on a third order's page: the money went to the first two, so it is refused.
    const third = await placeOrder(ctx.t.app, asha);
    const marked = await staff.post(`/api/staff/orders/${third}/transitions/`, {
      to: 'paid',
      version: (await order(third)).version,
      utr: '455555555555',
    });
    expect(marked.statusCode).toBe(409);
    expect(marked.json().error).toBe(
      'The bank credit with UTR 455555555555 paid other orders and has ₹0 left, less than the ₹9,999 this order needs.',
    );
    expect((await order(third)).status).toBe('awaiting_payment');
  });

  it('refuses to spend a credit beyond what is left of it, and changes nothing', async () => {
    const { staff, accountant, read, credits, order, settle } = await setUp();
    const [first, second] = await Promise.all([
      placeOrder(ctx.t.app, asha),
      placeOrder(ctx.t.app, asha),
    ]);
    const [overpaid, exact] = await read('dec.csv', [
      { utr: '466666666666', amount: '10,000.00', note: 'fees' },
      { utr: '477777777777', amount: '9,999.00', note: 'fees' },
    ]);
    const firstVersion = (await order(first!)).version;
    const viaAccountant = await accountant.post('/api/staff/payments/settlements/', {
      orders: [{ order_number: first, version: firstVersion }],
      credits: [overpaid!.line_id],
    });
    expect(viaAccountant.statusCode).toBe(403);
    // ₹10,000 for a ₹9,999 order: the rupee left over stays open.
    const paid = await settle(
      [{ order_number: first, version: firstVersion }],
      [overpaid!.line_id],
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json().left_over_paise).toBe(100);
    // A credit paying the whole order on its own records its UTR.
    expect(paid.json().orders).toEqual([{ order_number: first, paid_utr: '466666666666' }]);
    const before = await credits();
    expect(before.open.map((c: Credit) => [c.line_id, c.allocated_paise])).toEqual([
      [overpaid!.line_id, 999900],
      [exact!.line_id, 0],
    ]);
    const secondBefore = await order(second!);
    const wanted = { order_number: second, version: secondBefore.version };

    const refusals = [
      // The rupee left is far short of ₹9,999.
      [await settle([wanted], [overpaid!.line_id]), 400, /₹9,998 short/],
      // A credit the order does not need.
      [await settle([wanted], [exact!.line_id, overpaid!.line_id]), 400, /not needed/],
      // TDS from a buyer without a GSTIN.
      [
        await settle(
          [{ ...wanted, tds: { amount_paise: 99900, section: '194J' } }],
          [exact!.line_id],
        ),
        400,
        /no GSTIN/,
      ],
      // A version the order no longer has.
      [await settle([{ ...wanted, version: 99 }], [exact!.line_id]), 409, /changed/],
      // An order paid already.
      [
        await settle([{ order_number: first, version: firstVersion + 1 }], [exact!.line_id]),
        409,
        /paid/,
      ],
      [await settle([wanted], [999999]), 404, /not among the credits read/],
      [
        await settle([{ order_number: 'ORD-NOTHING1', version: 1 }], [exact!.line_id]),
        404,
        /no order/,
      ],
      [await settle([wanted, wanted], [exact!.line_id]), 400, /once/],
    ] as const;
    for (const [answer, status, message] of refusals) {
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().error).toMatch(message);
    }
    // Spent in full, the ₹9,999 credit pays nothing more.
    const spent = await settle([wanted], [exact!.line_id]);
    expect(spent.statusCode).toBe(200);
    const third = await placeOrder(ctx.t.app, asha);
    const again = await settle(
      [{ order_number: third, version: (await order(third)).version }],
      [exact!.line_id],
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/has paid orders already/);
    expect((await order(third)).status).toBe('awaiting_payment');
    expect((await credits()).open.map((c: Credit) => [c.line_id, c.allocated_paise])).toEqual([
      [overpaid!.line_id, 999900],
    ]);
    // A credit spent in full has nothing to set aside.
    const aside = await staff.post(`/api/staff/payments/credits/${exact!.line_id}/set-aside/`, {
      reason: 'Not ours',
    });
    expect(aside.statusCode).toBe(409);
  });

  it('never spends one credit twice when several people confirm at once', async () => {
    const { read, credits, order, settle } = await setUp();
    const numbers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(ctx.t.app, asha)));
    const [credit] = await read('race.csv', [
      { utr: '488888888888', amount: '9,999.00', note: 'one payment' },
    ]);
    const versions = await Promise.all(numbers.map(async (n) => (await order(n)).version));
    const answers = await Promise.all(
      numbers.map((n, i) => settle([{ order_number: n, version: versions[i] }], [credit!.line_id])),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const paid = (await Promise.all(numbers.map(order))).filter((o) => o.status === 'paid');
    expect(paid).toHaveLength(1);
    const [row] = await ctx.t.app.database.db
      .selectFrom('bank_lines')
      .select(['allocated_paise', 'amount_paise'])
      .where('id', '=', credit!.line_id)
      .execute();
    expect(row).toEqual({ allocated_paise: 999900, amount_paise: 999900 });
    const allocations = await ctx.t.app.database.db
      .selectFrom('bank_allocations')
      .select('amount_paise')
      .execute();
    expect(allocations).toEqual([{ amount_paise: 999900 }]);
    expect((await credits()).open).toEqual([]);

    // Two credits raced onto one order: one pays it, the other stays whole.
    const target = await placeOrder(ctx.t.app, asha);
    const pair = await read('race-2.csv', [
      { utr: '411122233344', amount: '9,999.00', note: 'a' },
      { utr: '411122233355', amount: '9,999.00', note: 'b' },
    ]);
    const version = (await order(target)).version;
    const both = await Promise.all(
      pair.map((c) => settle([{ order_number: target, version }], [c.line_id])),
    );
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await credits()).open).toHaveLength(1);
    expect((await credits()).open[0].allocated_paise).toBe(0);
  });

  it('settles a business order paid net of TDS, and reports the receivable until its certificate comes', async () => {
    const { staff, accountant, read, order, settle } = await setUp();
    const number = await placeOrder(ctx.t.app, asha, {
      overrides: { state: '29', buyer_gstin: BUYER_GSTIN, buyer_company: BUSINESS },
    });
    // 10% of the ₹8,473.73 before GST, to the rupee.
    const tds = suggestedTdsPaise(999900);
    expect(tds).toBe(84700);
    const [net] = await read('dec.csv', [
      { utr: '499999999990', amount: '9,152.00', note: 'Apex Skills less TDS' },
    ]);
    const wanted = { order_number: number, version: (await order(number)).version };
    // Without the TDS the credit is short; with too much TDS it is a typing mistake.
    expect((await settle([wanted], [net!.line_id])).statusCode).toBe(400);
    const tooMuch = await settle(
      [{ ...wanted, tds: { amount_paise: 200000, section: '194J' } }],
      [net!.line_id],
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toMatch(/more than 20%/);

    const settled = await settle(
      [{ ...wanted, tds: { amount_paise: tds, section: '194J' } }],
      [net!.line_id],
    );
    expect(settled.statusCode).toBe(200);
    expect(settled.json().orders).toEqual([{ order_number: number, paid_utr: '499999999990' }]);
    const paid = await order(number);
    expect(paid).toMatchObject({
      status: 'paid',
      tds: {
        amount_paise: 84700,
        section: '194J',
        certificate_number: null,
        certificate_received_at: null,
      },
    });
    expect(paid.bank_credits).toMatchObject([{ amount_paise: 915200 }]);
    const invoice = paid.documents[0].number;

    const awaited = (await accountant.get('/api/staff/payments/tds/')).json().awaited;
    expect(awaited).toEqual([
      {
        order_number: number,
        buyer: BUSINESS,
        gstin: BUYER_GSTIN,
        pan: BUYER_GSTIN.slice(2, 12),
        invoice_number: invoice,
        amount_paise: 84700,
        section: '194J',
        recorded_at: expect.any(String),
        certificate_number: null,
        certificate_received_at: null,
      },
    ]);
    const month = thisMonth();
    const report = (await accountant.get(`/api/staff/reports/tds/?month=${month}`)).json();
    expect(report).toEqual({
      month,
      receivables: awaited,
      total_paise: 84700,
      awaited_paise: 84700,
    });

    // The certificate comes: staff record its number; the accountant may not.
    const path = `/api/staff/payments/tds/${number}/certificate/`;
    expect((await accountant.post(path, { certificate_number: 'ABCDEFG' })).statusCode).toBe(403);
    expect((await staff.post(path, { certificate_number: 'not valid!' })).statusCode).toBe(400);
    const other = await placeOrder(ctx.t.app, asha);
    expect(
      (
        await staff.post(`/api/staff/payments/tds/${other}/certificate/`, {
          certificate_number: 'X1',
        })
      ).statusCode,
    ).toBe(404);
    const recorded = await staff.post(path, { certificate_number: ' abcdefg ' });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({
      certificate_number: 'ABCDEFG',
      certificate_received_at: expect.any(String),
    });
    expect((await staff.get('/api/staff/payments/tds/')).json().awaited).toEqual([]);
    const after = (await accountant.get(`/api/staff/reports/tds/?month=${month}`)).json();
    expect(after).toMatchObject({ total_paise: 84700, awaited_paise: 0 });
    expect((await order(number)).tds.certificate_number).toBe('ABCDEFG');

    const csv = await accountant.get(`/api/staff/reports/tds-receivable.csv?month=${month}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parse(csv.body, { bom: true }) as string[][];
    expect(rows).toEqual([
      [
        'Order',
        'Paid on',
        'Buyer',
        'Buyer GSTIN',
        'Buyer PAN',
        'Invoice',
        'TDS (INR)',
        'Section',
        'Certificate',
      ],
      [
        number,
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        BUSINESS,
        BUYER_GSTIN,
        BUYER_GSTIN.slice(2, 12),
        invoice,
        '847.00',
        '194J',
        'ABCDEFG',
      ],
      ['Total (1 order)', '', '', '', '', '', '847.00', '', '0.00 awaited'],
    ]);
    const audit = (
      await staff.get(`/api/staff/audit/?record_type=order&record_id=${number}`)
    ).json();
    expect(audit.results[0]).toMatchObject({
      action: 'payments.tds_certificate',
      changes: [{ field: 'tds_certificate', before: null, after: 'ABCDEFG' }],
    });
  });
});
