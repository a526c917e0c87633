import { afterEach, expect, it, vi } from 'vitest';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { LOG_LEVEL } from '../test/log-recorder.ts';
import { smtpMailWorker, testMessage } from '../test/mail-workers.ts';
import { enqueueMail } from './outbox.ts';

const waitLong = { timeout: 10_000, interval: 20 };

describeEachEngine('mail while the relay is failing', (engine) => {
  const ctx = useAppWithSmtp(engine);
  const smtp = ctx.smtp;
  afterEach(() => {
    smtp.refuseConnectionsWith = undefined;
    smtp.refusedRecipients.clear();
  });

  const outbox = () =>
    ctx.t.app.database.db.selectFrom('outbox').selectAll().orderBy('id').execute();
  const health = async () => {
    const response = await ctx.t.app.inject({ method: 'GET', url: '/api/health/' });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };

  it('keeps 50 messages through a refused greeting, reports mail as degraded, then sends them all', async () => {
    for (let i = 0; i < 50; i++) await enqueueMail(ctx.t.app.database.db, testMessage(`m${i}`));
    smtp.refuseConnectionsWith = '554 go away';
    const before = smtp.connections;
    ctx.t.app.mailWorker.start();

    // Several tries of the relay, each refused.
    await vi.waitFor(() => expect(smtp.connections - before).toBeGreaterThanOrEqual(3), waitLong);
    expect(await health()).toEqual({
      status: 200,
      body: { status: 'ok', mail: 'degraded', mail_error: 'SMTP greeting refused (554)' },
    });
    const waiting = await outbox();
    expect(waiting.filter((m) => m.status === 'dead')).toEqual([]);
    expect(waiting.filter((m) => m.status === 'sent')).toEqual([]);
    expect(waiting.every((m) => m.attempts === 0)).toBe(true);
    expect(smtp.messages).toHaveLength(0);

    smtp.refuseConnectionsWith = undefined;
    await smtp.waitFor(50, 10_000);
    await vi.waitFor(async () =>
      expect((await health()).body).toEqual({ status: 'ok', mail: 'ok' }),
    );
    await vi.waitFor(async () =>
      expect((await outbox()).every((m) => m.status === 'sent')).toBe(true),
    );
    expect(new Set(smtp.messages.map((m) => m.subject)).size).toBe(50);
  }, 20_000);

  it('logs one error when the relay becomes unavailable and one line when it is back', async () => {
    const { worker, lines } = smtpMailWorker(ctx.t.app.database, smtp.url);
    for (let i = 0; i < 3; i++) await enqueueMail(ctx.t.app.database.db, testMessage(`l${i}`));
    smtp.refuseConnectionsWith = '554 go away';
    const before = smtp.connections;
    await vi.waitFor(async () => {
      await worker.drain();
      expect(smtp.connections - before).toBeGreaterThanOrEqual(4);
    }, waitLong);
    const errors = lines.filter((l) => l.level === LOG_LEVEL.error);
    expect(errors.map((l) => l.msg)).toEqual(['mail transport unavailable']);
    expect(JSON.stringify(errors[0]!.err)).toContain('554 go away');

    smtp.refuseConnectionsWith = undefined;
    await vi.waitFor(async () => {
      await worker.drain();
      expect(smtp.messages).toHaveLength(3);
    }, waitLong);
    expect(lines.filter((l) => l.msg === 'mail transport available again')).toHaveLength(1);
    expect(lines.filter((l) => l.level === LOG_LEVEL.error)).toHaveLength(1);
    await worker.stop();
  }, 20_000);

  it('after a refused greeting, gives up only the message whose recipient is refused for good (550 to RCPT TO)', async () => {
    smtp.refusedRecipients.add('nobody@example.com');
    await enqueueMail(ctx.t.app.database.db, testMessage('before'));
    await enqueueMail(ctx.t.app.database.db, testMessage('refused', 'nobody@example.com'));
    await enqueueMail(ctx.t.app.database.db, testMessage('after'));
    smtp.refuseConnectionsWith = '554 go away';
    await ctx.t.app.mailWorker.drain();
    expect((await outbox()).map((m) => m.status)).toEqual(['pending', 'pending', 'pending']);

    smtp.refuseConnectionsWith = undefined;
    await vi.waitFor(async () => {
      await ctx.t.app.mailWorker.drain();
      expect((await outbox()).map((m) => [m.dedupe_key, m.status])).toEqual([
        ['before', 'sent'],
        ['refused', 'dead'],
        ['after', 'sent'],
      ]);
    }, waitLong);
    expect((await outbox())[1]!.last_error).toContain('550');
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual(['Subject after', 'Subject before']);
  });
});
