import { describe, expect, it } from 'vitest';
import { sampleContactEnquiry as contact } from '../../domain/enquiries.fixtures.ts';
import { createTestApp, describeEachEngine, useAppWithSmtp } from '../test/harness.ts';

const program = {
  name: 'Ravi',
  email: 'ravi@example.in',
  phone: '9123456780',
  company: 'NIT',
  program: 'Python',
};
const freelancing = {
  ...program,
  program: 'UI/UX Design',
  officeMotive: 'Build a design team',
  preference: 'Remote',
};

const INBOX = 'enquiries@mentora.test';

describeEachEngine('enquiry endpoints', (engine) => {
  const ctx = useAppWithSmtp(engine, {
    mail: { from: 'no-reply@mentora.test', enquiryInbox: INBOX },
  });
  const smtp = ctx.smtp;

  const post = (url: string, payload: unknown, remoteAddress = '127.0.0.1') =>
    ctx.t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

  const count = async (
    table: 'contact_enquiries' | 'program_enquiries' | 'freelancing_enquiries',
  ) =>
    (
      await ctx.t.app.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it.each([
    ['/api/contact-enquiry-email/', contact, 'contact_enquiries'],
    ['/api/program-dev-enquiry-email/', program, 'program_enquiries'],
    ['/api/freelancing-program-dev-enquiry-email/', freelancing, 'freelancing_enquiries'],
  ] as const)(
    '%s stores the enquiry and mails the inbox and the enquirer',
    async (url, body, table) => {
      const response = await post(url, body);
      expect(response.statusCode).toBe(201);
      const { ok, id } = response.json();
      expect(ok).toBe(true);
      expect(Number(await count(table))).toBe(1);

      await ctx.t.app.mailWorker.drain();
      const mails = await smtp.waitFor(2);
      const [inbox] = smtp.to(INBOX);
      const [ack] = smtp.to(body.email);
      expect(mails).toHaveLength(2);
      expect(inbox!.subject).toContain(`${id}`);
      expect(inbox!.subject).toMatch(/\| Mentora$/);
      expect(inbox!.text).toContain(body.name);
      expect(inbox!.text).toContain(body.phone);
      expect(ack!.subject).toBe('We received your enquiry | Mentora');
      expect(ack!.html).toContain('Thank you for your enquiry');
    },
  );

  it('keeps line breaks and escapes markup in the HTML mail', async () => {
    await post('/api/contact-enquiry-email/', { ...contact, message: '<b>bold</b>\nnext line' });
    await ctx.t.app.mailWorker.drain();
    const [inbox] = smtp.to(INBOX);
    expect(inbox!.html).toContain('&lt;b&gt;bold&lt;/b&gt;<br>next line');
    expect(inbox!.text).toContain('<b>bold</b>\nnext line');
  });

  it.each([
    [{ ...contact, phone: '12345' }, 'phone', 'Enter a 10-digit phone number.'],
    [{ ...contact, email: 'not-an-email' }, 'email', 'Enter a valid email.'],
    [{ ...contact, name: 7 }, 'name', 'Enter a valid name.'],
    [{ ...contact, message: undefined }, 'message', 'Enter a message.'],
    [
      { ...contact, subject: 'x'.repeat(151) },
      'subject',
      'Subject must be at most 150 characters.',
    ],
  ])(
    'refuses bad input with 400 naming the field and stores nothing (%#)',
    async (body, field, error) => {
      const response = await post('/api/contact-enquiry-email/', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error, field });
      expect(Number(await count('contact_enquiries'))).toBe(0);
      expect(await ctx.t.app.mailWorker.drain()).toBe(0);
    },
  );

  it('answers malformed, mistyped and oversized bodies with a 4xx JSON error', async () => {
    const cases = [
      { payload: '{"name": ', type: 'application/json', status: 400 },
      { payload: '', type: 'application/json', status: 400 },
      { payload: '[1,2]', type: 'application/json', status: 400 },
      { payload: 'name=Asha', type: 'application/x-www-form-urlencoded', status: 415 },
      { payload: 'hello', type: 'text/plain', status: 415 },
      {
        payload: JSON.stringify({ ...contact, message: 'x'.repeat(2_000_000) }),
        type: 'application/json',
        status: 413,
      },
    ];
    for (const c of cases) {
      const response = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/contact-enquiry-email/',
        headers: { 'content-type': c.type },
        payload: c.payload,
      });
      expect(response.statusCode, c.type + ' ' + c.payload.slice(0, 20)).toBe(c.status);
      const body = response.json();
      expect(Object.keys(body)).toEqual(['error']);
      expect(body.error).not.toMatch(/at .*\.js|stack/i);
    }
    expect(Number(await count('contact_enquiries'))).toBe(0);
  });

  it('limits each address to 10 enquiries a minute with 429 and Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/contact-enquiry-email/', contact, '10.0.0.1')).statusCode).toBe(201);
    }
    const refused = await post('/api/contact-enquiry-email/', contact, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatch(
      /^Too many requests\. Please try again in \d+ seconds?\.$/,
    );
    expect((await post('/api/contact-enquiry-email/', contact, '10.0.0.2')).statusCode).toBe(201);
    expect(Number(await count('contact_enquiries'))).toBe(11);
  });

  it('loses nothing while SMTP is down: 50 enquiries, then every message delivered once', async () => {
    await smtp.stop();
    for (let i = 0; i < 50; i++) {
      const response = await post(
        '/api/contact-enquiry-email/',
        // Each to an address of its own: one address gets only a few acknowledgements a day.
        { ...contact, email: `learner${i}@example.com`, subject: `Question ${i}` },
        `10.1.0.${i}`,
      );
      expect(response.statusCode).toBe(201);
    }
    // The relay is down, which is no message's fault: none uses up a try.
    await ctx.t.app.mailWorker.drain();
    expect(smtp.messages).toHaveLength(0);
    const waiting = await ctx.t.app.database.db
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .execute();
    expect(waiting.every((m) => m.status === 'pending' && m.attempts === 0)).toBe(true);

    await smtp.start();
    // The worker tries the relay again once its (test-sized) backoff is over.
    await expect.poll(() => ctx.t.app.mailWorker.drain(), { interval: 10 }).toBe(100);
    await smtp.waitFor(100);
    const sent = await ctx.t.app.database.db.selectFrom('outbox').select('status').execute();
    expect(sent.every((m) => m.status === 'sent')).toBe(true);

    expect(smtp.messages).toHaveLength(100);
    expect(smtp.to(INBOX)).toHaveLength(50);
    const ids = new Set(smtp.messages.map((m) => m.messageId));
    expect(ids.size).toBe(100);
    for (let i = 0; i < 50; i++) {
      expect(smtp.to(INBOX).filter((m) => m.text.includes(`Question ${i}\n`))).toHaveLength(1);
    }
    expect(Number(await count('contact_enquiries'))).toBe(50);
  });
});

describe('enquiry mail without SMTP', () => {
  it('goes to the dev mailbox, listed newest first at /dev/mailbox', async () => {
    const t = await createTestApp('sqlite', { mail: { smtpUrl: undefined } });
    await t.app.inject({ method: 'POST', url: '/api/contact-enquiry-email/', payload: contact });
    await t.app.mailWorker.drain();
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const firstAck = page.body.indexOf('We received your enquiry');
    const firstInbox = page.body.indexOf('Contact enquiry ENQ-C-1');
    expect(firstAck).toBeGreaterThan(0);
    expect(firstInbox).toBeGreaterThan(firstAck);
    expect(page.body).toContain('SENT'.toLowerCase());
    await t.close();
  });

  it('is not served in production', async () => {
    const t = await createTestApp('sqlite', { env: 'production' });
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    await t.close();
  });
});
