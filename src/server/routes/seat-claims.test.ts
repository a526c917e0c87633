import { expect, it } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn } from '../test/accounts.ts';
import { createCohort, daysFromToday, enrolInCohort } from '../test/cohorts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { buySeats, mailedTo, seatTokenMailedTo } from '../test/seat-orders.ts';

const LEARNERS = ['asha@example.com', 'ravi@example.com', 'meera@example.com'];
const CLAIM = '/api/seats/claim/';
// A race lost only now and then would pass a single try: the race is run several times.
const ROUNDS = 4;

describeEachEngine('learners taking the seats their company bought', (engine) => {
  const ctx = useAppWithSmtp(engine);

  const enrolments = async () =>
    ctx.t.app.database.db
      .selectFrom('enrolments')
      .innerJoin('users', 'users.id', 'enrolments.user_id')
      .select(['users.email', 'enrolments.program', 'enrolments.cohort_id', 'enrolments.plan'])
      .orderBy('enrolments.id')
      .execute();

  it('enrols the learner signed in with the seat’s proved address in the next cohort with a seat', async () => {
    const { app } = ctx.t;
    const staffAccount = callAs(app, await accountWithRole(app, 'staff', 'cohorts@mentora.test'));
    const full = await createCohort(staffAccount, { capacity: 1, starts_on: daysFromToday(3) });
    const next = await createCohort(staffAccount, { starts_on: daysFromToday(10) });
    await createCohort(staffAccount, { starts_on: daysFromToday(20) });
    await enrolInCohort(app, await signUpAndLogIn(app, 'early@example.com', 'Early Bird'), full.id);
    const { staff, order } = await buySeats(app, LEARNERS);
    const token = await seatTokenMailedTo(app, ctx.smtp, 'asha@example.com');

    const visitor = callAs(app, undefined);
    const lookup = await visitor.get(`/api/seats/${token}/`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.headers['cache-control']).toBe('no-store');
    expect(lookup.json()).toMatchObject({
      email: 'asha@example.com',
      company: 'Acme Training LLP',
      program: 'Python',
      plan: 'Pro Plan',
      state: 'open',
      yours: false,
      placement: expect.stringMatching(/^Cohort from /),
      learn_path: '/learn/python',
    });
    expect((await visitor.post(CLAIM, { token, name: 'Asha Rao' })).statusCode).toBe(401);

    const asha = callAs(app, await signUpAndLogIn(app, 'Asha@Example.com', 'asha_r'));
    const taken = await asha.post(CLAIM, { token, name: ' Asha Rao ' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual({
      program: 'Python',
      plan: 'Pro Plan',
      placement: expect.stringMatching(/^Cohort from /),
      learn_path: '/learn/python',
    });
    expect(await enrolments()).toEqual([
      { email: 'early@example.com', program: 'Python', cohort_id: full.id, plan: 'Pro Plan' },
      { email: 'Asha@Example.com', program: 'Python', cohort_id: next.id, plan: 'Pro Plan' },
    ]);
    const mine = (await asha.get('/api/enrolments/')).json().results;
    expect(mine).toEqual([expect.objectContaining({ program: 'Python', plan: 'Pro Plan' })]);
    expect((await staff.get(`/api/cohorts/${next.id}/`)).json().seats_taken).toBe(1);

    await app.mailWorker.drain();
    const welcome = mailedTo(ctx.smtp, 'asha@example.com').filter((m) =>
      m.subject.startsWith('Welcome to Python'),
    );
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.text).toContain('Welcome to your Python cohort, Asha Rao');

    const seen = (await staff.get(`/api/staff/orders/${order.number}/`)).json();
    expect(seen.seats[0]).toMatchObject({
      email: 'asha@example.com',
      claimed_by: { username: 'asha_r', name: 'Asha Rao' },
      claimed_at: expect.any(String),
    });
    // The buyer's line shows no access of its own: the learners have theirs.
    expect(seen.items[0].enrolment).toBeNull();
    expect((await asha.get(`/api/seats/${token}/`)).json()).toMatchObject({
      state: 'taken',
      yours: true,
    });

    const again = await asha.post(CLAIM, { token, name: 'Asha Rao' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      'You have taken this seat already: the program is under “My programs”.',
    );
    // Once taken, staff can no longer give it to someone else.
    const moved = await staff.patch(
      `/api/staff/orders/${order.number}/seats/${seen.seats[0].id}/`,
      {
        email: 'kiran@example.com',
      },
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toBe(
      'This seat has been taken: it stays with the learner who took it.',
    );
  });

  it('refuses another account, an unproved one, a learner enrolled already and a refunded line', async () => {
    const { app } = ctx.t;
    const { order } = await buySeats(app, LEARNERS);
    const ashaToken = await seatTokenMailedTo(app, ctx.smtp, 'asha@example.com');
    const raviToken = await seatTokenMailedTo(app, ctx.smtp, 'ravi@example.com');

    const stranger = callAs(app, await signUpAndLogIn(app, 'stranger@example.com', 'Stranger'));
    const refused = await stranger.post(CLAIM, { token: ashaToken, name: 'Stranger' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'This seat is for asha@example.com, and you are signed in as stranger@example.com. Sign in with the account that has asha@example.com to take it.',
    );

    const unproved = callAs(
      app,
      await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao', { proved: false }),
    );
    const early = await unproved.post(CLAIM, { token: ashaToken, name: 'Asha Rao' });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toBe(
      'Confirm your email address before you take your seat: enter the 6-digit code we emailed you.',
    );

    // Ravi bought Python himself before his company gave him a seat: the seat stays free.
    const ravi = await signUpAndLogIn(app, 'ravi@example.com', 'Ravi Kumar');
    const staff = callAs(app, await accountWithRole(app, 'staff', 'cohorts@mentora.test'));
    await enrolInCohort(app, ravi, (await createCohort(staff)).id);
    const enrolled = await callAs(app, ravi).post(CLAIM, { token: raviToken, name: 'Ravi Kumar' });
    expect(enrolled.statusCode).toBe(409);
    expect(enrolled.json().error).toBe(
      'You are enrolled in Python already, so the seat stays free: Acme Training LLP may give it to someone else.',
    );

    // The line was refunded (refunds set the line's refunded_at): its seats can't be taken.
    await app.database.db
      .updateTable('order_items')
      .set({ refunded_at: new Date().toISOString() })
      .where('id', '=', order.items[0].id)
      .execute();
    const meeraToken = await seatTokenMailedTo(app, ctx.smtp, 'meera@example.com');
    const meera = callAs(app, await signUpAndLogIn(app, 'meera@example.com', 'Meera Iyer'));
    expect((await meera.get(`/api/seats/${meeraToken}/`)).json().state).toBe('withdrawn');
    const withdrawn = await meera.post(CLAIM, { token: meeraToken, name: 'Meera Iyer' });
    expect(withdrawn.statusCode).toBe(410);
    expect(withdrawn.json().error).toMatch(/^This seat was withdrawn/);

    const unknown = await meera.post(CLAIM, { token: 'x'.repeat(43), name: 'Meera Iyer' });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await ctx.t.app.database.db.selectFrom('order_seats').select('claimed_at').execute()).every(
        (seat) => seat.claimed_at === null,
      ),
    ).toBe(true);
    expect((await enrolments()).map((e) => e.email)).toEqual(['ravi@example.com']);
  });

  it('starts a learner self-paced when no cohort of the program has a seat left', async () => {
    const { app } = ctx.t;
    await buySeats(app, LEARNERS);
    const token = await seatTokenMailedTo(app, ctx.smtp, 'meera@example.com');
    const meera = callAs(app, await signUpAndLogIn(app, 'meera@example.com', 'Meera Iyer'));
    expect((await meera.get(`/api/seats/${token}/`)).json().placement).toBe('Self-paced');
    const taken = await meera.post(CLAIM, { token, name: 'Meera Iyer' });
    expect(taken.json()).toMatchObject({ placement: 'Self-paced' });
    expect(await enrolments()).toEqual([
      { email: 'meera@example.com', program: 'Python', cohort_id: null, plan: 'Pro Plan' },
    ]);
  });

  it('gives one seat once when two requests take it at the same moment', async () => {
    const { app } = ctx.t;
    const staff = callAs(app, await accountWithRole(app, 'staff', 'cohorts@mentora.test'));
    const cohort = await createCohort(staff, { capacity: 10 });
    const learners = Array.from({ length: ROUNDS }, (_, round) => `learner${round}@example.com`);
    await buySeats(app, learners);
    for (const [round, email] of learners.entries()) {
      const token = await seatTokenMailedTo(app, ctx.smtp, email);
      const learner = callAs(app, await signUpAndLogIn(app, email, `Learner ${round}`));
      const answers = await Promise.all([
        learner.post(CLAIM, { token, name: `Learner ${round}` }),
        learner.post(CLAIM, { token, name: `Learner ${round}` }),
      ]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes, answers.map((a) => a.body).join(' | ')).toEqual([200, 409]);
      const held = (await enrolments()).filter((e) => e.email === email);
      expect(held).toEqual([{ email, program: 'Python', cohort_id: cohort.id, plan: 'Pro Plan' }]);
      expect((await staff.get(`/api/cohorts/${cohort.id}/`)).json().seats_taken).toBe(round + 1);
    }
  });
});
