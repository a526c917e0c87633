import { expect, it } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn, type TestAccount } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { placeOrder } from '../../test/orders.ts';

const UTR = '412345678901';
const SECRET = 'Learner was rude on the phone; refund desk knows';

describeEachEngine('staff notes, invoice resend and the orders pulse', (engine) => {
  const ctx = useAppWithSmtp(engine);
  let learner: TestAccount;

  const setUp = async () => {
    const { app } = ctx.t;
    learner = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    return callAs(app, await accountWithRole(app, 'staff', 'ravi@mentora.test', 'Ravi Staff'));
  };
  type Caller = ReturnType<typeof callAs>;
  const detail = async (staff: Caller, number: string) =>
    (await staff.get(`/api/staff/orders/${number}/`)).json();
  const auditOf = async (staff: Caller, number: string) =>
    (
      await callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'owner')).get(
        `/api/staff/audit/?record_type=order&record_id=${number}`,
      )
    ).json().results as Array<{ action: string; changes: unknown }>;
  const payOrder = async (staff: Caller, number: string) => {
    const { version } = await detail(staff, number);
    const paid = await staff.post(`/api/staff/orders/${number}/transitions/`, {
      to: 'paid',
      version,
      utr: UTR,
    });
    expect(paid.statusCode, paid.body).toBe(200);
  };

  it('keeps internal notes out of every mail, lists them with their author, and audits them', async () => {
    const staff = await setUp();
    const number = await placeOrder(ctx.t.app, learner, { reported: true });

    const noted = await staff.post(`/api/staff/orders/${number}/notes/`, { body: `  ${SECRET} ` });
    expect(noted.statusCode).toBe(200);
    expect(noted.json().notes).toEqual([
      {
        id: expect.any(Number),
        author: { id: expect.any(Number), name: 'Ravi Staff' },
        author_name: 'Ravi Staff',
        body: SECRET,
        created_at: expect.any(String),
      },
    ]);

    const { version } = await detail(staff, number);
    const cancelled = await staff.post(`/api/staff/orders/${number}/transitions/`, {
      to: 'cancelled',
      version,
      reason: 'The payment did not reach us',
      internal_note: 'Second try from the same UPI ID; watch for more',
    });
    expect(cancelled.statusCode).toBe(200);
    const after = cancelled.json();
    expect(after.notes.map((n: { body: string }) => n.body)).toEqual([
      SECRET,
      'Second try from the same UPI ID; watch for more',
    ]);
    expect(after.timeline.at(-1)).toMatchObject({
      kind: 'cancelled',
      note: 'The payment did not reach us',
    });

    await ctx.t.app.mailWorker.drain();
    const mails = ctx.smtp.messages;
    const cancelMail = mails.find((m) => m.subject.startsWith(`Order ${number} was cancelled`));
    expect(cancelMail!.text).toContain('Reason: The payment did not reach us');
    for (const mail of mails) {
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/rude|watch for more/);
    }
    // Nor does the learner see them on their order.
    const own = await callAs(ctx.t.app, learner).get(`/api/orders/${number}/`);
    expect(own.body).not.toMatch(/rude|watch for more/);

    const audit = await auditOf(staff, number);
    // Newest first, as the audit log lists.
    expect(audit.filter((a) => a.action === 'order.note').map((a) => a.changes)).toEqual([
      [{ field: 'note', before: null, after: 'Second try from the same UPI ID; watch for more' }],
      [{ field: 'note', before: null, after: SECRET }],
    ]);
  });

  it('refuses an empty note, an unknown order, and the accountant, changing nothing', async () => {
    const staff = await setUp();
    const number = await placeOrder(ctx.t.app, learner);
    const empty = await staff.post(`/api/staff/orders/${number}/notes/`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'Write the note.', field: 'body' });
    const long = await staff.post(`/api/staff/orders/${number}/notes/`, { body: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    const missing = await staff.post('/api/staff/orders/ORD-NOTHING1/notes/', { body: 'Hello' });
    expect(missing.statusCode).toBe(404);
    const accountant = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'accountant'));
    const refused = await accountant.post(`/api/staff/orders/${number}/notes/`, { body: 'Hi' });
    expect(refused.statusCode).toBe(403);
    // The accountant reads the notes all the same.
    expect((await accountant.get(`/api/staff/orders/${number}/`)).json().notes).toEqual([]);
    expect((await auditOf(staff, number)).some((a) => a.action === 'order.note')).toBe(false);
  });

  it('resends the very invoice PDF that was first mailed, on the timeline and audited', async () => {
    const staff = await setUp();
    const number = await placeOrder(ctx.t.app, learner, { reported: true });
    const early = await staff.post(`/api/staff/orders/${number}/invoice/resend/`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(
      'This order has no invoice yet: one is issued when the order is paid.',
    );

    await payOrder(staff, number);
    await ctx.t.app.mailWorker.drain();
    const first = ctx.smtp.messages.find((m) => m.subject.startsWith('Payment received'))!;
    expect(first.attachments).toHaveLength(1);

    const resent = await staff.post(`/api/staff/orders/${number}/invoice/resend/`, {});
    expect(resent.statusCode).toBe(200);
    const invoiceNumber = resent.json().documents[0].number as string;
    expect(resent.json().timeline.at(-1)).toMatchObject({
      kind: 'invoice_resent',
      actor: { name: 'Ravi Staff' },
      note: `${invoiceNumber} to asha@example.com`,
    });
    await ctx.t.app.mailWorker.drain();
    const again = ctx.smtp.messages.filter((m) =>
      m.subject.includes(`Your invoice ${invoiceNumber}`),
    );
    expect(again).toHaveLength(1);
    expect(again[0]!.to).toEqual(['asha@example.com']);
    expect(again[0]!.attachments.map((a) => a.filename)).toEqual([first.attachments[0]!.filename]);
    expect(again[0]!.attachments[0]!.content.equals(first.attachments[0]!.content)).toBe(true);

    // A second resend is a second mail, not swallowed as a duplicate.
    await staff.post(`/api/staff/orders/${number}/invoice/resend/`, {});
    await ctx.t.app.mailWorker.drain();
    expect(
      ctx.smtp.messages.filter((m) => m.subject.includes(`Your invoice ${invoiceNumber}`)),
    ).toHaveLength(2);
    const audit = await auditOf(staff, number);
    expect(audit.filter((a) => a.action === 'order.invoice_resend')).toHaveLength(2);
    expect(audit.find((a) => a.action === 'order.invoice_resend')!.changes).toEqual([
      { field: 'documents', before: null, after: invoiceNumber },
      { field: 'email', before: null, after: 'asha@example.com' },
    ]);
  });

  it('counts reported payments waiting and moves when any order changes', async () => {
    const staff = await setUp();
    const accountant = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'accountant'));
    const empty = await accountant.get('/api/staff/orders/pulse/');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ reported_payments: 0, last_change_at: null });

    const waiting = await placeOrder(ctx.t.app, learner, { reported: true });
    await placeOrder(ctx.t.app, learner);
    const two = (await staff.get('/api/staff/orders/pulse/')).json();
    expect(two.reported_payments).toBe(1);
    expect(two.last_change_at).toEqual(expect.any(String));

    await placeOrder(ctx.t.app, learner, { reported: true });
    const three = (await staff.get('/api/staff/orders/pulse/')).json();
    expect(three.reported_payments).toBe(2);
    expect(three.last_change_at >= two.last_change_at).toBe(true);

    await payOrder(staff, waiting);
    expect((await staff.get('/api/staff/orders/pulse/')).json().reported_payments).toBe(1);
    const learnerAsks = await callAs(ctx.t.app, learner).get('/api/staff/orders/pulse/');
    expect(learnerAsks.statusCode).toBe(403);
  });
});
