import { afterEach, expect, it } from 'vitest';
import {
  createTestApp,
  describeEachEngine,
  useAppWithSmtp,
  type TestApp,
} from '../test/harness.ts';
import { oneTimeCodeMail } from './account-mails.ts';
import { enqueueMail } from './outbox.ts';
import { REDACTED } from './worker.ts';

const CODE = '493817';

const codeMail = () =>
  oneTimeCodeMail({
    sender: { siteName: 'Mentora' },
    to: 'asha@example.com',
    name: 'Asha',
    code: CODE,
    dedupeKey: 'password-reset-1',
    purpose: 'reset your password',
  });

/** The dev mailbox's list and the one message, as a developer's browser gets them. */
async function devMailbox(t: TestApp): Promise<string> {
  const list = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
  const [row] = await t.app.database.db.selectFrom('outbox').select('id').execute();
  const html = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${row!.id}` });
  return list.body + html.body;
}

describeEachEngine('one-time codes in stored mail', (engine) => {
  const ctx = useAppWithSmtp(engine);
  let devApp: TestApp | undefined;
  afterEach(() => devApp?.close());

  it('sends the code by SMTP and keeps no copy of it; the dev mailbox, read from the outbox, keeps it', async () => {
    await enqueueMail(ctx.t.app.database.db, codeMail());
    await ctx.t.app.mailWorker.drain();

    const [received] = await ctx.smtp.waitFor(1);
    expect(received!.subject).toContain(`Your code: ${CODE}`);
    expect(received!.text).toContain(CODE);
    expect(received!.html).toContain(CODE);

    const [stored] = await ctx.t.app.database.db.selectFrom('outbox').selectAll().execute();
    expect(stored).toMatchObject({ status: 'sent', redact: null });
    expect(stored!.subject).toContain(`Your code: ${REDACTED}`);
    expect(stored!.text_body).toContain(`reset your password: ${REDACTED}`);
    expect(JSON.stringify(stored)).not.toContain(CODE);
    expect(await devMailbox(ctx.t)).not.toContain(CODE);

    // Without SMTP the outbox is the mailbox a developer reads the code from.
    devApp = await createTestApp(engine);
    await enqueueMail(devApp.app.database.db, codeMail());
    await devApp.app.mailWorker.drain();
    expect(await devMailbox(devApp)).toContain(`Your code: ${CODE}`);
  });
});
