import net from 'node:net';
import { afterEach, expect, it, vi } from 'vitest';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';
import { SmtpCapture } from '../test/smtp-capture.ts';
import { freePort } from '../test/server-process.ts';
import { createSmtpTransport } from './transport.ts';

describeEachEngine('a mail relay that accepts connections but never answers', (engine) => {
  let t: TestApp | undefined;
  let silent: net.Server | undefined;
  const smtp = new SmtpCapture();
  afterEach(async () => {
    await t?.close();
    silent?.close();
    await smtp.stop();
  });

  it('times out, keeps the mail, backs off, and sends it once the relay answers', async () => {
    const port = await freePort();
    const hung: net.Socket[] = [];
    silent = net.createServer((socket) => hung.push(socket));
    await new Promise<void>((resolve) => silent!.listen(port, '127.0.0.1', resolve));

    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, {
      connection: 300,
      greeting: 300,
      socket: 300,
    });
    t = await createTestApp(
      engine,
      { mail: { enquiryInbox: 'inbox@mentora.test' } },
      { transport },
    );
    const started = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-enquiry-email/',
      payload: {
        name: 'Asha',
        email: 'asha@example.com',
        phone: '9876543210',
        company: 'Acme',
        subject: 'Timeout',
        message: 'Is anyone there?',
      },
    });
    // The answer never waits for mail.
    expect(response.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(1_000);

    // A relay that does not answer is down: no message is blamed for it.
    await t.app.mailWorker.drain();
    const waiting = await t.app.database.db.selectFrom('outbox').selectAll().execute();
    expect(waiting.map((m) => [m.status, m.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
    expect(waiting.some((m) => m.last_error?.startsWith('SMTP relay timed out'))).toBe(true);

    // The relay comes back on the same address.
    for (const socket of hung) socket.destroy();
    await new Promise<void>((resolve) => silent!.close(() => resolve()));
    silent = undefined;
    await smtp.start(port);
    await vi.waitFor(async () => {
      await t!.app.mailWorker.drain();
      expect(smtp.messages).toHaveLength(2);
    });
    expect(smtp.to('inbox@mentora.test')).toHaveLength(1);
    expect(smtp.to('asha@example.com')).toHaveLength(1);
  }, 20_000);
});
