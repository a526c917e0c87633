import { expect, it } from 'vitest';
import { ROLES, can, type Permission } from '../../../domain/roles.ts';
import { accountWithRole, callAs, codeIn, signUpAndLogIn } from '../../test/accounts.ts';
import { placeOrder } from '../../test/orders.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';

const OWNER_EMAIL = 'owner@mentora.test';

/**
 * What each operation under /api/staff/ needs, as docs/staff-runbook.md lists it. A route missing
 * here fails the test: every new one is placed in the table on purpose.
 */
const NEEDS: Record<string, Permission> = {
  'GET /api/staff/dashboard/': 'console',
  'GET /api/staff/members/': 'console',
  'GET /api/staff/enquiries/': 'handle-enquiries',
  'GET /api/staff/enquiries/export.csv': 'handle-enquiries',
  'GET /api/staff/enquiries/{kind}/{id}/': 'handle-enquiries',
  'PATCH /api/staff/enquiries/{kind}/{id}/': 'handle-enquiries',
  'POST /api/staff/enquiries/{kind}/{id}/notes/': 'handle-enquiries',
  'POST /api/staff/enquiries/{kind}/{id}/replies/': 'handle-enquiries',
  'POST /api/staff/enquiries/{kind}/{id}/replies/preview/': 'handle-enquiries',
  'POST /api/staff/enquiries/bulk/': 'handle-enquiries',
  'GET /api/staff/saved-replies/': 'handle-enquiries',
  'POST /api/staff/saved-replies/': 'handle-enquiries',
  'PATCH /api/staff/saved-replies/{id}/': 'handle-enquiries',
  'DELETE /api/staff/saved-replies/{id}/': 'handle-enquiries',
  'GET /api/staff/orders/': 'see-orders',
  'GET /api/staff/orders/export.csv': 'see-orders',
  'GET /api/staff/orders/{number}/': 'see-orders',
  'GET /api/staff/orders/{number}/documents/{id}': 'see-orders',
  'POST /api/staff/orders/{number}/transitions/': 'handle-orders',
  'POST /api/staff/orders/{number}/enrolments/{program}/restore/': 'handle-orders',
  'GET /api/staff/orders/pulse/': 'see-orders',
  'POST /api/staff/orders/{number}/notes/': 'handle-orders',
  'POST /api/staff/orders/{number}/invoice/resend/': 'handle-orders',
  'POST /api/staff/orders/manual/': 'handle-orders',
  'POST /api/staff/orders/seats/': 'handle-orders',
  'POST /api/staff/orders/{number}/seats/{id}/invitation/': 'handle-orders',
  'PATCH /api/staff/orders/{number}/seats/{id}/': 'handle-orders',
  'POST /api/staff/payments/statement/': 'handle-orders',
  'POST /api/staff/payments/confirm/': 'handle-orders',
  'GET /api/staff/payments/credits/': 'see-orders',
  'POST /api/staff/payments/credits/{id}/set-aside/': 'handle-orders',
  'POST /api/staff/payments/credits/{id}/reopen/': 'handle-orders',
  'POST /api/staff/payments/settlements/': 'handle-orders',
  'GET /api/staff/payments/tds/': 'see-orders',
  'POST /api/staff/payments/tds/{number}/certificate/': 'handle-orders',
  'GET /api/staff/reports/': 'see-orders',
  'GET /api/staff/reports/documents.csv': 'see-orders',
  'GET /api/staff/reports/documents.zip': 'see-orders',
  'GET /api/staff/reports/gstr1-b2c.csv': 'see-orders',
  'GET /api/staff/reports/revenue-by-program.csv': 'see-orders',
  'GET /api/staff/reports/offers/': 'see-orders',
  'GET /api/staff/reports/tds/': 'see-orders',
  'GET /api/staff/reports/tds-receivable.csv': 'see-orders',
  'GET /api/staff/reports/offers.csv': 'see-orders',
  'GET /api/staff/reports/gstr1-b2b.csv': 'see-orders',
  'GET /api/staff/reports/gstr1-b2cl.csv': 'see-orders',
  'GET /api/staff/reports/gstr1-cdnr.csv': 'see-orders',
  'GET /api/staff/reports/gstr1-cdnur.csv': 'see-orders',
  'GET /api/staff/reports/hsn-b2b.csv': 'see-orders',
  'GET /api/staff/reports/hsn-b2c.csv': 'see-orders',
  'GET /api/staff/reports/document-summary.csv': 'see-orders',
  'GET /api/staff/reports/gstr1.json': 'see-orders',
  'GET /api/staff/reports/orders.csv': 'see-orders',
  'GET /api/staff/reports/tally-vouchers.xml': 'see-orders',
  'GET /api/staff/reviews/': 'moderate-reviews',
  'POST /api/staff/reviews/{id}/hide/': 'moderate-reviews',
  'POST /api/staff/reviews/{id}/restore/': 'moderate-reviews',
  'DELETE /api/staff/reviews/{id}/': 'delete-reviews',
  'GET /api/staff/learners/': 'see-learners',
  'GET /api/staff/learners/{id}/': 'see-learners',
  'GET /api/staff/audit/': 'see-audit',
  'GET /api/staff/offers/': 'console',
  'GET /api/staff/offers/{id}/': 'console',
  'POST /api/staff/offers/': 'edit-catalogue',
  'PATCH /api/staff/offers/{id}/': 'edit-catalogue',
  'POST /api/staff/offers/{id}/status/': 'publish-catalogue',
  'GET /api/staff/catalogue/programs/': 'console',
  'POST /api/staff/catalogue/programs/': 'edit-catalogue',
  'POST /api/staff/catalogue/programs/order/': 'publish-catalogue',
  'GET /api/staff/catalogue/programs/{slug}/': 'console',
  'GET /api/staff/catalogue/programs/{slug}/preview/': 'console',
  'PUT /api/staff/catalogue/programs/{slug}/draft/': 'edit-catalogue',
  'DELETE /api/staff/catalogue/programs/{slug}/draft/': 'edit-catalogue',
  'POST /api/staff/catalogue/programs/{slug}/publish/': 'publish-catalogue',
  'POST /api/staff/catalogue/programs/{slug}/listing/': 'publish-catalogue',
  'POST /api/staff/catalogue/images/': 'edit-catalogue',
  'GET /api/staff/catalogue/mentors/': 'console',
  'POST /api/staff/catalogue/mentors/': 'edit-catalogue',
  'GET /api/staff/catalogue/mentors/{slug}/': 'console',
  'PUT /api/staff/catalogue/mentors/{slug}/draft/': 'edit-catalogue',
  'DELETE /api/staff/catalogue/mentors/{slug}/draft/': 'edit-catalogue',
  'POST /api/staff/catalogue/mentors/{slug}/publish/': 'publish-catalogue',
  'POST /api/staff/catalogue/mentors/{slug}/account/': 'publish-catalogue',
  'PUT /api/staff/catalogue/mentors/{slug}/programs/': 'publish-catalogue',
  'GET /api/staff/team/': 'manage-team',
  'POST /api/staff/team/invitations/': 'manage-team',
  'DELETE /api/staff/team/invitations/{id}/': 'manage-team',
  'DELETE /api/staff/team/members/{id}/': 'manage-team',
  'PATCH /api/staff/team/members/{id}/': 'manage-team',
};

