import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { formatStartDay } from '../../domain/delivery/session-time.ts';
import { istDay } from '../../domain/india-time.ts';
import { revokedStatusIndexes } from '../certificates/credential-certificates.ts';
import { accountWithRole, callAs, signUpAndLogIn, type TestAccount } from '../test/accounts.ts';
import { insertSession } from '../test/cohort-enrolment.ts';
import { createCohort, enrolInCohort } from '../test/cohorts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { hasPdftotext, pdfText } from '../test/pdf-text.ts';

const PYTHON_MODULES = 8;
const NUMBER = /^MC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** The learner marks every module of Python done, from their space. */
async function finishModules(app: FastifyInstance, learner: TestAccount, count = PYTHON_MODULES) {
  for (let i = 0; i < count; i += 1) {
    const done = await callAs(app, learner).put(`/api/learn/python/modules/${i}/done`, {});
    expect(done.statusCode).toBe(200);
  }
}

/** The mentor's review accepted the learner's final project (helper-free: the row as it ends). */
async function acceptFinalProject(app: FastifyInstance, learner: TestAccount) {
  const db = app.database.db;
  const enrolment = await db
    .selectFrom('enrolments as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.user_id'])
    .where('u.email', '=', learner.email)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('project_submissions')
    .values({
      enrolment_id: enrolment.id,
      user_id: enrolment.user_id,
      program: 'python',
      project: 'portfolio-web-app',
      attempt: 1,
      link_url: 'https://github.com/example/portfolio',
      status: 'accepted',
      submitted_at: hoursAgo(30),
      reviewed_at: hoursAgo(2),
    })
    .execute();
}

