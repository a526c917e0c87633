import { afterEach, beforeEach, expect, it } from 'vitest';
import { formatStartDay } from '../../domain/delivery/session-time.ts';
import { addDays, istDay } from '../../domain/india-time.ts';
import { nowIso } from '../db/database.ts';
import { signUpAndLogIn, type TestAccount } from '../test/accounts.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';
import { programPageBuild } from '../test/program-page-build.ts';
import { checkoutBody } from '../test/orders.ts';

/** The Course JSON-LD of a page, and its text as the CSP hashes it. */
function courseJsonLd(html: string) {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  const text = scripts.map((m) => m[1]!).find((json) => json.includes('"@type":"Course"'))!;
  return { text, course: JSON.parse(text) as { hasCourseInstance: Record<string, unknown>[] } };
}

/** The list under 'Next cohorts'. */
const cohortList = (html: string) =>
  /aria-labelledby="next-cohorts"[\s\S]*?(<ul[\s\S]*?<\/ul>)/.exec(html)?.[1] ?? '';

describeEachEngine('upcoming cohorts and choosing one at checkout', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, {}, { serverBuild: programPageBuild() });
  });
  afterEach(() => t.close());

  const today = istDay(new Date());
  const addCohort = async (fields: {
    program?: string;
    startsIn: number;
    capacity?: number;
    language?: string;
  }) => {
    const now = nowIso();
    const row = await t.app.database.db
      .insertInto('cohorts')
      .values({
        program: fields.program ?? 'python',
        starts_on: addDays(today, fields.startsIn),
        capacity: fields.capacity ?? 20,
        language: fields.language ?? 'English',
        schedule: 'Tue and Thu, 7-9 pm IST',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  let learners = 0;
  const learner = () => {
    learners += 1;
    return signUpAndLogIn(t.app, `learner${learners}@example.com`, `Learner ${learners}`);
  };
  const order = (account: TestAccount, cohortId: number | null, program = 'Python') =>
    t.app.inject({
      method: 'POST',
      url: '/api/checkout-email/',
      payload: checkoutBody(account, {
        cart: [{ program, plan: 'Pro Plan', plan_paise: 999900, cohort_id: cohortId }],
      }),
      cookies: { session: account.session },
    });
  const cohorts = async (slug = 'python') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/programs/${slug}/cohorts` });
    expect(response.statusCode).toBe(200);
    return response.json().results as { id: number; seats_left: number; starts_on: string }[];
  };
  const count = async (table: 'orders' | 'order_items') =>
    Number(
      (
        await t.app.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lists only the upcoming cohorts of the program, soonest first, with the seats left', async () => {
    await addCohort({ startsIn: -3 });
    const later = await addCohort({ startsIn: 40, capacity: 12, language: 'Hindi' });
    const soon = await addCohort({ startsIn: 10, capacity: 2 });
    const starting = await addCohort({ startsIn: 0, capacity: 5 });
    await addCohort({ program: 'java', startsIn: 10 });
    expect((await order(await learner(), soon)).statusCode).toBe(201);

    expect(await cohorts('Python')).toEqual([
      {
        id: starting,
        starts_on: today,
        ends_on: null,
        schedule: 'Tue and Thu, 7-9 pm IST',
        language: 'English',
        seats_left: 5,
      },
      expect.objectContaining({ id: soon, seats_left: 1 }),
      expect.objectContaining({ id: later, seats_left: 12, language: 'Hindi' }),
    ]);
    expect(await cohorts('c')).toEqual([]);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/programs/knitting/cohorts' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'There is no such program.' });
  });

  it('stores the chosen cohort on the line, and self-paced as none', async () => {
    const cohort = await addCohort({ startsIn: 7 });
    const buyer = await learner();
    const placed = await order(buyer, cohort);
    expect(placed.statusCode).toBe(201);
    expect((await order(await learner(), null)).statusCode).toBe(201);
    // The learner's order page names the choice.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.json().order.number}/`,
      cookies: { session: buyer.session },
    });
    expect(page.json().items).toMatchObject([
      {
        program: 'Python',
        cohort: `Cohort from ${formatStartDay(addDays(today, 7))} · Tue and Thu, 7-9 pm IST · English`,
      },
    ]);
    const lines = await t.app.database.db
      .selectFrom('order_items')
      .select('cohort_id')
      .orderBy('id')
      .execute();
    expect(lines.map((l) => l.cohort_id)).toEqual([cohort, null]);
  });

  it('refuses a full cohort with 409, storing nothing; an unpaid order holds its seat', async () => {
    const cohort = await addCohort({ startsIn: 7, capacity: 1 });
    expect((await order(await learner(), cohort)).statusCode).toBe(201);
    expect((await cohorts())[0]?.seats_left).toBe(0);

    const before = await count('order_items');
    const refused = await order(await learner(), cohort);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: `The ${formatStartDay(addDays(today, 7))} cohort of Python is full. Choose another cohort or self-paced.`,
    });
    expect(await count('order_items')).toBe(before);
    expect(await count('orders')).toBe(1);
    // Self-paced is always there.
    expect((await order(await learner(), null)).statusCode).toBe(201);
  });

  it('refuses a cohort of another program, one that started and one that does not exist', async () => {
    const java = await addCohort({ program: 'java', startsIn: 7 });
    const started = await addCohort({ startsIn: -1 });
    const buyer = await learner();
    const other = await order(buyer, java);
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toBe('The cohort chosen is not a cohort of Python.');
    const past = await order(buyer, started);
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatch(/cohort of Python has already started/);
    const missing = await order(buyer, 999_999);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/^The cohort chosen for Python does not exist/);
    const malformed = await order(buyer, 'soon' as never);
    expect(malformed.statusCode).toBe(400);
    expect(await count('orders')).toBe(0);
  });

  it('stops selling a cohort once its first session has begun, on its start day too', async () => {
    const begun = await addCohort({ startsIn: 0 });
    const later = await addCohort({ startsIn: 0 });
    const session = (cohortId: number, startsAt: string) =>
      t.app.database.db
        .insertInto('cohort_sessions')
        .values({
          cohort_id: cohortId,
          starts_at: startsAt,
          minutes: 60,
          status: 'scheduled',
          created_at: nowIso(),
          updated_at: nowIso(),
        })
        .execute();
    // Its only session ended an hour ago; the other's is an hour away.
    await session(begun, new Date(Date.now() - 2 * 3600_000).toISOString());
    await session(later, new Date(Date.now() + 3600_000).toISOString());
    expect((await cohorts()).map((c) => c.id)).toEqual([later]);
    const buyer = await learner();
    const refused = await order(buyer, begun);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/cohort of Python has already started/);
    expect((await order(buyer, later)).statusCode).toBe(201);
  });

  it('gives the last seat to one of two orders placed at the same time', async () => {
    const cohort = await addCohort({ startsIn: 7, capacity: 1 });
    const [a, b] = await Promise.all([learner(), learner()]);
    const answers = await Promise.all([order(a, cohort), order(b, cohort)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await count('orders')).toBe(1);
    expect((await cohorts())[0]?.seats_left).toBe(0);
  });

  it('counts the cohort in the idempotency of an order', async () => {
    const first = await addCohort({ startsIn: 7 });
    const second = await addCohort({ startsIn: 14 });
    const buyer = await learner();
    const body = checkoutBody(buyer, {
      cart: [{ program: 'Python', plan: 'Pro Plan', plan_paise: 999900, cohort_id: first }],
    });
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout-email/',
        payload,
        cookies: { session: buyer.session },
      });
    expect((await send(body)).statusCode).toBe(201);
    expect((await send(body)).statusCode).toBe(200);
    const changed = await send({
      ...body,
      cart: [{ ...body.cart[0], cohort_id: second }],
    });
    expect(changed.statusCode).toBe(409);
    // Reporting the payment without naming the cohort is the same request.
    const { address: _a, phone: _p, ...report } = body;
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/payment-confirmation-email/',
      payload: { ...report, cart: [{ program: 'Python', plan: 'Pro Plan', plan_paise: 999900 }] },
      cookies: { session: buyer.session },
    });
    expect(reported.statusCode).toBe(200);
  });

  it('serves the program page with its upcoming cohorts in the page and its JSON-LD', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/python' });
    expect(cohortList(plain.body)).toContain('Self-paced: start any day');
    expect(cohortList(plain.body)).not.toContain('Starts ');
    expect(courseJsonLd(plain.body).course.hasCourseInstance).toHaveLength(1);

    const cohort = await addCohort({ startsIn: 7, capacity: 3, language: 'Hindi' });
    const at = (day: number, time: string) =>
      new Date(Date.parse(`${addDays(today, day)}T${time}:00+05:30`)).toISOString();
    const now = nowIso();
    await t.app.database.db
      .insertInto('cohort_sessions')
      .values(
        [at(8, '19:00'), at(10, '19:00'), at(15, '19:00')].map((starts_at) => ({
          cohort_id: cohort,
          starts_at,
          minutes: 120,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    // The list is kept a second; a placed order shows at once on this instance.
    expect((await order(await learner(), cohort)).statusCode).toBe(201);

    const page = await t.app.inject({ method: 'GET', url: '/python' });
    const slot = cohortList(page.body);
    expect(slot).toMatch(/<p[^>]*>Starts \w{3} \d{1,2} \w{3} \d{4}<\/p>/);
    expect(slot).toContain('Tue and Thu, 7-9 pm IST · Hindi');
    expect(slot).toContain('2 seats left');
    expect(slot).toContain('Self-paced: start any day');

    const { text: json, course } = courseJsonLd(page.body);
    const instances = course.hasCourseInstance;
    expect(instances).toHaveLength(2);
    expect(instances[0]).toMatchObject({
      '@type': 'CourseInstance',
      courseMode: 'online',
      inLanguage: 'hi',
      startDate: addDays(today, 7),
      endDate: addDays(today, 15),
      courseSchedule: {
        '@type': 'Schedule',
        repeatFrequency: 'Weekly',
        repeatCount: 12,
        duration: 'PT6H',
        startTime: '19:00',
        endTime: '21:00',
        scheduleTimezone: 'Asia/Kolkata',
      },
      instructor: [
        { '@type': 'Person', name: 'Priya Raghavan' },
        { '@type': 'Person', name: 'Arjun Mehta' },
      ],
    });
    expect(instances[1]).toMatchObject({ name: 'Self-paced', courseWorkload: 'PT72H' });
    // The page's CSP names its JSON-LD.
    const hash = (await import('node:crypto')).createHash('sha256').update(json).digest('base64');
    expect(String(page.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });
});
