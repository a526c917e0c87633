import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { testConfig } from './test/harness.ts';
import { SmtpCapture } from './test/smtp-capture.ts';
import type { FastifyInstance } from 'fastify';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const INBOX = 'inbox@mentora.test';

/**
 * Two instances of the site, as on two machines: one PostgreSQL schema, one Redis, one SMTP
 * server, each instance with its own pool, rate-limit client and mail worker.
 */
describe.skipIf(!databaseUrl || !redisUrl)('two instances on PostgreSQL and Redis', () => {
  const smtp = new SmtpCapture();
  const schema = `t_multi_${crypto.randomBytes(5).toString('hex')}`;
  const apps: FastifyInstance[] = [];
  const origins: string[] = [];

  beforeAll(async () => {
    await smtp.start();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    for (let i = 0; i < 2; i++) {
      const database = openDatabase({ engine: 'postgres', url: databaseUrl!, schema });
      if (i === 0) await migrateToLatest(database.db);
      const config = testConfig({
        redisUrl,
        // Each test speaks as its own visitors through X-Forwarded-For, as behind a proxy.
        trustProxy: ['loopback'],
        mail: { smtpUrl: smtp.url, enquiryInbox: INBOX },
      });
      const app = await buildApp({ ...config, publicOrigin: 'http://localhost' }, { database });
      await app.listen({ host: '127.0.0.1', port: 0 });
      app.mailWorker.start();
      apps.push(app);
      origins.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await smtp.stop();
    const cleanup = new pg.Client({ connectionString: databaseUrl });
    await cleanup.connect();
    await cleanup.query(`drop schema ${schema} cascade`);
    await cleanup.end();
  });

  const visitor = () =>
    `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  const post = (instance: number, path: string, body: object, headers: Record<string, string>) =>
    fetch(origins[instance] + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('shares sessions: log in on one, use the session on the other, log out there', async () => {
    const ip = { 'x-forwarded-for': visitor() };
    const account = {
      username: 'Two Hosts',
      email: 'two.hosts@example.com',
      phone: '9876543210',
      password: 'correct horse',
    };
    expect((await post(0, '/api/signup/', account, ip)).status).toBe(201);
    const login = await post(
      1,
      '/api/login/',
      { username: account.email, password: account.password },
      ip,
    );
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('session='))!
      .split(';')[0]!;

    const profile = await fetch(`${origins[0]}/api/profile/`, { headers: { cookie } });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { email: string }).email).toBe(account.email);
    expect((await post(0, '/api/logout/', {}, { ...ip, cookie })).status).toBe(200);
    expect((await fetch(`${origins[1]}/api/profile/`, { headers: { cookie } })).status).toBe(401);
  });

  it('counts a rate limit across both instances', async () => {
    const ip = { 'x-forwarded-for': visitor() };
    const enquiry = {
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      company: 'Acme',
      subject: 'Batches',
      message: 'When do the next batches start?',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await post(i % 2, '/api/contact-enquiry-email/', enquiry, ip)).status);
    }
    // The limit is 10 a minute for one address, wherever the requests land.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });

  it('mails each of 200 enquiries split across both exactly once', async () => {
    smtp.messages.length = 0;
    const subjects = Array.from({ length: 200 }, (_, i) => `Split ${i} ${crypto.randomUUID()}`);
    const responses = await Promise.all(
      subjects.map((subject, i) =>
        post(
          i % 2,
          '/api/contact-enquiry-email/',
          {
            name: 'Ravi',
            // An address of its own each: one address gets only a few acknowledgements a day.
            email: `ravi${i}@example.com`,
            phone: '9876543210',
            company: 'Acme',
            subject,
            message: 'Please call me back.',
          },
          { 'x-forwarded-for': visitor() },
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(201));
    // Each enquiry mails the inbox and the enquirer: 400 messages, none twice.
    await smtp.waitFor(400, 60_000);
    // Every queued message marked sent: nothing is left that could arrive twice.
    await expect
      .poll(
        async () => {
          const { n } = await apps[0]!.database.db
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('status', '<>', 'sent')
            .executeTakeFirstOrThrow();
          return Number(n);
        },
        { timeout: 30_000 },
      )
      .toBe(0);
    const forInbox = smtp.to(INBOX).filter((m) => subjects.some((s) => m.subject.includes(s)));
    expect(forInbox).toHaveLength(200);
    expect(new Set(forInbox.map((m) => m.subject)).size).toBe(200);
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(smtp.messages.length);
  }, 90_000);
});
