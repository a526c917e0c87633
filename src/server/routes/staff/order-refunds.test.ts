import { expect, it } from 'vitest';
import type { InvoiceDocument } from '../../../domain/gst/invoice-document.ts';
import { accountWithRole, callAs, signUpAndLogIn, type TestAccount } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { placeOrder } from '../../test/orders.ts';
import { SELLER } from '../../test/seller.ts';

/** Python Pro (₹9,999) and Java Basic (₹4,999), no code: ₹14,998 paid. */
const TWO_LINES = {
  state: '29',
  cart: [
    { program: 'Python', plan: 'Pro Plan', plan_paise: 999900 },
    { program: 'Java', plan: 'Basic Plan', plan_paise: 499900 },
  ],
  original_paise: 1499800,
  discount_paise: 0,
  total_paise: 1499800,
};

type Staff = ReturnType<typeof callAs>;

describeEachEngine('an order takes several refunds', (engine) => {
  const ctx = useAppWithSmtp(engine, { seller: SELLER });
  let asha: TestAccount;

  const paidOrder = async () => {
    const { app } = ctx.t;
    asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    const staff = callAs(app, await accountWithRole(app, 'owner', 'neha@mentora.test', 'Neha'));
    const number = await placeOrder(app, asha, { overrides: TWO_LINES });
    const { version } = (await staff.get(`/api/staff/orders/${number}/`)).json();
    const paid = await staff.post(`/api/staff/orders/${number}/transitions/`, {
      to: 'paid',
      version,
      utr: '400000000001',
    });
    expect(paid.statusCode).toBe(200);
    return { staff, number, order: paid.json() };
  };
  const refund = (staff: Staff, number: string, body: object) =>
    staff.post(`/api/staff/orders/${number}/transitions/`, { to: 'refunded', ...body });
  const enrolledIn = async () =>
    (await callAs(ctx.t.app, asha).get('/api/enrolments/'))
      .json()
      .results.map((e: { program: string }) => e.program)
      .sort();
  const creditNotes = async () =>
    (
      await ctx.t.app.database.db
        .selectFrom('invoices')
        .select('document')
        .where('kind', '=', 'credit-note')
        .orderBy('id')
        .execute()
    ).map((row) => JSON.parse(row.document) as InvoiceDocument);
  const month = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

  it('an amount-only refund keeps every access; a line refund later ends one; each has its credit note', async () => {
    const { staff, number, order } = await paidOrder();
    const [python, java] = order.items;

    const goodwill = await refund(staff, number, {
      version: order.version,
      amount_paise: 200000,
      reason: 'Goodwill for the moved session',
      internal_note: 'Agreed with the owner on a call',
      lines: [],
    });
    expect(goodwill.statusCode).toBe(200);
    const partly = goodwill.json();
    expect(partly).toMatchObject({ status: 'partly_refunded', refund_paise: 200000 });
    expect(partly.items.map((i: { refunded: boolean }) => i.refunded)).toEqual([false, false]);
    // Shared over what is left of each line, by price.
    expect(partly.items.map((i: { refunded_paise: number }) => i.refunded_paise)).toEqual([
      133338, 66662,
    ]);
    expect(partly.refunds).toEqual([
      {
        id: expect.any(Number),
        amount_paise: 200000,
        reason: 'Goodwill for the moved session',
        created_at: expect.any(String),
        by: 'Neha',
        programs: [],
        credit_note: 'MENC/26-27/00001',
      },
    ]);
    expect(partly.notes.map((n: { body: string }) => n.body)).toEqual([
      'Agreed with the owner on a call',
    ]);
    expect(partly.timeline.at(-1)).toMatchObject({
      kind: 'refunded',
      from_status: 'paid',
      to_status: 'partly_refunded',
      note: '₹2,000, access kept: Goodwill for the moved session',
    });
    expect(await enrolledIn()).toEqual(['Java', 'Python']);

    // The Java line has ₹4,332.38 left of its ₹4,999: no more can be given back for it.
    const tooMuch = await refund(staff, number, {
      version: partly.version,
      amount_paise: 499900,
      reason: 'Wrong program',
      lines: [java.id],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      error: 'The refund can be at most what was paid for the programs chosen, ₹4,332.38.',
      field: 'amount_paise',
    });
    const javaBack = await refund(staff, number, {
      version: partly.version,
      amount_paise: 433238,
      reason: 'Wrong program',
      lines: [java.id],
    });
    expect(javaBack.statusCode).toBe(200);
    const second = javaBack.json();
    expect(second).toMatchObject({ status: 'partly_refunded', refund_paise: 633238 });
    expect(second.refunds.map((r: { programs: string[] }) => r.programs)).toEqual([
      [],
      ['Java (Basic Plan)'],
    ]);
    expect(await enrolledIn()).toEqual(['Python']);

    const notes = await creditNotes();
    expect(notes.map((n) => [n.number, n.totals.total_paise, n.refers_to?.number])).toEqual([
      ['MENC/26-27/00001', 200000, 'MEN/26-27/00001'],
      ['MENC/26-27/00002', 433238, 'MEN/26-27/00001'],
    ]);
    expect(notes[0]!.lines.map((l) => [l.description, l.total_paise])).toEqual([
      ['Python: Pro Plan', 133338],
      ['Java: Basic Plan', 66662],
    ]);
    expect(notes[1]!.lines.map((l) => l.description)).toEqual(['Java: Basic Plan']);

    // What is left is the Python line's: refunding it all ends the order's refunds.
    const amountTooLarge = await refund(staff, number, {
      version: second.version,
      amount_paise: 866563,
      reason: 'Leaving',
      lines: [],
    });
    expect(amountTooLarge.json()).toEqual({
      error: 'The refund can be at most what is left of the order, ₹8,665.62.',
      field: 'amount_paise',
    });
    const last = await refund(staff, number, {
      version: second.version,
      amount_paise: 866562,
      reason: 'Leaving',
      lines: [python.id],
    });
    expect(last.json()).toMatchObject({ status: 'refunded', refund_paise: 1499800 });
    const again = await refund(staff, number, {
      version: last.json().version,
      amount_paise: 100,
      reason: 'Leaving',
      lines: [],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("This order is refunded, so it can't be refunded.");

    await ctx.t.app.mailWorker.drain();
    const mails = ctx.smtp.to('asha@example.com').filter((m) => m.subject.startsWith('Refund of'));
    expect(mails.map((m) => m.subject)).toEqual([
      `Refund of ₹2,000 for order ${number} | Mentora`,
      `Refund of ₹4,332.38 for order ${number} | Mentora`,
      `Refund of ₹8,665.62 for order ${number} | Mentora`,
    ]);
    expect(mails[0]!.text).toContain(
      'Your access to Python (Pro Plan) and Java (Basic Plan) stays as it is.',
    );
    expect(mails[0]!.text).not.toContain('Agreed with the owner');
    expect(mails[1]!.text).toContain('Your access to Java (Basic Plan) has ended.');

    const audit = (await staff.get(`/api/staff/audit/?record_id=${number}`)).json();
    const refundRows = audit.results.filter(
      (e: { action: string }) => e.action === 'order.refunded',
    );
    expect(refundRows).toHaveLength(3);
    expect(refundRows[2].changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'paid', after: 'partly_refunded' },
        { field: 'refund_amount_paise', before: null, after: 200000 },
        { field: 'refunded_programs', before: null, after: null },
        { field: 'internal_note', before: null, after: 'Agreed with the owner on a call' },
      ]),
    );
  });

  it('counts what was kept in the month report and the dashboard', async () => {
    const { staff, number, order } = await paidOrder();
    await refund(staff, number, {
      version: order.version,
      amount_paise: 200000,
      reason: 'Goodwill',
      lines: [],
    });
    const report = (await staff.get(`/api/staff/reports/?month=${month()}`)).json();
    expect(report).toMatchObject({ invoices: 1, credit_notes: 1 });
    expect(report.totals.total_paise).toBe(1499800 - 200000);
    expect(
      report.revenue_by_program.map((r: { program: string; revenue_paise: number }) => [
        r.program,
        r.revenue_paise,
      ]),
    ).toEqual([
      ['Python', 999900 - 133338],
      ['Java', 499900 - 66662],
    ]);
    const dashboard = (await staff.get('/api/staff/dashboard/')).json();
    expect(dashboard.periods[0].revenue_paise).toBe(1499800 - 200000);
    const list = (await staff.get('/api/staff/orders/?status=partly_refunded')).json();
    expect(list.results.map((o: { number: string }) => o.number)).toEqual([number]);
  });

  it('takes one refund when two are sent at once for the same version', async () => {
    const { staff, number, order } = await paidOrder();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        refund(staff, number, {
          version: order.version,
          amount_paise: 100000,
          reason: 'Goodwill',
          lines: [],
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const after = (await staff.get(`/api/staff/orders/${number}/`)).json();
    expect(after).toMatchObject({ refund_paise: 100000 });
    expect(after.refunds).toHaveLength(1);
    expect(await creditNotes()).toHaveLength(1);
  });

  it('lets an accountant read refunds but not record one', async () => {
    const { number, order } = await paidOrder();
    const accountant = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'accountant'));
    const refused = await refund(accountant, number, {
      version: order.version,
      amount_paise: 100,
      reason: 'Goodwill',
      lines: [],
    });
    expect(refused.statusCode).toBe(403);
    expect(await creditNotes()).toHaveLength(0);
  });
});
