import fs from 'node:fs';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { NAME_REMOVED } from '../../domain/certificates/certificates.ts';
import { FORMER_LEARNER } from '../../domain/personal-data.ts';
import { sampleContactEnquiry } from '../../domain/enquiries.fixtures.ts';
import { newCertificateNumber } from '../certificates/certificate-records.ts';
import { nowIso } from '../db/database.ts';
import { ACCOUNT_CLOSED, MENTOR_ACCOUNT_CLOSED } from '../mentoring/booking-changes.ts';
import { storeSubmissionFile } from '../repositories/projects/submission-files.ts';
import {
  TEST_PASSWORD,
  accountWithRole,
  callAs,
  setRole,
  signUpAndLogIn,
} from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { buyAndPay, insertCohort, insertSession } from '../test/cohort-enrolment.ts';
import { placeOrder } from '../test/orders.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
const GSTIN = '29ABCDE1234F1Z5';
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describeEachEngine('a person’s data: download and deletion', (engine) => {
  const ctx = useAppWithSmtp(engine, { mail: { from: 'no-reply@mentora.test' } });
  const db = () => ctx.t.app.database.db;

  /** A learner with an order, a review, an enquiry and a photo on file. */
  async function learnerWithHistory() {
    const learner = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    const as = callAs(ctx.t.app, learner);
    const number = await placeOrder(ctx.t.app, learner);
    expect(
      (await as.post('/api/program-reviews/', { program: 'python', comment: 'Great', rating: 5 }))
        .statusCode,
    ).toBe(201);
    const enquiry = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/contact-enquiry-email/',
      payload: { ...sampleContactEnquiry, email: 'ASHA@example.com', message: 'Call me at home' },
    });
    expect(enquiry.statusCode).toBe(201);
    const photo = '7-abcdefghijklmnop.webp';
    fs.mkdirSync(path.join(ctx.t.app.config.dataDir, 'photos'), { recursive: true });
    fs.writeFileSync(path.join(ctx.t.app.config.dataDir, 'photos', photo), 'webp');
    await db().updateTable('users').set({ photo_path: photo }).execute();
    return { learner, as, number, photo };
  }

  it('downloads the account, orders, reviews and enquiries as a JSON file, and audits it', async () => {
    const { as, number } = await learnerWithHistory();
    const response = await as.get('/api/account/data/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="mentora-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.account).toMatchObject({
      username: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      photo: true,
    });
    expect(data.orders).toMatchObject([
      { number, status: 'awaiting_payment', items: [{ program: 'Python', plan: 'Pro Plan' }] },
    ]);
    expect(data.reviews).toMatchObject([{ program: 'python', comment: 'Great', rating: 5 }]);
    // Enquiries sent from the account's address, however it was capitalised.
    expect(data.enquiries.contact).toMatchObject([{ message: 'Call me at home' }]);
    for (const secret of ['password_hash', 'token_hash', 'code_hash', 'ip']) {
      expect(response.body).not.toContain(secret);
    }
    const audit = await db().selectFrom('audit_log').selectAll().execute();
    expect(audit).toMatchObject([{ action: 'user.export-data', actor_name: 'Asha Rao' }]);
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/account/data/' })).statusCode).toBe(
      401,
    );
  });

  /**
   * What the paid learner did beyond their modules: a business order, one-to-one sessions with
   * Ravi (one held, one to come), a project handed in as a file, and a certificate.
   */
  async function programHistory(userId: number, orderNumber: string) {
    const { app } = ctx.t;
    const order = await db()
      .updateTable('orders')
      .set({ buyer_gstin: GSTIN, buyer_company: 'Rao Learning LLP' })
      .where('number', '=', orderNumber)
      .returning('id')
      .executeTakeFirstOrThrow();
    // As on an upgrade's line: the plan the enrolment moved up from.
    await db()
      .updateTable('order_items')
      .set({ upgrade_from: 'Basic Plan' })
      .where('order_id', '=', order.id)
      .execute();
    const enrolment = await db()
      .selectFrom('enrolments')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const mentor = await accountWithRole(app, 'mentor', 'ravi@mentora.test', 'Ravi Mentor');
    const mentorId = (
      await db()
        .selectFrom('users')
        .select('id')
        .where('email_key', '=', mentor.email)
        .executeTakeFirstOrThrow()
    ).id;
    const now = nowIso();
    const [held, coming] = [daysFromNow(-3), daysFromNow(3)];
    await db()
      .insertInto('bookings')
      .values(
        [held, coming].map((startsAt) => ({
          kind: 'mentorship' as const,
          enrolment_id: enrolment.id,
          learner_id: userId,
          mentor_id: mentorId,
          starts_at: startsAt,
          minutes: 30,
          meeting_url: 'https://meet.example.com/ravi',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const storedName = await storeSubmissionFile(app.config.dataDir, PDF, 'pdf');
    await db()
      .insertInto('project_submissions')
      .values({
        enrolment_id: enrolment.id,
        user_id: userId,
        program: 'python',
        project: 'portfolio-web-app',
        attempt: 1,
        file_name: 'report.pdf',
        file_type: 'pdf',
        file_size: PDF.length,
        stored_name: storedName,
        status: 'accepted',
        submitted_at: daysFromNow(-2),
        review_comment: 'Clear and complete.',
        reviewed_at: daysFromNow(-1),
      })
      .execute();
    const certificate = newCertificateNumber();
    await db()
      .insertInto('certificates')
      .values({
        number: certificate,
        enrolment_id: enrolment.id,
        user_id: userId,
        learner_name: 'Meera Iyer',
        program: 'Python',
        plan: 'Pro Plan',
        mentor_name: 'Ravi Mentor',
        completed_on: '2026-12-20',
        issued_at: now,
        issued_by: null,
        issued_by_name: 'Neha Staff',
        status_index: 0,
      })
      .execute();
    return { mentor, mentorId, held, coming, storedName, certificate };
  }

  it('downloads and erases what the learner did in their programs', async () => {
    const { app } = ctx.t;
    const learner = await signUpAndLogIn(app, 'meera@example.com', 'Meera Iyer');
    const as = callAs(app, learner);
    const cohort = await insertCohort(app, { startsOn: '2026-12-01' });
    const session = await insertSession(app, cohort, { startsAt: '2026-12-01T13:30:00Z' });
    const number = await buyAndPay(app, learner, [cohort]);
    const userId = (await as.get('/api/profile/')).json().id as number;
    const now = nowIso();
    await db()
      .insertInto('session_attendance')
      .values({ session_id: session, user_id: userId, present: 1, marked_by: null, marked_at: now })
      .execute();
    expect((await as.put('/api/learn/python/modules/0/done', {})).statusCode).toBe(200);
    expect((await as.post('/api/learn/calendar-feed/')).statusCode).toBe(200);
    const { mentor, held, coming, storedName, certificate } = await programHistory(userId, number);
    const storedFile = path.join(app.config.dataDir, 'submissions', storedName);
    expect(fs.existsSync(storedFile)).toBe(true);

    const download = await as.get('/api/account/data/');
    const data = download.json();
    expect(data.orders).toMatchObject([
      {
        number,
        buyer_gstin: GSTIN,
        buyer_company: 'Rao Learning LLP',
        items: [{ program: 'Python', upgrade_from: 'Basic Plan', cohort_starts_on: '2026-12-01' }],
      },
    ]);
    expect(data.enrolments).toMatchObject([{ program: 'Python', cohort_starts_on: '2026-12-01' }]);
    expect(data.learning).toMatchObject({
      modules_done: [{ program: 'python', module: 1 }],
      attendance: [{ program: 'python', present: true }],
      bookings: [
        { program: 'Python', kind: 'mentorship', starts_at: held, mentor_name: 'Ravi Mentor' },
        {
          kind: 'mentorship',
          starts_at: coming,
          minutes: 30,
          status: 'booked',
          mentor_name: 'Ravi Mentor',
          meeting_url: 'https://meet.example.com/ravi',
          cancelled_at: null,
        },
      ],
      projects: [
        {
          program: 'python',
          project: 'portfolio-web-app',
          attempt: 1,
          file_name: 'report.pdf',
          file_type: 'pdf',
          file_size: PDF.length,
          status: 'accepted',
          review_comment: 'Clear and complete.',
        },
      ],
    });
    expect(data.learning.calendar_feed_created_at).not.toBeNull();
    expect(data.certificates).toEqual([
      expect.objectContaining({
        number: certificate,
        learner_name: 'Meera Iyer',
        mentor_name: 'Ravi Mentor',
        completed_on: '2026-12-20',
        revoked_at: null,
      }),
    ]);
    // The file's name on disk is the server's own.
    expect(download.body).not.toContain(storedName);
    expect(download.body).not.toContain('stored_name');

    expect(
      (await as.post('/api/account/delete/', { password: TEST_PASSWORD, confirm: 'DELETE' }))
        .statusCode,
    ).toBe(200);
    for (const table of ['module_progress', 'session_attendance', 'calendar_feeds'] as const) {
      expect(await db().selectFrom(table).selectAll().execute()).toEqual([]);
    }
    expect(await db().selectFrom('project_submissions').selectAll().execute()).toEqual([]);
    expect(fs.existsSync(storedFile)).toBe(false);

    // The session to come is cancelled: its time is free again, and Ravi is told why.
    expect(await db().selectFrom('bookings').selectAll().execute()).toEqual([]);
    const bookingMails = await db()
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('dedupe_key', 'like', 'booking-%')
      .execute();
    expect(bookingMails).toHaveLength(1);
    expect(bookingMails[0]).toMatchObject({
      to_address: mentor.email,
      subject: expect.stringMatching(/^Cancelled: Meera Iyer on /),
    });
    expect(bookingMails[0]!.text_body).toContain('Meera Iyer cancelled their one-to-one session');
    expect(bookingMails[0]!.text_body).toContain(`Reason: ${ACCOUNT_CLOSED}`);

    // The certificate stays valid, without the person's name.
    const page = await ctx.t.app.inject({ method: 'GET', url: `/api/certificates/${certificate}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      number: certificate,
      learner_name: NAME_REMOVED,
      mentor_name: 'Ravi Mentor',
      revoked: null,
    });
    expect(page.body).not.toMatch(/Meera/);
    const row = await db()
      .selectFrom('certificates')
      .select(['revoked_at', 'status_index'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ revoked_at: null, status_index: 0 });
  });

  it("cancels a deleted mentor's sessions to come, telling each learner, and drops their hours", async () => {
    const { app } = ctx.t;
    const learner = await signUpAndLogIn(app, 'meera@example.com', 'Meera Iyer');
    const cohort = await insertCohort(app, { startsOn: '2026-12-01' });
    const number = await buyAndPay(app, learner, [cohort]);
    const userId = (await callAs(app, learner).get('/api/profile/')).json().id as number;
    const { mentor, mentorId, held, coming } = await programHistory(userId, number);
    await db()
      .insertInto('mentor_availability')
      .values({
        user_id: mentorId,
        weekday: 2,
        start_minute: 1140,
        end_minute: 1260,
        created_at: nowIso(),
      })
      .execute();

    const deleted = await callAs(app, mentor).post('/api/account/delete/', {
      password: TEST_PASSWORD,
      confirm: 'DELETE',
    });
    expect(deleted.statusCode).toBe(200);

    // The learner keeps their history; the session to come is cancelled, so it counts no more.
    const bookings = await db()
      .selectFrom('bookings')
      .select(['starts_at', 'status', 'cancel_reason'])
      .orderBy('starts_at')
      .execute();
    expect(bookings).toEqual([
      { starts_at: held, status: 'booked', cancel_reason: null },
      { starts_at: coming, status: 'cancelled', cancel_reason: MENTOR_ACCOUNT_CLOSED },
    ]);
    const told = await db()
      .selectFrom('outbox')
      .select(['to_address', 'text_body'])
      .where('dedupe_key', 'like', 'booking-%')
      .execute();
    expect(told).toHaveLength(1);
    expect(told[0]!.to_address).toBe('meera@example.com');
    expect(told[0]!.text_body).toContain(`Reason: ${MENTOR_ACCOUNT_CLOSED}`);
    expect(await db().selectFrom('mentor_availability').selectAll().execute()).toEqual([]);
  });

  it('refuses a wrong password, a missing DELETE and the last owner, and changes nothing', async () => {
    const { as } = await learnerWithHistory();
    const wrong = await as.post('/api/account/delete/', { password: 'nope', confirm: 'DELETE' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Your password is not right.');
    const unconfirmed = await as.post('/api/account/delete/', {
      password: TEST_PASSWORD,
      confirm: 'delete it',
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error).toBe('Type DELETE to confirm.');

    await setRole(ctx.t.app, 'asha@example.com', 'owner');
    const owner = await as.post('/api/account/delete/', {
      password: TEST_PASSWORD,
      confirm: 'DELETE',
    });
    expect(owner.statusCode).toBe(409);
    expect(owner.json().error).toMatch(/^You are the only owner/);

    const user = await db().selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: 'asha@example.com', deleted_at: null });
    expect(await db().selectFrom('audit_log').selectAll().execute()).toEqual([]);
    expect((await as.get('/api/profile/')).statusCode).toBe(200);
  });

  it('erases the person, keeps the orders, anonymises reviews, mails the old address and frees it', async () => {
    const { learner, as, number, photo } = await learnerWithHistory();
    const other = await signUpAndLogIn(ctx.t.app, 'other@example.com', 'Other Person');
    const deleted = await as.post('/api/account/delete/', {
      password: TEST_PASSWORD,
      confirm: ' DELETE ',
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.cookies.find((c) => c.name === 'session')?.value).toBe('');

    // Signed out everywhere, and no way back in.
    expect((await as.get('/api/profile/')).statusCode).toBe(401);
    const login = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: learner.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).not.toBe(200);

    const user = await db()
      .selectFrom('users')
      .selectAll()
      .where('email', 'like', 'deleted-%')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ phone: '', photo_path: null, role: 'learner' });
    expect(user.deleted_at).not.toBeNull();
    expect(JSON.stringify(user)).not.toMatch(/asha/i);
    expect(fs.existsSync(path.join(ctx.t.app.config.dataDir, 'photos', photo))).toBe(false);

    // The order and its buyer's details stay, as the law requires.
    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com' });

    const review = await db().selectFrom('program_reviews').selectAll().executeTakeFirstOrThrow();
    expect(review).toMatchObject({ user_name: FORMER_LEARNER, user_id: null, comment: 'Great' });
    const enquiry = await db()
      .selectFrom('contact_enquiries')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(enquiry)).not.toMatch(/asha|Call me at home|9876543210/i);

    const audit = await db().selectFrom('audit_log').selectAll().execute();
    expect(audit).toMatchObject([{ action: 'user.delete-account', record_id: String(user.id) }]);
    await ctx.t.app.mailWorker.drain();
    const goodbye = () => ctx.smtp.messages.find((m) => m.subject.startsWith('Your account was'));
    await expect.poll(goodbye).toBeDefined();
    expect(goodbye()!.to).toContain('asha@example.com');

    // Another account is untouched; the address can sign up afresh.
    expect((await callAs(ctx.t.app, other).get('/api/profile/')).statusCode).toBe(200);
    const again = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    expect((await callAs(ctx.t.app, again).get('/api/profile/')).json()).toMatchObject({
      email: 'asha@example.com',
    });
    expect(nowIso() >= user.deleted_at!).toBe(true);
  });

  it('dates the goodbye as India reads it, already the next day there', async () => {
    const { as } = await learnerWithHistory();
    // 8 pm UTC is 1:30 am the next day in India: the UTC date would be a day behind.
    const next8pmUtc = new Date(new Date().toISOString().slice(0, 10) + 'T20:00:00Z');
    if (next8pmUtc.getTime() <= Date.now()) next8pmUtc.setUTCDate(next8pmUtc.getUTCDate() + 1);
    const inIndia = new Date(next8pmUtc.getTime() + 330 * 60 * 1000);
    const day = `${inIndia.getUTCDate()} ${inIndia.toLocaleString('en', { month: 'short', timeZone: 'UTC' })} ${inIndia.getUTCFullYear()}`;
    vi.useFakeTimers({ toFake: ['Date'], now: next8pmUtc });
    try {
      const deleted = await as.post('/api/account/delete/', {
        password: TEST_PASSWORD,
        confirm: 'DELETE',
      });
      expect(deleted.statusCode).toBe(200);
      // The goodbye is due at the deletion's time.
      await ctx.t.app.mailWorker.drain();
    } finally {
      vi.useRealTimers();
    }
    const goodbye = ctx.smtp
      .to('asha@example.com')
      .find((m) => m.subject.startsWith('Your account'));
    const sentence = `Your account was deleted on ${day}, 1:30 am IST, as you asked,`;
    expect(goodbye!.text).toContain(sentence);
    expect(goodbye!.html).toContain(sentence);
  });
});
