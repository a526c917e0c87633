import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn } from '../../test/accounts.ts';
import { addMentor, buyAndPay, insertCohort } from '../../test/cohort-enrolment.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';

const REPO = 'https://github.com/asha/expense-tracker';
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);

describeEachEngine('reviewing projects', (engine) => {
  const ctx = useAppWithSmtp(engine);

  /** A Python cohort taught by Ravi with Asha in it, and a Java cohort taught by Nisha. */
  async function twoCohorts() {
    const { app } = ctx.t;
    const python = await insertCohort(app);
    const java = await insertCohort(app, { program: 'java' });
    const ravi = await accountWithRole(app, 'mentor', 'ravi@example.com', 'Ravi Kumar');
    const nisha = await accountWithRole(app, 'mentor', 'nisha@example.com', 'Nisha Verma');
    await addMentor(app, python, 'ravi@example.com');
    await addMentor(app, java, 'nisha@example.com');
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    await buyAndPay(app, asha, [python]);
    return { ravi: callAs(app, ravi), nisha: callAs(app, nisha), asha: callAs(app, asha) };
  }

  it('goes from changes needed to accepted, mailing each side at each step', async () => {
    const { app } = ctx.t;
    const { ravi, nisha, asha } = await twoCohorts();
    const url = '/api/learn/python/projects/expense-tracker/link';
    const first = (await asha.post(url, { url: REPO, note: 'My first project.' })).json().latest;
    await app.mailWorker.drain();
    ctx.smtp.messages.length = 0;

    const list = await ravi.get('/api/cohorts/reviews/');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toEqual({
      count: 1,
      results: [
        {
          id: first.id,
          learner: 'Asha Rao',
          program: 'python',
          program_name: 'Python',
          project: 'expense-tracker',
          project_title: 'Command-line expense tracker',
          final: false,
          attempt: 1,
          submitted_at: first.submitted_at,
          cohort_starts_on: '2026-12-01',
        },
      ],
    });
    // A mentor of another cohort does not learn that it exists.
    expect((await nisha.get('/api/cohorts/reviews/')).json()).toEqual({ count: 0, results: [] });
    const path = `/api/cohorts/reviews/${first.id}/`;
    expect((await nisha.get(path)).statusCode).toBe(404);
    expect((await nisha.post(path, { decision: 'accepted' })).statusCode).toBe(404);
    expect((await asha.get(path)).statusCode).toBe(403);

    const noComment = await ravi.post(path, { decision: 'changes_needed', comment: '  ' });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json()).toEqual({ error: 'Say what needs to change.', field: 'comment' });
    const changes = await ravi.post(path, {
      decision: 'changes_needed',
      comment: 'Add tests for the monthly totals.',
    });
    expect(changes.statusCode).toBe(200);
    expect(changes.json().submission).toMatchObject({
      status: 'changes_needed',
      review_comment: 'Add tests for the monthly totals.',
      note: 'My first project.',
    });
    expect((await ravi.post(path, { decision: 'accepted' })).json()).toEqual({
      error: 'This submission is already reviewed.',
    });
    await app.mailWorker.drain();
    const decided = ctx.smtp.to('asha@example.com');
    expect(decided).toHaveLength(1);
    expect(decided[0]!.subject).toContain('Command-line expense tracker: changes needed');
    expect(decided[0]!.text).toContain('Comment: Add tests for the monthly totals.');
    expect(decided[0]!.text).toContain(`${app.config.publicOrigin}/learn/python#projects`);
    expect((await asha.get('/api/learn/python/')).json().projects[0].latest).toMatchObject({
      status: 'changes_needed',
      review_comment: 'Add tests for the monthly totals.',
    });

    const second = (await asha.post(url, { url: `${REPO}-v2` })).json().latest;
    expect(second.attempt).toBe(2);
    await app.mailWorker.drain();
    expect(ctx.smtp.to('ravi@example.com').map((m) => m.subject)).toEqual([
      expect.stringContaining('Asha Rao submitted Command-line expense tracker (attempt 2)'),
    ]);
    const detail = (await ravi.get(`/api/cohorts/reviews/${second.id}/`)).json();
    expect(detail).toMatchObject({
      plan: 'Pro Plan',
      brief: expect.stringContaining('command-line program'),
      submission: { attempt: 2, link_url: `${REPO}-v2`, status: 'submitted' },
      earlier: [{ attempt: 1, review_comment: 'Add tests for the monthly totals.' }],
    });

    const accepted = await ravi.post(`/api/cohorts/reviews/${second.id}/`, {
      decision: 'accepted',
    });
    expect(accepted.json().submission).toMatchObject({ status: 'accepted', review_comment: null });
    await app.mailWorker.drain();
    expect(ctx.smtp.to('asha@example.com').at(-1)!.subject).toContain(
      'Command-line expense tracker: accepted',
    );
    expect((await ravi.get('/api/cohorts/reviews/')).json().count).toBe(0);

    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const audit = (await staff.get('/api/staff/audit/?record_type=project_submission')).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual([
      'project.review',
      'project.submit',
      'project.review',
      'project.submit',
    ]);
  });

  it('shows self-paced submissions to staff and the mentors of the program, and serves files as downloads', async () => {
    const { app } = ctx.t;
    const { ravi, nisha } = await twoCohorts();
    const meera = await signUpAndLogIn(app, 'meera@example.com', 'Meera Iyer');
    await buyAndPay(app, meera);
    const boundary = `----test${crypto.randomBytes(8).toString('hex')}`;
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/learn/python/projects/report-automation/file',
      cookies: { session: meera.session },
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.zip"\r\nContent-Type: text/html\r\n\r\n`,
        ),
        ZIP,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode).toBe(201);
    const { id } = uploaded.json().latest;

    const staff = callAs(app, await accountWithRole(app, 'staff'));
    for (const reviewer of [ravi, staff]) {
      const list = (await reviewer.get('/api/cohorts/reviews/')).json();
      expect(list.results.map((r: { learner: string }) => r.learner)).toEqual(['Meera Iyer']);
      expect(list.results[0].cohort_starts_on).toBe(null);
    }
    expect((await nisha.get(`/api/cohorts/reviews/${id}/`)).statusCode).toBe(404);
    expect((await nisha.get(`/api/cohorts/reviews/${id}/file`)).statusCode).toBe(404);

    const detail = (await ravi.get(`/api/cohorts/reviews/${id}/`)).json();
    expect(detail.submission).toMatchObject({
      file_name: 'report.zip',
      file_url: `/api/cohorts/reviews/${id}/file`,
    });
    const file = await ravi.get(detail.submission.file_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="report.zip"; filename*=UTF-8''report.zip`,
      'x-content-type-options': 'nosniff',
    });
    expect(file.rawPayload).toEqual(ZIP);
    expect((await ravi.get('/api/cohorts/reviews/abc/')).statusCode).toBe(400);
    expect((await callAs(app, undefined).get('/api/cohorts/reviews/')).statusCode).toBe(401);
  });
});
