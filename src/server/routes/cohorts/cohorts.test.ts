import { expect, it } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn } from '../../test/accounts.ts';
import { createCohort, daysFromToday, enrolInCohort } from '../../test/cohorts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';

describeEachEngine('cohorts: who sees what', (engine) => {
  const ctx = useAppWithSmtp(engine);

  const setUp = async () => {
    const { app } = ctx.t;
    const staff = callAs(
      app,
      await accountWithRole(app, 'staff', 'neha@mentora.test', 'Neha Staff'),
    );
    const mentorAccount = await accountWithRole(app, 'mentor', 'ravi@mentora.test', 'Ravi Mentor');
    const mentor = callAs(app, mentorAccount);
    const mentorId = (await staff.get('/api/cohorts/mentor-choices/'))
      .json()
      .results.find((m: { name: string }) => m.name === 'Ravi Mentor').id;
    const taught = await createCohort(staff, { mentor_ids: [mentorId] });
    const other = await createCohort(staff, { starts_on: daysFromToday(30), language: 'Hindi' });
    return { staff, mentor, mentorId, taught, other };
  };

  it('shows a mentor only the cohorts they teach, and nothing of the others', async () => {
    const { app } = ctx.t;
    const { staff, mentor, taught, other } = await setUp();

    expect(
      (await staff.get('/api/cohorts/')).json().results.map((c: { id: number }) => c.id),
    ).toEqual([other.id, taught.id]);
    const own = (await mentor.get('/api/cohorts/')).json().results;
    expect(own).toEqual([
      expect.objectContaining({
        id: taught.id,
        program: 'python',
        program_name: 'Python',
        capacity: 30,
        seats_taken: 0,
        mentors: [expect.objectContaining({ name: 'Ravi Mentor' })],
      }),
    ]);
    expect((await mentor.get(`/api/cohorts/${taught.id}/`)).statusCode).toBe(200);
    const hidden = await mentor.get(`/api/cohorts/${other.id}/`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe('There is no such cohort.');
    expect((await mentor.get(`/api/cohorts/${other.id}/sessions/1/`)).statusCode).toBe(404);

    // Shaping cohorts is staff work, whichever cohort it names.
    const writes = [
      mentor.post('/api/cohorts/', {
        program: 'python',
        starts_on: daysFromToday(3),
        capacity: 5,
        language: 'English',
      }),
      mentor.patch(`/api/cohorts/${taught.id}/`, { capacity: 10 }),
      mentor.post(`/api/cohorts/${taught.id}/sessions/generate/`, {
        days: [2],
        time: '19:00',
        minutes: 60,
        count: 2,
      }),
      mentor.post('/api/cohorts/materials/python/links/', {
        module_index: 0,
        title: 'Docs',
        url: 'https://docs.python.org',
      }),
      mentor.get('/api/cohorts/mentor-choices/'),
    ];
    for (const answer of await Promise.all(writes)) expect(answer.statusCode).toBe(403);
    // The rest of the console stays closed to mentors.
    expect((await mentor.get('/api/staff/orders/')).statusCode).toBe(403);
    expect((await mentor.get('/api/staff/dashboard/')).statusCode).toBe(403);

    const learner = callAs(app, await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao'));
    expect((await learner.get('/api/cohorts/')).statusCode).toBe(403);
    expect((await callAs(app, undefined).get('/api/cohorts/')).statusCode).toBe(401);
    expect((await staff.get('/api/cohorts/?program=java')).json().results).toEqual([]);
  });

  it('refuses a cohort with a bad program, date, seats or mentor, and creates nothing', async () => {
    const { app } = ctx.t;
    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const learner = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    const learnerId = (
      await app.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', learner.email)
        .executeTakeFirstOrThrow()
    ).id;
    const good = {
      program: 'python',
      starts_on: daysFromToday(7),
      capacity: 30,
      language: 'English',
    };
    const cases: Array<[object, string]> = [
      [{ program: 'cooking' }, 'Choose a program from the catalogue.'],
      [{ starts_on: '2027-02-30' }, 'The start date is not a real date.'],
      [{ starts_on: 'next monday' }, 'Enter the start date as a date.'],
      [{ starts_on: daysFromToday(-1) }, 'The start date cannot be in the past.'],
      [{ capacity: 0 }, 'Seats must be a number from 1 to 500.'],
      [{ capacity: 501 }, 'Seats must be a number from 1 to 500.'],
      [{ language: 'Klingon' }, 'Choose a language.'],
      [
        { mentor_ids: [learnerId] },
        'Mentors must be accounts with the mentor, staff or owner role.',
      ],
    ];
    for (const [change, error] of cases) {
      const refused = await staff.post('/api/cohorts/', { ...good, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().error).toBe(error);
    }
    expect((await staff.get('/api/cohorts/')).json().results).toEqual([]);
  });
});

describeEachEngine('cohorts: sessions, learners and attendance', (engine) => {
  const ctx = useAppWithSmtp(engine);

  it('generates sessions at the IST time from the start date, with the syllabus as topics', async () => {
    const { app } = ctx.t;
    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const cohort = await createCohort(staff, { starts_on: daysFromToday(7) });
    const made = await staff.post(`/api/cohorts/${cohort.id}/sessions/generate/`, {
      days: [2, 4],
      time: '19:00',
      minutes: 120,
      count: 10,
    });
    expect(made.statusCode).toBe(201);
    const detail = made.json();
    expect(detail.schedule).toBe('Tue and Thu, 7-9 pm IST');
    expect(detail.sessions).toHaveLength(10);
    for (const session of detail.sessions) {
      // 19:00 in India is 13:30 UTC, on a Tuesday or Thursday of India's calendar.
      expect(session.starts_at).toMatch(/T13:30:00\.000Z$/);
      expect([2, 4]).toContain(new Date(session.starts_at).getUTCDay());
      expect(session.starts_at >= `${cohort.starts_on}T00:00`).toBe(true);
    }
    expect(detail.sessions[0]).toMatchObject({
      topic: 'Module 1: Python Basics',
      module_index: 0,
      minutes: 120,
    });
    expect(detail.modules[0]).toBe('Python Basics');

    const again = await staff.post(`/api/cohorts/${cohort.id}/sessions/generate/`, {
      days: [1],
      time: '10:00',
      minutes: 60,
      count: 2,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain('already has sessions to come');
    expect((await staff.get(`/api/cohorts/${cohort.id}/`)).json().sessions).toHaveLength(10);
  });

  it('mails each learner of the cohort once when a session moves, and audits it', async () => {
    const { app } = ctx.t;
    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const cohort = await createCohort(staff);
    const otherCohort = await createCohort(staff);
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    const vikram = await signUpAndLogIn(app, 'vikram@example.com', 'Vikram Iyer');
    const meera = await signUpAndLogIn(app, 'meera@example.com', 'Meera Das');
    await enrolInCohort(app, asha, cohort.id);
    await enrolInCohort(app, vikram, cohort.id);
    await enrolInCohort(app, meera, otherCohort.id);
    const generated = await staff.post(`/api/cohorts/${cohort.id}/sessions/generate/`, {
      days: [2],
      time: '19:00',
      minutes: 120,
      count: 3,
    });
    const session = generated.json().sessions[0];
    await app.mailWorker.drain();
    ctx.smtp.messages.length = 0;

    const move = { date: daysFromToday(20), time: '18:30', reason: 'The mentor is travelling.' };
    const url = `/api/cohorts/${cohort.id}/sessions/${session.id}/move/`;
    const moved = await staff.post(url, move);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().session).toMatchObject({ change_reason: 'The mentor is travelling.' });
    expect(moved.json().session.starts_at).toBe(
      new Date(Date.parse(`${move.date}T18:30:00Z`) - 330 * 60_000).toISOString(),
    );
    // The same request again changes nothing and mails no one twice.
    expect((await staff.post(url, move)).statusCode).toBe(400);
    await app.mailWorker.drain();
    expect(ctx.smtp.messages.map((m) => m.to).sort()).toEqual([
      ['asha@example.com'],
      ['vikram@example.com'],
    ]);
    const mail = ctx.smtp.to('asha@example.com')[0]!;
    expect(mail.subject).toContain('Python: a session moved to');
    expect(mail.text).toContain('6:30 pm IST');
    expect(mail.text).toContain('The mentor is travelling.');

    const audit = (
      await staff.get(`/api/staff/audit/?record_type=session&record_id=${session.id}`)
    ).json();
    expect(audit.results[0]).toMatchObject({
      action: 'session.move',
      changes: expect.arrayContaining([
        { field: 'starts_at', before: session.starts_at, after: moved.json().session.starts_at },
      ]),
    });

    const cancelled = await staff.post(`/api/cohorts/${cohort.id}/sessions/${session.id}/cancel/`, {
      reason: 'Public holiday.',
    });
    expect(cancelled.json().session).toMatchObject({
      status: 'cancelled',
      change_reason: 'Public holiday.',
    });
    await app.mailWorker.drain();
    expect(ctx.smtp.to('vikram@example.com').map((m) => m.subject)).toEqual([
      expect.stringContaining('a session moved'),
      expect.stringContaining('is cancelled'),
    ]);
    expect(ctx.smtp.to('meera@example.com')).toEqual([]);
  });

  it('moves a learner only to a cohort of the same program with a free seat', async () => {
    const { app } = ctx.t;
    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const from = await createCohort(staff);
    const full = await createCohort(staff, { capacity: 1 });
    const open = await createCohort(staff, { starts_on: daysFromToday(14), language: 'Hindi' });
    const java = await createCohort(staff, { program: 'java' });
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    const vikram = await signUpAndLogIn(app, 'vikram@example.com', 'Vikram Iyer');
    await enrolInCohort(app, asha, from.id);
    await enrolInCohort(app, vikram, full.id);
    await staff.post(`/api/cohorts/${open.id}/sessions/generate/`, {
      days: [6],
      time: '10:00',
      minutes: 90,
      count: 4,
    });
    const ashaId = (await staff.get(`/api/cohorts/${from.id}/`)).json().learners[0].id;
    const moveTo = (to: number) =>
      staff.post(`/api/cohorts/${from.id}/learners/${ashaId}/move/`, { to_cohort_id: to });

    const refused = await moveTo(full.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('That cohort is full: 1 of 1 seats are taken.');
    expect((await moveTo(java.id)).statusCode).toBe(400);
    await app.mailWorker.drain();
    ctx.smtp.messages.length = 0;

    const moved = await moveTo(open.id);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().learners).toEqual([]);
    expect((await staff.get(`/api/cohorts/${open.id}/`)).json()).toMatchObject({
      seats_taken: 1,
      learners: [expect.objectContaining({ name: 'Asha Rao', email: 'asha@example.com' })],
    });
    await app.mailWorker.drain();
    const mail = ctx.smtp.to('asha@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Sat, 10-11:30 am IST');
    const audit = (await staff.get('/api/staff/audit/?record_type=enrolment')).json();
    expect(audit.results[0]).toMatchObject({
      action: 'enrolment.cohort',
      changes: [{ field: 'cohort_id', before: from.id, after: open.id }],
    });
  });

  it('lets the cohort’s mentor mark attendance and add the recording only once the session started', async () => {
    const { app } = ctx.t;
    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const mentor = callAs(
      app,
      await accountWithRole(app, 'mentor', 'ravi@mentora.test', 'Ravi Mentor'),
    );
    const mentorId = (await staff.get('/api/cohorts/mentor-choices/'))
      .json()
      .results.find((m: { role: string }) => m.role === 'mentor').id;
    const cohort = await createCohort(staff, { mentor_ids: [mentorId] });
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    await enrolInCohort(app, asha, cohort.id);
    const session = (
      await staff.post(`/api/cohorts/${cohort.id}/sessions/generate/`, {
        days: [3],
        time: '19:00',
        minutes: 60,
        count: 2,
      })
    ).json().sessions[0];
    const url = `/api/cohorts/${cohort.id}/sessions/${session.id}/`;
    const { learners } = (await mentor.get(`/api/cohorts/${cohort.id}/`)).json();
    const marks = { marks: [{ learner_id: learners[0].id, present: true }] };

    const link = await mentor.patch(url, { meeting_url: 'https://meet.example.com/abc-defg' });
    expect(link.statusCode).toBe(200);
    expect(link.json().session.meeting_url).toBe('https://meet.example.com/abc-defg');
    expect((await mentor.patch(url, { meeting_url: 'http://meet.example.com/x' })).statusCode).toBe(
      400,
    );
    const early = await mentor.post(`${url}attendance/`, marks);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toContain('has not started yet');
    expect(
      (await mentor.patch(url, { recording_url: 'https://videos.example.com/1' })).statusCode,
    ).toBe(409);

    // The session's hour comes.
    await app.database.db
      .updateTable('cohort_sessions')
      .set({ starts_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', session.id)
      .execute();
    const marked = await mentor.post(`${url}attendance/`, marks);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      started: true,
      roster: [{ name: 'Asha Rao', present: true }],
      session: { present: 1 },
    });
    const recorded = await mentor.patch(url, {
      recording_url: 'https://videos.example.com/1',
      notes: 'Covered loops.',
    });
    expect(recorded.json().session).toMatchObject({
      recording_url: 'https://videos.example.com/1',
      notes: 'Covered loops.',
    });
    expect((await mentor.get(`/api/cohorts/${cohort.id}/`)).json().learners[0]).toMatchObject({
      attended: 1,
      attendance_marked: 1,
    });
    const wrong = await mentor.post(`${url}attendance/`, {
      marks: [{ learner_id: 999_999, present: true }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Mark only this cohort’s learners, each once.');
  });
});
