import { expect, it } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';

describeEachEngine('inviting a mentor', (engine) => {
  const ctx = useAppWithSmtp(engine);

  it('makes the invited account a mentor, who gets the cohorts and nothing else', async () => {
    const { app } = ctx.t;
    const owner = callAs(app, await accountWithRole(app, 'owner'));
    const sent = await owner.post('/api/staff/team/invitations/', {
      email: 'kavya@example.com',
      role: 'mentor',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ email: 'kavya@example.com', role: 'mentor' });
    await app.mailWorker.drain();
    const mail = ctx.smtp.to('kavya@example.com').at(-1)!;
    expect(mail.subject).toContain('invited you to the Mentora staff console as a mentor');
    expect(mail.text).toContain('teaching the cohorts you are given');
    const token = /token=([\w-]+)/.exec(mail.text)![1]!;

    const kavya = callAs(app, await signUpAndLogIn(app, 'kavya@example.com', 'Kavya Menon'));
    expect((await kavya.get(`/api/staff-invitations/${token}/`)).json()).toMatchObject({
      role: 'mentor',
    });
    const accepted = await kavya.post('/api/staff-invitations/accept/', { token });
    expect(accepted.json()).toEqual({ ok: true, role: 'mentor' });
    expect((await kavya.get('/api/cohorts/')).statusCode).toBe(200);
    expect((await kavya.get('/api/staff/dashboard/')).statusCode).toBe(403);

    const team = (await owner.get('/api/staff/team/')).json();
    expect(team.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: 'Kavya Menon', role: 'mentor' }),
      ]),
    );
    // A mentor is not someone enquiries are handed to.
    const members = (await owner.get('/api/staff/members/')).json().results;
    expect(members.map((m: { name: string }) => m.name)).not.toContain('Kavya Menon');

    const refused = await owner.post('/api/staff/team/invitations/', {
      email: 'x@example.com',
      role: 'owner',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Choose staff, accountant or mentor.');
  });
});
