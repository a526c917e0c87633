import { afterEach, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { LOG_LEVEL } from '../test/log-recorder.ts';
import { smtpMailWorker, testMessage } from '../test/mail-workers.ts';
import type { SmtpCapture } from '../test/smtp-capture.ts';
import { enqueueMail } from './outbox.ts';
import type { MailWorker } from './worker.ts';

describeEachEngine('mail leases', (engine) => {
  const ctx = useAppWithSmtp(engine);
  const workers: MailWorker[] = [];
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
  });

  /** A second sending process on the same database, whose log the test reads. */
  const otherWorker = (database: DatabaseHandle, smtp: SmtpCapture, leaseMs?: number) => {
    const { worker, lines } = smtpMailWorker(database, smtp.url, leaseMs ? { leaseMs } : {});
    workers.push(worker);
    return { worker, lines };
  };

  const outbox = () =>
    ctx.t.app.database.db.selectFrom('outbox').selectAll().orderBy('id').execute();

  it('hands the rest of its batch back at once when stopped while sending', async () => {
    for (const key of ['first', 'second', 'third'])
      await enqueueMail(ctx.t.app.database.db, testMessage(key));
    const held = ctx.smtp.holdNext();
    ctx.t.app.mailWorker.start();
    await held.arrived;

    const stopped = ctx.t.app.mailWorker.stop();
    // The two not yet tried are free for another process while the first is still in flight.
    await vi.waitFor(async () =>
      expect((await outbox()).map((m) => [m.status, m.lease_until, m.attempts])).toEqual([
        ['sending', expect.any(String), 0],
        ['pending', null, 0],
        ['pending', null, 0],
      ]),
    );
    held.release();
    await stopped;

    expect((await outbox()).map((m) => m.status)).toEqual(['sent', 'pending', 'pending']);
    expect(ctx.smtp.messages.map((m) => m.subject)).toEqual(['Subject first']);
  });

  it('warns when it takes over mail whose sender stopped, and sends it', async () => {
    for (const key of ['a', 'b']) await enqueueMail(ctx.t.app.database.db, testMessage(key));
    // As left by a process killed between claim and send: leases that ran out.
    await ctx.t.app.database.db
      .updateTable('outbox')
      .set({ status: 'sending', lease_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const { worker, lines } = otherWorker(ctx.t.app.database, ctx.smtp);
    expect(await worker.drain()).toBe(2);

    const warnings = lines.filter((l) => l.level === LOG_LEVEL.warn);
    expect(warnings).toEqual([
      expect.objectContaining({ msg: 'taking over mail whose sender stopped', count: 2 }),
    ]);
    expect(ctx.smtp.messages).toHaveLength(2);
  });

  it('keeps a message that takes longer than a lease to send from being sent twice', async () => {
    await enqueueMail(ctx.t.app.database.db, testMessage('slow'));
    const leaseMs = 150;
    const sender = otherWorker(ctx.t.app.database, ctx.smtp, leaseMs).worker;
    const other = otherWorker(ctx.t.app.database, ctx.smtp, leaseMs).worker;
    const held = ctx.smtp.holdNext();
    const sending = sender.drain();
    await held.arrived;
    const [claimed] = await outbox();

    // Past the lease the first claim took, the sender has renewed it: no one else takes it.
    await vi.waitFor(async () => {
      const [row] = await outbox();
      expect(Date.parse(row!.lease_until!)).toBeGreaterThan(
        Date.parse(claimed!.lease_until!) + leaseMs,
      );
    });
    expect(await other.drain()).toBe(0);
    held.release();
    await sending;

    expect((await outbox()).map((m) => [m.status, m.attempts])).toEqual([['sent', 1]]);
    expect(ctx.smtp.messages).toHaveLength(1);
  });
});
