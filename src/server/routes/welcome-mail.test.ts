import { expect, it } from 'vitest';
import { codeIn } from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';

const INBOX = 'enquiries@mentora.test';
const ORIGIN = 'http://localhost:3000';
const asha = {
  username: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  password: 'correct horse',
};

describeEachEngine('the welcome mailed at sign-up', (engine) => {
  const ctx = useAppWithSmtp(engine, { mail: { enquiryInbox: INBOX } });
  const signUp = (body: object) =>
    ctx.t.app.inject({ method: 'POST', url: '/api/signup/', payload: body });
  const welcomes = () =>
    ctx.t.app.database.db
      .selectFrom('outbox')
      .select('to_address')
      .where('dedupe_key', 'like', 'welcome-%')
      .execute();

  it('says what to do next and where things will be, beside the code that proves the address', async () => {
    expect((await signUp(asha)).statusCode).toBe(201);
    // Queued with the account, before any mail is sent.
    expect(await welcomes()).toEqual([{ to_address: asha.email }]);

    await ctx.t.app.mailWorker.drain();
    const mails = ctx.smtp.to(asha.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Welcome: your account is ready | Mentora',
      expect.stringMatching(/^Your code: \d{6} \| Mentora$/),
    ]);
    const welcome = mails.find((m) => m.subject.startsWith('Welcome'))!;
    expect(welcome.replyTo).toBe(INBOX);
    expect(() => codeIn(welcome.text)).toThrow();
    const said = [
      'Welcome to Mentora, Asha Rao',
      'First, confirm your email address: sign in and enter the 6-digit code from our other email in the banner at the top of the site. Until then, you cannot place an order.',
      `Your orders will be listed on your profile page, ${ORIGIN}/profile, and the programs you join under "My programs", ${ORIGIN}/my-programs.`,
    ];
    for (const words of said) {
      expect(welcome.text).toContain(words);
      expect(welcome.html).toContain(words.replaceAll('"', '&quot;'));
    }
    expect(welcome.text).toContain(`Browse the programs: ${ORIGIN}/programs\n`);
    expect(welcome.html).toContain(`<a href="${ORIGIN}/programs" style="display:inline-block`);
    expect(welcome.html).toContain('>Browse the programs</a>');
  });

  it('is not mailed for a sign-up that is refused', async () => {
    expect((await signUp(asha)).statusCode).toBe(201);
    const again = await signUp({ ...asha, username: 'Asha Again' });
    expect(again.statusCode).toBe(409);
    expect((await signUp({ ...asha, email: 'not an address' })).statusCode).toBe(400);
    expect(await welcomes()).toHaveLength(1);
  });
});
