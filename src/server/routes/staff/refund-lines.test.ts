import { expect, it } from 'vitest';
import type { InvoiceDocument } from '../../../domain/gst/invoice-document.ts';
import { accountWithRole, callAs, signUpAndLogIn, type TestAccount } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { placeOrder } from '../../test/orders.ts';
import { SELLER } from '../../test/seller.ts';

/** Python Pro (₹9,999) and Java Basic (₹4,999) with a 10% referral: ₹1,500 off, ₹13,498 paid. */
const TWO_LINES = {
  state: '29',
  cart: [
    { program: 'Python', plan: 'Pro Plan', plan_paise: 999900 },
    { program: 'Java', plan: 'Basic Plan', plan_paise: 499900 },
  ],
  original_paise: 1499800,
  discount_paise: 150000,
  total_paise: 1349800,
  referral_code: 'MAV25C',
};
// The discount shared by price, to the paisa, as the invoice shares it.
const PYTHON_PAID = 899897;
const JAVA_PAID = 449903;

type Staff = ReturnType<typeof callAs>;

describeEachEngine('refunds by line, and restoring access', (engine) => {
  const ctx = useAppWithSmtp(engine, { seller: SELLER });
  let asha: TestAccount;

  /** A paid two-line order: staff, its number, and the order as staff see it. */
  const paidOrder = async () => {
    const { app } = ctx.t;
    asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    const staff = callAs(app, await accountWithRole(app, 'owner', 'neha@mentora.test', 'Neha'));
    const number = await placeOrder(app, asha, { overrides: TWO_LINES });
    const { version } = (await staff.get(`/api/staff/orders/${number}/`)).json();
    const paid = await staff.post(`/api/staff/orders/${number}/transitions/`, {
      to: 'paid',
      version,
      utr: '200000000001',
    });
    expect(paid.statusCode).toBe(200);
    return { staff, number, order: paid.json() };
  };
  const refund = (staff: Staff, number: string, body: object) =>
    staff.post(`/api/staff/orders/${number}/transitions/`, { reason: 'Wrong program', ...body });
  const restore = (caller: Staff, number: string, program: string) =>
    caller.post(`/api/staff/orders/${number}/enrolments/${encodeURIComponent(program)}/restore/`);
  const enrolledIn = async () =>
    (await callAs(ctx.t.app, asha).get('/api/enrolments/'))
      .json()
      .results.map((e: { program: string }) => e.program)
      .sort();
  const creditNotes = () =>
    ctx.t.app.database.db
      .selectFrom('invoices')
      .select('document')
      .where('kind', '=', 'credit-note')
      .execute();

  it('ends only the refunded line’s access and credits only that line', async () => {
    const { staff, number, order } = await paidOrder();
    const [python, java] = order.items;
    expect(order.items).toEqual([
      expect.objectContaining({
        program: 'Python',
        paid_paise: PYTHON_PAID,
        refunded: false,
        enrolment: { started_at: expect.any(String), ended_at: null },
      }),
      expect.objectContaining({ program: 'Java', paid_paise: JAVA_PAID, refunded: false }),
    ]);
    expect(PYTHON_PAID + JAVA_PAID).toBe(order.total_paise);

    const tooMuch = await refund(staff, number, {
      to: 'refunded',
      version: order.version,
      amount_paise: PYTHON_PAID + 1,
      lines: [python.id],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      error: 'The refund can be at most what was paid for the programs chosen, ₹8,998.97.',
      field: 'amount_paise',
    });

    const refunded = await refund(staff, number, {
      to: 'refunded',
      version: order.version,
      amount_paise: PYTHON_PAID,
      lines: [python.id],
    });
    expect(refunded.statusCode).toBe(200);
    const after = refunded.json();
    expect(after).toMatchObject({ status: 'partly_refunded', refund_paise: PYTHON_PAID });
    expect(after.items[0]).toMatchObject({
      id: python.id,
      refunded: true,
      enrolment: { ended_at: expect.any(String) },
    });
    expect(after.items[1]).toMatchObject({
      id: java.id,
      refunded: false,
      enrolment: { ended_at: null },
    });
    expect(after.timeline.at(-1)).toMatchObject({
      kind: 'refunded',
      note: '₹8,998.97 for Python (Pro Plan): Wrong program',
    });
    expect(await enrolledIn()).toEqual(['Java']);

    const notes = await creditNotes();
    expect(notes).toHaveLength(1);
    const note = JSON.parse(notes[0]!.document) as InvoiceDocument;
    expect(note.lines.map((l) => l.description)).toEqual(['Python: Pro Plan']);
    const t = note.totals;
    expect(t.total_paise).toBe(PYTHON_PAID);
    expect(t.taxable_paise + t.cgst_paise + t.sgst_paise + t.igst_paise).toBe(PYTHON_PAID);

    const audit = (await staff.get(`/api/staff/audit/?record_id=${number}`)).json();
    expect(audit.results[0]).toMatchObject({
      action: 'order.refunded',
      changes: expect.arrayContaining([
        { field: 'refunded_programs', before: null, after: 'Python (Pro Plan)' },
      ]),
    });
    await ctx.t.app.mailWorker.drain();
    const mail = ctx.smtp.to('asha@example.com').find((m) => m.subject.startsWith('Refund of'));
    expect(mail!.subject).toBe(`Refund of ₹8,998.97 for order ${number} | Mentora`);
    expect(mail!.text).toContain(
      'Your access to Python (Pro Plan) has ended. Your access to Java (Basic Plan) stays as it is.',
    );
  });

  it('refuses lines that are not this order’s, or named twice, and changes nothing', async () => {
    const { staff, number, order } = await paidOrder();
    const other = await placeOrder(ctx.t.app, asha);
    const otherLine = (await staff.get(`/api/staff/orders/${other}/`)).json().items[0].id;
    const python = order.items[0].id;
    const cases: Array<[unknown, string, string?]> = [
      [undefined, 'Choose the programs refunded.'],
      [['one'], 'Choose the programs refunded.', 'lines.0'],
      [[python, python], 'Choose each program once.'],
      [[python, 987654], 'Choose programs of this order.'],
      [[otherLine], 'Choose programs of this order.'],
    ];
    for (const [lines, error, field = 'lines'] of cases) {
      const response = await refund(staff, number, {
        to: 'refunded',
        version: order.version,
        amount_paise: 100,
        lines,
      });
      expect(response.statusCode, JSON.stringify(lines)).toBe(400);
      expect(response.json()).toEqual({ error, field });
    }
    const after = (await staff.get(`/api/staff/orders/${number}/`)).json();
    expect(after).toMatchObject({ status: 'paid', version: order.version, refund_paise: null });
    expect(after.items.map((i: { refunded: boolean }) => i.refunded)).toEqual([false, false]);
    expect(await enrolledIn()).toEqual(['Java', 'Python']);
    expect(await creditNotes()).toHaveLength(0);
    const audit = (await staff.get(`/api/staff/audit/?record_id=${number}`)).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual(['order.paid']);
  });

  it('restores access a refund ended, once, with its audit row, timeline and mail', async () => {
    const { staff, number, order } = await paidOrder();
    const refunded = await refund(staff, number, {
      to: 'refunded',
      version: order.version,
      amount_paise: JAVA_PAID,
      lines: [order.items[1].id],
    });
    expect(refunded.statusCode).toBe(200);
    expect(await enrolledIn()).toEqual(['Python']);

    const restored = await restore(staff, number, 'Java');
    expect(restored.statusCode).toBe(200);
    const after = restored.json();
    expect(after.items[1]).toMatchObject({
      program: 'Java',
      refunded: true,
      enrolment: { ended_at: null },
    });
    expect(after.timeline.at(-1)).toMatchObject({
      kind: 'enrolment_restored',
      actor: { name: 'Neha' },
      to_status: 'partly_refunded',
      note: 'Access to Java (Basic Plan) restored',
    });
    expect(await enrolledIn()).toEqual(['Java', 'Python']);
    const audit = (await staff.get(`/api/staff/audit/?record_id=${number}`)).json();
    expect(audit.results[0]).toMatchObject({
      action: 'enrolment.restore',
      actor: { name: 'Neha' },
      changes: [
        { field: 'ended_at of Java (Basic Plan)', before: expect.any(String), after: null },
      ],
    });
    await ctx.t.app.mailWorker.drain();
    const mail = ctx.smtp.to('asha@example.com').find((m) => m.subject.includes('is back'));
    expect(mail!.subject).toBe('Your access to Java is back | Mentora');
    expect(mail!.text).toContain(`restored your access to Java (Basic Plan) from order ${number}`);

    // Active already: by its name or its path, the answer is the same and nothing is added.
    for (const program of ['Java', 'java', 'Python']) {
      const again = await restore(staff, number, program);
      expect(again.statusCode, program).toBe(409);
      expect(again.json().error).toBe(
        `Access to ${program === 'Python' ? 'Python' : 'Java'} is already active.`,
      );
    }
    expect((await restore(staff, number, 'Excel')).statusCode).toBe(404);
    expect((await restore(staff, 'ORD-NOSUCH00', 'Java')).statusCode).toBe(404);
    const count = (await staff.get(`/api/staff/audit/?record_id=${number}`)).json().count;
    expect(count).toBe(3);
  });

  it('lets only staff restore access', async () => {
    const { number } = await paidOrder();
    const learner = await restore(callAs(ctx.t.app, asha), number, 'Java');
    expect(learner.statusCode).toBe(403);
    const visitor = await restore(callAs(ctx.t.app, undefined), number, 'Java');
    expect(visitor.statusCode).toBe(401);
  });
});
