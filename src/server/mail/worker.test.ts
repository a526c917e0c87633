import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';
import { SmtpCapture } from '../test/smtp-capture.ts';
import { enqueueMail } from './outbox.ts';
import { retryDelayMs } from './worker.ts';

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
  const smtp = new SmtpCapture();
  let t: TestApp;
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  beforeEach(async () => {
    smtp.messages.length = 0;
    smtp.refuseWith = undefined;
    t = await createTestApp(engine, { mail: { smtpUrl: smtp.url } as never });
  });
  afterEach(() => t.close());

  const outbox = () => t.app.database.db.selectFrom('outbox').selectAll().orderBy('id').execute();

  it('queues one message per dedupe key and sends it once', async () => {
    await enqueueMail(t.app.database.db, message('order-1-confirmation'));
    await enqueueMail(t.app.database.db, message('order-1-confirmation'));
    expect(await t.app.mailWorker.drain()).toBe(1);
    expect(await t.app.mailWorker.drain()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row!.sent_at).not.toBeNull();
  });

  it('retries a temporary refusal (4xx) and gives up on a permanent one (5xx)', async () => {
    await enqueueMail(t.app.database.db, message('a'));
    smtp.refuseWith = 451;
    await t.app.mailWorker.drain();
    expect((await outbox())[0]).toMatchObject({ status: 'pending', attempts: 1 });

    smtp.refuseWith = 550;
    await new Promise((r) => setTimeout(r, 60));
    await t.app.mailWorker.drain();
    const [dead] = await outbox();
    expect(dead).toMatchObject({ status: 'dead', attempts: 2 });
    expect(dead!.last_error).toContain('Refused by test');

    smtp.refuseWith = undefined;
    await new Promise((r) => setTimeout(r, 60));
    expect(await t.app.mailWorker.drain()).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it('offers a message again when the worker that claimed it died mid-send', async () => {
    await enqueueMail(t.app.database.db, message('b'));
    // A lease that ran out: as left by a process killed between claim and send.
    await t.app.database.db
      .updateTable('outbox')
      .set({ status: 'sending', lease_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await t.app.mailWorker.drain()).toBe(1);
    expect(smtp.messages).toHaveLength(1);
  });

  it('sends by itself once started, woken by new mail', async () => {
    t.app.mailWorker.start();
    await enqueueMail(t.app.database.db, message('c'));
    t.app.mailWorker.notify();
    await smtp.waitFor(1);
    expect(smtp.messages[0]!.subject).toBe('Subject c');
  });
});
