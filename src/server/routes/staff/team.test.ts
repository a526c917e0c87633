import { expect, it } from 'vitest';
import { createInvitation } from '../../repositories/staff/team.ts';
import { accountWithRole, callAs, signUpAndLogIn } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';

describeEachEngine('staff team and invitations', (engine) => {
  const ctx = useAppWithSmtp(engine);

  /** The owner invites `email`; the token from the mailed link. */
  const invite = async (email: string) => {
    const { app } = ctx.t;
    const owner = callAs(
      app,
      await accountWithRole(app, 'owner', `owner${Math.random()}@mentora.test`),
    );
    const sent = await owner.post('/api/staff/team/invitations/', { email });
    expect(sent.statusCode).toBe(201);
    await app.mailWorker.drain();
    const mail = ctx.smtp.to(email.toLowerCase()).at(-1)!;
    expect(mail.subject).toContain('invited you to the Mentora staff console');
    const link = /http:\/\/localhost:3000\/staff\/accept-invite\?token=([\w-]+)/.exec(mail.text);
    return { owner, token: link![1]!, invitation: sent.json(), mail };
  };

  it('mails the link as a button and a link, and tells whoever holds it which address it is for', async () => {
    const { app } = ctx.t;
    const { token, mail } = await invite('neha@example.com');
    const url = `http://localhost:3000/staff/accept-invite?token=${token}`;
    expect(mail.text).toContain(`Open the invitation: ${url}\n`);
    // The button, and the same address as a link under it for mail clients without styles.
    const links = [...mail.html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)];
    expect(links.map(([, href, words]) => [href, words])).toEqual([
      [url, 'Open the invitation'],
      [url, url],
    ]);
    expect(links[0]![0]).toContain('display:inline-block');

    // The invitation page asks a visitor to sign up with the invited address: it reads it.
    const visitor = callAs(app, undefined);
    const lookup = await visitor.get(`/api/staff-invitations/${token}/`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({ email: 'neha@example.com', role: 'staff' });
    expect((await visitor.get(`/api/staff-invitations/${'x'.repeat(43)}/`)).statusCode).toBe(404);
  });

  it('makes the invited account staff once, by a link that only that address can use', async () => {
    const { app } = ctx.t;
    const { owner, token } = await invite('neha@example.com');
    expect((await owner.get('/api/staff/team/')).json().invitations).toEqual([
      expect.objectContaining({ email: 'neha@example.com' }),
    ]);

    const stranger = callAs(app, await signUpAndLogIn(app, 'ravi@example.com', 'Ravi Kumar'));
    const wrong = await stranger.post('/api/staff-invitations/accept/', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(
      'This invitation is for neha@example.com. Sign in with that address to accept it.',
    );
    expect((await stranger.get('/api/staff/dashboard/')).statusCode).toBe(403);
    expect(
      (await callAs(app, undefined).post('/api/staff-invitations/accept/', { token })).statusCode,
    ).toBe(401);

    const neha = callAs(app, await signUpAndLogIn(app, 'Neha@Example.com', 'Neha Singh'));
    expect((await neha.get(`/api/staff-invitations/${token}/`)).json()).toMatchObject({
      email: 'neha@example.com',
    });
    const accepted = await neha.post('/api/staff-invitations/accept/', { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ ok: true, role: 'staff' });
    expect((await neha.get('/api/staff/dashboard/')).statusCode).toBe(200);
    expect((await neha.get('/api/staff/team/')).statusCode).toBe(403);

    const reused = await neha.post('/api/staff-invitations/accept/', { token });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe('This invitation has already been used.');
    expect((await owner.get('/api/staff/team/')).json()).toMatchObject({
      members: expect.arrayContaining([
        expect.objectContaining({ email: 'Neha@Example.com', role: 'staff' }),
      ]),
      invitations: [],
    });
  });

  it('refuses an expired or revoked invitation and a made-up token', async () => {
    const { app } = ctx.t;
    const { owner, token, invitation } = await invite('late@example.com');
    const late = callAs(app, await signUpAndLogIn(app, 'late@example.com', 'Late Comer'));
    // 72 hours pass.
    await app.database.db
      .updateTable('staff_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', invitation.id)
      .execute();
    const expired = await late.post('/api/staff-invitations/accept/', { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe('This invitation has expired. Ask the owner for a new one.');

    const second = await owner.post('/api/staff/team/invitations/', { email: 'late@example.com' });
    await app.mailWorker.drain();
    const fresh = /token=([\w-]+)/.exec(ctx.smtp.to('late@example.com').at(-1)!.text)![1]!;
    expect(
      (await owner.delete(`/api/staff/team/invitations/${second.json().id}/`)).statusCode,
    ).toBe(204);
    expect((await late.post('/api/staff-invitations/accept/', { token: fresh })).statusCode).toBe(
      404,
    );
    const madeUp = await late.post('/api/staff-invitations/accept/', { token: 'x'.repeat(43) });
    expect(madeUp.statusCode).toBe(404);
    expect((await late.get('/api/profile/')).json().role).toBe('learner');
  });

  it('removes a staff member and ends their sessions at once; staff cannot manage the team', async () => {
    const { app } = ctx.t;
    const owner = callAs(app, await accountWithRole(app, 'owner'));
    const staffAccount = await accountWithRole(app, 'staff');
    const staff = callAs(app, staffAccount);
    const { id } = (await staff.get('/api/profile/')).json();
    expect(
      (await staff.post('/api/staff/team/invitations/', { email: 'x@example.com' })).statusCode,
    ).toBe(403);
    expect((await staff.delete(`/api/staff/team/members/${id}/`)).statusCode).toBe(403);

    const removed = await owner.delete(`/api/staff/team/members/${id}/`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ cancelled_sessions: 0, cohorts_without_mentor: [] });
    expect((await staff.get('/api/staff/dashboard/')).statusCode).toBe(401);
    expect((await staff.get('/api/profile/')).statusCode).toBe(401);
    const again = await signUpAndLogIn(app, staffAccount.email, staffAccount.username);
    expect((await callAs(app, again).get('/api/staff/dashboard/')).statusCode).toBe(403);

    const ownerId = (await owner.get('/api/profile/')).json().id;
    const last = await owner.delete(`/api/staff/team/members/${ownerId}/`);
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toBe(
      'The business needs an owner: make another team member owner first.',
    );
    const audit = (await owner.get('/api/staff/audit/?record_type=user')).json();
    expect(audit.results[0]).toMatchObject({
      action: 'team.remove',
      actor: { name: 'Owner Person' },
      record_id: String(id),
      changes: [{ field: 'role', before: 'staff', after: 'learner' }],
    });
  });

  it('refuses bad invitation input and changes nothing', async () => {
    const { app } = ctx.t;
    const owner = callAs(app, await accountWithRole(app, 'owner'));
    for (const body of [{}, { email: 'not-an-email' }, { email: 42 }]) {
      const response = await owner.post('/api/staff/team/invitations/', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Enter a valid email.');
    }
    const self = await owner.post('/api/staff/team/invitations/', { email: 'owner@mentora.test' });
    expect(self.statusCode).toBe(409);
    expect((await owner.get('/api/staff/team/')).json().invitations).toEqual([]);
  });

  it('replaces an earlier invitation to the same address: only the newest link works', async () => {
    const { app } = ctx.t;
    const first = await invite('twice@example.com');
    const owner = first.owner;
    const again = await owner.post('/api/staff/team/invitations/', { email: 'Twice@Example.com' });
    expect(again.statusCode).toBe(201);
    await app.mailWorker.drain();
    const newest = /token=([\w-]+)/.exec(ctx.smtp.messages.at(-1)!.text)![1]!;
    expect((await owner.get('/api/staff/team/')).json().invitations).toEqual([
      expect.objectContaining({ id: again.json().id }),
    ]);

    const twice = callAs(app, await signUpAndLogIn(app, 'twice@example.com', 'Twice Asked'));
    const old = await twice.post('/api/staff-invitations/accept/', { token: first.token });
    expect(old.statusCode).toBe(404);
    const audit = (await owner.get('/api/staff/audit/?record_type=invitation')).json();
    expect(audit.results).toContainEqual(
      expect.objectContaining({
        action: 'team.revoke-invitation',
        record_id: String(first.invitation.id),
      }),
    );
    expect((await twice.post('/api/staff-invitations/accept/', { token: newest })).statusCode).toBe(
      200,
    );
  });

  it('voids every other pending invitation to an address once one is accepted', async () => {
    const { app } = ctx.t;
    const { owner, token } = await invite('both@example.com');
    // An invitation made before invitations replaced each other, still pending.
    const older = await app.database.db
      .transaction()
      .execute((tx) => createInvitation(tx, 'both@example.com', 1));
    const both = callAs(app, await signUpAndLogIn(app, 'both@example.com', 'Both Links'));
    expect((await both.post('/api/staff-invitations/accept/', { token })).statusCode).toBe(200);
    // Removed later, the old link must not bring them back.
    const { id } = (await both.get('/api/profile/')).json();
    expect((await owner.delete(`/api/staff/team/members/${id}/`)).statusCode).toBe(200);
    const again = callAs(app, await signUpAndLogIn(app, 'both@example.com', 'Both Links'));
    const reused = await again.post('/api/staff-invitations/accept/', { token: older.token });
    expect(reused.statusCode).toBe(404);
    expect((await again.get('/api/profile/')).json().role).toBe('learner');
  });

  it('revokes the invitations a removed member still holds', async () => {
    const { app } = ctx.t;
    const { owner, token } = await invite('held@example.com');
    const held = callAs(app, await signUpAndLogIn(app, 'held@example.com', 'Held Link'));
    expect((await held.post('/api/staff-invitations/accept/', { token })).statusCode).toBe(200);
    // Made staff once more by hand with a link still out (as before invitations replaced).
    const spare = await app.database.db
      .transaction()
      .execute((tx) => createInvitation(tx, 'held@example.com', 1));
    const { id } = (await held.get('/api/profile/')).json();
    expect((await owner.delete(`/api/staff/team/members/${id}/`)).statusCode).toBe(200);
    expect((await owner.get('/api/staff/team/')).json().invitations).toEqual([]);
    const back = callAs(app, await signUpAndLogIn(app, 'held@example.com', 'Held Link'));
    expect(
      (await back.post('/api/staff-invitations/accept/', { token: spare.token })).statusCode,
    ).toBe(404);
  });

  it('refuses to invite the owner or a member, naming the field', async () => {
    const { app } = ctx.t;
    const owner = callAs(app, await accountWithRole(app, 'owner'));
    await accountWithRole(app, 'staff', 'member@example.com');
    const self = await owner.post('/api/staff/team/invitations/', { email: 'OWNER@mentora.test' });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({
      error: 'That is your own address: invite someone else.',
      field: 'email',
    });
    const member = await owner.post('/api/staff/team/invitations/', {
      email: 'Member@Example.com',
    });
    expect(member.statusCode).toBe(409);
    expect(member.json()).toEqual({
      error: 'Member@Example.com is already on the team.',
      field: 'email',
    });
    expect((await owner.get('/api/staff/team/')).json().invitations).toEqual([]);
    await app.mailWorker.drain();
    expect(ctx.smtp.messages).toEqual([]);
  });

  it('lets an owner make another member owner, and never leaves the business without one', async () => {
    const { app } = ctx.t;
    const meeraAccount = await accountWithRole(app, 'owner', 'meera@mentora.test', 'Meera');
    const meera = callAs(app, meeraAccount);
    const ravi = callAs(app, await accountWithRole(app, 'staff', 'ravi@mentora.test', 'Ravi'));
    const idOf = async (as: typeof meera) => (await as.get('/api/profile/')).json().id as number;
    const [meeraId, raviId] = [await idOf(meera), await idOf(ravi)];
    const roleOf = (id: number) => meera.patch(`/api/staff/team/members/${id}/`, {});

    // The last owner cannot step down.
    const alone = await meera.patch(`/api/staff/team/members/${meeraId}/`, { role: 'staff' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error).toBe(
      'The business needs an owner: make another team member owner first.',
    );
    expect((await roleOf(meeraId)).statusCode).toBe(400);
    const bad = await meera.patch(`/api/staff/team/members/${raviId}/`, { role: 'learner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Choose owner, staff, accountant or mentor.');
    // Staff cannot change roles, their own neither.
    expect(
      (await ravi.patch(`/api/staff/team/members/${raviId}/`, { role: 'owner' })).statusCode,
    ).toBe(403);

    const made = await meera.patch(`/api/staff/team/members/${raviId}/`, { role: 'owner' });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ id: raviId, role: 'owner' });
    await app.mailWorker.drain();
    const mail = ctx.smtp.to('ravi@mentora.test').at(-1)!;
    expect(mail.subject).toContain('Your role is now owner');
    expect(mail.text).toContain('Meera changed your role');
    expect((await ravi.get('/api/staff/team/')).statusCode).toBe(200);

    // With two owners, either can step down, and the audit log says who did what.
    const stepped = await meera.patch(`/api/staff/team/members/${meeraId}/`, {
      role: 'accountant',
    });
    expect(stepped.statusCode).toBe(200);
    expect((await meera.get('/api/staff/team/')).statusCode).toBe(403);
    expect((await meera.get('/api/staff/orders/')).statusCode).toBe(200);
    const audit = (await ravi.get('/api/staff/audit/?record_type=user')).json();
    expect(audit.results.slice(0, 2)).toMatchObject([
      {
        action: 'team.change-role',
        actor: { name: 'Meera' },
        record_id: String(meeraId),
        changes: [{ field: 'role', before: 'owner', after: 'accountant' }],
      },
      {
        action: 'team.change-role',
        record_id: String(raviId),
        changes: [{ field: 'role', before: 'staff', after: 'owner' }],
      },
    ]);
  });

  it('makes no one owner who has not proved their address', async () => {
    const { app } = ctx.t;
    const owner = callAs(app, await accountWithRole(app, 'owner'));
    const unproved = await signUpAndLogIn(app, 'kiran@example.com', 'Kiran', { proved: false });
    await app.database.db
      .updateTable('users')
      .set({ role: 'staff' })
      .where('email_key', '=', 'kiran@example.com')
      .execute();
    const { id } = (await callAs(app, unproved).get('/api/profile/')).json();
    const refused = await owner.patch(`/api/staff/team/members/${id}/`, { role: 'owner' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ field: 'role' });
    expect((await callAs(app, unproved).get('/api/profile/')).json().role).toBe('staff');
  });
});
