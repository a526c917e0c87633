import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { accountWithRole, callAs, type TestAccount } from '../../test/accounts.ts';
import { addMentor, insertCohort } from '../../test/cohort-enrolment.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { enrolledLearner, setHours } from '../../test/mentoring.ts';

// Tuesday 1 Dec 2026, 10 am IST. The mentor keeps Thursday 10 am to noon.
const NOW = '2026-12-01T04:30:00.000Z';
const THURSDAY = '2026-12-03';
const TEN = '2026-12-03T04:30:00.000Z';
const TEN_THIRTY = '2026-12-03T05:00:00.000Z';
const ELEVEN = '2026-12-03T05:30:00.000Z';
const TAKEN = 'That time was just taken. Choose another.';
// A race lost only now and then would pass a single try: each test races several times.
const ROUNDS = 4;

describeEachEngine('a mentor’s time, booked by several at once', (engine) => {
  const ctx = useAppWithSmtp(engine);
  let mentor: TestAccount;
  let mentorId: number;
  let pro: TestAccount;
  let premium: TestAccount;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
    const app = ctx.t.app;
    const cohort = await insertCohort(app);
    mentor = await accountWithRole(app, 'mentor', 'meera@mentora.test', 'Meera Iyer');
    await addMentor(app, cohort, mentor.email);
    await setHours(app, mentor, [{ weekday: 4, start: '10:00', end: '12:00' }]);
    mentorId = (
      await app.database.db
        .selectFrom('users')
        .select('id')
        .where('email_key', '=', mentor.email)
        .executeTakeFirstOrThrow()
    ).id;
    pro = await enrolledLearner(app, 'pro@example.com', 'Asha Pro', 'pro', cohort);
    premium = await enrolledLearner(app, 'premium@example.com', 'Ravi Premium', 'premium', cohort);
  });
  afterEach(() => vi.useRealTimers());

  const mine = '/api/learn/python/mentoring/bookings';
  const book = (as: TestAccount, kind: 'mentorship' | 'career', startsAt: string) =>
    callAs(ctx.t.app, as).post(mine, { kind, mentor_id: mentorId, starts_at: startsAt });
  const move = (as: TestAccount, id: number, startsAt: string) =>
    callAs(ctx.t.app, as).post(`${mine}/${id}/move`, { mentor_id: mentorId, starts_at: startsAt });
  const cancel = (as: TestAccount, id: number) =>
    callAs(ctx.t.app, as).post(`${mine}/${id}/cancel`);
  /** The mentor's Thursday as their day screen shows it: each booking's start and length. */
  const mentorsThursday = async () => {
    const { days } = (await callAs(ctx.t.app, mentor).get('/api/mentoring/my-day/')).json();
    const thursday = days.find((d: { day: string }) => d.day === THURSDAY);
    return (thursday.items as { type: string; starts_at: string; minutes: number }[])
      .filter((item) => item.type === 'booking')
      .map((item) => `${item.starts_at} ${item.minutes}`);
  };
  /** Exactly one request won; the other was told the time was taken. */
  const oneWon = (answers: LightMyRequestResponse[]) => {
    const codes = answers.map((a) => a.statusCode);
    expect(
      codes.filter((c) => c < 300),
      JSON.stringify(codes),
    ).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode >= 300);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.statusCode).toBe(409);
    expect(refused[0]!.json().error).toBe(TAKEN);
    return answers.map((a) => a.statusCode < 300);
  };

  it('gives overlapping sessions of different kinds to one of two learners', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      // 10:00-10:45 and 10:30-11:00 overlap, though they start at different times.
      const requests = [
        () => book(premium, 'career', TEN),
        () => book(pro, 'mentorship', TEN_THIRTY),
      ];
      if (round % 2 === 1) requests.reverse();
      const answers = await Promise.all(requests.map((send) => send()));
      oneWon(answers);
      const winner = answers.find((a) => a.statusCode === 201)!.json();
      expect(await mentorsThursday()).toEqual([`${winner.starts_at} ${winner.minutes}`]);
      const who = winner.kind === 'career' ? premium : pro;
      expect((await cancel(who, winner.id)).statusCode).toBe(200);
    }
  });

  it('gives a time to one of a learner moving a booking into it and another booking it', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const first = await book(pro, 'mentorship', ELEVEN);
      expect(first.statusCode).toBe(201);
      // Moving 11:00 to 10:30-11:00 overlaps a career session 10:00-10:45.
      const answers = await Promise.all([
        move(pro, first.json().id, TEN_THIRTY),
        book(premium, 'career', TEN),
      ]);
      const [moved] = oneWon(answers);
      expect(await mentorsThursday()).toEqual(
        moved ? [`${TEN_THIRTY} 30`] : [`${TEN} 45`, `${ELEVEN} 30`],
      );
      const winner = answers.find((a) => a.statusCode < 300)!.json();
      expect((await cancel(moved ? pro : premium, winner.id)).statusCode).toBe(200);
      if (!moved) expect((await cancel(pro, first.json().id)).statusCode).toBe(200);
    }
  });
});
