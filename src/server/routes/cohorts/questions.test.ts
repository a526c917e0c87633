import { expect, it } from 'vitest';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { ASK, QUESTION, twoCohortsWithLearners } from '../../test/module-questions.ts';

const ANSWER = 'range(1, 5) stops before 5: write range(1, 6) to include it.';

describeEachEngine('answering and hiding questions in the console', (engine) => {
  const ctx = useAppWithSmtp(engine);

  /** The cohorts, and Asha's question in the first. */
  async function asked() {
    const { app } = ctx.t;
    const people = await twoCohortsWithLearners(app);
    const { id } = (await people.asha.post(ASK, { body: QUESTION })).json().questions[0];
    await app.mailWorker.drain();
    ctx.smtp.messages.length = 0;
    const path = `/api/cohorts/${people.first}/questions/${id}/`;
    return { ...people, id, path };
  }

  it('lets the cohort’s mentor answer, mails the learner, and shows the answer to the cohort', async () => {
    const { app } = ctx.t;
    const { first, second, ravi, nisha, asha, bala, chitra, staff, id, path } = await asked();

    const list = await ravi.get(`/api/cohorts/${first}/questions/`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toEqual({
      cohort: { id: first, program: 'python', program_name: 'Python', starts_on: '2026-12-01' },
      questions: [
        {
          id,
          module_index: 1,
          module_title: 'Data Structures and Functions',
          learner: { id: expect.any(Number), name: 'Asha Rao' },
          body: QUESTION,
          asked_at: expect.any(String),
          hidden: null,
          answers: [],
        },
      ],
    });

    // A mentor of another cohort learns nothing of it; a learner cannot reach the console.
    expect((await nisha.get(`/api/cohorts/${first}/questions/`)).statusCode).toBe(404);
    expect((await nisha.post(`${path}answers/`, { body: ANSWER })).statusCode).toBe(404);
    expect(
      (await ravi.post(`/api/cohorts/${second}/questions/${id}/answers/`, { body: ANSWER }))
        .statusCode,
    ).toBe(404);
    expect((await nisha.get(`/api/cohorts/${second}/questions/`)).json().questions).toEqual([]);
    expect((await asha.post(`${path}answers/`, { body: ANSWER })).statusCode).toBe(403);
    const blank = await ravi.post(`${path}answers/`, { body: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'Write the answer.', field: 'body' });
    await app.mailWorker.drain();
    expect(ctx.smtp.messages).toHaveLength(0);

    const answered = await ravi.post(`${path}answers/`, { body: ANSWER });
    expect(answered.statusCode).toBe(201);
    expect(answered.json().questions[0].answers).toEqual([
      {
        id: expect.any(Number),
        author: 'Ravi Kumar',
        body: ANSWER,
        answered_at: expect.any(String),
        hidden: null,
      },
    ]);
    // Staff may answer too: a question takes several answers.
    expect(
      (await staff.post(`${path}answers/`, { body: 'See also the docs on range().' })).statusCode,
    ).toBe(201);

    await app.mailWorker.drain();
    const mailed = ctx.smtp.to('asha@example.com');
    expect(mailed.map((m) => m.subject)).toEqual([
      'Your question on Data Structures and Functions was answered | Mentora',
      'Your question on Data Structures and Functions was answered | Mentora',
    ]);
    expect(mailed[0]!.text).toContain(ANSWER);
    expect(mailed[0]!.text).toContain('Ravi Kumar answered:');
    expect(mailed[0]!.text).toContain(`${app.config.publicOrigin}/learn/python#module-2`);
    expect(ctx.smtp.to('bala@example.com')).toHaveLength(0);

    const seen = (await bala.get('/api/learn/python/questions/')).json().questions[0];
    expect(seen.answers).toEqual([
      expect.objectContaining({ author: 'Ravi Kumar', by_mentor: true, body: ANSWER }),
      expect.objectContaining({ author: 'Staff Person', by_mentor: false }),
    ]);
    expect((await chitra.get('/api/learn/python/questions/')).json().questions).toEqual([]);

    const audit = (await staff.get('/api/staff/audit/?record_type=module_answer')).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual([
      'question.answer',
      'question.answer',
    ]);
  });

  it('lets staff hide a question or an answer from learners, and show it again; mentors may not', async () => {
    const { app } = ctx.t;
    const { first, ravi, asha, bala, staff, id, path } = await asked();
    const answerId = (await ravi.post(`${path}answers/`, { body: ANSWER })).json().questions[0]
      .answers[0].id;

    const byMentor = await ravi.post(`${path}hide/`, { reason: 'Off topic' });
    expect(byMentor.statusCode).toBe(403);
    expect((await staff.post(`${path}hide/`, {})).json()).toEqual({
      error: 'Say why it is hidden.',
      field: 'reason',
    });
    expect((await bala.get('/api/learn/python/questions/')).json().questions).toHaveLength(1);

    const hidden = await staff.post(`${path}hide/`, { reason: 'Shares a phone number' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().questions[0].hidden).toEqual({
      at: expect.any(String),
      by: 'Staff Person',
      reason: 'Shares a phone number',
    });
    expect((await staff.post(`${path}hide/`, { reason: 'Again' })).json()).toEqual({
      error: 'This question is already hidden.',
    });
    // Nobody but the cohort's mentors and staff sees it, the learner who asked included.
    expect((await bala.get('/api/learn/python/questions/')).json()).toEqual({ questions: [] });
    expect((await asha.get('/api/learn/python/questions/')).json()).toEqual({ questions: [] });
    expect(
      (await ravi.get(`/api/cohorts/${first}/questions/`)).json().questions[0].hidden,
    ).toMatchObject({
      reason: 'Shares a phone number',
    });
    const answerHidden = await ravi.post(`${path}answers/`, { body: ANSWER });
    expect(answerHidden.statusCode).toBe(409);
    expect((await ravi.post(`${path}unhide/`)).statusCode).toBe(403);

    expect((await staff.post(`${path}unhide/`)).statusCode).toBe(200);
    expect((await staff.post(`${path}unhide/`)).json()).toEqual({
      error: 'This question is not hidden.',
    });
    expect(
      (await bala.get('/api/learn/python/questions/')).json().questions[0].answers,
    ).toHaveLength(1);

    const answerPath = `${path}answers/${answerId}/`;
    expect((await staff.post(`${answerPath}hide/`, { reason: 'Wrong advice' })).statusCode).toBe(
      200,
    );
    expect((await bala.get('/api/learn/python/questions/')).json().questions[0].answers).toEqual(
      [],
    );
    expect(
      (await staff.post(`${path}answers/999/hide/`, { reason: 'Wrong advice' })).statusCode,
    ).toBe(404);
    expect((await staff.post(`${answerPath}unhide/`)).statusCode).toBe(200);
    expect(
      (await bala.get('/api/learn/python/questions/')).json().questions[0].answers,
    ).toHaveLength(1);

    const audit = (
      await staff.get(`/api/staff/audit/?record_type=module_question&record_id=${id}`)
    ).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual([
      'question.unhide',
      'question.hide',
      'question.ask',
    ]);
    const answerAudit = (await staff.get('/api/staff/audit/?record_type=module_answer')).json();
    expect(answerAudit.results.map((e: { action: string }) => e.action)).toEqual([
      'question.answer.unhide',
      'question.answer.hide',
      'question.answer',
    ]);
    await app.mailWorker.drain();
    expect(ctx.smtp.to('asha@example.com')).toHaveLength(1);
  });

  it('hides a question once when two staff hide it at the same moment', async () => {
    const { staff, id, path } = await asked();
    const tries = await Promise.all(
      Array.from({ length: 4 }, () =>
        staff.post(`${path}hide/`, { reason: 'Shares a phone number' }),
      ),
    );
    expect(tries.map((t) => t.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const audit = (
      await staff.get(`/api/staff/audit/?record_type=module_question&record_id=${id}`)
    ).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual([
      'question.hide',
      'question.ask',
    ]);
  });

  it('lists the questions waiting for an answer in the mentor’s day, until they are answered', async () => {
    const { first, second, ravi, nisha, chitra, staff, id, path } = await asked();
    const later = (
      await chitra.post('/api/learn/python/modules/0/questions/', {
        body: 'How do I install Python on Windows?',
      })
    ).json().questions[0].id;

    const waiting = (await ravi.get('/api/mentoring/my-day/')).json().questions;
    expect(waiting).toEqual([
      {
        id,
        cohort_id: first,
        program_name: 'Python',
        cohort_starts_on: '2026-12-01',
        module_index: 1,
        module_title: 'Data Structures and Functions',
        learner: 'Asha Rao',
        body: QUESTION,
        asked_at: expect.any(String),
      },
    ]);
    expect((await nisha.get('/api/mentoring/my-day/')).json().questions).toEqual([
      expect.objectContaining({ id: later, cohort_id: second, module_title: 'Python Basics' }),
    ]);
    // Staff see every cohort's, oldest first.
    const all = (await staff.get('/api/mentoring/my-day/')).json().questions;
    expect(all.map((q: { id: number }) => q.id)).toEqual([id, later]);

    await ravi.post(`${path}answers/`, { body: ANSWER });
    expect((await ravi.get('/api/mentoring/my-day/')).json().questions).toEqual([]);
    // A hidden question waits for no one.
    await staff.post(`/api/cohorts/${second}/questions/${later}/hide/`, { reason: 'Duplicate' });
    expect((await staff.get('/api/mentoring/my-day/')).json().questions).toEqual([]);
  });
});
