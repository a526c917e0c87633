import { afterEach, expect, it, vi } from 'vitest';
import { orderMailSettings } from '../orders/staff-transitions.ts';
import { callAs, signUpAndLogIn } from '../test/accounts.ts';
import { buyAndPay, insertCohort, insertSession } from '../test/cohort-enrolment.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { runSessionReminders } from './session-reminders.ts';

const START = '2026-12-08T13:30:00.000Z';
const HOUR = 60 * 60 * 1000;
const before = (hours: number) => new Date(Date.parse(START) - hours * HOUR);

describeEachEngine('session reminders', (engine) => {
  const ctx = useAppWithSmtp(engine);
  afterEach(() => vi.useRealTimers());

  it('mails each learner 24 hours and 1 hour before, once each, unless they turned reminders off', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T06:00:00.000Z'));
    const app = ctx.t.app;
    const cohort = await insertCohort(app);
    const other = await insertCohort(app);
    const session = await insertSession(app, cohort, { startsAt: START });
    await insertSession(app, cohort, {
      startsAt: '2026-12-08T15:00:00Z',
      status: 'cancelled',
      changeReason: 'Mentor unwell',
    });
    await insertSession(app, other, { startsAt: '2026-12-20T13:30:00Z' });
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    const ravi = await signUpAndLogIn(app, 'ravi@example.com', 'Ravi Kumar');
    await buyAndPay(app, asha, [cohort]);
    await buyAndPay(app, ravi, [cohort]);
    await callAs(app, ravi).put('/api/learn/reminders/', { on: false });
    await app.mailWorker.drain();
    ctx.smtp.messages.length = 0;

    const deps = { db: app.database.db, settings: orderMailSettings(app) };
    const runAt = async (when: Date) => {
      vi.setSystemTime(when);
      return runSessionReminders(deps, when);
    };
    expect(await runAt(before(25))).toBe(0);
    // Two processes at the same moment queue it once (the mails below are counted).
    await Promise.all([runAt(before(24)), runAt(before(24))]);
    // Every later run finds it queued.
    expect(await runAt(before(23.9))).toBe(0);
    expect(await runAt(before(2))).toBe(0);
    expect(await runAt(before(1))).toBe(1);
    expect(await runAt(before(0.5))).toBe(0);
    expect(await runAt(before(-0.1))).toBe(0);
    await app.mailWorker.drain();

    const mails = ctx.smtp.messages;
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [['asha@example.com'], 'Reminder: Python on Tue 8 Dec 2026, 7:00 pm IST | Mentora'],
      [['asha@example.com'], 'Starting in an hour: Python at 7:00 pm IST | Mentora'],
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain('Module 1: Python Basics starts on Tue 8 Dec 2026, 7:00 pm IST');
      expect(mail.text).toContain('http://localhost:3000/learn/python');
      expect(mail.text).toContain(
        'Turn off reminders: one click on "Session reminders" at http://localhost:3000/learn/python#reminders',
      );
    }
    const keys = await app.database.db
      .selectFrom('outbox')
      .select('dedupe_key')
      .where('dedupe_key', 'like', 'session-reminder-%')
      .execute();
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => k.dedupe_key.includes(`-${session}-${START}-`))).toBe(true);
  });

  it('says the real time left when a session moved nearer than an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T06:00:00.000Z'));
    const app = ctx.t.app;
    const cohort = await insertCohort(app);
    await insertSession(app, cohort, { startsAt: START });
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    await buyAndPay(app, asha, [cohort]);
    await app.mailWorker.drain();
    ctx.smtp.messages.length = 0;
    const deps = { db: app.database.db, settings: orderMailSettings(app) };
    // The job first runs 16 minutes before the start (the session was moved, or the job was
    // down): the 1-hour reminder goes now and says so.
    const late = new Date(Date.parse(START) - 16 * 60 * 1000);
    vi.setSystemTime(late);
    expect(await runSessionReminders(deps, late)).toBe(1);
    await app.mailWorker.drain();
    const [mail] = ctx.smtp.to('asha@example.com');
    expect(mail!.subject).toBe('Starting in 16 minutes: Python at 7:00 pm IST | Mentora');
    expect(mail!.text).toContain('Your session starts in 16 minutes, Asha Rao');
  });

  it('carries a one-click unsubscribe that turns the learner’s reminders off, and only theirs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T06:00:00.000Z'));
    const app = ctx.t.app;
    const cohort = await insertCohort(app);
    await insertSession(app, cohort, { startsAt: START });
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    const ravi = await signUpAndLogIn(app, 'ravi@example.com', 'Ravi Kumar');
    await buyAndPay(app, asha, [cohort]);
    await buyAndPay(app, ravi, [cohort]);
    await app.mailWorker.drain();
    ctx.smtp.messages.length = 0;
    const deps = { db: app.database.db, settings: orderMailSettings(app) };
    vi.setSystemTime(before(24));
    expect(await runSessionReminders(deps, before(24))).toBe(2);
    await app.mailWorker.drain();

    const [mail] = ctx.smtp.to('asha@example.com');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(mail!.headers['list-unsubscribe']!)![1]!;
    const url = new URL(link);
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toBe('/api/reminders/off/');
    const path = `${url.pathname}${url.search}`;

    // Opened in a browser it changes nothing and leads to the switch.
    const opened = await app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/learn/python#reminders');

    // A forged or altered token is refused and changes nothing.
    const token = url.searchParams.get('token')!;
    // Asha's signature under another learner's id.
    const forged = token.replace(/^\d+/, (id) => String(Number(id) + 1));
    for (const bad of [forged, `${token}x`, 'nonsense']) {
      const refused = await app.inject({
        method: 'POST',
        url: `/api/reminders/off/?token=${encodeURIComponent(bad)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(refused.statusCode, bad).toBe(404);
    }
    // The mail app's one click: form-encoded, no session.
    const clicked = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json()).toEqual({ reminders_on: false });

    ctx.smtp.messages.length = 0;
    vi.setSystemTime(before(1));
    expect(await runSessionReminders(deps, before(1))).toBe(1);
    await app.mailWorker.drain();
    expect(ctx.smtp.messages.map((m) => m.to)).toEqual([['ravi@example.com']]);
  });

  it('reminds again at a moved session’s new time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T06:00:00.000Z'));
    const app = ctx.t.app;
    const cohort = await insertCohort(app);
    const session = await insertSession(app, cohort, { startsAt: START });
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    await buyAndPay(app, asha, [cohort]);
    const deps = { db: app.database.db, settings: orderMailSettings(app) };

    vi.setSystemTime(before(20));
    expect(await runSessionReminders(deps, before(20))).toBe(1);
    const later = '2026-12-09T13:30:00.000Z';
    await app.database.db
      .updateTable('cohort_sessions')
      .set({ starts_at: later, change_reason: 'Moved a day' })
      .where('id', '=', session)
      .execute();
    // 23.5 hours before the new time: the 24-hour reminder again, for the new time.
    const dayBefore = new Date(Date.parse(later) - 23.5 * HOUR);
    vi.setSystemTime(dayBefore);
    expect(await runSessionReminders(deps, dayBefore)).toBe(1);
    await app.mailWorker.drain();
    const subjects = ctx.smtp
      .to('asha@example.com')
      .map((m) => m.subject)
      .filter((s) => s.startsWith('Reminder'));
    expect(subjects).toEqual([
      'Reminder: Python on Tue 8 Dec 2026, 7:00 pm IST | Mentora',
      'Reminder: Python on Wed 9 Dec 2026, 7:00 pm IST | Mentora',
    ]);
  });
});