describeEachEngine('certificates', (engine) => {
  const ctx = useAppWithSmtp(engine);

  /**
   * A Python cohort taught by Ravi, with two sessions held, and Asha and Vikram in it; `running`:
   * with a session still to come, so that no certificate is due yet.
   */
  const setUp = async ({ running = false } = {}) => {
    const { app } = ctx.t;
    const staffAccount = await accountWithRole(app, 'staff', 'neha@mentora.test', 'Neha Staff');
    const staff = callAs(app, staffAccount);
    const mentorAccount = await accountWithRole(app, 'mentor', 'ravi@mentora.test', 'Ravi Mentor');
    const mentorId = (await staff.get('/api/cohorts/mentor-choices/'))
      .json()
      .results.find((m: { name: string }) => m.name === 'Ravi Mentor').id;
    const cohort = await createCohort(staff, { mentor_ids: [mentorId] });
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'asha');
    const vikram = await signUpAndLogIn(app, 'vikram@example.com', 'vikram');
    await enrolInCohort(app, asha, cohort.id);
    await enrolInCohort(app, vikram, cohort.id);
    const learners = (await staff.get(`/api/cohorts/${cohort.id}/`)).json().learners as {
      id: number;
      name: string;
    }[];
    const idOf = (name: string) => learners.find((l) => l.name === name)!.id;
    // Two sessions held, one cancelled (does not count) and one to come (does not count yet).
    const sessions = [
      [50, 'scheduled'],
      [26, 'scheduled'],
      [20, 'cancelled'],
      ...(running ? ([[-48, 'scheduled']] as const) : []),
    ] as const;
    for (const [hours, status] of sessions) {
      const id = await insertSession(app, cohort.id, { startsAt: hoursAgo(hours), status });
      if (hours === 50 || hours === 26) {
        const marked = await staff.post(`/api/cohorts/${cohort.id}/sessions/${id}/attendance/`, {
          marks: [
            { learner_id: idOf('asha'), present: true },
            { learner_id: idOf('vikram'), present: hours === 50 },
          ],
        });
        expect(marked.statusCode).toBe(200);
      }
    }
    const enrolmentOf = async (name: string) =>
      (await staff.get(`/api/cohorts/${cohort.id}/certificates/`))
        .json()
        .results.find((r: { name: string }) => r.name === name);
    return {
      staff,
      staffAccount,
      mentor: callAs(app, mentorAccount),
      cohort,
      asha,
      vikram,
      enrolmentOf,
    };
  };

  it('issues a certificate only once the rule holds, once, and mails the learner', async () => {
    const { app } = ctx.t;
    const { staff, cohort, asha, enrolmentOf } = await setUp({ running: true });
    await finishModules(app, asha, 5);
    const before = await enrolmentOf('asha');
    const lastDay = formatStartDay(istDay(hoursAgo(-48)));
    expect(before.completion).toEqual({
      met: false,
      conditions: [
        { key: 'modules', met: false, words: '5 of 8 modules done' },
        { key: 'final-project', met: false, words: 'Final project not submitted yet' },
        { key: 'attendance', met: true, words: 'Attended 2 of 2 live sessions (100%)' },
        { key: 'cohort-over', met: false, words: `The cohort runs until ${lastDay}` },
      ],
    });
    const refused = await staff.post(
      `/api/cohorts/enrolments/${before.enrolment_id}/certificate/`,
      {},
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().unmet).toEqual([
      '5 of 8 modules done',
      'Final project not submitted yet',
      `The cohort runs until ${lastDay}`,
    ]);
    expect(refused.json().error).toContain('has not completed Python yet');

    await finishModules(app, asha);
    await acceptFinalProject(app, asha);
    // All done, but the cohort has a session to come: not due before it.
    const early = await staff.post(
      `/api/cohorts/enrolments/${before.enrolment_id}/certificate/`,
      {},
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().unmet).toEqual([`The cohort runs until ${lastDay}`]);
    // The last session is called off: the cohort is over.
    await app.database.db
      .updateTable('cohort_sessions')
      .set({ status: 'cancelled' })
      .where('cohort_id', '=', cohort.id)
      .where('starts_at', '>', new Date().toISOString())
      .execute();
    await app.mailWorker.drain();
    ctx.smtp.messages.length = 0;
    const issued = await staff.post(
      `/api/cohorts/enrolments/${before.enrolment_id}/certificate/`,
      {},
    );
    expect(issued.statusCode).toBe(201);
    const { number } = issued.json();
    expect(number).toMatch(NUMBER);
    expect(issued.json()).toMatchObject({ issued_by_name: 'Neha Staff', revoked: null });

    const again = await staff.post(
      `/api/cohorts/enrolments/${before.enrolment_id}/certificate/`,
      {},
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      `A certificate was already issued for this enrolment: ${number}.`,
    );

    await app.mailWorker.drain();
    const [mail] = ctx.smtp.to('asha@example.com');
    expect(mail!.subject).toContain('Your certificate for Python');
    expect(mail!.text).toContain(`${app.config.publicOrigin}/certificates/${number}`);
    expect(mail!.text).toContain(`/api/certificates/${number}/certificate.pdf`);

    const audit = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'certificate.issue')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ record_type: 'certificate', record_id: number }),
    ]);
    expect((await enrolmentOf('asha')).certificate.number).toBe(number);
  });

  it('issues to a whole cohort only those who completed, saying why the others were skipped', async () => {
    const { app } = ctx.t;
    const { staff, cohort, asha, vikram } = await setUp();
    await finishModules(app, asha);
    await acceptFinalProject(app, asha);
    await finishModules(app, vikram);
    await acceptFinalProject(app, vikram);
    // Vikram attended 1 of 2 sessions: 50%, under the 60% the rule asks.
    const bulk = await staff.post(`/api/cohorts/${cohort.id}/certificates/`, {});
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().issued).toEqual([{ name: 'asha', number: expect.stringMatching(NUMBER) }]);
    expect(bulk.json().skipped).toEqual([
      {
        name: 'vikram',
        reason: expect.stringContaining('Attended 1 of 2 live sessions (50%); 60% needed'),
      },
    ]);
    // Run again: Asha is skipped as she already has hers.
    const rerun = (await staff.post(`/api/cohorts/${cohort.id}/certificates/`, {})).json();
    expect(rerun.issued).toEqual([]);
    expect(rerun.skipped.map((s: { name: string }) => s.name)).toEqual(['asha', 'vikram']);
  });

  it('refuses issuing to learners and mentors, and shows mentors completion only', async () => {
    const { app } = ctx.t;
    const { mentor, cohort, asha, enrolmentOf } = await setUp();
    const { enrolment_id } = await enrolmentOf('asha');
    const url = `/api/cohorts/enrolments/${enrolment_id}/certificate/`;
    expect((await mentor.post(url, {})).statusCode).toBe(403);
    expect((await mentor.post(`/api/cohorts/${cohort.id}/certificates/`, {})).statusCode).toBe(403);
    expect((await callAs(app, asha).post(url, {})).statusCode).toBe(403);
    expect((await callAs(app, undefined).post(url, {})).statusCode).toBe(401);
    expect((await mentor.get(`/api/cohorts/${cohort.id}/certificates/`)).statusCode).toBe(200);
    expect(await app.database.db.selectFrom('certificates').selectAll().execute()).toEqual([]);
  });

  it('shows the public record without sign-in, revokes with a reason, and says so at once', async () => {
    const { app } = ctx.t;
    const { staff, mentor, asha, enrolmentOf } = await setUp();
    await finishModules(app, asha);
    await acceptFinalProject(app, asha);
    const { enrolment_id } = await enrolmentOf('asha');
    const { number } = (
      await staff.post(`/api/cohorts/enrolments/${enrolment_id}/certificate/`, {})
    ).json();

    const visitor = callAs(app, undefined);
    const page = await visitor.get(`/api/certificates/${number}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json()).toMatchObject({
      number,
      learner_name: 'asha',
      program: 'Python',
      plan: 'Pro Plan',
      issuer_name: app.config.identity.siteName,
      issued_by_name: 'Neha Staff',
      mentor_name: 'Ravi Mentor',
      revoked: null,
      page_url: `${app.config.publicOrigin}/certificates/${number}`,
    });
    // Typed in lower case, without dashes, with O for 0: the same certificate.
    const typed = number.slice(3).replace(/-/g, '').toLowerCase().replace(/0/g, 'o');
    expect((await visitor.get(`/api/certificates/mc${typed}`)).json().number).toBe(number);
    const unknown = await visitor.get('/api/certificates/MC-0000-0000-0000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'There is no certificate with this number.' });
    expect((await visitor.get('/api/certificates/not-a-number')).statusCode).toBe(404);

    const revokeUrl = `/api/cohorts/certificates/${number}/revoke/`;
    expect((await mentor.post(revokeUrl, { reason: 'It was copied.' })).statusCode).toBe(403);
    const short = await staff.post(revokeUrl, { reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe('reason');
    expect((await staff.post(revokeUrl, {})).statusCode).toBe(400);
    await app.mailWorker.drain();
    ctx.smtp.messages.length = 0;
    const revoked = await staff.post(revokeUrl, {
      reason: 'the final project was copied from another learner',
    });
    expect(revoked.statusCode).toBe(200);
    const twice = await staff.post(revokeUrl, { reason: 'again, by mistake' });
    expect(twice.statusCode).toBe(409);

    const after = (await visitor.get(`/api/certificates/${number}`)).json();
    expect(after.revoked).toEqual({
      on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      reason: 'the final project was copied from another learner',
    });
    await app.mailWorker.drain();
    expect(ctx.smtp.to('asha@example.com')[0]!.text).toContain(
      'because the final project was copied from another learner',
    );
    const audit = await app.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_name', 'changes'])
      .where('action', '=', 'certificate.revoke')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_name).toBe('Neha Staff');
    expect(audit[0]!.changes).toContain('copied from another learner');
    expect(await revokedStatusIndexes(app.database.db)).toHaveLength(1);

    // It was the wrong learner's: staff undo the revocation, saying why.
    const restoreUrl = `/api/cohorts/certificates/${number}/restore/`;
    const because = { reason: 'Revoked the wrong learner by mistake' };
    expect((await mentor.post(restoreUrl, because)).statusCode).toBe(403);
    expect((await staff.post(restoreUrl, { reason: 'no' })).json().field).toBe('reason');
    ctx.smtp.messages.length = 0;
    const restored = await staff.post(restoreUrl, because);
    expect(restored.statusCode).toBe(200);
    expect((await visitor.get(`/api/certificates/${number}`)).json().revoked).toBeNull();
    // Its bit in the status list is clear: verifiers read it as valid.
    expect(await revokedStatusIndexes(app.database.db)).toEqual([]);
    const notRevoked = await staff.post(restoreUrl, because);
    expect(notRevoked.statusCode).toBe(409);
    expect(notRevoked.json().error).toBe('This certificate is not revoked.');
    await app.mailWorker.drain();
    expect(ctx.smtp.to('asha@example.com').map((m) => m.subject)).toEqual([
      'Your certificate for Python is valid again | Mentora',
    ]);
    const restoreAudit = await app.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('action', '=', 'certificate.restore')
      .execute();
    expect(restoreAudit).toHaveLength(1);
    expect(restoreAudit[0]!.changes).toContain('Revoked the wrong learner by mistake');

    // Revoked again later, the learner is told again.
    expect(
      (await staff.post(revokeUrl, { reason: 'the project was copied after all' })).statusCode,
    ).toBe(200);
    await app.mailWorker.drain();
    expect(ctx.smtp.to('asha@example.com').map((m) => m.subject)).toContain(
      'Your certificate for Python was revoked | Mentora',
    );
  });

  it('sends the PDF to its learner and staff only, as an attachment', async () => {
    const { app } = ctx.t;
    const { staff, vikram, asha, enrolmentOf } = await setUp();
    await finishModules(app, asha);
    await acceptFinalProject(app, asha);
    const { enrolment_id } = await enrolmentOf('asha');
    const { number, pdf_url } = (
      await staff.post(`/api/cohorts/enrolments/${enrolment_id}/certificate/`, {})
    ).json();
    expect(pdf_url).toBe(`/api/certificates/${number}/certificate.pdf`);

    const own = await callAs(app, asha).get(pdf_url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="certificate-${number}.pdf"`,
    );
    expect(own.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (hasPdftotext) {
      const text = pdfText(own.rawPayload);
      expect(text).toContain(number);
      expect(text).toContain('Certificate of completion');
      expect(text).toContain('asha');
      expect(text).toContain('Python');
    }
    expect((await staff.get(pdf_url)).statusCode).toBe(200);
    expect((await callAs(app, vikram).get(pdf_url)).statusCode).toBe(404);
    expect((await callAs(app, undefined).get(pdf_url)).statusCode).toBe(401);

    // Revoked, the learner's own link says why the PDF is gone; staff still read it.
    await staff.post(`/api/cohorts/certificates/${number}/revoke/`, {
      reason: 'the final project was copied',
    });
    const gone = await callAs(app, asha).get(pdf_url);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toMatch(
      /^Revoked on \d{1,2} [A-Z][a-z]{2} \d{4} because the final project was copied, so its PDF is no longer available\.$/,
    );
    expect((await callAs(app, vikram).get(pdf_url)).statusCode).toBe(404);
    expect((await staff.get(pdf_url)).statusCode).toBe(200);
  });

  it("shows the learner's space what is missing, then the certificate", async () => {
    const { app } = ctx.t;
    const { staff, asha, enrolmentOf } = await setUp();
    const space = (await callAs(app, asha).get('/api/learn/python/')).json();
    expect(space.certificate.issued).toBeNull();
    expect(space.certificate.completion.conditions[0].words).toBe('0 of 8 modules done');

    await finishModules(app, asha);
    await acceptFinalProject(app, asha);
    const { enrolment_id } = await enrolmentOf('asha');
    const { number } = (
      await staff.post(`/api/cohorts/enrolments/${enrolment_id}/certificate/`, {})
    ).json();
    const after = (await callAs(app, asha).get('/api/learn/python/')).json();
    expect(after.certificate.completion.met).toBe(true);
    expect(after.certificate.issued).toMatchObject({
      number,
      program: 'Python',
      plan: 'Pro Plan',
      page_url: `${app.config.publicOrigin}/certificates/${number}`,
      pdf_url: `/api/certificates/${number}/certificate.pdf`,
      revoked: null,
    });
  });
});
