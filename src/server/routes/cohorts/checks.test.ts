import { expect, it } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn } from '../../test/accounts.ts';
import { addMentor, insertCohort } from '../../test/cohort-enrolment.ts';
import { enrolInCohort } from '../../test/cohorts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';

const CHECK = {
  version: null,
  pass_percent: 60,
  max_attempts: 3,
  questions: [
    { kind: 'choice', prompt: 'What does len([1, 2]) give?', options: ['1', '2', '3'], right: 1 },
    { kind: 'short', prompt: 'Which keyword defines a function?', accepted: ['def'] },
  ],
};

describeEachEngine('checks of understanding, for staff and mentors', (engine) => {
  const ctx = useAppWithSmtp(engine);

  it('staff write, replace and remove a module’s check, each change audited', async () => {
    const { app } = ctx.t;
    const staff = callAs(app, await accountWithRole(app, 'staff'));

    const empty = await staff.get('/api/cohorts/checks/python/');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().modules[1]).toEqual({
      index: 1,
      title: 'Data Structures and Functions',
      check: null,
    });

    const saved = await staff.put('/api/cohorts/checks/python/1/', CHECK);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().modules[1].check).toMatchObject({
      version: 1,
      pass_percent: 60,
      max_attempts: 3,
      questions: CHECK.questions,
    });

    // An editor that read no check, or an older version, is told someone changed it.
    const stale = await staff.put('/api/cohorts/checks/python/1/', CHECK);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/changed this check after you opened it/);

    const replaced = await staff.put('/api/cohorts/checks/python/1/', {
      ...CHECK,
      version: 1,
      max_attempts: null,
      questions: [CHECK.questions[1]],
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().modules[1].check).toMatchObject({
      version: 2,
      max_attempts: null,
      questions: [CHECK.questions[1]],
    });

    const removed = await staff.delete('/api/cohorts/checks/python/1/');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().modules[1].check).toBeNull();
    expect((await staff.delete('/api/cohorts/checks/python/1/')).statusCode).toBe(404);

    const audit = await app.database.db
      .selectFrom('audit_log')
      .select(['action', 'record_type'])
      .where('record_type', '=', 'module_check')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['check.save', 'check.save', 'check.remove']);
  });

  it('refuses a bad check with the field at fault, and changes nothing', async () => {
    const { app } = ctx.t;
    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const refused = async (body: object, error: string, field?: string) => {
      const answer = await staff.put('/api/cohorts/checks/python/0/', { ...CHECK, ...body });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toBe(error);
      if (field) expect(answer.json().field).toBe(field);
    };
    await refused({ questions: [] }, 'Add at least one question.', 'questions');
    await refused(
      { questions: [{ kind: 'choice', prompt: 'Pick', options: ['only'], right: 0 }] },
      'Give at least 2 options.',
      'questions.0.options',
    );
    await refused(
      { questions: [{ kind: 'choice', prompt: 'Pick', options: ['a', 'b'], right: 2 }] },
      'Mark the right option.',
      'questions.0.right',
    );
    await refused(
      { questions: [{ kind: 'short', prompt: 'Say', accepted: [] }] },
      'Give at least one accepted answer.',
    );
    await refused({ pass_percent: 0 }, 'The pass mark is at least 1%.', 'pass_percent');
    await refused({ max_attempts: 0 }, 'Allow at least 1 attempt.', 'max_attempts');
    await refused(
      { questions: Array.from({ length: 21 }, () => CHECK.questions[1]) },
      'A check has at most 20 questions.',
    );
    const noModule = await staff.put('/api/cohorts/checks/python/40/', CHECK);
    expect(noModule.statusCode).toBe(400);
    expect(noModule.json().error).toBe('Choose a module of the program.');
    const listed = (await staff.get('/api/cohorts/checks/python/')).json();
    expect(listed.modules.every((m: { check: unknown }) => m.check === null)).toBe(true);
  });

  it('lets a mentor read the checks and results of their own cohort only; learners get nothing', async () => {
    const { app } = ctx.t;
    const staff = callAs(app, await accountWithRole(app, 'staff'));
    expect((await staff.put('/api/cohorts/checks/python/0/', CHECK)).statusCode).toBe(200);
    expect(
      (
        await staff.put('/api/cohorts/checks/python/1/', {
          ...CHECK,
          max_attempts: null,
          questions: [CHECK.questions[1]],
        })
      ).statusCode,
    ).toBe(200);

    const cohort = await insertCohort(app);
    const otherCohort = await insertCohort(app, { startsOn: '2026-12-02' });
    const meera = await accountWithRole(app, 'mentor', 'meera@example.com', 'Meera Iyer');
    const dev = await accountWithRole(app, 'mentor', 'dev@example.com', 'Dev Shah');
    await addMentor(app, cohort, meera.email);
    await addMentor(app, otherCohort, dev.email);
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    const ravi = await signUpAndLogIn(app, 'ravi@example.com', 'Ravi Kumar');
    await enrolInCohort(app, asha, cohort);
    await enrolInCohort(app, ravi, cohort);

    const me = callAs(app, asha);
    const space = (await me.get('/api/learn/python/')).json();
    const v = (i: number) => space.modules[i].check.version;
    // Asha passes module 1 at once; Ravi fails it twice, and never tries module 2.
    expect(
      (await me.post('/api/learn/python/modules/0/check/', { version: v(0), answers: [1, 'def'] }))
        .statusCode,
    ).toBe(200);
    const him = callAs(app, ravi);
    for (let i = 0; i < 2; i++) {
      expect(
        (await him.post('/api/learn/python/modules/0/check/', { version: v(0), answers: [0, 'x'] }))
          .statusCode,
      ).toBe(200);
    }

    const mentor = callAs(app, meera);
    expect((await mentor.get('/api/cohorts/checks/python/')).statusCode).toBe(200);
    expect((await mentor.put('/api/cohorts/checks/python/2/', CHECK)).statusCode).toBe(403);
    expect((await mentor.delete('/api/cohorts/checks/python/0/')).statusCode).toBe(403);
    const results = await mentor.get(`/api/cohorts/${cohort}/checks/`);
    expect(results.statusCode).toBe(200);
    expect(results.json()).toEqual({
      modules: [
        { index: 0, title: 'Python Basics', max_attempts: 3 },
        { index: 1, title: 'Data Structures and Functions', max_attempts: null },
      ],
      learners: [
        {
          id: expect.any(Number),
          name: 'Asha Rao',
          checks: [
            {
              module_index: 0,
              attempts_used: 1,
              passed: true,
              best: { right: 2, total: 2 },
              stuck: false,
            },
            { module_index: 1, attempts_used: 0, passed: false, best: null, stuck: false },
          ],
        },
        {
          id: expect.any(Number),
          name: 'Ravi Kumar',
          checks: [
            {
              module_index: 0,
              attempts_used: 2,
              passed: false,
              best: { right: 0, total: 2 },
              stuck: true,
            },
            { module_index: 1, attempts_used: 0, passed: false, best: null, stuck: false },
          ],
        },
      ],
    });

    // A mentor of another cohort gets 404 for this one; one who teaches no Python cohort, 403.
    expect((await callAs(app, dev).get(`/api/cohorts/${cohort}/checks/`)).statusCode).toBe(404);
    const outsider = await accountWithRole(app, 'mentor', 'sam@example.com', 'Sam Paul');
    expect((await callAs(app, outsider).get('/api/cohorts/checks/python/')).statusCode).toBe(403);
    // Learners reach none of it.
    expect((await me.get('/api/cohorts/checks/python/')).statusCode).toBe(403);
    expect((await me.put('/api/cohorts/checks/python/2/', CHECK)).statusCode).toBe(403);
    expect((await me.get(`/api/cohorts/${cohort}/checks/`)).statusCode).toBe(403);
    expect((await callAs(app, undefined).get('/api/cohorts/checks/python/')).statusCode).toBe(401);
  });
});
