import { afterEach, expect, it, vi } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn, type TestAccount } from '../../test/accounts.ts';
import {
  addMentor,
  buyAndPay,
  insertCohort,
  insertSession,
  refundOrder,
} from '../../test/cohort-enrolment.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';

const MEETING = 'https://meet.example.com/python-dec';
const START = '2026-12-08T13:30:00.000Z';
const MINUTE = 60 * 1000;
const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE);

describeEachEngine("the learner's space", (engine) => {
  const ctx = useAppWithSmtp(engine);
  afterEach(() => vi.useRealTimers());
  const learner = (email: string, name: string) => signUpAndLogIn(ctx.t.app, email, name);

  it('is for signed-in learners enrolled in the program, until a refund', async () => {
    const app = ctx.t.app;
    expect((await callAs(app, undefined).get('/api/learn/python/')).statusCode).toBe(401);

    const asha = await learner('asha@example.com', 'Asha Rao');
    const me = callAs(app, asha);
    const refused = await me.get('/api/learn/python/');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'You are not enrolled in Python. Its page shows the plans and how to join.',
      program_path: '/python',
    });
    expect((await me.get('/api/learn/no-such-program/')).statusCode).toBe(404);

    const number = await buyAndPay(app, asha);
    const space = await me.get('/api/learn/python/');
    expect(space.statusCode).toBe(200);
    expect(space.headers['cache-control']).toBe('no-store');
    expect(space.json()).toMatchObject({
      program: { name: 'Python', slug: 'python', path: '/python' },
      plan: 'Pro Plan',
      order_number: number,
      cohort: null,
      next_session: null,
      sessions: [],
      progress: { done: 0, percent: 0, continue_index: 0 },
      reminders_on: true,
      calendar_feed_url: null,
    });
    // Any spelling of the program reaches the same space; another program stays closed.
    expect((await me.get('/api/learn/Python/')).statusCode).toBe(200);
    expect((await me.get('/api/learn/java/')).statusCode).toBe(403);

    await refundOrder(app, number);
    const after = await me.get('/api/learn/python/');
    expect(after.statusCode).toBe(403);
    expect(after.json().program_path).toBe('/python');
  });

  it('shows the cohort, its schedule and the join link only from 15 minutes before to the end', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T06:00:00.000Z'));
    const app = ctx.t.app;
    const cohort = await insertCohort(app);
    const other = await insertCohort(app, { startsOn: '2026-12-02', language: 'Hindi' });
    const mentor = await learner('meera@example.com', 'Meera Iyer');
    await addMentor(app, cohort, mentor.email);
    await insertSession(app, cohort, {
      startsAt: '2026-12-01T13:30:00Z',
      recordingUrl: 'https://video.example.com/rec-1',
    });
    const next = await insertSession(app, cohort, {
      startsAt: START,
      topic: 'Module 2: Data Structures and Functions',
      moduleIndex: 1,
      meetingUrl: MEETING,
    });
    await insertSession(app, cohort, {
      startsAt: '2026-12-10T13:30:00Z',
      status: 'cancelled',
      changeReason: 'Mentor unwell',
    });
    await insertSession(app, cohort, {
      startsAt: '2026-12-15T14:30:00Z',
      changeReason: 'Moved an hour later for the holiday',
    });
    await insertSession(app, other, { startsAt: START, meetingUrl: MEETING });

    const asha = await learner('asha@example.com', 'Asha Rao');
    const ravi = await learner('ravi@example.com', 'Ravi Kumar');
    const sara = await learner('sara@example.com', 'Sara Khan');
    await buyAndPay(app, asha, [cohort]);
    await buyAndPay(app, ravi, [other]);
    await buyAndPay(app, sara, [null]);

    const spaceAt = async (account: TestAccount, when: Date) => {
      vi.setSystemTime(when);
      const response = await callAs(app, account).get('/api/learn/python/');
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    const before = await spaceAt(asha, at(START, -16));
    expect(before.cohort).toEqual({
      id: cohort,
      starts_on: '2026-12-01',
      schedule: 'Tue and Thu, 7-9 pm IST',
      language: 'English',
      mentors: ['Meera Iyer'],
    });
    expect(before.next_session).toMatchObject({
      id: next,
      starts_at: START,
      ends_at: '2026-12-08T15:30:00.000Z',
      topic: 'Module 2: Data Structures and Functions',
      join_url: null,
      calendar_url: `/api/learn/sessions/${next}/calendar.ics`,
    });
    expect(JSON.stringify(before)).not.toContain(MEETING);
    expect(before.sessions.map((s: { status: string }) => s.status)).toEqual([
      'scheduled',
      'scheduled',
      'cancelled',
      'scheduled',
    ]);
    expect(before.sessions.map((s: { ended: boolean }) => s.ended)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(before.sessions[0].recording_url).toBe('https://video.example.com/rec-1');
    expect(before.sessions[2].change_reason).toBe('Mentor unwell');
    expect(before.sessions[3].change_reason).toBe('Moved an hour later for the holiday');

    expect((await spaceAt(asha, at(START, -15))).next_session.join_url).toBe(MEETING);
    expect((await spaceAt(asha, at(START, 119))).next_session.join_url).toBe(MEETING);
    const ended = await spaceAt(asha, at(START, 120));
    expect(ended.next_session.starts_at).toBe('2026-12-15T14:30:00.000Z');
    expect(JSON.stringify(ended)).not.toContain(MEETING);

    // Another cohort of the same program, and a self-paced learner, never get this link.
    const otherCohort = await spaceAt(ravi, at(START, -5));
    expect(otherCohort.cohort.language).toBe('Hindi');
    expect(otherCohort.sessions).toHaveLength(1);
    expect(otherCohort.sessions[0].id).not.toBe(next);
    const selfPaced = await spaceAt(sara, at(START, -5));
    expect(selfPaced).toMatchObject({ cohort: null, next_session: null, sessions: [] });
    expect(JSON.stringify(selfPaced)).not.toContain('meet.example.com');
  });

  it('marks modules done and not done, and says where to continue', async () => {
    const app = ctx.t.app;
    const asha = await learner('asha@example.com', 'Asha Rao');
    const me = callAs(app, asha);
    await buyAndPay(app, asha);
    const { modules } = (await me.get('/api/learn/python/')).json();
    expect(modules[0]).toMatchObject({ index: 0, title: 'Python Basics', done: false });
    const total = modules.length;

    const first = await me.put('/api/learn/python/modules/0/done', {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      done: 1,
      total,
      percent: Math.floor(100 / total),
      continue_index: 1,
    });
    // Marking it again changes nothing.
    expect((await me.put('/api/learn/python/modules/0/done', {})).json().done).toBe(1);
    await me.put('/api/learn/python/modules/2/done', {});
    const space = (await me.get('/api/learn/python/')).json();
    expect(space.progress).toEqual({
      done: 2,
      total,
      percent: Math.floor(200 / total),
      continue_index: 1,
    });
    expect(space.modules.map((m: { done: boolean }) => m.done).slice(0, 3)).toEqual([
      true,
      false,
      true,
    ]);

    const undone = await me.delete('/api/learn/python/modules/0/done');
    expect(undone.json()).toMatchObject({ done: 1, continue_index: 0 });

    for (const index of [String(total), '-1', 'two', '1.5']) {
      const bad = await me.put(`/api/learn/python/modules/${index}/done`, {});
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toEqual(expect.any(String));
    }
    expect((await me.put(`/api/learn/python/modules/${total}/done`, {})).json().error).toBe(
      `Python has modules 1 to ${total}.`,
    );
    expect((await me.put('/api/learn/java/modules/0/done', {})).statusCode).toBe(403);
    expect(
      (await callAs(app, undefined).put('/api/learn/python/modules/0/done', {})).statusCode,
    ).toBe(401);

    for (let i = 0; i < total; i += 1) await me.put(`/api/learn/python/modules/${i}/done`, {});
    expect((await me.get('/api/learn/python/')).json().progress).toEqual({
      done: total,
      total,
      percent: 100,
      continue_index: null,
    });
  });

  it('shows the modules of the syllabus the owner publishes, not those the program began with', async () => {
    const app = ctx.t.app;
    const asha = await learner('asha@example.com', 'Asha Rao');
    const me = callAs(app, asha);
    await buyAndPay(app, asha);
    const before = (await me.get('/api/learn/python/')).json().modules;

    const owner = callAs(app, await accountWithRole(app, 'owner'));
    const python = '/api/staff/catalogue/programs/python';
    const published = (await owner.get(`${python}/`)).json().published;
    const [first, ...rest] = published.syllabus;
    const syllabus = [{ ...first, title: 'Python from Zero' }, ...rest];
    if (syllabus.length < 8) syllabus.push({ title: 'Capstone week', topics: ['Demo day'] });
    expect((await owner.put(`${python}/draft/`, { ...published, syllabus })).statusCode).toBe(200);
    expect((await owner.post(`${python}/publish/`)).statusCode).toBe(200);

    const after = (await me.get('/api/learn/python/')).json().modules;
    expect(after.map((m: { title: string }) => m.title)).toEqual(
      syllabus.map((m: { title: string }) => m.title),
    );
    expect(after.length).toBe(syllabus.length);
    expect(before[0].title).toBe('Python Basics');
  });

  it('turns session reminders off and on', async () => {
    const app = ctx.t.app;
    const asha = await learner('asha@example.com', 'Asha Rao');
    const me = callAs(app, asha);
    await buyAndPay(app, asha);
    const off = await me.put('/api/learn/reminders/', { on: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ reminders_on: false });
    expect((await me.get('/api/learn/python/')).json().reminders_on).toBe(false);
    expect((await me.put('/api/learn/reminders/', { on: 'no' })).statusCode).toBe(400);
    expect((await me.put('/api/learn/reminders/', { on: true })).json()).toEqual({
      reminders_on: true,
    });
    expect((await me.get('/api/learn/python/')).json().reminders_on).toBe(true);
    expect(
      (await callAs(app, undefined).put('/api/learn/reminders/', { on: false })).statusCode,
    ).toBe(401);
  });
});
