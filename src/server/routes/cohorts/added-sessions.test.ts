import { expect, it } from 'vitest';
import { findProgram } from '../../../domain/catalogue/programs.ts';
import { istParts } from '../../../domain/delivery/session-time.ts';
import { upcomingCohorts } from '../../repositories/upcoming-cohorts.ts';
import { accountWithRole, callAs, type TestAccount } from '../../test/accounts.ts';
import { addMentor, insertCohort, insertSession } from '../../test/cohort-enrolment.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { enrolledLearner } from '../../test/mentoring.ts';

const DAY = 86_400_000;
/** An instant `days` from now at 19:00 IST, as ISO. */
const daysAhead = (days: number) => {
  const { date } = istParts(new Date(Date.now() + days * DAY).toISOString());
  return new Date(`${date}T13:30:00Z`).toISOString();
};
const at = (iso: string) => istParts(iso);

describeEachEngine('sessions added to a running cohort', (engine) => {
  const ctx = useAppWithSmtp(engine);

  const topics = async (as: TestAccount) =>
    (await callAs(ctx.t.app, as).get('/api/learn/python/'))
      .json()
      .sessions.map((s: { topic: string }) => s.topic);
  const subjectsTo = async (to: string) =>
    (
      await ctx.t.app.database.db
        .selectFrom('outbox')
        .select('subject')
        .where('to_address', '=', to)
        .where('dedupe_key', 'like', 'session-%')
        .orderBy('id')
        .execute()
    ).map((m) => m.subject);
  const feedOf = async (as: TestAccount) => {
    const made = await callAs(ctx.t.app, as).post('/api/learn/calendar-feed/');
    const url = new URL(made.json().calendar_feed_url as string);
    return (await callAs(ctx.t.app, undefined).get(url.pathname)).body;
  };
  const sessionCount = async () =>
    Number(
      (
        await ctx.t.app.database.db
          .selectFrom('cohort_sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A cohort already running: one class behind it, two to come. */
  async function runningCohort() {
    const app = ctx.t.app;
    const cohort = await insertCohort(app);
    await insertSession(app, cohort, { startsAt: daysAhead(-2), topic: 'Module 1' });
    await insertSession(app, cohort, { startsAt: daysAhead(2), topic: 'Module 2' });
    await insertSession(app, cohort, { startsAt: daysAhead(9), topic: 'Module 3' });
    return cohort;
  }

  it('takes a one-off class that every learner sees and is mailed, keeping the rest', async () => {
    const app = ctx.t.app;
    const cohort = await runningCohort();
    const pro = await enrolledLearner(app, 'pro@example.com', 'Pro Learner', 'pro', cohort);
    const staff = callAs(app, await accountWithRole(app, 'staff'));

    const pattern = { days: [2], time: '19:00', minutes: 120, count: 2 };
    const again = await staff.post(`/api/cohorts/${cohort}/sessions/generate/`, pattern);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain('Add one more with “Add a session”');

    const when = daysAhead(5);
    const added = await staff.post(`/api/cohorts/${cohort}/sessions/`, {
      ...at(when),
      minutes: 90,
      topic: 'Make-up class: loops',
      module_index: 1,
      meeting_url: 'https://meet.example.com/makeup',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().session).toMatchObject({
      starts_at: when,
      minutes: 90,
      topic: 'Make-up class: loops',
      module_index: 1,
      premium_only: false,
      webinar_id: null,
    });
    expect(await topics(pro)).toEqual(['Module 1', 'Module 2', 'Make-up class: loops', 'Module 3']);
    expect(await subjectsTo(pro.email)).toEqual([
      expect.stringMatching(/^Python: a new session on .* IST \| Mentora$/),
    ]);
    const audit = await app.database.db
      .selectFrom('audit_log')
      .select(['action', 'record_type'])
      .where('action', '=', 'session.add')
      .execute();
    expect(audit).toEqual([{ action: 'session.add', record_type: 'session' }]);
  });

  it('refuses a past time, an unknown module and a mentor, changing nothing', async () => {
    const app = ctx.t.app;
    const cohort = await runningCohort();
    const mentor = await accountWithRole(app, 'mentor', 'meera@mentora.test', 'Meera Iyer');
    await addMentor(app, cohort, mentor.email);
    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const body = { ...at(daysAhead(3)), minutes: 60, topic: 'Guest talk' };
    const before = await sessionCount();

    const past = await staff.post(`/api/cohorts/${cohort}/sessions/`, {
      ...body,
      ...at(daysAhead(-1)),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe('Choose a time in the future.');
    const module = await staff.post(`/api/cohorts/${cohort}/sessions/`, {
      ...body,
      module_index: 40,
    });
    expect(module.statusCode).toBe(400);
    expect(
      (await callAs(app, mentor).post(`/api/cohorts/${cohort}/sessions/`, body)).statusCode,
    ).toBe(403);
    expect(
      (await staff.post(`/api/cohorts/${cohort}/sessions/`, { ...body, minutes: 5 })).statusCode,
    ).toBe(400);
    expect(await sessionCount()).toBe(before);
  });

  it('holds a webinar for the Premium learners of each cohort still taught, and removes nothing', async () => {
    const app = ctx.t.app;
    const first = await runningCohort();
    const second = await insertCohort(app, { startsOn: daysAhead(20).slice(0, 10) });
    const over = await insertCohort(app, { startsOn: '2026-10-01' });
    await insertSession(app, over, { startsAt: daysAhead(-30), topic: 'Long ago' });
    const java = await insertCohort(app, { program: 'java' });

    const pro = await enrolledLearner(app, 'pro@example.com', 'Pro Learner', 'pro', first);
    const premium = await enrolledLearner(app, 'prem@example.com', 'Prem One', 'premium', first);
    const later = await enrolledLearner(app, 'later@example.com', 'Prem Two', 'premium', second);
    const alumnus = await enrolledLearner(app, 'old@example.com', 'Prem Old', 'premium', over);
    const proBefore = await topics(pro);

    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const when = daysAhead(4);
    const webinar = { program: 'python', ...at(when), minutes: 60, topic: 'Careers in data' };
    const mentor = await accountWithRole(app, 'mentor', 'meera@mentora.test', 'Meera Iyer');
    await addMentor(app, first, mentor.email);
    expect((await callAs(app, mentor).post('/api/cohorts/webinars/', webinar)).statusCode).toBe(
      403,
    );

    const added = await staff.post('/api/cohorts/webinars/', webinar);
    expect(added.statusCode, added.body).toBe(201);
    const copies = added.json().sessions as { cohort_id: number; session_id: number }[];
    expect(copies.map((c) => c.cohort_id)).toEqual([first, second]);
    expect(copies.map((c) => c.cohort_id)).not.toContain(java);

    // Nothing is taken from the Pro learner: their schedule is as it was.
    expect(await topics(pro)).toEqual(proBefore);
    expect(await topics(premium)).toEqual(['Module 1', 'Module 2', 'Careers in data', 'Module 3']);
    expect(await topics(later)).toEqual(['Careers in data']);
    expect(await topics(alumnus)).toEqual(['Long ago']);
    const seen = (await callAs(app, premium).get('/api/learn/python/')).json().sessions;
    expect(seen.find((s: { topic: string }) => s.topic === 'Careers in data').webinar).toBe(true);

    expect(await feedOf(premium)).toContain('Careers in data');
    expect(await feedOf(pro)).not.toContain('Careers in data');
    const file = `/api/learn/sessions/${copies[0]!.session_id}/calendar.ics`;
    expect((await callAs(app, pro).get(file)).statusCode).toBe(404);
    expect((await callAs(app, premium).get(file)).statusCode).toBe(200);

    expect(await subjectsTo(pro.email)).toEqual([]);
    expect(await subjectsTo(alumnus.email)).toEqual([]);
    for (const learner of [premium, later]) {
      expect(await subjectsTo(learner.email)).toEqual([
        expect.stringMatching(/^Python: a new webinar on /),
      ]);
    }

    // The roster of a webinar is its Premium learners.
    const detail = (
      await staff.get(`/api/cohorts/${first}/sessions/${copies[0]!.session_id}/`)
    ).json();
    expect(detail.roster.map((r: { name: string }) => r.name)).toEqual(['Prem One']);
  });

  it('moves, relinks and cancels a webinar in every cohort, telling its Premium learners only', async () => {
    const app = ctx.t.app;
    const first = await runningCohort();
    const second = await insertCohort(app, { startsOn: daysAhead(20).slice(0, 10) });
    const pro = await enrolledLearner(app, 'pro@example.com', 'Pro Learner', 'pro', first);
    const premium = await enrolledLearner(app, 'prem@example.com', 'Prem One', 'premium', first);
    const later = await enrolledLearner(app, 'later@example.com', 'Prem Two', 'premium', second);
    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const added = await staff.post('/api/cohorts/webinars/', {
      program: 'python',
      ...at(daysAhead(4)),
      minutes: 60,
      topic: 'Careers in data',
    });
    const [one, two] = added.json().sessions as { cohort_id: number; session_id: number }[];
    const pathOf = (c: { cohort_id: number; session_id: number }) =>
      `/api/cohorts/${c.cohort_id}/sessions/${c.session_id}/`;

    const linked = await staff.patch(pathOf(one!), { meeting_url: 'https://meet.example.com/web' });
    expect(linked.statusCode).toBe(200);
    expect((await staff.get(pathOf(two!))).json().session.meeting_url).toBe(
      'https://meet.example.com/web',
    );

    const to = daysAhead(6);
    const moved = await staff.post(`${pathOf(one!)}move/`, { ...at(to), reason: 'Guest delayed' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await staff.get(pathOf(two!))).json().session.starts_at).toBe(to);
    for (const learner of [premium, later]) {
      expect((await subjectsTo(learner.email)).at(-1)).toContain('a session moved to');
    }
    expect(await subjectsTo(pro.email)).toEqual([]);

    const cancelled = await staff.post(`${pathOf(two!)}cancel/`, { reason: 'Guest is unwell' });
    expect(cancelled.statusCode).toBe(200);
    expect((await staff.get(pathOf(one!))).json().session.status).toBe('cancelled');
    expect((await subjectsTo(premium.email)).at(-1)).toContain('is cancelled');
    expect(await subjectsTo(pro.email)).toEqual([]);
  });

  it('answers 409 when no cohort of the program is taught at the webinar’s time', async () => {
    const app = ctx.t.app;
    const over = await insertCohort(app, { startsOn: '2026-10-01' });
    await insertSession(app, over, { startsAt: daysAhead(-30), topic: 'Long ago' });
    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const before = await sessionCount();
    const refused = await staff.post('/api/cohorts/webinars/', {
      program: 'python',
      ...at(daysAhead(4)),
      minutes: 60,
      topic: 'Careers in data',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('would reach no one');
    expect(await sessionCount()).toBe(before);
    const unknown = await staff.post('/api/cohorts/webinars/', {
      program: 'astrology',
      ...at(daysAhead(4)),
      minutes: 60,
      topic: 'Careers',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('does not start a cohort by a webinar held before its first class, nor list it for sale', async () => {
    const app = ctx.t.app;
    const cohort = await insertCohort(app, { startsOn: daysAhead(10).slice(0, 10) });
    await insertSession(app, cohort, { startsAt: daysAhead(10), topic: 'Module 1' });
    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const added = await staff.post('/api/cohorts/webinars/', {
      program: 'python',
      ...at(daysAhead(2)),
      minutes: 60,
      topic: 'Meet your mentors',
    });
    expect(added.statusCode).toBe(201);
    // Two days on, the webinar has begun; the cohort's classes have not.
    const later = new Date(Date.now() + 3 * DAY);
    const listed = await upcomingCohorts(app.database.db, findProgram('python')!, later);
    expect(listed.map((l) => l.cohort.id)).toEqual([cohort]);
    // Its timetable is the classes' days: not the webinar's, eight days earlier.
    const classDay = new Date(`${at(daysAhead(10)).date}T00:00:00Z`).getUTCDay();
    expect(listed[0]!.timetable?.days).toEqual([classDay]);
  });
});
