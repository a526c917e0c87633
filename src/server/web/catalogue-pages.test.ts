import { afterEach, beforeEach, expect, it } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn } from '../test/accounts.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';
import { placeOrder } from '../test/orders.ts';
import { programPageBuild } from '../test/program-page-build.ts';
import { postReview } from '../test/reviews.ts';

const PYTHON = '/api/staff/catalogue/programs/python';

describeEachEngine('pages that follow the published catalogue', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, {}, { serverBuild: programPageBuild() });
  });
  afterEach(() => t.close());

  const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
  /** The Python card of /programs. */
  const pythonCard = (html: string) =>
    /<a class="group[^"]*" href="\/python"[\s\S]*?<\/a>/.exec(html)?.[0] ?? '';

  it('shows a published price on the program page, its JSON-LD and /programs, and a draft nowhere', async () => {
    const staff = callAs(t.app, await accountWithRole(t.app, 'staff'));
    const owner = callAs(t.app, await accountWithRole(t.app, 'owner'));
    const before = await page('/python');
    expect(before).toContain('₹9,999');
    expect(pythonCard(await page('/programs'))).toContain('From ₹4,999');

    const python = (await staff.get(`${PYTHON}/`)).json().published;
    const plans = python.plans.map((plan: { id: string; pricePaise: number }) =>
      plan.id === 'basic'
        ? { ...plan, pricePaise: 399_900 }
        : plan.id === 'pro'
          ? { ...plan, pricePaise: 899_950 }
          : plan,
    );
    const overview = `${python.overview} Now with a capstone reviewed live.`;
    expect((await staff.put(`${PYTHON}/draft/`, { ...python, plans, overview })).statusCode).toBe(
      200,
    );
    expect(await page('/python')).toBe(before);

    expect((await owner.post(`${PYTHON}/publish/`)).statusCode).toBe(200);
    const after = await page('/python');
    expect(after).toContain('₹8,999.50');
    expect(after).not.toContain('₹9,999');
    expect(after).toContain('Now with a capstone reviewed live.');
    const course = [...after.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map(
        (m) => JSON.parse(m[1]!) as { '@type': string; offers?: { name: string; price: string }[] },
      )
      .find((json) => json['@type'] === 'Course')!;
    expect(course.offers!.map((o) => [o.name, o.price])).toEqual([
      ['Basic Plan', '3999.00'],
      ['Pro Plan', '8999.50'],
      ['Premium Plan', '14999.00'],
    ]);
    expect(pythonCard(await page('/programs'))).toContain('From ₹3,999');
  });

  it('answers 404 for an unlisted program, and its page again once it is listed', async () => {
    const owner = callAs(t.app, await accountWithRole(t.app, 'owner'));
    expect((await owner.post(`${PYTHON}/listing/`, { listed: false })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/python' })).statusCode).toBe(404);
    expect(pythonCard(await page('/programs'))).toBe('');
    expect((await owner.post(`${PYTHON}/listing/`, { listed: true })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/python' })).statusCode).toBe(200);
  });

  it("tells the browser of the routes a page's links lead to, for the paths it asks about", async () => {
    const manifest = async (paths: string) => {
      const url = `/__manifest?paths=${encodeURIComponent(paths)}&version=test`;
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      return Object.keys(response.json() as Record<string, unknown>).sort();
    };
    expect(await manifest('/programs')).toContain('programs');
    expect(await manifest('/programs')).not.toContain('python');
    expect(await manifest('/python')).toContain('python');
    expect(await manifest('/python')).not.toContain('programs');
  });

  it("gives a program's link preview its published name, and none to an unknown program", async () => {
    const owner = callAs(t.app, await accountWithRole(t.app, 'owner'));
    const preview = () => t.app.inject({ method: 'GET', url: '/images/share/python.png' });
    const before = await preview();
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('image/png');
    // The PNG header's IHDR chunk: width and height as big-endian 32-bit integers.
    expect([before.rawPayload.readUInt32BE(16), before.rawPayload.readUInt32BE(20)]).toEqual([
      1200, 630,
    ]);
    const etag = String(before.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/images/share/python.png',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const published = (await owner.get(`${PYTHON}/`)).json().published;
    const renamed = { ...published, name: 'Python Programming' };
    expect((await owner.put(`${PYTHON}/draft/`, renamed)).statusCode).toBe(200);
    expect((await owner.post(`${PYTHON}/publish/`)).statusCode).toBe(200);
    const after = await preview();
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);

    for (const url of ['/images/share/no-such-program.png', '/images/share/python.jpg']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it("marks 'Most chosen' the plan paid orders chose most, or the one the owner marked", async () => {
    const owner = callAs(t.app, await accountWithRole(t.app, 'owner'));
    const learner = await signUpAndLogIn(t.app, 'asha@example.com', 'Asha Rao');
    const buy = async (n: number, plan: 'Basic Plan' | 'Pro Plan', pay: boolean) => {
      const paise = plan === 'Basic Plan' ? 499900 : 999900;
      const number = await placeOrder(t.app, learner, {
        overrides: {
          cart: [{ program: 'Python', plan, plan_paise: paise }],
          original_paise: paise,
          total_paise: paise,
        },
      });
      if (!pay) return;
      const { version } = (await owner.get(`/api/staff/orders/${number}/`)).json();
      const paid = await owner.post(`/api/staff/orders/${number}/transitions/`, {
        to: 'paid',
        version,
        utr: String(412345678900 + n),
      });
      expect(paid.statusCode).toBe(200);
    };
    /** The plan whose card on /python says 'Most chosen', if any. */
    const marked = async () => {
      const html = await page('/python');
      const cards = [...html.matchAll(/<li[^>]*>[\s\S]*?<h3[^>]*>([^<]+)<\/h3>[\s\S]*?<\/li>/g)];
      return cards.filter((card) => card[0].includes('Most chosen')).map((card) => card[1]);
    };

    // Unpaid orders claim nothing. Three paid Basic and two paid Pro: five choices, Basic ahead.
    for (const n of [1, 2, 3, 4, 5, 6]) await buy(n, 'Pro Plan', false);
    for (const n of [7, 8, 9]) await buy(n, 'Basic Plan', true);
    for (const n of [10, 11]) await buy(n, 'Pro Plan', true);
    expect(await marked()).toEqual(['Basic Plan']);

    // The owner's mark comes before the orders'.
    const published = (await owner.get(`${PYTHON}/`)).json().published;
    const plans = published.plans.map((plan: { id: string }) => ({
      ...plan,
      mostChosen: plan.id === 'premium',
    }));
    expect((await owner.put(`${PYTHON}/draft/`, { ...published, plans })).statusCode).toBe(200);
    expect((await owner.post(`${PYTHON}/publish/`)).statusCode).toBe(200);
    expect(await marked()).toEqual(['Premium Plan']);
  });

  it("shows each card's rating in the page as served, and a new review's at once", async () => {
    expect(pythonCard(await page('/programs'))).toContain('No reviews yet');
    await postReview(t.app, { user_name: 'Ravi K', comment: 'Clear and practical', rating: 5 });
    const card = pythonCard(await page('/programs'));
    expect(card).toContain('5.0');
    expect(card).not.toContain('No reviews yet');
  });

  it("shows a program's newest reviews in its page as served, a new one at once", async () => {
    expect(await page('/python')).toContain('No reviews yet for this program.');
    for (let i = 1; i <= 5; i += 1) {
      await postReview(t.app, {
        user_name: `Learner ${i}`,
        comment: `Review number ${i} of five`,
        rating: 4,
      });
    }
    const html = await page('/python');
    expect(html).toContain('5 reviews');
    // The newest four, a wide screen's page; the first is on the second page.
    for (const i of [5, 4, 3, 2]) expect(html).toContain(`Review number ${i} of five`);
    expect(html).not.toContain('Review number 1 of five');
    expect(html).not.toContain('No reviews yet for this program.');
    // The data of an in-app navigation to the page says the same.
    expect(await page('/python.data')).toContain('Review number 5 of five');
    // Other pages are the browser's to read: as a page of the site, the path is not one.
    const asPage = await t.app.inject({ method: 'GET', url: '/reviews/python?page=2' });
    expect(asPage.statusCode).toBe(404);
    expect(asPage.json()).toEqual({ error: 'Not found.' });
  });

  it("marks no plan 'Most chosen' on a fresh site", async () => {
    const html = await page('/python');
    expect(html).toContain('Pro Plan');
    expect(html).not.toContain('Most chosen');
  });

  it('lets the header search find what was published, and not an unlisted program', async () => {
    const owner = callAs(t.app, await accountWithRole(t.app, 'owner'));
    const search = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/search/programs' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      return response.json() as { slug: string; syllabus: string[] }[];
    };
    const python = () => search().then((entries) => entries.find((e) => e.slug === 'python'));
    expect((await search()).length).toBe(20);
    expect((await python())?.syllabus).not.toContain('Robot arms with MicroPython');

    const published = (await owner.get(`${PYTHON}/`)).json().published;
    const [first, ...rest] = published.syllabus;
    const syllabus = [
      { ...first, topics: [...first.topics, 'Robot arms with MicroPython'] },
      ...rest,
    ];
    expect((await owner.put(`${PYTHON}/draft/`, { ...published, syllabus })).statusCode).toBe(200);
    expect((await python())?.syllabus).not.toContain('Robot arms with MicroPython');
    expect((await owner.post(`${PYTHON}/publish/`)).statusCode).toBe(200);
    expect((await python())?.syllabus).toContain('Robot arms with MicroPython');

    expect((await owner.post(`${PYTHON}/listing/`, { listed: false })).statusCode).toBe(200);
    expect(await python()).toBeUndefined();
  });

  it("names a cohort's mentors from their published profiles, on its card and in the JSON-LD", async () => {
    const owner = callAs(t.app, await accountWithRole(t.app, 'owner'));
    await accountWithRole(t.app, 'mentor', 'kavya@mentora.test', 'Kavya N');
    const mentor = await t.app.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'kavya@mentora.test')
      .executeTakeFirstOrThrow();
    const startsOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const now = new Date().toISOString();
    const cohort = await t.app.database.db
      .insertInto('cohorts')
      .values({
        program: 'python',
        starts_on: startsOn,
        capacity: 10,
        language: 'English',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.database.db
      .insertInto('cohort_mentors')
      .values({ cohort_id: cohort.id, user_id: mentor.id })
      .execute();
    const linked = await owner.post('/api/staff/catalogue/mentors/kavya-nair/account/', {
      user_id: mentor.id,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    // The cohorts are read again after a second at most.
    await expect.poll(async () => page('/python'), { timeout: 5_000 }).toContain('With Kavya Nair');
    const course = [
      ...(await page('/python')).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
    ]
      .map(
        (m) =>
          JSON.parse(m[1]!) as {
            '@type': string;
            hasCourseInstance?: { instructor: { name: string }[] }[];
          },
      )
      .find((json) => json['@type'] === 'Course')!;
    expect(course.hasCourseInstance![0]!.instructor).toEqual([
      { '@type': 'Person', name: 'Kavya Nair' },
    ]);
    expect(course.hasCourseInstance!.at(-1)!.instructor.map((p) => p.name)).toEqual([
      'Priya Raghavan',
      'Arjun Mehta',
    ]);
  });
});
