import { expect, it } from 'vitest';
import type { InvoiceDocument } from '../../domain/gst/invoice-document.ts';
import { accountWithRole, callAs, signUpAndLogIn, type TestAccount } from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { placeOrder } from '../test/orders.ts';
import { SELLER } from '../test/seller.ts';

describeEachEngine('invoices and credit notes', (engine) => {
  const ctx = useAppWithSmtp(engine, { seller: SELLER });
  let asha: TestAccount;
  const setUp = async () => {
    asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    return callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'staff'));
  };
  const markPaid = async (staff: ReturnType<typeof callAs>, number: string, utr: string) => {
    const { version } = (await staff.get(`/api/staff/orders/${number}/`)).json();
    const paid = await staff.post(`/api/staff/orders/${number}/transitions/`, {
      to: 'paid',
      version,
      utr,
    });
    expect(paid.statusCode).toBe(200);
    return paid.json();
  };
  const stored = async (number: string) =>
    JSON.parse(
      (
        await ctx.t.app.database.db
          .selectFrom('invoices')
          .select('document')
          .where('number', '=', number)
          .executeTakeFirstOrThrow()
      ).document,
    ) as InvoiceDocument;

  it('issues a tax invoice when an order is paid, mails it and lets only its owner and staff fetch it', async () => {
    const staff = await setUp();
    const number = await placeOrder(ctx.t.app, asha, { overrides: { state: '27' } });
    const paid = await markPaid(staff, number, '100000000001');
    const year = '26-27';
    expect(paid.documents).toEqual([
      expect.objectContaining({
        kind: 'tax-invoice',
        number: `MEN/${year}/00001`,
        total_paise: 999900,
      }),
    ]);
    const document = await stored(`MEN/${year}/00001`);
    expect(document).toMatchObject({
      place_of_supply: { code: '27', name: 'Maharashtra' },
      intra_state: false,
      seller: { name: 'Mentora Learning Private Limited', state_code: '29' },
      buyer: { name: 'Asha Rao', state_code: '27' },
    });
    expect(document.totals).toMatchObject({
      igst_paise: 152527,
      cgst_paise: 0,
      total_paise: 999900,
    });
    expect(document.totals.taxable_paise + document.totals.igst_paise).toBe(999900);

    const me = callAs(ctx.t.app, asha);
    const [link] = (await me.get(`/api/orders/${number}/`)).json().documents;
    const pdf = await me.get(link.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="MEN-${year}-00001.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Drawn again from the frozen data: the same bytes every time.
    expect((await me.get(link.url)).rawPayload.equals(pdf.rawPayload)).toBe(true);
    expect((await staff.get(paid.documents[0].url)).rawPayload.equals(pdf.rawPayload)).toBe(true);

    const ravi = callAs(
      ctx.t.app,
      await signUpAndLogIn(ctx.t.app, 'ravi@example.com', 'Ravi Kumar'),
    );
    expect((await ravi.get(link.url)).statusCode).toBe(404);
    expect((await callAs(ctx.t.app, undefined).get(link.url)).statusCode).toBe(401);
    expect((await me.get(`/api/orders/${number}/documents/999`)).statusCode).toBe(404);

    await ctx.t.app.mailWorker.drain();
    const mail = ctx.smtp
      .to('asha@example.com')
      .find((m) => m.subject.startsWith('Payment received'));
    expect(mail!.attachments).toEqual([
      expect.objectContaining({
        filename: `MEN-${year}-00001.pdf`,
        contentType: 'application/pdf',
      }),
    ]);
    expect(mail!.attachments[0]!.content.equals(pdf.rawPayload)).toBe(true);
    // It says so, and where to find the invoice again.
    const attached = `Your invoice is attached to this email as a PDF. You can download it again from your order page: http://localhost:3000/orders/${number}`;
    expect(mail!.text).toContain(attached);
    expect(mail!.html).toContain(attached);
  });

  it('numbers invoices consecutively when twenty orders are confirmed at once', async () => {
    const staff = await setUp();
    const numbers: string[] = [];
    for (let i = 0; i < 20; i++) numbers.push(await placeOrder(ctx.t.app, asha));
    const details = await Promise.all(
      numbers.map(async (n) => (await staff.get(`/api/staff/orders/${n}/`)).json()),
    );
    const results = await Promise.all(
      details.map((d, i) =>
        staff.post(`/api/staff/orders/${d.number}/transitions/`, {
          to: 'paid',
          version: d.version,
          utr: String(200000000000 + i),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const issued = results.map((r) => r.json().documents[0].number as string).sort();
    expect(issued).toEqual(
      Array.from({ length: 20 }, (_, i) => `MEN/26-27/${String(i + 1).padStart(5, '0')}`),
    );
  });

  it('issues a credit note against the invoice for a refund, with the same tax split', async () => {
    await setUp();
    // Refunds are the owner's to make.
    const staff = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'owner'));
    const number = await placeOrder(ctx.t.app, asha, { overrides: { state: '29' } });
    const paid = await markPaid(staff, number, '100000000002');
    const refunded = await staff.post(`/api/staff/orders/${number}/transitions/`, {
      to: 'refunded',
      version: paid.version,
      amount_paise: 499950,
      reason: 'Moved to a later cohort',
      lines: [paid.items[0].id],
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().documents.map((d: { number: string }) => d.number)).toEqual([
      'MEN/26-27/00001',
      'MENC/26-27/00001',
    ]);
    const note = await stored('MENC/26-27/00001');
    expect(note).toMatchObject({
      kind: 'credit-note',
      refers_to: { number: 'MEN/26-27/00001' },
      intra_state: true,
      reason: 'Moved to a later cohort',
    });
    const t = note.totals;
    expect(t.total_paise).toBe(499950);
    expect(t.taxable_paise + t.cgst_paise + t.sgst_paise).toBe(499950);
    expect(t.igst_paise).toBe(0);
    await ctx.t.app.mailWorker.drain();
    const mail = ctx.smtp.to('asha@example.com').find((m) => m.subject.startsWith('Refund of'));
    expect(mail!.attachments.map((a) => a.filename)).toEqual(['MENC-26-27-00001.pdf']);
  });
});

describeEachEngine('invoices of a seller outside GST', (engine) => {
  const ctx = useAppWithSmtp(engine, { seller: { ...SELLER, gstin: undefined } });

  it('issues a plain invoice with no tax', async () => {
    const asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    const staff = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'staff'));
    const number = await placeOrder(ctx.t.app, asha, { overrides: { state: '27' } });
    const { version } = (await staff.get(`/api/staff/orders/${number}/`)).json();
    await staff.post(`/api/staff/orders/${number}/transitions/`, {
      to: 'paid',
      version,
      utr: '100000000003',
    });
    const row = await ctx.t.app.database.db
      .selectFrom('invoices')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'invoice',
      igst_paise: 0,
      cgst_paise: 0,
      total_paise: 999900,
    });
    expect(JSON.parse(row.document).seller.gstin).toBeNull();
  });
});
