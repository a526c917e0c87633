import { expect, it } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn } from '../../test/accounts.ts';
import { insertCohort } from '../../test/cohort-enrolment.ts';
import { enrolInCohort } from '../../test/cohorts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';

const QUESTIONS = [
  {
    kind: 'choice',
    prompt: 'Which one is a list?',
    options: ['(1, 2)', '[1, 2]', '{1, 2}'],
    right: 1,
  },
  { kind: 'short', prompt: 'Which keyword defines a function?', accepted: ['def'] },
  { kind: 'short', prompt: 'What does print say for 1 + 1?', accepted: ['2', 'two'] },
];
const CHECK = { version: null, pass_percent: 60, max_attempts: 3, questions: QUESTIONS };

describeEachEngine('a module’s check of understanding, for learners', (engine) => {
  const ctx = useAppWithSmtp(engine);

  /** A Python cohort learner, and a check on module 2 as staff saved it. */
  const setUp = async (check: object = CHECK) => {
    const { app } = ctx.t;
    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const saved = await staff.put('/api/cohorts/checks/python/1/', check);
    expect(saved.statusCode).toBe(200);
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    await enrolInCohort(app, asha, await insertCohort(app));
    return callAs(app, asha);
  };
  const answer = (me: ReturnType<typeof callAs>, answers: unknown[], version = 1) =>
    me.post('/api/learn/python/modules/1/check/', { version, answers });

  it('serves the questions without the answers, and passing marks the module done', async () => {
    const me = await setUp();
    const space = await me.get('/api/learn/python/');
    const module = space.json().modules[1];
    expect(module.check).toEqual({
      version: 1,
      pass_percent: 60,
      right_needed: 2,
      max_attempts: 3,
      questions: [
        { kind: 'choice', prompt: 'Which one is a list?', options: ['(1, 2)', '[1, 2]', '{1, 2}'] },
        { kind: 'short', prompt: 'Which keyword defines a function?', options: null },
        { kind: 'short', prompt: 'What does print say for 1 + 1?', options: null },
      ],
      attempts_used: 0,
      attempts_left: 3,
      best: null,
      passed: false,
      right_answers: null,
    });
    expect(space.body).not.toContain('"right"');
    expect(space.body).not.toContain('"def"');
    expect(space.json().modules[0].check).toBeNull();

    // 'Mark as done' is for modules without a check.
    const byHand = await me.put('/api/learn/python/modules/1/done', {});
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().error).toBe(
      'This module has a check of understanding: pass it to mark the module done.',
    );
    expect((await me.put('/api/learn/python/modules/0/done', {})).statusCode).toBe(200);

    const wrong = await answer(me, [0, 'define', '3']);
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({
      right: 0,
      total: 3,
      right_needed: 2,
      passed: false,
      wrong: [0, 1, 2],
      attempts_used: 1,
      attempts_left: 2,
      right_answers: null,
      progress: { done: 1 },
    });
    expect((await me.get('/api/learn/python/')).json().modules[1]).toMatchObject({
      done: false,
      check: { attempts_used: 1, attempts_left: 2, best: { right: 0, total: 3 }, passed: false },
    });

    // Short answers are compared trimmed, ignoring case and runs of spaces.
    const passed = await answer(me, [1, '  DEF ', 'Two']);
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toMatchObject({
      right: 3,
      passed: true,
      wrong: [],
      attempts_used: 2,
      attempts_left: 1,
      right_answers: [['[1, 2]'], ['def'], ['2', 'two']],
      progress: { done: 2 },
    });
    const after = (await me.get('/api/learn/python/')).json();
    expect(after.modules[1]).toMatchObject({
      done: true,
      check: {
        passed: true,
        best: { right: 3, total: 3 },
        right_answers: [['[1, 2]'], ['def'], ['2', 'two']],
      },
    });
    expect(after.progress.done).toBe(2);

    // A passed check is not taken again, and its module stays done.
    const again = await answer(me, [1, 'def', '2']);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You have passed this check already: the module is done.');
    const undo = await me.delete('/api/learn/python/modules/1/done');
    expect(undo.statusCode).toBe(409);
    expect((await me.get('/api/learn/python/')).json().modules[1].done).toBe(true);
  });

  it('refuses missing answers, unknown options and a changed check, counting no attempt', async () => {
    const me = await setUp();
    const refused = async (answers: unknown[], status: number, error: string, version = 1) => {
      const reply = await answer(me, answers, version);
      expect(reply.statusCode).toBe(status);
      expect(reply.json().error).toBe(error);
    };
    await refused([1, 'def'], 400, 'Write an answer to question 3.');
    await refused([1, 'def', '   '], 400, 'Write an answer to question 3.');
    await refused([5, 'def', '2'], 400, 'Question 1 has no such option.');
    await refused(['[1, 2]', 'def', '2'], 400, 'Choose an answer to question 1.');
    await refused([1, 'def', '2', 'more'], 400, 'The check has 3 questions; 4 answers were sent.');
    await refused(
      [1, 'def', '2'],
      409,
      'This check was changed after you opened it. Load the page again to answer the new questions.',
      2,
    );
    const missing = await me.post('/api/learn/python/modules/1/check/', { version: 1 });
    expect(missing.statusCode).toBe(400);
    expect(
      (await me.post('/api/learn/python/modules/0/check/', { version: 1, answers: [] })).statusCode,
    ).toBe(404);
    expect(
      (await me.post('/api/learn/python/modules/40/check/', { version: 1, answers: [] }))
        .statusCode,
    ).toBe(400);
    expect((await me.get('/api/learn/python/')).json().modules[1].check.attempts_used).toBe(0);

    const stranger = await signUpAndLogIn(ctx.t.app, 'ravi@example.com', 'Ravi Kumar');
    expect((await answer(callAs(ctx.t.app, stranger), [1, 'def', '2'])).statusCode).toBe(403);
    expect((await answer(callAs(ctx.t.app, undefined), [1, 'def', '2'])).statusCode).toBe(401);
  });

  it('refuses attempts beyond the limit, then shows the right answers', async () => {
    const me = await setUp({ ...CHECK, max_attempts: 2 });
    expect((await answer(me, [0, 'x', 'y'])).json().attempts_left).toBe(1);
    const last = await answer(me, [1, 'x', 'y']);
    expect(last.json()).toMatchObject({
      right: 1,
      passed: false,
      wrong: [1, 2],
      attempts_left: 0,
      right_answers: [['[1, 2]'], ['def'], ['2', 'two']],
    });
    const beyond = await answer(me, [1, 'def', '2']);
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().error).toBe('You have used all 2 attempts at this check.');
    const module = (await me.get('/api/learn/python/')).json().modules[1];
    expect(module).toMatchObject({
      done: false,
      check: { attempts_used: 2, attempts_left: 0, passed: false, best: { right: 1, total: 3 } },
    });
  });

  it('never stores more attempts than allowed, even when they arrive at once', async () => {
    const me = await setUp({ ...CHECK, max_attempts: 2 });
    const replies = await Promise.all(Array.from({ length: 6 }, () => answer(me, [0, 'x', 'y'])));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(2);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    const stored = await ctx.t.app.database.db
      .selectFrom('module_check_attempts')
      .select('attempt')
      .orderBy('attempt')
      .execute();
    expect(stored.length).toBe(codes.filter((c) => c === 200).length);
    expect(stored.map((a) => a.attempt)).toEqual(stored.map((_, i) => i + 1));
    expect((await me.get('/api/learn/python/')).json().modules[1].check.attempts_used).toBe(
      stored.length,
    );
  });
});
