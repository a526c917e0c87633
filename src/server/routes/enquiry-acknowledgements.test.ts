import { expect, it } from 'vitest';
import { sampleContactEnquiry as contact } from '../../domain/enquiries.fixtures.ts';
import {
  DAILY_MAILS_TO_UNKNOWN_ADDRESS,
  HOURLY_MAILS_TO_ADDRESS,
} from '../mail/recipient-limits.ts';
import { siteIdentityFromEnv } from '../../domain/site-identity-env.ts';
import { signUpAndLogIn } from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';

const INBOX = 'enquiries@mentora.test';
const ACK_SUBJECT = 'We received your enquiry | Mentora';

/** What a stranger might type to make the site carry their words to someone else's inbox. */
const hostile = {
  name: 'Claim your prize at evil.example',
  email: 'victim@example.org',
  phone: '9123456780',
  company: 'Visit http://evil.example/win',
};

describeEachEngine('enquiry acknowledgements', (engine) => {
  const ctx = useAppWithSmtp(engine, {
    mail: { from: 'no-reply@mentora.test', enquiryInbox: INBOX },
  });

  let visitor = 0;
  const post = (url: string, payload: object) =>
    ctx.t.app.inject({
      method: 'POST',
      url,
      payload,
      // A visitor of its own each time: this is about the recipient, not the sender's address.
      remoteAddress: `10.7.0.${++visitor}`,
    });

  const delivered = async (count: number) => {
    await ctx.t.app.mailWorker.drain();
    return ctx.smtp.waitFor(count);
  };

  it('quotes nothing the visitor wrote to the address they typed; the inbox gets it all', async () => {
    const subject = 'Cheap watches, see http://evil.example';
    const message = 'Your account is locked. Log in at http://evil.example/login';
    const response = await post('/api/contact-enquiry-email/', {
      ...contact,
      ...hostile,
      subject,
      message,
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    await delivered(2);

    const [ack] = ctx.smtp.to(hostile.email);
    expect(ack!.subject).toBe(ACK_SUBJECT);
    for (const body of [ack!.text, ack!.html]) {
      expect(body).toContain('Thank you for your enquiry');
      expect(body).toContain(`ENQ-C-${id}`);
      for (const typed of [hostile.name, hostile.company, subject, message, hostile.phone]) {
        expect(body).not.toContain(typed);
      }
      expect(body).not.toContain('evil.example');
    }

    const [notification] = ctx.smtp.to(INBOX);
    for (const typed of [hostile.name, hostile.company, subject, message, hostile.phone]) {
      expect(notification!.text).toContain(typed);
    }
  });

  it.each([
    [
      '/api/program-dev-enquiry-email/',
      { ...hostile, program: 'Python' },
      'about Python.',
      'ENQ-P',
    ],
    [
      '/api/freelancing-program-dev-enquiry-email/',
      {
        ...hostile,
        program: 'UI/UX Design',
        officeMotive: 'Wire money to evil.example',
        preference: 'Reply to evil.example',
      },
      'about UI/UX Design freelancing.',
      'ENQ-F',
    ],
  ])(
    '%s names the catalogue program and the reference, and nothing typed',
    async (url, body, about, prefix) => {
      const response = await post(url, body);
      expect(response.statusCode).toBe(201);
      await delivered(2);
      const [ack] = ctx.smtp.to(hostile.email);
      expect(ack!.text).toContain(`We have received your enquiry ${about}`);
      expect(ack!.text).toContain(`Your reference is ${prefix}-${response.json().id}.`);
      expect(ack!.text).not.toContain(hostile.name);
      expect(ack!.text).not.toContain('evil.example');
    },
  );

  it('stops acknowledging an address no account has after its daily share, and keeps every enquiry', async () => {
    const sent = DAILY_MAILS_TO_UNKNOWN_ADDRESS + 2;
    const answers = [];
    for (let i = 0; i < sent; i++) {
      answers.push(await post('/api/contact-enquiry-email/', { ...contact, email: hostile.email }));
    }
    // Every answer is the same kind of success: nothing tells the sender that mail was held back.
    expect(answers.map((a) => a.statusCode)).toEqual(Array(sent).fill(201));
    for (const answer of answers) expect(Object.keys(answer.json())).toEqual(['ok', 'id']);

    await delivered(sent + DAILY_MAILS_TO_UNKNOWN_ADDRESS);
    expect(await ctx.t.app.mailWorker.drain()).toBe(0);
    expect(ctx.smtp.to(INBOX)).toHaveLength(sent);
    expect(ctx.smtp.to(hostile.email)).toHaveLength(DAILY_MAILS_TO_UNKNOWN_ADDRESS);
    const stored = await ctx.t.app.database.db
      .selectFrom('contact_enquiries')
      .select('id')
      .execute();
    expect(stored).toHaveLength(sent);
  });

  it('counts name+tag@ as name@: tags and capitals do not buy more mail', async () => {
    const sent = DAILY_MAILS_TO_UNKNOWN_ADDRESS + 2;
    for (let i = 0; i < sent; i++) {
      const email = i % 2 ? `Victim+${i}@Example.org` : `victim+${i}@example.org`;
      expect((await post('/api/contact-enquiry-email/', { ...contact, email })).statusCode).toBe(
        201,
      );
    }
    await delivered(sent + DAILY_MAILS_TO_UNKNOWN_ADDRESS);
    expect(await ctx.t.app.mailWorker.drain()).toBe(0);
    const acknowledgements = ctx.smtp.messages.filter((m) => m.subject === ACK_SUBJECT);
    expect(acknowledgements).toHaveLength(DAILY_MAILS_TO_UNKNOWN_ADDRESS);
  });

  it("gives an account's address its hourly share, however the address is spelled", async () => {
    await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    const before = ctx.smtp.messages.length;
    const sent = HOURLY_MAILS_TO_ADDRESS + 1;
    for (let i = 0; i < sent; i++) {
      const email = i % 2 ? 'ASHA@example.com' : 'asha@example.com';
      expect((await post('/api/contact-enquiry-email/', { ...contact, email })).statusCode).toBe(
        201,
      );
    }
    const mails = (await delivered(before + sent + HOURLY_MAILS_TO_ADDRESS)).slice(before);
    expect(await ctx.t.app.mailWorker.drain()).toBe(0);
    expect(mails.filter((m) => m.subject === ACK_SUBJECT)).toHaveLength(HOURLY_MAILS_TO_ADDRESS);
    expect(mails.filter((m) => m.to.includes(INBOX))).toHaveLength(sent);
  });
});

describeEachEngine('enquiry mails: what happens next, and who a reply reaches', (engine) => {
  const ctx = useAppWithSmtp(engine, {
    mail: { from: 'no-reply@mentora.test', enquiryInbox: INBOX },
    identity: siteIdentityFromEnv(
      {
        SELLER_LEGAL_NAME: 'Mentora Learning Private Limited',
        SELLER_ADDRESS: '12 Museum Road, Bengaluru 560025',
        SUPPORT_EMAIL: 'help@mentora.in',
        SUPPORT_PHONE: '+91 80 4567 1234',
      },
      { production: false },
    ),
  });

  it('tells the enquirer what happens next and by when; the inbox copy replies to them', async () => {
    const { company: _company, ...withoutCompany } = contact;
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/program-dev-enquiry-email/',
      payload: { ...withoutCompany, program: 'Python', message: 'Are there weekend batches?' },
    });
    expect(response.statusCode).toBe(201);
    await ctx.t.app.mailWorker.drain();
    await ctx.smtp.waitFor(2);

    const [ack] = ctx.smtp.to(contact.email);
    expect(ack!.from).toBe('"Mentora" <no-reply@mentora.test>');
    expect(ack!.text).toMatch(
      /What happens next: a program advisor reads it and replies to this address, or calls the phone number you gave, by the end of \w+day, \d{1,2} \w+\./,
    );

    const [notification] = ctx.smtp.to(INBOX);
    expect(notification!.from).toBe('"Mentora" <no-reply@mentora.test>');
    expect(notification!.replyTo).toBe(contact.email);
    expect(notification!.text).toContain('Are there weekend batches?');
    // No company given: no empty 'Company' line for the staff to puzzle over.
    expect(notification!.text).not.toMatch(/^Company:/m);

    // Signed by the configured business, with a way to reach a person.
    for (const mail of [ack!, notification!]) {
      expect(mail.text).toContain(
        '--\nMentora (Mentora Learning Private Limited)\n12 Museum Road, Bengaluru 560025\nQuestions? help@mentora.in · +91 80 4567 1234',
      );
    }
    expect(ack!.html).toContain('12 Museum Road, Bengaluru 560025');
  });

  it('says the team answers a request to hire it, and names the program once to the inbox', async () => {
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/freelancing-program-dev-enquiry-email/',
      payload: {
        ...contact,
        program: 'Digital Marketing',
        officeMotive: 'More customers from our website',
        preference: 'Remote, within six weeks',
      },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    await ctx.t.app.mailWorker.drain();
    await ctx.smtp.waitFor(2);

    const [ack] = ctx.smtp.to(contact.email);
    const next =
      /What happens next: someone from our team reads it and replies to this address, or calls the phone number you gave, by the end of \w+day, \d{1,2} \w+\./;
    expect(ack!.text).toMatch(next);
    expect(ack!.html).toMatch(next);
    expect(ack!.text).not.toContain('advisor');

    const [notification] = ctx.smtp.to(INBOX);
    expect(notification!.subject).toBe(
      `Freelancing enquiry ENQ-F-${id}: Digital Marketing | Mentora`,
    );
    expect(notification!.text).toContain('Goal: More customers from our website\n');
    expect(notification!.html).toContain('>Goal</th>');
    for (const part of [notification!.text, notification!.html, ack!.text, ack!.html]) {
      expect(part).not.toMatch(/motive/i);
    }
  });
});
