import { expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { ASK, QUESTION, twoCohortsWithLearners } from '../../test/module-questions.ts';

describeEachEngine('questions to mentors, from the learning space', (engine) => {
  const ctx = useAppWithSmtp(engine);

  it('mails the cohort’s mentors and shows the question to its learners only', async () => {
    const { app } = ctx.t;
    const { first, asha, bala, chitra, staff } = await twoCohortsWithLearners(app);
    await app.mailWorker.drain();
    ctx.smtp.messages.length = 0;

    const asked = await asha.post(ASK, { body: `  ${QUESTION}\n\nI tried range(1, 5).  ` });
    expect(asked.statusCode).toBe(201);
    expect(asked.headers['cache-control']).toBe('no-store');
    const body = `${QUESTION}\n\nI tried range(1, 5).`;
    expect(asked.json()).toEqual({
      questions: [
        {
          id: expect.any(Number),
          module_index: 1,
          asker: 'Asha',
          mine: true,
          body,
          asked_at: expect.any(String),
          answers: [],
        },
      ],
    });
    const { id } = asked.json().questions[0];

    await app.mailWorker.drain();
    const mailed = ctx.smtp.to('ravi@example.com');
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.subject).toBe(
      'A question on Data Structures and Functions from Asha | Mentora',
    );
    expect(mailed[0]!.text).toContain(QUESTION);
    expect(mailed[0]!.text).toContain(
      `${app.config.publicOrigin}/staff/cohorts/${first}/questions#question-${id}`,
    );
    // The other cohort's mentor, and the learners, are not mailed.
    expect(ctx.smtp.messages.map((m) => m.to).flat()).toEqual(['ravi@example.com']);

    const seen = await bala.get('/api/learn/python/questions/');
    expect(seen.statusCode).toBe(200);
    expect(seen.json().questions).toEqual([
      expect.objectContaining({ id, asker: 'Asha', mine: false, body, module_index: 1 }),
    ]);
    expect((await chitra.get('/api/learn/python/questions/')).json()).toEqual({ questions: [] });

    const audit = (await staff.get('/api/staff/audit/?record_type=module_question')).json();
    expect(audit.results).toEqual([
      expect.objectContaining({
        action: 'question.ask',
        record_id: String(id),
        actor: expect.objectContaining({ name: 'Asha Rao' }),
      }),
    ]);
  });

  it('is for learners of a cohort of the program', async () => {
    const { app } = ctx.t;
    const { dev, asha } = await twoCohortsWithLearners(app);
    const selfPaced = await dev.post(ASK, { body: QUESTION });
    expect(selfPaced.statusCode).toBe(403);
    expect(selfPaced.json()).toEqual({
      error: 'Questions to mentors are for learners in a cohort: your plan is self-paced.',
    });
    expect((await dev.get('/api/learn/python/questions/')).statusCode).toBe(403);
    const java = await asha.post('/api/learn/java/modules/1/questions/', { body: QUESTION });
    expect(java.statusCode).toBe(403);
    expect(java.json().program_path).toBe('/java');
    expect(
      (await asha.post('/api/learn/nothing/modules/1/questions/', { body: QUESTION })).statusCode,
    ).toBe(404);
    const noModule = await asha.post('/api/learn/python/modules/8/questions/', { body: QUESTION });
    expect(noModule.statusCode).toBe(400);
    expect(noModule.json()).toEqual({ error: 'Python has modules 1 to 8.', field: 'index' });
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: '/api/learn/python/questions/' })).statusCode,
    ).toBe(401);
    expect((await asha.get('/api/learn/python/questions/')).json()).toEqual({ questions: [] });
  });

  it('refuses a question too short, too long or with control characters, and more than 5 an hour', async () => {
    const { app } = ctx.t;
    const { asha } = await twoCohortsWithLearners(app);
    await app.mailWorker.drain();
    ctx.smtp.messages.length = 0;
    const refusals = [
      [{ body: '   ' }, 'Write your question.'],
      [{ body: 'Why?' }, 'Write at least 10 characters, so your mentor knows what you are asking.'],
      [{ body: 'x'.repeat(2001) }, 'Your question must be at most 2000 characters.'],
      [
        { body: 'Why does this \u202Eprint backwards?' },
        'Your question has a character that is not text (such as a control character or half of an emoji). Type it again.',
      ],
    ] as const;
    for (const [payload, error] of refusals) {
      const refused = await asha.post(ASK, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error, field: 'body' });
    }
    expect((await asha.get('/api/learn/python/questions/')).json()).toEqual({ questions: [] });

    // Four were refused already: they count towards the hour's five.
    expect((await asha.post(ASK, { body: QUESTION })).statusCode).toBe(201);
    const limited = await asha.post(ASK, { body: `${QUESTION} Again.` });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await asha.get('/api/learn/python/questions/')).json().questions).toHaveLength(1);
    await app.mailWorker.drain();
    expect(ctx.smtp.to('ravi@example.com')).toHaveLength(1);
  });

  it('puts a learner’s questions in their data, and takes them away with their account', async () => {
    const { app } = ctx.t;
    const { asha, bala } = await twoCohortsWithLearners(app);
    expect((await asha.post(ASK, { body: QUESTION })).statusCode).toBe(201);

    const data = (await asha.get('/api/account/data/')).json();
    expect(data.learning.questions_asked).toEqual([
      expect.objectContaining({ program: 'python', module: 2, body: QUESTION, hidden_at: null }),
    ]);
    expect(data.learning.check_attempts).toEqual([]);

    const deleted = await asha.post('/api/account/delete/', {
      password: TEST_PASSWORD,
      confirm: 'DELETE',
    });
    expect(deleted.statusCode).toBe(200);
    expect((await bala.get('/api/learn/python/questions/')).json()).toEqual({ questions: [] });
  });
});
