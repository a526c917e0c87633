import { expect, it } from 'vitest';
import type { InvoiceDocument } from '../../../domain/gst/invoice-document.ts';
import { accountWithRole, callAs, signUpAndLogIn } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { hasPdftotext, pdfText } from '../../test/pdf-text.ts';
import {
  BILLING_EMAIL,
  buySeats,
  mailedTo,
  seatOrderBody,
  seatTokenMailedTo,
} from '../../test/seat-orders.ts';
import { SELLER } from '../../test/seller.ts';

/** A published valid GSTIN (Maharashtra). */
const BUYER_GSTIN = '27AAPFU0939F1ZV';
const LEARNERS = ['asha@example.com', 'Ravi@Example.com', 'meera@example.com'];
const URL = '/api/staff/orders/seats/';

describeEachEngine('seats a company buys for its learners', (engine) => {
  const ctx = useAppWithSmtp(engine, { seller: SELLER });

  const count = async (table: 'orders' | 'invoices' | 'enrolments' | 'order_seats' | 'outbox') =>
    Number(
      (
        await ctx.t.app.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const invoices = async () =>
    (
      await ctx.t.app.database.db.selectFrom('invoices').select('document').orderBy('id').execute()
    ).map((r) => JSON.parse(r.document) as InvoiceDocument);

  it('records one paid order of three seats, one invoice with quantity 3 to the company, and mails each learner', async () => {
    const { app } = ctx.t;
    const { staff, order } = await buySeats(app, LEARNERS, { buyer_gstin: BUYER_GSTIN });
    expect(order).toMatchObject({
      status: 'paid',
      source: 'manual',
      learner: { email: BILLING_EMAIL },
      buyer_company: 'Acme Training LLP',
      buyer_gstin: BUYER_GSTIN,
      original_paise: 3 * 999900,
      discount_paise: 0,
      total_paise: 3 * 999900,
      items: [{ program: 'Python', plan: 'Pro Plan', plan_paise: 3 * 999900, enrolment: null }],
    });
    const [line] = order.items;
    expect(order.seats).toEqual(
      ['asha@example.com', 'Ravi@Example.com', 'meera@example.com'].map((email, i) => ({
        id: expect.any(Number),
        order_item_id: line.id,
        position: i + 1,
        email,
        invited_at: expect.any(String),
        claimed_by: null,
        claimed_at: null,
      })),
    );
    // Nobody is enrolled until they take their seat: not the billing contact either.
    expect(await count('enrolments')).toBe(0);

    const [invoice, ...others] = await invoices();
    expect(others).toEqual([]);
    expect(invoice!.buyer).toMatchObject({ name: 'Acme Training LLP', gstin: BUYER_GSTIN });
    expect(invoice!.lines).toHaveLength(1);
    expect(invoice!.lines[0]).toMatchObject({
      description: 'Python: Pro Plan',
      quantity: 3,
      gross_paise: 2999700,
      discount_paise: 0,
      total_paise: 2999700,
      cgst_paise: 0,
      sgst_paise: 0,
    });
    // Maharashtra buys from Karnataka: IGST, and taxable value plus tax is what was paid.
    const { totals } = invoice!;
    expect(totals.total_paise).toBe(2999700);
    expect(totals.taxable_paise).toBe(Math.floor((2999700 * 100 + 59) / 118));
    expect(totals.taxable_paise + totals.igst_paise).toBe(2999700);
    expect(order.documents).toHaveLength(1);
    const pdf = await staff.get(order.documents[0].url);
    expect(pdf.statusCode).toBe(200);
    if (hasPdftotext) expect(pdfText(pdf.rawPayload)).toContain('Python: Pro Plan × 3');

    await app.mailWorker.drain();
    const billed = mailedTo(ctx.smtp, BILLING_EMAIL);
    expect(billed.map((m) => m.subject)).toEqual(['Payment received: 3 seats in Python | Mentora']);
    expect(billed[0]!.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    for (const email of ['asha@example.com', 'ravi@example.com', 'meera@example.com']) {
      const mails = mailedTo(ctx.smtp, email);
      expect(mails.map((m) => m.subject)).toEqual([
        'Acme Training LLP gave you a seat in Python | Mentora',
      ]);
      expect(mails[0]!.text).toMatch(/Take your seat: http:\/\/localhost:3000\/seats\/[\w-]{43}\n/);
    }
    // The stored copies no longer hold the links.
    const stored = await app.database.db
      .selectFrom('outbox')
      .select('text_body')
      .where('dedupe_key', 'like', 'seat-invitation-%')
      .execute();
    expect(stored).toHaveLength(3);
    expect(stored.every((m) => !/\/seats\/[\w-]{43}/.test(m.text_body))).toBe(true);

    const owner = callAs(app, await accountWithRole(app, 'owner'));
    const audit = (
      await owner.get(`/api/staff/audit/?record_type=order&record_id=${order.number}`)
    ).json().results;
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'order.create',
        changes: expect.arrayContaining([
          { field: 'seats', before: null, after: LEARNERS },
          { field: 'total_paise', before: null, after: 2999700 },
        ]),
      }),
    ]);
  });

  it('refuses a list that is too short, too long, repeats a learner or has a bad address, and stores nothing', async () => {
    const { app } = ctx.t;
    await signUpAndLogIn(app, BILLING_EMAIL, 'Neha Kapoor');
    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const many = Array.from({ length: 101 }, (_, i) => `learner${i}@example.com`);
    const cases: Array<[object, string]> = [
      [
        seatOrderBody(['asha@example.com']),
        'List the learners’ email addresses, one for each seat: 2 to 100. The list has 1.',
      ],
      [
        seatOrderBody(many),
        'List the learners’ email addresses, one for each seat: 2 to 100. The list has 101.',
      ],
      [
        seatOrderBody(['asha@example.com', 'ravi@example.com', 'ASHA@example.com']),
        'ASHA@example.com is in the list twice: each learner takes one seat.',
      ],
      [
        seatOrderBody(['asha@example.com', 'ravi at example.com']),
        'Address 2, ravi at example.com: Enter a valid email.',
      ],
      [
        seatOrderBody(LEARNERS, { company: '' }),
        'Enter the company’s name: the invoice is made out to it.',
      ],
      [seatOrderBody(LEARNERS, { plan: 'Gold Plan' }), 'Unknown plan: Gold Plan.'],
    ];
    for (const [body, error] of cases) {
      const refused = await staff.post(URL, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error).toBe(error);
    }
    // The box of the form: one address a line, or separated by commas.
    const typed = await staff.post(
      URL,
      seatOrderBody('asha@example.com\n ravi@example.com, meera@example.com' as never),
    );
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().seats.map((s: { email: string }) => s.email)).toEqual([
      'asha@example.com',
      'ravi@example.com',
      'meera@example.com',
    ]);

    const stranger = await staff.post(URL, seatOrderBody(LEARNERS, { email: 'hr@other.example' }));
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().error).toMatch(/^No account uses hr@other.example\./);
    expect([await count('orders'), await count('order_seats'), await count('invoices')]).toEqual([
      1, 3, 1,
    ]);
  });

  it('lets only those who may create manual orders buy seats or change them', async () => {
    const { app } = ctx.t;
    const { order } = await buySeats(app, LEARNERS);
    const seat = order.seats[0].id;
    const calls = (as: ReturnType<typeof callAs>) => [
      as.post(URL, seatOrderBody(LEARNERS)),
      as.post(`/api/staff/orders/${order.number}/seats/${seat}/invitation/`),
      as.patch(`/api/staff/orders/${order.number}/seats/${seat}/`, { email: 'x@example.com' }),
    ];
    for (const answer of await Promise.all(calls(callAs(app, undefined)))) {
      expect(answer.statusCode).toBe(401);
    }
    for (const role of ['learner', 'mentor', 'accountant'] as const) {
      const as = callAs(app, await accountWithRole(app, role));
      for (const answer of await Promise.all(calls(as))) {
        expect(answer.statusCode, role).toBe(403);
        expect(answer.json().error).toBe('Only staff can do this.');
      }
    }
    // The accountant reads the seats with the order.
    const accountant = callAs(
      app,
      await accountWithRole(app, 'accountant', 'books@mentora.test', 'Books Keeper'),
    );
    const read = await accountant.get(`/api/staff/orders/${order.number}/`);
    expect(read.json().seats).toHaveLength(3);
    expect([await count('orders'), await count('order_seats')]).toEqual([1, 3]);

    const owner = callAs(app, await accountWithRole(app, 'owner'));
    const resent = await owner.post(`/api/staff/orders/${order.number}/seats/${seat}/invitation/`);
    expect(resent.statusCode, resent.body).toBe(200);
  });

  it('gives a seat nobody took to another address, or mails it again, with a new link each time', async () => {
    const { app } = ctx.t;
    const { staff, order } = await buySeats(app, LEARNERS);
    const [asha, ravi] = order.seats;
    const first = await seatTokenMailedTo(app, ctx.smtp, 'ravi@example.com');
    const path = `/api/staff/orders/${order.number}/seats/${ravi.id}/`;

    const taken = await staff.patch(path, { email: 'asha@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'asha@example.com has a seat of this order already: each learner takes one.',
      field: 'email',
    });
    const same = await staff.patch(path, { email: 'RAVI@example.com' });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe('This seat is for Ravi@Example.com already.');

    const changed = await staff.patch(path, { email: ' Kiran@Example.com ' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().seats[1]).toMatchObject({ email: 'Kiran@Example.com', claimed_by: null });
    const kiran = await seatTokenMailedTo(app, ctx.smtp, 'kiran@example.com');
    const visitor = callAs(app, undefined);
    expect((await visitor.get(`/api/seats/${first}/`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/seats/${kiran}/`)).json()).toMatchObject({
      email: 'Kiran@Example.com',
      state: 'open',
    });

    const resent = await staff.post(
      `/api/staff/orders/${order.number}/seats/${asha.id}/invitation/`,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    await app.mailWorker.drain();
    const mailed = mailedTo(ctx.smtp, 'asha@example.com');
    expect(mailed).toHaveLength(2);
    const links = mailed.map((m) => /\/seats\/([\w-]+)/.exec(m.text)![1]!);
    expect(links[0]).not.toBe(links[1]);
    expect((await visitor.get(`/api/seats/${links[0]}/`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/seats/${links[1]}/`)).statusCode).toBe(200);

    const owner = callAs(app, await accountWithRole(app, 'owner'));
    const audit = (
      await owner.get(`/api/staff/audit/?record_type=order&record_id=${order.number}`)
    ).json().results;
    expect(audit.map((a: { action: string }) => a.action).sort()).toEqual([
      'order.create',
      'seat.email',
      'seat.invitation_resend',
    ]);
    expect(audit.find((a: { action: string }) => a.action === 'seat.email').changes).toEqual([
      { field: 'seat 2 of Python', before: 'Ravi@Example.com', after: 'Kiran@Example.com' },
    ]);

    const unknown = await staff.patch(`/api/staff/orders/${order.number}/seats/999999/`, {
      email: 'x@example.com',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
