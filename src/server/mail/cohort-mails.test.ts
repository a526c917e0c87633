import { afterEach, expect, it, vi } from 'vitest';
import { signUpAndLogIn } from '../test/accounts.ts';
import { addMentor, buyAndPay, insertCohort, insertSession } from '../test/cohort-enrolment.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';

describeEachEngine('welcome mails when an order is paid', (engine) => {
  const ctx = useAppWithSmtp(engine);
  afterEach(() => vi.useRealTimers());

  it('welcomes the learner once per line: the cohort with its schedule, or self-paced', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T06:00:00.000Z'));
    const app = ctx.t.app;
    const cohort = await insertCohort(app, { startsOn: '2026-12-01' });
    const mentor = await signUpAndLogIn(app, 'meera@example.com', 'Meera Iyer');
    await addMentor(app, cohort, mentor.email);
    await insertSession(app, cohort, { startsAt: '2026-12-01T13:30:00Z' });
    await insertSession(app, cohort, {
      startsAt: '2026-12-03T13:30:00Z',
      topic: 'Module 2: Data Structures and Functions',
    });
    await insertSession(app, cohort, {
      startsAt: '2026-12-08T13:30:00Z',
      status: 'cancelled',
      changeReason: 'Holiday',
    });
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    await buyAndPay(
      app,
      asha,
      [cohort, null],
      [
        { program: 'Python', plan: 'Pro Plan', plan_paise: 999900 },
        { program: 'Java', plan: 'Basic Plan', plan_paise: 499900 },
      ],
    );
    await app.mailWorker.drain();

    const welcomes = ctx.smtp.to('asha@example.com').filter((m) => m.subject.startsWith('Welcome'));
    expect(welcomes.map((m) => m.subject)).toEqual([
      'Welcome to Python: your cohort starts Tue 1 Dec 2026 | Mentora',
      'Welcome to Java: start any day | Mentora',
    ]);
    const [cohortMail, selfPaced] = welcomes;
    expect(cohortMail!.text).toContain('Live sessions: Tue and Thu, 7-9 pm IST.');
    expect(cohortMail!.text).toContain('Mentors: Meera Iyer');
    expect(cohortMail!.text).toContain('Language: English');
    expect(cohortMail!.text).toContain('Tue 1 Dec 2026, 7:00 pm IST: Module 1: Python Basics');
    expect(cohortMail!.text).toContain(
      'Thu 3 Dec 2026, 7:00 pm IST: Module 2: Data Structures and Functions',
    );
    // A cancelled session is not in the schedule.
    expect(cohortMail!.text).not.toContain('8 Dec 2026');
    expect(cohortMail!.text).toContain('http://localhost:3000/learn/python');
    expect(selfPaced!.text).toContain('self-paced: start any day');
    expect(selfPaced!.text).toContain('http://localhost:3000/learn/java');
  });
});
