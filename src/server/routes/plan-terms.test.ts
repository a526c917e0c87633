import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { PlanTerms } from '../../domain/catalogue/live-catalogue.ts';
import { closedProjectsNotice } from '../../domain/projects/submissions.ts';
import { accountWithRole, callAs, signUpAndLogIn, type TestAccount } from '../test/accounts.ts';
import { buyAndPay, insertCohort, insertSession, refundOrder } from '../test/cohort-enrolment.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { enrolledLearner, PLAN_LINES } from '../test/mentoring.ts';

const PYTHON = '/api/staff/catalogue/programs/python';

describeEachEngine('the terms a learner bought a plan with', (engine) => {
  const ctx = useAppWithSmtp(engine);
  let utrs = 700000000000;
  const app = () => ctx.t.app;
  const as = (account: TestAccount) => callAs(app(), account);
  const owner = async () => as(await accountWithRole(app(), 'owner'));

  /** The owner drafts Python with each plan's terms changed by `change`, and publishes it. */
  const publishTerms = async (change: (terms: PlanTerms, tier: string) => PlanTerms) => {
    const caller = await owner();
    const python = (await caller.get(`${PYTHON}/`)).json().published;
    const plans = python.plans.map((plan: { id: string; terms: PlanTerms }) => ({
      ...plan,
      terms: change(plan.terms, plan.id),
    }));
    const saved = await caller.put(`${PYTHON}/draft/`, { ...python, plans });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await caller.post(`${PYTHON}/publish/`);
    expect(published.statusCode, published.body).toBe(200);
  };
  /** Pro and Premium with `sessions` one-to-one sessions (Premium never gives less than Pro). */
  const mentorshipOf = (sessions: number) => (terms: PlanTerms) =>
    terms.mentorship ? { ...terms, mentorship: { ...terms.mentorship, sessions } } : terms;

  const allowances = async (learner: TestAccount) =>
    (await as(learner).get('/api/learn/python/mentoring/')).json().allowances;
  const space = async (learner: TestAccount) => {
    const answer = await as(learner).get('/api/learn/python/');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  /** Places the upgrade of Python to `plan` and has staff confirm its payment; its number. */
  const upgradeAndPay = async (learner: TestAccount, plan: string) => {
    const placed = await as(learner).post('/api/enrolments/python/upgrade/', {
      plan,
      idempotency_key: randomUUID(),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { number } = placed.json().order;
    return { number: number as string, pay: () => payOrder(number) };
  };
  const payOrder = async (number: string) => {
    const staff = await owner();
    const { version } = (await staff.get(`/api/staff/orders/${number}/`)).json();
    const paid = await staff.post(`/api/staff/orders/${number}/transitions/`, {
      to: 'paid',
      version,
      utr: String((utrs += 1)),
    });
    expect(paid.statusCode, paid.body).toBe(200);
  };

  it('keeps what earlier buyers bought when the owner publishes new terms; later buyers get the new', async () => {
    const asha = await enrolledLearner(app(), 'asha@example.com', 'Asha Rao', 'pro', null);

    // Pro now gives 6 sessions, and feedback on the first project only.
    await publishTerms((terms, tier) => {
      const more = mentorshipOf(6)(terms);
      return tier === 'pro' ? { ...more, projectFeedback: 1 } : more;
    });
    const ravi = await enrolledLearner(app(), 'ravi@example.com', 'Ravi Kumar', 'pro', null);

    expect(await allowances(asha)).toEqual([
      { kind: 'mentorship', sessions: 4, minutes: 30, used: 0, left: 4 },
    ]);
    expect(await allowances(ravi)).toEqual([
      { kind: 'mentorship', sessions: 6, minutes: 30, used: 0, left: 6 },
    ]);
    const ashaSpace = await space(asha);
    expect(ashaSpace.entitlements).toEqual({
      mentorship: { sessions: 4, minutes: 30 },
      career: null,
      webinars: false,
      project_feedback: 3,
    });
    expect(ashaSpace.projects.map((p: { open: boolean }) => p.open)).toEqual([true, true, true]);
    const raviSpace = await space(ravi);
    expect(raviSpace.entitlements).toMatchObject({
      mentorship: { sessions: 6, minutes: 30 },
      project_feedback: 1,
    });
    expect(raviSpace.projects.map((p: { open: boolean }) => p.open)).toEqual([true, false, true]);
    const link = { url: 'https://github.com/ravi/report' };
    const refused = await as(ravi).post('/api/learn/python/projects/report-automation/link', link);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(closedProjectsNotice(1));
    const handedIn = await as(asha).post('/api/learn/python/projects/report-automation/link', {
      url: 'https://github.com/asha/report',
    });
    expect(handedIn.statusCode, handedIn.body).toBe(201);

    // Lowering it again takes nothing from either of them.
    await publishTerms(mentorshipOf(2));
    expect((await allowances(asha))[0]).toMatchObject({ sessions: 4 });
    expect((await allowances(ravi))[0]).toMatchObject({ sessions: 6 });
  });

  it('gives a manual order the terms published when staff record it', async () => {
    await publishTerms(mentorshipOf(6));
    const priya = await signUpAndLogIn(app(), 'priya@example.com', 'Priya Nair');
    const staff = as(await accountWithRole(app(), 'staff'));
    const created = await staff.post('/api/staff/orders/manual/', {
      name: 'Priya Nair',
      email: 'priya@example.com',
      phone: '9876543210',
      address: '5th floor, Acme Towers, Mumbai 400001',
      state: '27',
      lines: [{ program: 'Python', plan: 'Pro Plan' }],
      payment_method: 'bank_transfer',
      reference: 'HDFCN52026112512',
      received_on: new Date().toISOString().slice(0, 10),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await allowances(priya)).toEqual([
      { kind: 'mentorship', sessions: 6, minutes: 30, used: 0, left: 6 },
    ]);
  });

  it('keeps the webinars of those who bought Premium with them', async () => {
    const cohort = await insertCohort(app());
    await insertSession(app(), cohort, { startsAt: '2026-12-08T13:30:00Z', topic: 'Module 1' });
    await insertSession(app(), cohort, {
      startsAt: '2026-12-12T13:30:00Z',
      topic: 'Careers in data',
      premiumOnly: true,
    });
    const meera = await enrolledLearner(app(), 'meera@example.com', 'Meera', 'premium', cohort);

    await publishTerms((terms) => ({ ...terms, webinars: false }));
    const kiran = await enrolledLearner(app(), 'kiran@example.com', 'Kiran', 'premium', cohort);

    const topics = async (learner: TestAccount) =>
      (await space(learner)).sessions.map((s: { topic: string }) => s.topic);
    expect(await topics(meera)).toEqual(['Module 1', 'Careers in data']);
    expect(await topics(kiran)).toEqual(['Module 1']);
    expect((await space(kiran)).entitlements.webinars).toBe(false);
  });

  it('gives an upgrade the terms published when it was ordered, and a refund the ones before', async () => {
    const asha = await signUpAndLogIn(app(), 'asha@example.com', 'Asha Rao');
    await buyAndPay(app(), asha, [null], [PLAN_LINES.basic]);
    expect(await allowances(asha)).toEqual([]);

    await publishTerms(mentorshipOf(6));
    const toPro = await upgradeAndPay(asha, 'Pro Plan');
    // Published after the upgrade was ordered, before it was paid: not the upgrade's.
    await publishTerms(mentorshipOf(8));
    await toPro.pay();
    expect(await allowances(asha)).toEqual([
      { kind: 'mentorship', sessions: 6, minutes: 30, used: 0, left: 6 },
    ]);

    const toPremium = await upgradeAndPay(asha, 'Premium Plan');
    await toPremium.pay();
    expect(await allowances(asha)).toEqual([
      { kind: 'mentorship', sessions: 8, minutes: 30, used: 0, left: 8 },
      { kind: 'career', sessions: 2, minutes: 45, used: 0, left: 2 },
    ]);
    expect((await space(asha)).entitlements.webinars).toBe(true);

    // The Premium upgrade given back: Pro as Asha bought it, not as it is published now.
    await refundOrder(app(), toPremium.number);
    expect(await allowances(asha)).toEqual([
      { kind: 'mentorship', sessions: 6, minutes: 30, used: 0, left: 6 },
    ]);
    expect((await space(asha)).entitlements.webinars).toBe(false);
  });

  it('gives a refunded upgrade back the terms the enrolment was bought with', async () => {
    const asha = await enrolledLearner(app(), 'asha@example.com', 'Asha Rao', 'pro', null);
    await publishTerms(mentorshipOf(6));
    const toPremium = await upgradeAndPay(asha, 'Premium Plan');
    await toPremium.pay();
    expect((await allowances(asha))[0]).toMatchObject({ kind: 'mentorship', sessions: 6 });

    await refundOrder(app(), toPremium.number);
    expect(await allowances(asha)).toEqual([
      { kind: 'mentorship', sessions: 4, minutes: 30, used: 0, left: 4 },
    ]);
  });
});
