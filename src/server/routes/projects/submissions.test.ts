import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import {
  BASIC_PROJECTS_NOTICE,
  SUBMISSION_MAX_BYTES,
} from '../../../domain/projects/submissions.ts';
import { accountWithRole, callAs, signUpAndLogIn, type TestAccount } from '../../test/accounts.ts';
import { addMentor, buyAndPay, insertCohort } from '../../test/cohort-enrolment.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
const BASIC = [{ program: 'Python', plan: 'Basic Plan', plan_paise: 499900 }];
const REPO = 'https://github.com/asha/expense-tracker';

function multipart(file: { name: string; data: Buffer }, note?: string) {
  const boundary = `----test${crypto.randomBytes(8).toString('hex')}`;
  const field =
    note === undefined
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${note}\r\n`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(field + head),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describeEachEngine('handing in projects', (engine) => {
  const ctx = useAppWithSmtp(engine);
  const linkOf = (project: string) => `/api/learn/python/projects/${project}/link`;

  const upload = (account: TestAccount, project: string, body: ReturnType<typeof multipart>) =>
    ctx.t.app.inject({
      method: 'POST',
      url: `/api/learn/python/projects/${project}/file`,
      cookies: { session: account.session },
      ...body,
    });

  it('lets a Basic learner hand in only the final project, and a Pro learner any', async () => {
    const { app } = ctx.t;
    const basic = await signUpAndLogIn(app, 'basic@example.com', 'Basic Learner');
    await buyAndPay(app, basic, [null], BASIC);
    const me = callAs(app, basic);

    const space = (await me.get('/api/learn/python/')).json();
    expect(
      space.projects.map((p: { id: string; open: boolean; final: boolean }) => [
        p.id,
        p.open,
        p.final,
      ]),
    ).toEqual([
      ['expense-tracker', false, false],
      ['report-automation', false, false],
      ['portfolio-web-app', true, true],
    ]);
    expect(space.projects[0]).toMatchObject({
      title: 'Command-line expense tracker',
      accepts: ['link'],
      module_index: 1,
      module_title: 'Data Structures and Functions',
      latest: null,
    });

    const refused = await me.post(linkOf('expense-tracker'), { url: REPO });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(BASIC_PROJECTS_NOTICE);
    const refusedFile = await upload(
      basic,
      'report-automation',
      multipart({ name: 'a.pdf', data: PDF }),
    );
    expect(refusedFile.statusCode).toBe(403);
    const final = await me.post(linkOf('portfolio-web-app'), {
      url: REPO,
      note: 'Runs on Render.',
    });
    expect(final.statusCode).toBe(201);
    expect(final.json()).toMatchObject({
      id: 'portfolio-web-app',
      latest: { attempt: 1, status: 'submitted', link_url: REPO, note: 'Runs on Render.' },
    });

    const pro = await signUpAndLogIn(app, 'pro@example.com', 'Pro Learner');
    await buyAndPay(app, pro);
    const proCall = callAs(app, pro);
    expect((await proCall.post(linkOf('expense-tracker'), { url: REPO })).statusCode).toBe(201);
    expect(
      (await proCall.get('/api/learn/python/'))
        .json()
        .projects.every((p: { open: boolean }) => p.open),
    ).toBe(true);

    // Not enrolled, an unknown project, the wrong way to hand it in.
    const stranger = callAs(app, await signUpAndLogIn(app, 'x@example.com', 'Stranger'));
    expect((await stranger.post(linkOf('expense-tracker'), { url: REPO })).statusCode).toBe(403);
    expect((await proCall.post(linkOf('no-such-project'), { url: REPO })).statusCode).toBe(404);
    const asFile = await upload(pro, 'portfolio-web-app', multipart({ name: 'a.pdf', data: PDF }));
    expect(asFile.statusCode).toBe(400);
    expect(asFile.json().error).toBe('This project is handed in as a link, not a file.');
  });

  it('takes https links only, and a new attempt only after changes are asked for', async () => {
    const { app } = ctx.t;
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    await buyAndPay(app, asha);
    const me = callAs(app, asha);
    for (const url of ['http://github.com/asha/x', 'javascript:alert(1)', 'github.com/asha']) {
      const bad = await me.post(linkOf('expense-tracker'), { url });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        error: 'Enter a full link that starts with https://',
        field: 'url',
      });
    }
    const long = await me.post(linkOf('expense-tracker'), { url: REPO, note: 'x'.repeat(1001) });
    expect(long.json()).toEqual({ error: 'Keep the note to 1000 characters.', field: 'note' });
    const submissions = () =>
      app.database.db.selectFrom('project_submissions').selectAll().execute();
    expect(await submissions()).toEqual([]);

    expect((await me.post(linkOf('expense-tracker'), { url: REPO })).statusCode).toBe(201);
    const again = await me.post(linkOf('expense-tracker'), { url: `${REPO}-v2` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This project is waiting for review.');
    expect(await submissions()).toHaveLength(1);

    await app.database.db
      .updateTable('project_submissions')
      .set({ status: 'changes_needed' })
      .execute();
    const second = await me.post(linkOf('expense-tracker'), { url: `${REPO}-v2` });
    expect(second.statusCode).toBe(201);
    expect(second.json().latest).toMatchObject({ attempt: 2, status: 'submitted' });
    await app.database.db
      .updateTable('project_submissions')
      .set({ status: 'accepted' })
      .where('attempt', '=', 2)
      .execute();
    const accepted = await me.post(linkOf('expense-tracker'), { url: REPO });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().error).toBe('This project is accepted.');
  });

  it('takes a PDF or ZIP of at most 20 MB, typed by its bytes, and hands it back as a download', async () => {
    const { app } = ctx.t;
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    await buyAndPay(app, asha);
    const project = 'report-automation';

    const fake = await upload(
      asha,
      project,
      multipart({ name: 'report.pdf', data: Buffer.from('<script>hi</script>') }),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error).toBe('This file is not really a PDF: its contents say otherwise.');
    const exe = await upload(asha, project, multipart({ name: 'report.exe', data: PDF }));
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error).toBe('Upload a PDF or ZIP file.');
    const big = await upload(
      asha,
      project,
      multipart({
        name: 'big.pdf',
        data: Buffer.concat([PDF, Buffer.alloc(SUBMISSION_MAX_BYTES)]),
      }),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('A file can be at most 20 MB.');

    const stored = await upload(
      asha,
      project,
      multipart({ name: 'report.pdf', data: PDF }, 'See page 2.'),
    );
    expect(stored.statusCode).toBe(201);
    const latest = stored.json().latest;
    expect(latest).toMatchObject({
      file_name: 'report.pdf',
      file_size: PDF.length,
      note: 'See page 2.',
      link_url: null,
      file_url: `/api/learn/python/submissions/${latest.id}/file`,
    });
    const row = await app.database.db
      .selectFrom('project_submissions')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.stored_name).toMatch(/^[0-9a-f]{32}\.pdf$/);

    const download = await callAs(app, asha).get(latest.file_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(download.rawPayload).toEqual(PDF);

    // Another learner of the program cannot fetch it; a visitor is asked to sign in.
    const vikram = await signUpAndLogIn(app, 'vikram@example.com', 'Vikram Shah');
    await buyAndPay(app, vikram);
    expect((await callAs(app, vikram).get(latest.file_url)).statusCode).toBe(404);
    expect((await callAs(app, undefined).get(latest.file_url)).statusCode).toBe(401);
  });

  it('keeps a file’s name without bidi controls or invisible characters, however it was kept', async () => {
    const { app } = ctx.t;
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    await buyAndPay(app, asha);
    // The right-to-left override prints what follows it backwards: 'invoice\u202Efdp.exe'
    // shows as 'invoiceexe.pdf'. The zero-width space and the other controls hide too.
    const sent = 'in\u200Bvoice\u202Efdp.exe\u200E\u2066.pdf';
    const stored = await upload(asha, 'report-automation', multipart({ name: sent, data: PDF }));
    expect(stored.statusCode).toBe(201);
    const latest = stored.json().latest;
    expect(latest.file_name).toBe('invoicefdp.exe.pdf');
    const download = await callAs(app, asha).get(latest.file_url);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="invoicefdp.exe.pdf"; filename*=UTF-8''invoicefdp.exe.pdf`,
    );

    // A name kept before names were cleaned is cleaned on its way out.
    await app.database.db
      .updateTable('project_submissions')
      .set({ file_name: 'invoice\u202Efdp.exe' })
      .execute();
    const old = await callAs(app, asha).get(latest.file_url);
    expect(old.headers['content-disposition']).toBe(
      `attachment; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`,
    );
  });

  it('mails the cohort’s mentors, or the staff inbox for a self-paced learner, with the review link', async () => {
    const { app } = ctx.t;
    const cohortId = await insertCohort(app);
    await accountWithRole(app, 'mentor', 'ravi@example.com', 'Ravi Kumar');
    await addMentor(app, cohortId, 'ravi@example.com');
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    await buyAndPay(app, asha, [cohortId]);
    const meera = await signUpAndLogIn(app, 'meera@example.com', 'Meera Iyer');
    await buyAndPay(app, meera);
    await app.mailWorker.drain();
    ctx.smtp.messages.length = 0;

    const submitted = await callAs(app, asha).post(linkOf('expense-tracker'), {
      url: REPO,
      note: 'First try.',
    });
    await callAs(app, meera).post(linkOf('expense-tracker'), { url: REPO });
    await app.mailWorker.drain();
    const toMentor = ctx.smtp.to('ravi@example.com');
    expect(toMentor).toHaveLength(1);
    expect(toMentor[0]!.subject).toContain(
      'Python: Asha Rao submitted Command-line expense tracker',
    );
    expect(toMentor[0]!.text).toContain(
      `${app.config.publicOrigin}/staff/cohorts/reviews/${submitted.json().latest.id}`,
    );
    expect(toMentor[0]!.text).toContain('Note: First try.');
    const toInbox = ctx.smtp.to(app.config.mail.enquiryInbox);
    expect(toInbox).toHaveLength(1);
    expect(toInbox[0]!.subject).toContain('Meera Iyer submitted');

    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const audit = (await staff.get('/api/staff/audit/?record_type=project_submission')).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual([
      'project.submit',
      'project.submit',
    ]);
  });
});
