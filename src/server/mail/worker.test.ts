import { expect, it } from 'vitest';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { enqueueMail } from './outbox.ts';
import { retryDelayMs } from './retry-delay.ts';

const message = (key: string) => ({
  dedupeKey: key,
  to: 'learner@example.com',
  subject: `Subject ${key}`,
  text: 'Hello',
  html: '<p>Hello</p>',
});

it('backs off exponentially up to the cap', () => {
  const fixed = () => 0.5; // no jitter
  expect([1, 2, 3, 4, 10].map((n) => retryDelayMs(n, 1000, 8000, fixed))).toEqual([
    1000, 2000, 4000, 8000, 8000,
  ]);
  expect(retryDelayMs(1, 1000, 8000, () => 0)).toBe(800);
  expect(retryDelayMs(1, 1000, 8000, () => 1)).toBe(1200);
});

describeEachEngine('mail worker', (engine) => {
  const ctx = useAppWithSmtp(engine);
  const smtp = ctx.smtp;

  const outbox = () =>
    ctx.t.app.database.db.selectFrom('outbox').selectAll().orderBy('id').execute();

  it('queues one message per dedupe key and sends it once', async () => {
    await enqueueMail(ctx.t.app.database.db, message('order-1-confirmation'));
    await enqueueMail(ctx.t.app.database.db, message('order-1-confirmation'));
    expect(await ctx.t.app.mailWorker.drain()).toBe(1);
    expect(await ctx.t.app.mailWorker.drain()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row!.sent_at).not.toBeNull();
  });

  it('retries a temporary refusal (4xx) and gives up on a permanent one (5xx)', async () => {
    await enqueueMail(ctx.t.app.database.db, message('a'));
    smtp.refuseWith = 451;
    await ctx.t.app.mailWorker.drain();
    expect((await outbox())[0]).toMatchObject({ status: 'pending', attempts: 1 });

    // A minute on, the retry is due; the relay now refuses for good.
    const later = new Date(Date.now() + 60_000);
    smtp.refuseWith = 550;
    expect(await ctx.t.app.mailWorker.runOnce(later)).toBe(1);
    const [dead] = await outbox();
    expect(dead).toMatchObject({ status: 'dead', attempts: 2 });
    expect(dead!.last_error).toContain('Refused by test');

    smtp.refuseWith = undefined;
    expect(await ctx.t.app.mailWorker.runOnce(later)).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it('offers a message again when the worker that claimed it died mid-send', async () => {
    await enqueueMail(ctx.t.app.database.db, message('b'));
    // A lease that ran out: as left by a process killed between claim and send.
    await ctx.t.app.database.db
      .updateTable('outbox')
      .set({ status: 'sending', lease_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await ctx.t.app.mailWorker.drain()).toBe(1);
    expect(smtp.messages).toHaveLength(1);
  });

  it('sends by itself once started, woken by new mail', async () => {
    ctx.t.app.mailWorker.start();
    await enqueueMail(ctx.t.app.database.db, message('c'));
    ctx.t.app.mailWorker.notify();
    await smtp.waitFor(1);
    expect(smtp.messages[0]!.subject).toBe('Subject c');
  });
});
