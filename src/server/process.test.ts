import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn } from './test/accounts.ts';
import { SmtpCapture } from './test/smtp-capture.ts';
import { startServerProcess, type ServerProcess } from './test/server-process.ts';

const INBOX = 'inbox@mentora.test';

/** The real server process: crashes, restarts and several workers, on SQLite in a temp folder. */
describe('the server as a process', () => {
  const smtp = new SmtpCapture();
  const running: ServerProcess[] = [];
  beforeAll(() => smtp.start());
  afterAll(async () => {
    for (const server of running) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await smtp.stop();
  });

  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mentora-process-'));
  const env = (dir: string, extra: Record<string, string> = {}) => ({
    DATA_DIR: dir,
    DATABASE_URL: `sqlite:${path.join(dir, 'app.db')}`,
    SMTP_URL: smtp.url,
    ENQUIRY_INBOX: INBOX,
    TRUST_PROXY: 'loopback',
    ...extra,
  });
  const start = async (...args: Parameters<typeof startServerProcess>) => {
    const server = await startServerProcess(...args);
    running.push(server);
    return server;
  };
  /** Messages in the server's outbox not yet marked sent. */
  const unsentMail = (dir: string) => {
    const db = new Database(path.join(dir, 'app.db'), { readonly: true });
    try {
      const row = db.prepare("SELECT count(*) AS n FROM outbox WHERE status <> 'sent'").get() as {
        n: number;
      };
      return row.n;
    } finally {
      db.close();
    }
  };
  const visitor = () => ({
    'content-type': 'application/json',
    'x-forwarded-for': `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`,
  });

  it('loses nothing it acknowledged when killed with -9 mid-stream', async () => {
    const dir = dataDir();
    let server = await start(env(dir));
    const port = new URL(server.url).port;
    const account = {
      username: 'Crash Test',
      email: 'crash@example.com',
      phone: '9876543210',
      password: 'correct horse',
    };
    await fetch(`${server.url}/api/signup/`, {
      method: 'POST',
      headers: visitor(),
      body: JSON.stringify(account),
    });
    const login = await fetch(`${server.url}/api/login/`, {
      method: 'POST',
      headers: visitor(),
      body: JSON.stringify({ username: account.email, password: account.password }),
    });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('session='))!
      .split(';')[0]!;
    // Only an account that proved its address may order: with the code its sign-up mailed.
    // The code's mail and the welcome: the code is in the one whose subject says so.
    await smtp.waitFor(2, 10_000);
    const codeMail = smtp.to(account.email).find((m) => m.subject.startsWith('Your code'))!;
    const proof = await fetch(`${server.url}/api/email-proof/`, {
      method: 'POST',
      headers: { ...visitor(), cookie },
      body: JSON.stringify({ code: codeIn(codeMail.text) }),
    });
    expect(proof.status).toBe(200);

    const acknowledgedEnquiries: string[] = [];
    const acknowledgedOrders: string[] = [];
    let killed = false;
    const stream = async (lane: number) => {
      for (let i = 0; !killed; i++) {
        try {
          if ((i + lane) % 2 === 0) {
            const subject = `Crash ${lane}-${i} ${crypto.randomUUID()}`;
            const response = await fetch(`${server.url}/api/contact-enquiry-email/`, {
              method: 'POST',
              headers: visitor(),
              body: JSON.stringify({
                name: 'Asha',
                email: 'asha@example.com',
                phone: '9876543210',
                company: 'Acme',
                subject,
                message: 'Hello',
              }),
            });
            if (response.ok) acknowledgedEnquiries.push(subject);
          } else {
            const body = {
              name: 'Crash Test',
              email: account.email,
              address: '1 Test Street',
              phone: '9876543210',
              cart: [{ program: 'Python', plan: 'Basic Plan', plan_paise: 499900 }],
              original_paise: 499900,
              discount_paise: 0,
              total_paise: 499900,
              idempotency_key: crypto.randomUUID(),
            };
            const response = await fetch(`${server.url}/api/checkout-email/`, {
              method: 'POST',
              headers: { ...visitor(), cookie },
              body: JSON.stringify(body),
            });
            if (response.ok) {
              acknowledgedOrders.push(
                ((await response.json()) as { order: { number: string } }).order.number,
              );
            }
          }
        } catch {
          // The process died under this request: it was never acknowledged.
        }
      }
    };
    const lanes = Promise.all([0, 1, 2, 3].map(stream));
    // Killed mid-stream, once it has acknowledged a few of each.
    await expect
      .poll(() => Math.min(acknowledgedEnquiries.length, acknowledgedOrders.length), {
        timeout: 30_000,
        interval: 20,
      })
      .toBeGreaterThan(5);
    server.child.kill('SIGKILL');
    await server.exited;
    killed = true;
    await lanes;
    expect(acknowledgedEnquiries.length).toBeGreaterThan(5);
    expect(acknowledgedOrders.length).toBeGreaterThan(5);

    server = await start(env(dir), Number(port));
    const orders = await fetch(`${server.url}/api/orders/`, { headers: { cookie } });
    const kept = ((await orders.json()) as { results: Array<{ number: string }> }).results.map(
      (o) => o.number,
    );
    expect(kept).toEqual(expect.arrayContaining(acknowledgedOrders));

    // Every acknowledged request's mail goes out, including any the crash interrupted.
    await expect
      .poll(
        () => {
          const subjects = smtp.to(INBOX).map((m) => m.subject);
          const missing = [
            ...acknowledgedEnquiries.filter(
              (s) => !subjects.some((subject) => subject.includes(s)),
            ),
            ...acknowledgedOrders.filter(
              (n) => !subjects.some((subject) => subject.includes(`New order ${n}`)),
            ),
          ];
          return missing.length;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(0);
    server.child.kill('SIGTERM');
    await server.exited;
  }, 90_000);

  it('runs WEB_CONCURRENCY workers on one port, exactly one of them sending mail', async () => {
    const dir = dataDir();
    smtp.messages.length = 0;
    const server = await start(env(dir, { WEB_CONCURRENCY: '2' }));
    await expect
      .poll(() => server.lines.filter((line) => line.includes('is running')).length, {
        timeout: 20_000,
      })
      .toBe(2);
    const running = server.lines
      .filter((line) => line.includes('is running'))
      .map((line) => JSON.parse(line) as { pid: number; mail: string });
    expect(new Set(running.map((r) => r.pid)).size).toBe(2);
    expect(running.filter((r) => r.mail !== 'sent by another process')).toHaveLength(1);

    const subjects = Array.from({ length: 20 }, (_, i) => `Cluster ${i} ${crypto.randomUUID()}`);
    const responses = await Promise.all(
      subjects.map((subject, i) =>
        fetch(`${server.url}/api/contact-enquiry-email/`, {
          method: 'POST',
          headers: visitor(),
          body: JSON.stringify({
            name: 'Ravi',
            // An address of its own each: one address gets only a few acknowledgements a day.
            email: `ravi${i}@example.com`,
            phone: '9876543210',
            company: 'Acme',
            subject,
            message: 'Hi',
          }),
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    await smtp.waitFor(40, 20_000);
    // Every queued message marked sent: nothing is left that could arrive twice.
    await expect.poll(() => unsentMail(dir), { timeout: 20_000 }).toBe(0);
    expect(smtp.messages).toHaveLength(40);
    expect(smtp.to(INBOX).filter((m) => subjects.some((s) => m.subject.includes(s)))).toHaveLength(
      20,
    );

    // SIGTERM to the primary stops every worker.
    server.child.kill('SIGTERM');
    await server.exited;
    expect(server.child.exitCode).toBe(0);
  }, 60_000);
});
