import { afterEach, expect, it, vi } from 'vitest';
import { callAs, signUpAndLogIn } from '../../test/accounts.ts';
import { buyAndPay, insertCohort, insertSession } from '../../test/cohort-enrolment.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';

describeEachEngine('"My programs" with delivery', (engine) => {
  const ctx = useAppWithSmtp(engine);
  afterEach(() => vi.useRealTimers());

  it('shows each enrolment’s next session or self-paced, its progress and its space', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-08T14:00:00.000Z'));
    const app = ctx.t.app;
    const cohort = await insertCohort(app);
    await insertSession(app, cohort, { startsAt: '2026-12-03T13:30:00Z' });
    await insertSession(app, cohort, { startsAt: '2026-12-08T13:30:00Z', topic: 'Module 2' });
    await insertSession(app, cohort, { startsAt: '2026-12-10T13:30:00Z', topic: 'Module 3' });
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    const me = callAs(app, asha);
    await buyAndPay(
      app,
      asha,
      [cohort, null],
      [
        { program: 'Python', plan: 'Pro Plan', plan_paise: 999900 },
        { program: 'Java', plan: 'Basic Plan', plan_paise: 499900 },
      ],
    );
    const modules = (await me.get('/api/learn/python/')).json().modules.length;
    await me.put('/api/learn/python/modules/0/done', {});

    const { results } = (await me.get('/api/enrolments/')).json();
    expect(results).toEqual([
      expect.objectContaining({
        program: 'Python',
        learn_path: '/learn/python',
        self_paced: false,
        // The session in progress is still the one to join.
        next_session: { starts_at: '2026-12-08T13:30:00.000Z', topic: 'Module 2' },
        progress_percent: Math.floor(100 / modules),
      }),
      expect.objectContaining({
        program: 'Java',
        learn_path: '/learn/java',
        self_paced: true,
        next_session: null,
        progress_percent: 0,
      }),
    ]);

    vi.setSystemTime(new Date('2026-12-08T15:30:00.000Z'));
    const later = (await me.get('/api/enrolments/')).json().results[0];
    expect(later.next_session).toEqual({
      starts_at: '2026-12-10T13:30:00.000Z',
      topic: 'Module 3',
    });
  });
});
