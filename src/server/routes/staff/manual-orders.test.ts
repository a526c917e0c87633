import { expect, it } from 'vitest';
import type { InvoiceDocument } from '../../../domain/gst/invoice-document.ts';
import { istDay } from '../../../domain/india-time.ts';
import { accountWithRole, callAs, signUpAndLogIn, type TestAccount } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { liveOffer } from '../../test/offers.ts';
import { placeOrder } from '../../test/orders.ts';
import { hasPdftotext, pdfText } from '../../test/pdf-text.ts';
import { SELLER } from '../../test/seller.ts';

/** A published valid GSTIN (Maharashtra). */
const BUYER_GSTIN = '27AAPFU0939F1ZV';
const NEFT = 'HDFCN52026112512';
const URL = '/api/staff/orders/manual/';

describeEachEngine('manual orders by staff', (engine) => {
  const ctx = useAppWithSmtp(engine, { seller: SELLER });
  let asha: TestAccount;

  const setUp = async () => {
    const { app } = ctx.t;
    asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    return {
      staff: callAs(app, await accountWithRole(app, 'staff', 'ravi@mentora.test', 'Ravi Staff')),
      owner: callAs(app, await accountWithRole(app, 'owner')),
    };
  };
  const manualOrder = (overrides: object = {}) => ({
    name: 'Asha Rao',
    email: 'Asha@Example.com',
    phone: '+91 98765 43210',
    address: '5th floor, Acme Towers, Mumbai 400001',
    state: '27',
    company: 'Acme Training LLP',
    buyer_gstin: BUYER_GSTIN.toLowerCase(),
    lines: [
      { program: 'Python', plan: 'Pro Plan', cohort_id: null },
      { program: 'data-analytics', plan: 'Basic Plan' },
    ],
    payment_method: 'bank_transfer',
    reference: NEFT.toLowerCase(),
    received_on: istDay(new Date()),
    ...overrides,
  });
  const count = async (table: 'orders' | 'invoices' | 'enrolments' | 'audit_log') =>
    Number(
      (
        await ctx.t.app.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const storedDocuments = async () =>
    (
      await ctx.t.app.database.db.selectFrom('invoices').select('document').orderBy('id').execute()
    ).map((r) => JSON.parse(r.document) as InvoiceDocument);

  it('records a paid order with the invoice a checkout order of the same lines gets, enrols and mails the buyer', async () => {
    const { staff, owner } = await setUp();
    const created = await staff.post(URL, manualOrder());
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    expect(order).toMatchObject({
      status: 'paid',
      source: 'manual',
      learner: { username: 'Asha Rao', email: 'asha@example.com' },
      email: 'asha@example.com',
      phone: '9876543210',
      buyer_gstin: BUYER_GSTIN,
      buyer_company: 'Acme Training LLP',
      paid_utr: NEFT,
      original_paise: 1499800,
      discount_paise: 0,
      total_paise: 1499800,
      items: [
        { program: 'Python', plan: 'Pro Plan', plan_paise: 999900, cohort: 'Self-paced' },
        { program: 'Data Analytics', plan: 'Basic Plan', plan_paise: 499900 },
      ],
    });
    expect(order.items.every((i: { enrolment: unknown }) => i.enrolment !== null)).toBe(true);
    expect(order.timeline).toEqual([
      expect.objectContaining({
        kind: 'created_by_staff',
        from_status: null,
        to_status: 'paid',
        actor: { id: expect.any(Number), name: 'Ravi Staff' },
        note: expect.stringMatching(
          new RegExp(`^For a bank transfer: reference ${NEFT}, received on `),
        ),
      }),
    ]);
    expect(order.documents).toHaveLength(1);

    // The learner sees the programs as theirs.
    const enrolled = (await callAs(ctx.t.app, asha).get('/api/enrolments/')).json();
    expect(enrolled.results.map((e: { program: string }) => e.program).sort()).toEqual([
      'Data Analytics',
      'Python',
    ]);

    // The same lines bought at checkout and marked paid give an invoice of the same figures.
    const checkout = await placeOrder(ctx.t.app, asha, {
      overrides: {
        state: '27',
        buyer_gstin: BUYER_GSTIN,
        buyer_company: 'Acme Training LLP',
        cart: [
          { program: 'Python', plan: 'Pro Plan', plan_paise: 999900 },
          { program: 'Data Analytics', plan: 'Basic Plan', plan_paise: 499900 },
        ],
        original_paise: 1499800,
        total_paise: 1499800,
      },
    });
    const { version } = (await staff.get(`/api/staff/orders/${checkout}/`)).json();
    const paid = await staff.post(`/api/staff/orders/${checkout}/transitions/`, {
      to: 'paid',
      version,
      utr: '300000000001',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [manualInvoice, checkoutInvoice] = await storedDocuments();
    expect(manualInvoice!.totals).toEqual(checkoutInvoice!.totals);
    expect(manualInvoice!.lines).toEqual(checkoutInvoice!.lines);
    expect(manualInvoice!.buyer.gstin).toBe(BUYER_GSTIN);
    expect(manualInvoice!.place_of_supply).toEqual({ code: '27', name: 'Maharashtra' });

    const pdf = await owner.get(order.documents[0].url);
    if (hasPdftotext) {
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain(`GSTIN: ${BUYER_GSTIN}`);
      expect(text).toContain(order.number);
    }

    await ctx.t.app.mailWorker.drain();
    const mail = ctx.smtp.messages.find(
      (m) =>
        m.to.includes('asha@example.com') &&
        m.subject.startsWith('Payment received: you are enrolled') &&
        m.text.includes(order.number),
    )!;
    expect(mail.text).toContain('₹14,998');
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);

    const audit = (
      await owner.get(`/api/staff/audit/?record_type=order&record_id=${order.number}`)
    ).json().results;
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'order.create',
        changes: expect.arrayContaining([
          { field: 'source', before: null, after: 'manual' },
          { field: 'paid_utr', before: null, after: NEFT },
          { field: 'total_paise', before: null, after: 1499800 },
        ]),
      }),
    ]);
  });

  it('refuses a reference that paid an order, or that a learner reported for one awaiting its check', async () => {
    const { staff } = await setUp();
    expect((await staff.post(URL, manualOrder())).statusCode).toBe(201);
    const reported = await placeOrder(ctx.t.app, asha, {
      reported: true,
      overrides: { utr: '412345678901' },
    });
    const before = await Promise.all([count('orders'), count('invoices'), count('enrolments')]);

    const again = await staff.post(URL, manualOrder({ reference: ` ${NEFT} ` }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(new RegExp(`^Reference ${NEFT} already paid order ORD-`));
    const upi = manualOrder({ payment_method: 'upi', reference: '4123 4567 8901' });
    const refused = await staff.post(URL, upi);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      `A learner reported paying order ${reported} with reference 412345678901. Mark that order as paid instead of creating another.`,
    );
    expect([await count('orders'), await count('invoices'), await count('enrolments')]).toEqual(
      before,
    );

    // Once that order is cancelled it can't be paid: its money is recorded as a manual order.
    const { version } = (await staff.get(`/api/staff/orders/${reported}/`)).json();
    const cancelled = await staff.post(`/api/staff/orders/${reported}/transitions/`, {
      to: 'cancelled',
      version,
      reason: 'Paid after the order was closed',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const recorded = await staff.post(URL, upi);
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json().timeline[0].note).toMatch(
      /^For a UPI payment: reference 412345678901, received on /,
    );
  });

  it('prices the order with a code the buyer was given, takes one of its uses, and refuses one used up or unknown', async () => {
    const { staff } = await setUp();
    await liveOffer(ctx.t.app, {
      code: 'ACME20',
      percent: 20,
      max_uses: 1,
      referrer_name: 'Kiran Rao',
    });
    const python = [{ program: 'Python', plan: 'Pro Plan' }];
    const created = await staff.post(
      URL,
      manualOrder({ lines: python, referral_code: ' acme20 ' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      original_paise: 999900,
      discount_paise: 200000,
      total_paise: 799900,
      referral_code: 'ACME20',
      referrer: 'Kiran Rao',
      items: [{ program: 'Python', plan: 'Pro Plan', plan_paise: 999900 }],
    });
    expect(created.json().timeline[0].note).toMatch(/ Priced with code ACME20\.$/);
    const before = await Promise.all([count('orders'), count('invoices'), count('audit_log')]);

    const usedUp = await staff.post(
      URL,
      manualOrder({ lines: python, referral_code: 'ACME20', reference: 'HDFCN52026112599' }),
    );
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json()).toEqual({
      error: 'This code has just been used up.',
      field: 'referral_code',
    });
    const unknown = await staff.post(
      URL,
      manualOrder({ lines: python, referral_code: 'NOSUCH', reference: 'HDFCN52026112599' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('referral_code');
    expect([await count('orders'), await count('invoices'), await count('audit_log')]).toEqual(
      before,
    );
  });

  it('answers bad input in words and stores nothing', async () => {
    const { staff } = await setUp();
    const refused = async (overrides: object, status: number) => {
      const answer = await staff.post(URL, manualOrder(overrides));
      expect(answer.statusCode, answer.body).toBe(status);
      return answer.json();
    };
    expect(await refused({ lines: [] }, 400)).toEqual({
      error: 'Add at least one program.',
      field: 'lines',
    });
    expect(await refused({ lines: [{ program: 'Astrology', plan: 'Pro Plan' }] }, 400)).toEqual({
      error: 'Unknown program: Astrology.',
      field: 'lines',
    });
    expect(
      (
        await refused(
          {
            lines: [
              { program: 'Python', plan: 'Pro Plan' },
              { program: 'python', plan: 'Basic Plan' },
            ],
          },
          400,
        )
      ).error,
    ).toBe('Python is in the cart with two plans. Keep one plan per program.');
    expect(
      (await refused({ lines: [{ program: 'Python', plan: 'Pro Plan', cohort_id: 999 }] }, 400))
        .error,
    ).toBe('The cohort chosen for Python does not exist. Reload the page and choose again.');
    expect(await refused({ buyer_gstin: '27AAPFU0939F1ZW' }, 400)).toMatchObject({
      field: 'buyer_gstin',
    });
    // A GSTIN bills the business it registers: its legal name comes with it.
    expect(await refused({ company: ' ' }, 400)).toEqual({
      error: "Enter the business's legal name, as on its GST registration.",
      field: 'company',
    });
    expect(await refused({ payment_method: 'upi', reference: NEFT }, 400)).toEqual({
      error: 'Enter the 12-digit UPI reference (UTR).',
      field: 'reference',
    });
    expect(await refused({ received_on: '2999-01-01' }, 400)).toEqual({
      error: 'The date received can’t be after today.',
      field: 'received_on',
    });
    for (const day of ['2026-02-30', '2026-13-01', '25/11/2026']) {
      expect(await refused({ received_on: day }, 400)).toEqual({
        error: 'Enter the date the money reached the bank.',
        field: 'received_on',
      });
    }
    expect((await refused({ received_on: '2016-11-25' }, 400)).error).toBe(
      'The date received is more than a year ago: check the year.',
    );
    expect(await refused({ email: 'nobody@example.com' }, 409)).toEqual({
      error:
        'No account uses nobody@example.com. Ask the buyer to sign up on the site with this address, then create the order.',
      field: 'email',
    });
    await signUpAndLogIn(ctx.t.app, 'new@example.com', 'New Person', { proved: false });
    expect((await refused({ email: 'new@example.com' }, 409)).error).toMatch(
      /has not confirmed its address yet/,
    );
    expect([await count('orders'), await count('invoices'), await count('enrolments')]).toEqual([
      0, 0, 0,
    ]);
  });

  it('is refused to the accountant, who may read orders but change nothing', async () => {
    await setUp();
    const accountant = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'accountant'));
    const refused = await accountant.post(URL, manualOrder());
    expect(refused.statusCode).toBe(403);
    expect(await count('orders')).toBe(0);
  });
});