/** Every operation under /api/staff/ that the OpenAPI document describes, with sample params. */
function staffOperations(document: { paths: Record<string, Record<string, unknown>> }) {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/staff/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url: path
          .replace('{kind}', 'contact')
          .replace('{id}', '999999')
          .replace('{program}', 'python')
          .replace('{slug}', 'python')
          .replace('{number}', 'ORD-NOTHING1'),
      })),
    );
}

describeEachEngine('staff access', (engine) => {
  const ctx = useAppWithSmtp(engine, { adminEmail: OWNER_EMAIL });

  it('answers each role on every staff endpoint as the permission table says', async () => {
    const { app } = ctx.t;
    const operations = staffOperations(app.swagger() as never);
    expect(operations.map((op) => op.key).sort()).toEqual(Object.keys(NEEDS).sort());
    const sessions = Object.fromEntries(
      await Promise.all(
        ROLES.map(async (role) => [role, (await accountWithRole(app, role)).session] as const),
      ),
    );
    for (const op of operations) {
      const payload = op.method === 'GET' || op.method === 'DELETE' ? undefined : {};
      const call = (session?: string) =>
        app.inject({
          method: op.method,
          url: op.url,
          ...(payload ? { payload } : {}),
          cookies: session ? { session } : {},
          headers: { origin: app.config.publicOrigin },
        });
      const visitor = await call();
      expect(visitor.statusCode, `${op.key} as a visitor`).toBe(401);
      const needs = NEEDS[op.key]!;
      for (const role of ROLES) {
        const answer = await call(sessions[role]);
        expect([401, 500], `${op.key} as ${role}`).not.toContain(answer.statusCode);
        if (can(role, needs)) {
          expect(answer.statusCode, `${op.key} as ${role}`).not.toBe(403);
        } else {
          expect(answer.statusCode, `${op.key} as ${role}`).toBe(403);
          expect(answer.json().error).toMatch(/^Only (staff|the owner) can do this\.$/);
        }
      }
    }
  });

  it('keeps refunds to the owner: staff and the accountant are refused and nothing changes', async () => {
    const { app } = ctx.t;
    const learner = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    const owner = callAs(app, await accountWithRole(app, 'owner'));
    const number = await placeOrder(app, learner);
    const opened = (await owner.get(`/api/staff/orders/${number}/`)).json();
    const paid = await owner.post(`/api/staff/orders/${number}/transitions/`, {
      to: 'paid',
      version: opened.version,
      utr: '432187650981',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const { version, total_paise, items } = paid.json();
    const refund = {
      to: 'refunded',
      version,
      amount_paise: total_paise,
      reason: 'Asked to',
      lines: items.map((line: { id: number }) => line.id),
    };
    for (const [role, error] of [
      ['staff', 'Only the owner can do this.'],
      ['accountant', 'Only staff can do this.'],
    ] as const) {
      const as = callAs(app, await accountWithRole(app, role));
      const refused = await as.post(`/api/staff/orders/${number}/transitions/`, refund);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json()).toEqual({ error });
    }
    expect((await owner.get(`/api/staff/orders/${number}/`)).json()).toMatchObject({
      status: 'paid',
      version,
    });
    const refunded = await owner.post(`/api/staff/orders/${number}/transitions/`, refund);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().status).toBe('refunded');
  });

  it('makes the ADMIN_EMAIL account owner only once it proves the address with the sign-up code', async () => {
    const { app } = ctx.t;
    const claimant = await signUpAndLogIn(app, 'Owner@Mentora.test', 'Meera Owner', {
      proved: false,
    });
    const as = callAs(app, claimant);
    expect((await as.get('/api/staff/dashboard/')).statusCode).toBe(403);
    expect((await as.get('/api/profile/')).json()).toMatchObject({
      role: 'learner',
      email_proved: false,
      can_claim_owner: true,
    });
    // The claim is not a way round the proof: the sign-up code is.
    const early = await as.post('/api/owner-claim/code/');
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toBe(
      'Confirm your email address before you claim the owner role: enter the 6-digit code we emailed you.',
    );

    expect((await as.post('/api/email-proof/', { code: '000000' })).statusCode).toBe(400);
    await app.mailWorker.drain();
    const mail = ctx.smtp.to('Owner@mentora.test').at(-1);
    expect(mail).toBeDefined();
    const proved = await as.post('/api/email-proof/', { code: codeIn(mail!.text) });
    expect(proved.json()).toEqual({ ok: true, became_owner: true });
    expect((await as.get('/api/profile/')).json()).toMatchObject({
      role: 'owner',
      is_admin: true,
      email_proved: true,
      can_claim_owner: false,
    });
    expect((await as.get('/api/staff/team/')).statusCode).toBe(200);
    const audit = (await as.get('/api/staff/audit/?record_type=user')).json();
    expect(audit.results[0]).toMatchObject({
      action: 'user.claim-owner',
      changes: [{ field: 'role', before: 'learner', after: 'owner' }],
    });

    // Any other address can't claim, with or without a code.
    const other = callAs(app, await signUpAndLogIn(app, 'ravi@example.com', 'Ravi Kumar'));
    expect((await other.post('/api/owner-claim/code/')).statusCode).toBe(403);
    expect((await other.post('/api/owner-claim/', { code: '123456' })).statusCode).toBe(403);
  });

  it('lets a proved account whose address became ADMIN_EMAIL claim the role with a mailed code', async () => {
    const { app } = ctx.t;
    const account = await signUpAndLogIn(app, 'meera@example.com', 'Meera Owner');
    // As if ADMIN_EMAIL had been set to the address this account proved earlier.
    await app.database.db
      .updateTable('users')
      .set({ email: 'Owner@Mentora.test', email_key: 'owner@mentora.test' })
      .where('email_key', '=', 'meera@example.com')
      .execute();
    const as = callAs(app, account);
    expect((await as.get('/api/profile/')).json()).toMatchObject({
      role: 'learner',
      email_proved: true,
      can_claim_owner: true,
    });
    expect((await as.post('/api/owner-claim/', { code: '000000' })).statusCode).toBe(400);
    expect((await as.post('/api/owner-claim/code/')).statusCode).toBe(200);
    await app.mailWorker.drain();
    const mail = ctx.smtp.to('Owner@mentora.test').at(-1);
    expect((await as.post('/api/owner-claim/', { code: codeIn(mail!.text) })).statusCode).toBe(200);
    expect((await as.get('/api/profile/')).json()).toMatchObject({ role: 'owner' });
  });

  it('lets the real owner take the role by a password reset after a stranger signed up with the address', async () => {
    const { app } = ctx.t;
    const stranger = await signUpAndLogIn(app, OWNER_EMAIL, 'Not The Owner', { proved: false });
    expect((await callAs(app, stranger).get('/api/staff/dashboard/')).statusCode).toBe(403);

    const asked = await app.inject({
      method: 'POST',
      url: '/api/forgot-password-otp/',
      payload: { username: OWNER_EMAIL },
    });
    expect(asked.statusCode).toBe(200);
    await app.background.settled();
    await app.mailWorker.drain();
    const mail = ctx.smtp.to(OWNER_EMAIL).at(-1);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/forgot-password-verify/',
      payload: { username: OWNER_EMAIL, otp: codeIn(mail!.text), new_password: 'the real owner' },
    });
    expect(reset.statusCode).toBe(200);
    // The stranger's session ended with the reset; the owner logs in with the new password.
    expect((await callAs(app, stranger).get('/api/profile/')).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: OWNER_EMAIL, password: 'the real owner' },
    });
    const session = login.cookies.find((c) => c.name === 'session')!.value;
    const owner = callAs(app, { email: OWNER_EMAIL, username: 'Not The Owner', session });
    expect((await owner.get('/api/profile/')).json().role).toBe('owner');
    expect((await owner.get('/api/staff/team/')).statusCode).toBe(200);
    const verified = await app.database.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('email_key', '=', OWNER_EMAIL)
      .executeTakeFirstOrThrow();
    expect(verified.email_verified_at).not.toBeNull();
  });
});
