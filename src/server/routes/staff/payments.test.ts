import { expect, it } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn, type TestAccount } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { placeOrder } from '../../test/orders.ts';
import { hdfcStatement, otherBankStatement } from '../../reconciliation/sample-statements.ts';

describeEachEngine('bank statement reconciliation', (engine) => {
  const ctx = useAppWithSmtp(engine);
  let asha: TestAccount;

  const report = (number: string, utr: string) =>
    callAs(ctx.t.app, asha).post(`/api/orders/${number}/payment/`, { utr });

  it('proposes exact matches, flags doubtful credits and confirms what staff accept, once', async () => {
    asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    const staff = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'staff'));
    const [byUtr, byNumber, wrongAmount, twiceA, twiceB, noCredit] = await Promise.all(
      Array.from({ length: 6 }, () => placeOrder(ctx.t.app, asha)),
    );
    await report(byUtr!, '411111111111');
    await report(wrongAmount!, '422222222222');
    await report(twiceA!, '433333333333');
    await report(twiceB!, '433333333333');
    await report(noCredit!, '466666666666');
    const csv = hdfcStatement([
      { utr: '411111111111', amount: '9,999.00', note: 'fees' },
      { utr: '455555555555', amount: '9,999.00', note: `Mentora order ${byNumber}` },
      { utr: '422222222222', amount: '4,999.00', note: 'part' },
      { utr: '433333333333', amount: '9,999.00', note: 'fees' },
      { utr: '499999999999', amount: '500.00', note: 'someone else' },
    ]);

    const read = await staff.post('/api/staff/payments/statement/', { file_name: 'nov.csv', csv });
    expect(read.statusCode).toBe(200);
    const body = read.json();
    expect(body.format).toBe('HDFC Bank');
    expect(body.skipped_rows).toBeGreaterThan(0);
    expect(body.credits.map((c: { proposal: unknown }) => c.proposal)).toEqual([
      // Beside the payer in the bank's narration: who placed the order, and its total.
      {
        kind: 'match',
        order_number: byUtr,
        version: 2,
        by: 'utr',
        buyer_name: 'Asha Rao',
        total_paise: 999900,
      },
      {
        kind: 'match',
        order_number: byNumber,
        version: 1,
        by: 'order_number',
        buyer_name: 'Asha Rao',
        total_paise: 999900,
      },
      {
        kind: 'flag',
        flag: 'amount_mismatch',
        order_number: wrongAmount,
        expected_paise: 999900,
        buyer_name: 'Asha Rao',
      },
      {
        kind: 'flag',
        flag: 'utr_claimed_twice',
        order_number: null,
        expected_paise: null,
        buyer_name: null,
      },
      { kind: 'unmatched' },
    ]);
    expect(
      body.reported_without_credit.map((o: { order_number: string }) => o.order_number).sort(),
    ).toEqual([twiceA, twiceB, noCredit].sort());
    // Reading changes nothing.
    expect((await staff.get(`/api/staff/orders/${byUtr}/`)).json().status).toBe('payment_reported');

    const matches = body.credits
      .filter((c: { proposal: { kind: string } }) => c.proposal.kind === 'match')
      .map((c: { utr: string; proposal: { order_number: string; version: number } }) => ({
        order_number: c.proposal.order_number,
        version: c.proposal.version,
        utr: c.utr,
      }));
    const confirmed = await staff.post('/api/staff/payments/confirm/', { matches });
    expect(confirmed.json().results).toEqual([
      { order_number: byUtr, ok: true, error: null },
      { order_number: byNumber, ok: true, error: null },
    ]);
    const paid = (await staff.get(`/api/staff/orders/${byNumber}/`)).json();
    expect(paid).toMatchObject({ status: 'paid', paid_utr: '455555555555' });
    expect(paid.documents).toHaveLength(1);
    // Confirming the same again is refused order by order; nothing is applied twice.
    const again = await staff.post('/api/staff/payments/confirm/', { matches });
    expect(again.json().results.every((r: { ok: boolean }) => !r.ok)).toBe(true);

    // The same statement imported again: the settled credits are reconciled, the rest as before.
    const reread = (
      await staff.post('/api/staff/payments/statement/', { file_name: 'nov.csv', csv })
    ).json();
    expect(reread.credits.map((c: { proposal: unknown }) => c.proposal)).toEqual([
      { kind: 'reconciled', order_number: byUtr, settled_at: expect.any(String) },
      { kind: 'reconciled', order_number: byNumber, settled_at: expect.any(String) },
      ...body.credits.slice(2).map((c: { proposal: unknown }) => c.proposal),
    ]);
    expect(reread.credits.map((c: { line_id: number }) => c.line_id)).toEqual(
      body.credits.map((c: { line_id: number }) => c.line_id),
    );
    const audit = (await staff.get('/api/staff/audit/?record_type=statement')).json();
    expect(audit.results[0]).toMatchObject({
      action: 'payments.import',
      record_id: 'nov.csv',
      changes: expect.arrayContaining([
        { field: 'credits', before: null, after: 5 },
        { field: 'already_reconciled', before: null, after: 2 },
      ]),
    });
  });

  it('changes nothing when a statement is read again, and lists only that statement’s credits', async () => {
    asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    const staff = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'staff'));
    const [paidElsewhere, waiting] = await Promise.all([
      placeOrder(ctx.t.app, asha),
      placeOrder(ctx.t.app, asha),
    ]);
    await report(waiting!, '422222222222');
    // Confirmed on the order's page before the statement came: its credit is that payment.
    const opened = (await staff.get(`/api/staff/orders/${paidElsewhere}/`)).json();
    await staff.post(`/api/staff/orders/${paidElsewhere}/transitions/`, {
      to: 'paid',
      version: opened.version,
      utr: '411111111111',
    });
    const csv = hdfcStatement([
      { utr: '411111111111', amount: '9,999.00', note: 'fees' },
      { utr: '422222222222', amount: '9,999.00', note: 'fees' },
    ]);
    const first = (
      await staff.post('/api/staff/payments/statement/', { file_name: 'a.csv', csv })
    ).json();
    expect(first.credits.map((c: { proposal: { kind: string } }) => c.proposal.kind)).toEqual([
      'reconciled',
      'match',
    ]);
    await ctx.t.app.mailWorker.drain();
    const mailsBefore = ctx.smtp.messages.length;
    const waitingBefore = (await staff.get(`/api/staff/orders/${waiting}/`)).json();

    const second = await staff.post('/api/staff/payments/statement/', { file_name: 'a.csv', csv });
    expect(second.json().credits).toEqual(first.credits);
    await ctx.t.app.mailWorker.drain();
    expect(ctx.smtp.messages.length).toBe(mailsBefore);
    expect((await staff.get(`/api/staff/orders/${waiting}/`)).json()).toEqual(waitingBefore);

    // Another statement's answer holds its own credits, not the backlog read before.
    const other = (
      await staff.post('/api/staff/payments/statement/', {
        file_name: 'b.csv',
        csv: hdfcStatement([{ utr: '433333333333', amount: '1.00', note: 'test' }]),
      })
    ).json();
    expect(other.credits.map((c: { utr: string }) => c.utr)).toEqual(['433333333333']);
  });

  it('settles an unmatched credit against the order staff name, once, and keeps the UTR flow paying from kept credits', async () => {
    asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    const staff = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'staff'));
    const [number, other, short] = await Promise.all([
      placeOrder(ctx.t.app, asha),
      placeOrder(ctx.t.app, asha),
      placeOrder(ctx.t.app, asha),
    ]);
    const csv = hdfcStatement([
      { utr: '488888888888', amount: '9,999.00', note: 'paid by my father' },
      { utr: '477777777777', amount: '500.00', note: 'someone' },
    ]);
    const read = (
      await staff.post('/api/staff/payments/statement/', { file_name: 'dec.csv', csv })
    ).json();
    const [credit, small] = read.credits;
    expect(credit.proposal).toEqual({ kind: 'unmatched' });
    const opened = (await staff.get(`/api/staff/orders/${number}/`)).json();
    const settle = (lineId: number, order_number: string, version: number) =>
      staff.post('/api/staff/payments/settlements/', {
        orders: [{ order_number, version }],
        credits: [lineId],
      });

    expect((await settle(credit.line_id, number, 99)).statusCode).toBe(409);
    const wrongAmount = await settle(small.line_id, other, opened.version);
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json().error).toBe(
      'The credits are ₹9,499 short of what the orders need. Add the credit that pays the rest, or the TDS the buyer deducted.',
    );
    expect((await settle(credit.line_id, 'ORD-NOTHING1', 1)).statusCode).toBe(404);
    const accountant = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'accountant'));
    const refused = await accountant.post('/api/staff/payments/settlements/', {
      orders: [{ order_number: number, version: opened.version }],
      credits: [credit.line_id],
    });
    expect(refused.statusCode).toBe(403);
    expect((await staff.get(`/api/staff/orders/${number}/`)).json().status).toBe(
      'awaiting_payment',
    );

    const settled = await settle(credit.line_id, number.toLowerCase(), opened.version);
    expect(settled.statusCode).toBe(200);
    const paid = (await staff.get(`/api/staff/orders/${number}/`)).json();
    expect(paid).toMatchObject({ status: 'paid', paid_utr: '488888888888' });
    expect(paid.documents).toHaveLength(1);
    expect(paid.bank_credits).toMatchObject([{ line_id: credit.line_id, amount_paise: 999900 }]);

    const again = await settle(credit.line_id, other, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/has paid orders already/);
    expect((await staff.get(`/api/staff/orders/${other}/`)).json().status).toBe('awaiting_payment');
    await ctx.t.app.mailWorker.drain();
    expect(ctx.smtp.messages.filter((m) => m.subject.startsWith('Payment received'))).toHaveLength(
      1,
    );
    const reread = (
      await staff.post('/api/staff/payments/statement/', { file_name: 'dec.csv', csv })
    ).json();
    expect(reread.credits[0].proposal).toMatchObject({ kind: 'reconciled', order_number: number });

    // On the order's page, a UTR whose credit was read is that credit's money: a smaller credit
    // pays what it holds, on the word of the person marking the order paid.
    const opened2 = (await staff.get(`/api/staff/orders/${short}/`)).json();
    const marked = await staff.post(`/api/staff/orders/${short}/transitions/`, {
      to: 'paid',
      version: opened2.version,
      utr: '477777777777',
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      paid_utr: '477777777777',
      bank_credits: [{ line_id: small.line_id, amount_paise: 50000 }],
    });
  });

  it('flags a credit that names an order but carries no UTR, which staff then settle by hand', async () => {
    asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    const staff = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'staff'));
    const number = await placeOrder(ctx.t.app, asha);
    const csv = [
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      `23/11/26,NEFT-ASHA RAO-${number},N3052612,23/11/26,,"9,999.00","9,999.00"`,
    ].join('\n');
    const read = (
      await staff.post('/api/staff/payments/statement/', { file_name: 'n.csv', csv })
    ).json();
    expect(read.credits[0].proposal).toEqual({
      kind: 'flag',
      flag: 'no_utr',
      order_number: number,
      expected_paise: 999900,
      buyer_name: 'Asha Rao',
    });
    // Staff who checked the bank settle it: the order has no UTR, and lists the credit.
    const settled = await staff.post('/api/staff/payments/settlements/', {
      orders: [{ order_number: number, version: 1 }],
      credits: [read.credits[0].line_id],
    });
    expect(settled.statusCode).toBe(200);
    const paid = (await staff.get(`/api/staff/orders/${number}/`)).json();
    expect(paid).toMatchObject({ status: 'paid', paid_utr: null });
    expect(paid.bank_credits).toMatchObject([{ utr: null, amount_paise: 999900 }]);
  });

  it('asks for the columns of an unknown bank once, and refuses files that are not statements', async () => {
    const staff = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'staff'));
    const csv = otherBankStatement([{ utr: '477777777777', amount: '9,999.00', note: 'x' }]);
    const unknown = await staff.post('/api/staff/payments/statement/', { file_name: 'a.csv', csv });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().headers).toEqual([
      'Posting date',
      'Details',
      'Txn ref',
      'Amount credited',
    ]);
    const mapping = {
      date: 'Posting date',
      description: 'Details',
      reference: 'Txn ref',
      credit: 'Amount credited',
    };
    const mapped = await staff.post('/api/staff/payments/statement/', {
      file_name: 'a.csv',
      csv,
      mapping,
    });
    expect(mapped.statusCode).toBe(200);
    expect(mapped.json().format).toBe('Your columns');
    // Remembered by its headers: the next month's file needs no mapping.
    const next = await staff.post('/api/staff/payments/statement/', { file_name: 'b.csv', csv });
    expect(next.statusCode).toBe(200);
    const wrongColumns = await staff.post('/api/staff/payments/statement/', {
      file_name: 'a.csv',
      csv,
      mapping: { ...mapping, credit: 'Nope' },
    });
    expect(wrongColumns.statusCode).toBe(400);

    const binary = await staff.post('/api/staff/payments/statement/', {
      file_name: 'x.pdf',
      csv: '%PDF-1.7 \u0001\u0002 binary',
    });
    expect(binary.statusCode).toBe(400);
    const huge = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/staff/payments/statement/',
      payload: JSON.stringify({ file_name: 'big.csv', csv: 'x'.repeat(50 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json', origin: ctx.t.app.config.publicOrigin },
      cookies: { session: (await accountWithRole(ctx.t.app, 'owner')).session },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('The request is too large.');
    const noCredit = await staff.post('/api/staff/payments/statement/', {
      file_name: 'c.csv',
      csv: 'Date,Narration,Chq./Ref.No.\n21/11/2026,UPI/412345678901/x,1',
    });
    expect(noCredit.statusCode).toBe(422);
  });
});
