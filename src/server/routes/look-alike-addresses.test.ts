import { expect, it } from 'vitest';
import { sampleContactEnquiry as contact } from '../../domain/enquiries.fixtures.ts';
import { accountWithRole, callAs, signUpAndLogIn, TEST_PASSWORD } from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { checkoutBody } from '../test/orders.ts';

const OWNER = 'admin@mentora.test';
/** The owner's address with a full-width 'ａ': NFKC turns it into OWNER. */
const LOOK_ALIKE_OWNER = '\uFF41dmin@mentora.test';
const LOOK_ALIKE =
  'Use the address exactly as your mail provider writes it: it contains look-alike characters.';
const refusal = { error: LOOK_ALIKE, field: 'email' };

describeEachEngine('one address, one form', (engine) => {
  const ctx = useAppWithSmtp(engine, { adminEmail: OWNER });
  let visitor = 0;
  const post = (url: string, payload: object, session?: string) =>
    ctx.t.app.inject({
      method: 'POST',
      url,
      payload,
      cookies: session ? { session } : {},
      headers: { origin: ctx.t.app.config.publicOrigin },
      remoteAddress: `10.9.0.${++visitor}`,
    });
  const db = () => ctx.t.app.database.db;
  const count = async (table: 'users' | 'contact_enquiries' | 'orders' | 'staff_invitations') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("refuses a look-alike of the owner's address at sign-up, and leaves the real one free", async () => {
    const signup = { username: 'Not The Owner', phone: '9876543210', password: TEST_PASSWORD };
    const refused = await post('/api/signup/', { ...signup, email: LOOK_ALIKE_OWNER });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal);
    expect(await count('users')).toBe(0);

    const real = await post('/api/signup/', { ...signup, username: 'Meera', email: OWNER });
    expect(real.statusCode).toBe(201);
  });

  it('refuses a look-alike as a new email address, and keeps the old one', async () => {
    const asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    const code = await post(
      '/api/send-verification-code/',
      { email: LOOK_ALIKE_OWNER },
      asha.session,
    );
    expect(code.statusCode).toBe(400);
    expect(code.json()).toEqual(refusal);
    const change = await post(
      '/api/update-profile/',
      { field: 'email', value: LOOK_ALIKE_OWNER, verification_code: '123456' },
      asha.session,
    );
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual({ error: LOOK_ALIKE, field: 'value' });
    expect(await db().selectFrom('users').select('email').execute()).toEqual([
      { email: 'asha@example.com' },
    ]);
  });

  it('refuses a look-alike address on an enquiry, at checkout and in an invitation', async () => {
    const enquiry = await post('/api/contact-enquiry-email/', {
      ...contact,
      email: 'asha@ex\uFF41mple.com',
    });
    expect(enquiry.statusCode).toBe(400);
    expect(enquiry.json()).toEqual(refusal);
    expect(await count('contact_enquiries')).toBe(0);

    const buyer = await signUpAndLogIn(ctx.t.app, 'ravi@example.com', 'Ravi Kumar');
    const order = await post(
      '/api/checkout-email/',
      checkoutBody(buyer, { email: 'ravi@ex\uFF41mple.com' }),
      buyer.session,
    );
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual(refusal);
    expect(await count('orders')).toBe(0);

    const owner = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'owner'));
    const invitation = await owner.post('/api/staff/team/invitations/', {
      email: 'new\uFF53taff@example.com',
    });
    expect(invitation.statusCode).toBe(400);
    expect(invitation.json()).toEqual(refusal);
    expect(await count('staff_invitations')).toBe(0);
  });

  it("gives the owner role only to ADMIN_EMAIL's own spelling, not an NFKC look-alike kept from before", async () => {
    // An account whose address was stored before look-alikes were refused, keyed (NFKC) as
    // the owner's address.
    const squatter = await signUpAndLogIn(ctx.t.app, 'squatter@example.com', 'Not The Owner');
    await db()
      .updateTable('users')
      .set({ email: LOOK_ALIKE_OWNER, email_key: OWNER })
      .where('email_key', '=', squatter.email)
      .execute();
    const as = callAs(ctx.t.app, squatter);
    expect((await as.get('/api/profile/')).json()).toMatchObject({ can_claim_owner: false });
    const claim = await as.post('/api/owner-claim/code/');
    expect(claim.statusCode).toBe(403);
    expect(ctx.smtp.messages).toHaveLength(0);
  });
});
