import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { accountWithRole, callAs, type TestAccount } from '../../test/accounts.ts';
import { addMentor, insertCohort, insertSession } from '../../test/cohort-enrolment.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import {
  enrolledLearner,
  moreProLearners,
  setHours,
  type PLAN_LINES,
} from '../../test/mentoring.ts';

// Tuesday 1 Dec 2026, 10 am IST. The mentor keeps Thursday 10 am to noon.
const NOW = '2026-12-01T04:30:00.000Z';
const THURSDAY = '2026-12-03';
const TEN = '2026-12-03T04:30:00.000Z';
const TEN_THIRTY = '2026-12-03T05:00:00.000Z';
const ELEVEN = '2026-12-03T05:30:00.000Z';
const TAKEN = 'That time was just taken. Choose another.';

describeEachEngine('one-to-one bookings', (engine) => {
  const ctx = useAppWithSmtp(engine);
  let mentor: TestAccount;
  let cohort: number;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
    const app = ctx.t.app;
    cohort = await insertCohort(app);
    mentor = await accountWithRole(app, 'mentor', 'meera@mentora.test', 'Meera Iyer');
    await addMentor(app, cohort, mentor.email);
    await setHours(app, mentor, [{ weekday: 4, start: '10:00', end: '12:00' }]);
  });
  afterEach(() => vi.useRealTimers());

  const learnerOn = (plan: keyof typeof PLAN_LINES, email = `${plan}@example.com`) =>
    enrolledLearner(ctx.t.app, email, `Asha ${plan}`, plan, cohort);
  const slots = (as: TestAccount, kind: string, day = THURSDAY) =>
    callAs(ctx.t.app, as).get(`/api/learn/python/mentoring/slots?kind=${kind}&day=${day}`);
  const book = (as: TestAccount, startsAt: string, kind = 'mentorship', mentorId?: number) =>
    callAs(ctx.t.app, as).post('/api/learn/python/mentoring/bookings', {
      kind,
      mentor_id: mentorId,
      starts_at: startsAt,
    });
  const mentorId = async () =>
    (
      await ctx.t.app.database.db
        .selectFrom('users')
        .select('id')
        .where('email_key', '=', mentor.email)
        .executeTakeFirstOrThrow()
    ).id;
  const mailsTo = (to: string) =>
    ctx.t.app.database.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', to)
      .where('dedupe_key', 'like', 'booking-%')
      .orderBy('id')
      .execute();

  it('follow the plan: Basic has none, Pro mentorship only, Premium both', async () => {
    const id = await mentorId();
    const basic = await learnerOn('basic');
    expect((await slots(basic, 'mentorship')).statusCode).toBe(403);
    const refused = await book(basic, TEN, 'mentorship', id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Your Basic Plan does not include one-to-one sessions.');
    expect(
      (await callAs(ctx.t.app, basic).get('/api/learn/python/mentoring/')).json(),
    ).toMatchObject({ allowances: [] });

    const pro = await learnerOn('pro');
    const proSlots = await slots(pro, 'mentorship');
    expect(proSlots.statusCode).toBe(200);
    expect(proSlots.json()).toMatchObject({ kind: 'mentorship', minutes: 30 });
    expect(proSlots.json().slots.map((s: { starts_at: string }) => s.starts_at)).toEqual([
      TEN,
      TEN_THIRTY,
      ELEVEN,
      '2026-12-03T06:00:00.000Z',
    ]);
    expect(proSlots.json().slots[0]).toMatchObject({ mentor_id: id, mentor_name: 'Meera Iyer' });
    expect((await slots(pro, 'career')).statusCode).toBe(403);
    expect((await book(pro, TEN, 'career', id)).statusCode).toBe(403);

    const premium = await learnerOn('premium');
    const career = await slots(premium, 'career');
    expect(career.json().minutes).toBe(45);
    expect(career.json().slots.map((s: { starts_at: string }) => s.starts_at)).toEqual([
      TEN,
      TEN_THIRTY,
      ELEVEN,
    ]);
    const booked = await book(premium, TEN_THIRTY, 'career', id);
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ kind: 'career', minutes: 45, status: 'booked' });
    expect((await book(premium, '2026-12-03T06:00:00.000Z', 'mentorship', id)).statusCode).toBe(
      201,
    );
    const summary = (await callAs(ctx.t.app, premium).get('/api/learn/python/mentoring/')).json();
    expect(summary.allowances).toEqual([
      { kind: 'mentorship', sessions: 4, minutes: 30, used: 1, left: 3 },
      { kind: 'career', sessions: 2, minutes: 45, used: 1, left: 1 },
    ]);
    // The 45 minutes from 10:30 block 10:30 and 11:00 for everyone else.
    const left = (await slots(pro, 'mentorship'))
      .json()
      .slots.map((s: { starts_at: string }) => s.starts_at);
    expect(left).toEqual([TEN]);
  });

  it('books a slot: the count goes down, both are mailed with the IST time and the .ics', async () => {
    const app = ctx.t.app;
    const id = await mentorId();
    const pro = await learnerOn('pro');
    const booked = await book(pro, TEN, 'mentorship', id);
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      mentor_name: 'Meera Iyer',
      starts_at: TEN,
      minutes: 30,
      changeable: true,
    });
    const summary = (await callAs(app, pro).get('/api/learn/python/mentoring/')).json();
    expect(summary.allowances).toEqual([
      { kind: 'mentorship', sessions: 4, minutes: 30, used: 1, left: 3 },
    ]);
    expect(summary.days).toHaveLength(14);

    const [toLearner] = await mailsTo(pro.email);
    expect(toLearner!.subject).toContain(
      'Booked: your one-to-one session on Thu 3 Dec 2026, 10:00 am IST',
    );
    expect(toLearner!.text_body).toContain('You meet Meera Iyer on Thu 3 Dec 2026, 10:00 am IST');
    const ics = `/api/mentoring/bookings/${booked.json().id}/calendar.ics`;
    expect(toLearner!.text_body).toContain(ics);
    const [toMentor] = await mailsTo(mentor.email);
    expect(toMentor!.subject).toContain('New booking: Asha pro on Thu 3 Dec 2026, 10:00 am IST');

    for (const who of [pro, mentor]) {
      const file = await callAs(app, who).get(ics);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('text/calendar');
      expect(file.body).toContain('METHOD:REQUEST');
      expect(file.body).toContain('DTSTART:20261203T043000Z');
      expect(file.body).toContain('ATTENDEE');
    }
    const stranger = await accountWithRole(app, 'learner', 'ravi@example.com', 'Ravi');
    expect((await callAs(app, stranger).get(ics)).statusCode).toBe(404);

    // The slot is gone for everyone; asking for it anyway is a 409.
    const premium = await learnerOn('premium');
    expect((await slots(premium, 'mentorship')).json().slots).toHaveLength(3);
    const again = await book(premium, TEN, 'mentorship', id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(TAKEN);
    // A time never offered is a bad request, not a taken one.
    const odd = await book(premium, '2026-12-03T04:40:00.000Z', 'mentorship', id);
    expect(odd.statusCode).toBe(400);
  });

  it('gives one slot to exactly one of 20 learners booking it at once', async () => {
    const app = ctx.t.app;
    const id = await mentorId();
    const first = await learnerOn('pro');
    const order = await app.database.db
      .selectFrom('orders')
      .select('number')
      .executeTakeFirstOrThrow();
    const others = await moreProLearners(app, order.number, cohort, 19);
    const answers = await Promise.all(
      [first, ...others].map((l) => book(l, ELEVEN, 'mentorship', id)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().error).toBe(TAKEN);
    }
    const rows = await app.database.db
      .selectFrom('bookings')
      .select('id')
      .where('starts_at', '=', ELEVEN)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('gives a learner booking a whole afternoon at once one session that day', async () => {
    const app = ctx.t.app;
    const id = await mentorId();
    await setHours(app, mentor, [{ weekday: 4, start: '13:00', end: '19:00' }]);
    const pro = await learnerOn('pro');
    const free = (await slots(pro, 'mentorship')).json().slots as { starts_at: string }[];
    expect(free.length).toBeGreaterThanOrEqual(4);
    const answers = await Promise.all(
      free.slice(0, 4).map((s) => book(pro, s.starts_at, 'mentorship', id)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({
        error:
          "You have a one-to-one session on Thu 3 Dec 2026 already: choose another day, so that the mentors' time is shared.",
        field: 'starts_at',
      });
    }
    // Another learner still finds the rest of the afternoon free.
    const premium = await learnerOn('premium');
    expect((await slots(premium, 'mentorship')).json().slots.length).toBeGreaterThanOrEqual(3);
  });

  it('lets a Pro learner booking 10 days at once have exactly 4 sessions', async () => {
    const app = ctx.t.app;
    const id = await mentorId();
    await setHours(
      app,
      mentor,
      [1, 2, 3, 5].map((weekday) => ({ weekday, start: '10:00', end: '12:00' })),
    );
    const pro = await learnerOn('pro');
    const days = ['03', '04', '07', '08', '09', '10', '11', '14', '15', '16'];
    const firsts: string[] = [];
    for (const day of days) {
      const free = (await slots(pro, 'mentorship', `2026-12-${day}`)).json().slots as {
        starts_at: string;
      }[];
      if (free[0]) firsts.push(free[0].starts_at);
    }
    expect(firsts.length).toBeGreaterThanOrEqual(6);
    const answers = await Promise.all(firsts.map((at) => book(pro, at, 'mentorship', id)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(4);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toBe('You have used all 4 one-to-one sessions of your plan.');
    }
    const summary = (await callAs(app, pro).get('/api/learn/python/mentoring/')).json();
    expect(summary.allowances[0]).toMatchObject({ used: 4, left: 0 });
  });

  it('cancels until 12 hours before, giving the session back and mailing both', async () => {
    const app = ctx.t.app;
    const id = await mentorId();
    const pro = await learnerOn('pro');
    const early = (await book(pro, TEN, 'mentorship', id)).json();
    const me = callAs(app, pro);

    const cancelled = await me.post(`/api/learn/python/mentoring/bookings/${early.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().allowances[0]).toMatchObject({ used: 0, left: 4 });
    expect(cancelled.json().bookings[0]).toMatchObject({ id: early.id, status: 'cancelled' });
    // The day is free again for this learner too.
    const late = (await book(pro, ELEVEN, 'mentorship', id)).json();
    expect((await mailsTo(pro.email)).map((m) => m.subject)).toEqual([
      expect.stringContaining('Booked'),
      expect.stringContaining('Cancelled: your one-to-one session on Thu 3 Dec 2026, 10:00 am IST'),
      expect.stringContaining('Booked'),
    ]);
    expect((await mailsTo(mentor.email)).at(-2)!.subject).toContain('Cancelled: Asha pro');
    // The slot is free again, for another learner (this one has the day's session now).
    const premium = await learnerOn('premium');
    expect((await slots(premium, 'mentorship')).json().slots[0].starts_at).toBe(TEN);

    // Less than 12 hours before 11 am on Thursday: no more changes.
    vi.setSystemTime(new Date('2026-12-02T18:00:00.000Z'));
    const tooLate = await me.post(`/api/learn/python/mentoring/bookings/${late.id}/cancel`);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error).toBe('Sessions can be changed until 12 hours before they start.');
    const move = await me.post(`/api/learn/python/mentoring/bookings/${late.id}/move`, {
      mentor_id: id,
      starts_at: TEN,
    });
    expect(move.statusCode).toBe(409);
  });

  it('moves a booking to a new time in one step, keeping the count', async () => {
    const app = ctx.t.app;
    const id = await mentorId();
    const pro = await learnerOn('pro');
    const first = (await book(pro, TEN, 'mentorship', id)).json();
    const me = callAs(app, pro);
    const moved = await me.post(`/api/learn/python/mentoring/bookings/${first.id}/move`, {
      mentor_id: id,
      starts_at: ELEVEN,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ starts_at: ELEVEN, status: 'booked' });
    const summary = (await me.get('/api/learn/python/mentoring/')).json();
    expect(summary.allowances[0]).toMatchObject({ used: 1, left: 3 });
    expect(summary.bookings.map((b: { status: string }) => b.status)).toEqual([
      'cancelled',
      'booked',
    ]);
    expect((await mailsTo(pro.email)).at(-1)!.text_body).toContain(
      'It moved from Thu 3 Dec 2026, 10:00 am IST to Thu 3 Dec 2026, 11:00 am IST.',
    );
    expect((await mailsTo(mentor.email)).at(-1)!.subject).toContain('Moved: Asha pro');

    // A move to a taken time fails and leaves the booking as it was.
    const premium = await learnerOn('premium');
    await book(premium, TEN_THIRTY, 'mentorship', id);
    const clash = await me.post(`/api/learn/python/mentoring/bookings/${moved.json().id}/move`, {
      mentor_id: id,
      starts_at: TEN_THIRTY,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe(TAKEN);
    const after = (await me.get('/api/learn/python/mentoring/')).json();
    expect(after.bookings.at(-1)).toMatchObject({ starts_at: ELEVEN, status: 'booked' });
  });

  it('lets the mentor add a meeting link and cancel with a reason, which the learner is mailed', async () => {
    const app = ctx.t.app;
    const id = await mentorId();
    const pro = await learnerOn('pro');
    const booking = (await book(pro, TEN, 'mentorship', id)).json();
    const asMentor = callAs(app, mentor);

    const day = (await asMentor.get('/api/mentoring/my-day/')).json();
    expect(day.days).toHaveLength(8);
    const thursday = day.days.find((d: { day: string }) => d.day === THURSDAY);
    expect(thursday.items).toEqual([
      expect.objectContaining({
        type: 'booking',
        id: booking.id,
        learner_name: 'Asha pro',
        kind: 'mentorship',
        title: 'One-to-one session',
      }),
    ]);

    const link = 'https://meet.example.com/meera-asha';
    const linked = await asMentor.patch(`/api/mentoring/bookings/${booking.id}/`, {
      meeting_url: link,
    });
    expect(linked.statusCode).toBe(200);
    const mine = (await callAs(app, pro).get('/api/learn/python/mentoring/')).json();
    expect(mine.bookings[0].meeting_url).toBe(link);

    // Another mentor cannot touch it; a learner cannot reach the mentor's API at all.
    const other = await accountWithRole(app, 'mentor', 'dev@mentora.test', 'Dev Rao');
    const otherCancel = await callAs(app, other).post(
      `/api/mentoring/bookings/${booking.id}/cancel/`,
      { reason: 'Not mine' },
    );
    expect(otherCancel.statusCode).toBe(404);
    expect((await callAs(app, pro).get('/api/mentoring/my-day/')).statusCode).toBe(403);
    expect((await callAs(app, undefined).get('/api/mentoring/my-day/')).statusCode).toBe(401);

    const cancelled = await asMentor.post(`/api/mentoring/bookings/${booking.id}/cancel/`, {
      reason: 'I am unwell',
    });
    expect(cancelled.statusCode).toBe(200);
    const mail = (await mailsTo(pro.email)).at(-1)!;
    expect(mail.subject).toContain('Cancelled: your one-to-one session');
    expect(mail.text_body).toContain('Reason: I am unwell');
    const after = (await callAs(app, pro).get('/api/learn/python/mentoring/')).json();
    expect(after.allowances[0]).toMatchObject({ used: 0, left: 4 });
    expect(after.bookings[0]).toMatchObject({ status: 'cancelled', cancel_reason: 'I am unwell' });
  });

  it('offers no slot on leave days or over the mentor’s cohort sessions', async () => {
    const app = ctx.t.app;
    const pro = await learnerOn('pro');
    await insertSession(app, cohort, { startsAt: TEN_THIRTY, minutes: 60 });
    expect(
      (await slots(pro, 'mentorship')).json().slots.map((s: { starts_at: string }) => s.starts_at),
    ).toEqual([TEN, '2026-12-03T06:00:00.000Z']);

    const asMentor = callAs(app, mentor);
    const leave = await asMentor.post('/api/mentoring/availability/leave/', {
      starts_on: THURSDAY,
      ends_on: THURSDAY,
      reason: 'Conference',
    });
    expect(leave.statusCode).toBe(201);
    expect(leave.json().leave).toEqual([
      expect.objectContaining({ starts_on: THURSDAY, ends_on: THURSDAY, reason: 'Conference' }),
    ]);
    expect((await slots(pro, 'mentorship')).json().slots).toEqual([]);
    const backwards = await asMentor.post('/api/mentoring/availability/leave/', {
      starts_on: '2026-12-05',
      ends_on: '2026-12-04',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe('The last day cannot be before the first.');
  });

  it('keeps each mentor’s hours their own', async () => {
    const app = ctx.t.app;
    const asMentor = callAs(app, mentor);
    const mine = (await asMentor.get('/api/mentoring/availability/')).json();
    expect(mine.blocks).toEqual([
      expect.objectContaining({ weekday: 4, start_minute: 600, end_minute: 720 }),
    ]);
    const bad = await asMentor.post('/api/mentoring/availability/blocks/', {
      weekday: 2,
      start: '12:00',
      end: '11:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('The end must be after the start.');

    const other = callAs(app, await accountWithRole(app, 'mentor', 'dev@mentora.test', 'Dev Rao'));
    expect((await other.get('/api/mentoring/availability/')).json().blocks).toEqual([]);
    const blockId = mine.blocks[0].id;
    expect((await other.delete(`/api/mentoring/availability/blocks/${blockId}/`)).statusCode).toBe(
      404,
    );
    const removed = await asMentor.delete(`/api/mentoring/availability/blocks/${blockId}/`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().blocks).toEqual([]);

    const audit = await app.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'availability.%')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['availability.add', 'availability.remove']);
  });

  it('books a self-paced learner with the mentors of the program’s cohorts', async () => {
    const app = ctx.t.app;
    const learner = await enrolledLearner(app, 'solo@example.com', 'Solo', 'pro', null);
    const free = (await slots(learner, 'mentorship')).json();
    expect(free.slots[0]).toMatchObject({ mentor_name: 'Meera Iyer', starts_at: TEN });
    expect((await book(learner, TEN, 'mentorship', await mentorId())).statusCode).toBe(201);
  });
});
