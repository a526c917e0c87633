import { expect, it } from 'vitest';
import { accountWithRole, callAs, type TestAccount } from '../../test/accounts.ts';
import { addMentor, insertCohort, insertSession } from '../../test/cohort-enrolment.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { enrolledLearner } from '../../test/mentoring.ts';

describeEachEngine('webinars for Premium learners', (engine) => {
  const ctx = useAppWithSmtp(engine);

  const topics = async (as: TestAccount) =>
    (await callAs(ctx.t.app, as).get('/api/learn/python/'))
      .json()
      .sessions.map((s: { topic: string }) => s.topic);
  const feedOf = async (as: TestAccount) => {
    const made = await callAs(ctx.t.app, as).post('/api/learn/calendar-feed/');
    const url = new URL(made.json().calendar_feed_url as string);
    return (await callAs(ctx.t.app, undefined).get(url.pathname)).body;
  };

  it('are marked by staff, then shown to the cohort’s Premium learners only (space and feed)', async () => {
    const app = ctx.t.app;
    const cohort = await insertCohort(app);
    await insertSession(app, cohort, { startsAt: '2026-12-08T13:30:00Z', topic: 'Module 1' });
    const webinar = await insertSession(app, cohort, {
      startsAt: '2026-12-12T13:30:00Z',
      topic: 'Careers in data',
    });
    const pro = await enrolledLearner(app, 'pro@example.com', 'Pro Learner', 'pro', cohort);
    const premium = await enrolledLearner(
      app,
      'prem@example.com',
      'Prem Learner',
      'premium',
      cohort,
    );

    // A mentor of the cohort runs its sessions but does not decide what is a webinar.
    const mentor = await accountWithRole(app, 'mentor', 'meera@mentora.test', 'Meera Iyer');
    await addMentor(app, cohort, mentor.email);
    const path = `/api/cohorts/${cohort}/sessions/${webinar}/`;
    expect((await callAs(app, mentor).patch(path, { premium_only: true })).statusCode).toBe(403);
    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const marked = await staff.patch(path, { premium_only: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().session.premium_only).toBe(true);

    expect(await topics(pro)).toEqual(['Module 1']);
    expect(await topics(premium)).toEqual(['Module 1', 'Careers in data']);
    const seen = (await callAs(app, premium).get('/api/learn/python/')).json().sessions;
    expect(seen.map((s: { webinar: boolean }) => s.webinar)).toEqual([false, true]);
    const proFeed = await feedOf(pro);
    expect(proFeed).toContain('Module 1');
    expect(proFeed).not.toContain('Careers in data');
    expect(await feedOf(premium)).toContain('Careers in data');
    const file = `/api/learn/sessions/${webinar}/calendar.ics`;
    expect((await callAs(app, pro).get(file)).statusCode).toBe(404);
    expect((await callAs(app, premium).get(file)).statusCode).toBe(200);

    // Unmarked, it is an ordinary session again.
    await staff.patch(path, { premium_only: false });
    expect(await topics(pro)).toEqual(['Module 1', 'Careers in data']);
  });
});
