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
const INVISIBLE =
  'This email address has an invisible character (such as a zero-width space or a soft hyphen). Type it again.';
const MIXED =
  'This email address mixes alphabets (such as Latin and Cyrillic letters) in one part. Type it exactly as your mail provider writes it.';

/** The security review's addresses: each showed as admin@example.test in the learners list. */
const DISGUISED: Array<[string, string]> = [
  ['ad\u200Bmin@example.test', INVISIBLE], // zero-width space
  ['ad\u00ADmin@example.test', INVISIBLE], // soft hyphen
  ['\u0430dmin@example.test', MIXED], // Cyrillic а
  ['admin@ex\u0430mple.test', MIXED],
];

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

  it.each(DISGUISED)(
    'refuses %j at sign-up, saying why, and stores nothing',
    async (email, error) => {
      const signup = { username: 'Asha Rao', email, phone: '9876543210', password: TEST_PASSWORD };
      const refused = await post('/api/signup/', signup);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error, field: 'email' });
      expect(await count('users')).toBe(0);
    },
  );

  it.each(DISGUISED)('refuses %j wherever else an address is typed', async (email, error) => {
    const asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    const code = await post('/api/send-verification-code/', { email }, asha.session);
    expect([code.statusCode, code.json()]).toEqual([400, { error, field: 'email' }]);
    const change = await post(
      '/api/update-profile/',
      { field: 'email', value: email, verification_code: '123456', password: TEST_PASSWORD },
      asha.session,
    );
    expect([change.statusCode, change.json()]).toEqual([400, { error, field: 'value' }]);

    const program = { ...contact, program: 'Python' };
    const freelancing = {
      ...program,
      program: 'UI/UX Design',
      officeMotive: 'A team',
      preference: 'Remote',
    };
    for (const [url, form] of [
      ['/api/contact-enquiry-email/', contact],
      ['/api/program-dev-enquiry-email/', program],
      ['/api/freelancing-program-dev-enquiry-email/', freelancing],
      ['/api/checkout-email/', checkoutBody(asha)],
      ['/api/payment-confirmation-email/', checkoutBody(asha)],
    ] as const) {
      const response = await post(url, { ...form, email }, asha.session);
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        400,
        { error, field: 'email' },
      ]);
    }

    const owner = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'owner'));
    const invitation = await owner.post('/api/staff/team/invitations/', { email });
    expect([invitation.statusCode, invitation.json()]).toEqual([400, { error, field: 'email' }]);
    const manual = await owner.post('/api/staff/orders/manual/', {
      name: 'Asha Rao',
      email,
      phone: '9876543210',
      address: '12 MG Road, Bengaluru 560001',
      state: '29',
      lines: [{ program: 'Python', plan: 'Pro Plan', cohort_id: null }],
      payment_method: 'upi',
      reference: '123456789012',
      received_on: new Date().toISOString().slice(0, 10),
    });
    expect([manual.statusCode, manual.json()]).toEqual([400, { error, field: 'email' }]);

    expect(await db().selectFrom('users').select('email').orderBy('id').execute()).toEqual([
      { email: 'asha@example.com' },
      { email: 'owner@mentora.test' },
    ]);
    for (const table of ['contact_enquiries', 'orders', 'staff_invitations'] as const) {
      expect(await count(table)).toBe(0);
    }
  });

  it('finds no account at login by a disguised spelling of its address', async () => {
    await signUpAndLogIn(ctx.t.app, 'admin@example.test', 'Meera Iyer');
    for (const [email] of DISGUISED) {
      const login = await post('/api/login/', { username: email, password: TEST_PASSWORD });
      expect(login.statusCode).toBe(401);
      expect(login.json()).toEqual({ error: 'Username or email not found.' });
      expect(login.cookies.find((c) => c.name === 'session')).toBeUndefined();
    }
  });
});
