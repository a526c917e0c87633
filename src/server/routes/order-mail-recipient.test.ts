import { expect, it } from 'vitest';
import { signUpAndLogIn } from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { checkoutBody } from '../test/orders.ts';

const INBOX = 'orders@mentora.test';

describeEachEngine("an order's mail", (engine) => {
  const ctx = useAppWithSmtp(engine, { mail: { enquiryInbox: INBOX } });

  it("goes to the account's own address, not to an address typed at checkout", async () => {
    const asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    const typed = 'someone.else@example.org';
    const body = checkoutBody(asha, { email: typed });
    const post = (url: string, payload: object) =>
      ctx.t.app.inject({ method: 'POST', url, payload, cookies: { session: asha.session } });

    const placed = await post('/api/checkout-email/', body);
    expect(placed.statusCode).toBe(201);
    const { number, email } = placed.json().order;
    expect(email).toBe('asha@example.com');

    const { address: _address, phone: _phone, ...report } = body;
    const paid = await post('/api/payment-confirmation-email/', { ...report, utr: '123456789012' });
    expect(paid.statusCode).toBe(200);

    const before = ctx.smtp.messages.length;
    await ctx.t.app.mailWorker.drain();
    const mails = (await ctx.smtp.waitFor(before + 4)).slice(before);
    expect(mails.filter((m) => m.to.includes(typed))).toEqual([]);
    expect(ctx.smtp.to('asha@example.com').map((m) => m.subject)).toEqual([
      `Order ${number} placed: how to pay | Mentora`,
      `We received your payment details for ${number} | Mentora`,
    ]);
    // The staff answer the account's address too.
    expect(ctx.smtp.to(INBOX).map((m) => m.replyTo)).toEqual([
      'asha@example.com',
      'asha@example.com',
    ]);
  });
});
