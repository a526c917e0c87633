import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Role } from '../../../domain/roles.ts';
import { currentCatalogue } from '../../catalogue/catalogue-cache.ts';
import { nowIso } from '../../db/database.ts';
import { accountWithRole, callAs } from '../../test/accounts.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';

const PROGRAMS = '/api/staff/catalogue/programs';
const MENTORS = '/api/staff/catalogue/mentors';

describeEachEngine('the catalogue in the console', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  const as = async (role: Role) => callAs(t.app, await accountWithRole(t.app, role));
  /** Python as published, the document a draft starts from. */
  const pythonDocument = async (caller: ReturnType<typeof callAs>) =>
    (await caller.get(`${PROGRAMS}/python/`)).json().published;
  const auditOf = async (caller: ReturnType<typeof callAs>, recordType: string) =>
    (await caller.get(`/api/staff/audit/?record_type=${recordType}`)).json().results;

  it('keeps a draft off the site until the owner publishes it, then every reader has it', async () => {
    const staff = await as('staff');
    const owner = await as('owner');
    const before = await currentCatalogue(t.app);
    const python = await pythonDocument(staff);
    const tagline = 'Python from the first line of code to a web app you deploy yourself.';
    const plans = python.plans.map((plan: { id: string; pricePaise: number }) =>
      plan.id === 'pro' ? { ...plan, pricePaise: 899_900 } : plan,
    );

    const saved = await staff.put(`${PROGRAMS}/python/draft/`, { ...python, tagline, plans });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      published: { tagline: python.tagline },
      draft: { tagline, plans: [{}, { pricePaise: 899_900 }, {}] },
      draft_by: { name: 'Staff Person' },
    });
    const list = (await staff.get(`${PROGRAMS}/`)).json().results;
    expect(list.find((p: { slug: string }) => p.slug === 'python')).toEqual({
      slug: 'python',
      name: 'Python',
      category: 'Programming Language',
      listed: true,
      order: 10,
      has_draft: true,
      published_at: expect.any(String),
      prices: { basic: 499_900, pro: 999_900, premium: 1_499_900 },
    });
    const unchanged = await currentCatalogue(t.app);
    expect(unchanged.version).toBe(before.version);
    expect(unchanged.programs.find((p) => p.slug === 'python')!.tagline).toBe(python.tagline);

    const preview = (await staff.get(`${PROGRAMS}/python/preview/`)).json();
    expect(preview).toMatchObject({ slug: 'python', tagline, listed: true, order: 10 });
    expect(preview.plans[1]).toMatchObject({
      name: 'Pro Plan',
      pricePaise: 899_900,
      features: [
        'Everything in Basic',
        '4 one-to-one sessions of 30 minutes',
        'Feedback on 3 projects',
      ],
    });

    const published = await owner.post(`${PROGRAMS}/python/publish/`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ published: { tagline }, draft: null, draft_by: null });
    const after = await currentCatalogue(t.app);
    expect(after.version).toBe(before.version + 1);
    const live = after.programs.find((p) => p.slug === 'python')!;
    expect(live.tagline).toBe(tagline);
    expect(live.plans.map((p) => p.pricePaise)).toEqual([499_900, 899_900, 1_499_900]);
    expect(live.mentors).toEqual(python.mentors);

    // Publishing again, with nothing drafted, changes nothing.
    const again = await owner.post(`${PROGRAMS}/python/publish/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('There is no draft of python to publish.');
    expect((await currentCatalogue(t.app)).version).toBe(before.version + 1);
  });

  it('records what each change was and what it became', async () => {
    const staff = await as('staff');
    const owner = await as('owner');
    const python = await pythonDocument(staff);
    const name = 'Python Programming';
    await staff.put(`${PROGRAMS}/python/draft/`, { ...python, name });
    await staff.put(`${PROGRAMS}/python/draft/`, { ...python, name, hoursPerWeek: 8 });
    // The same draft again is no change, and no row.
    await staff.put(`${PROGRAMS}/python/draft/`, { ...python, name, hoursPerWeek: 8 });
    await owner.post(`${PROGRAMS}/python/publish/`);
    await owner.post(`${PROGRAMS}/python/listing/`, { listed: false });

    const rows = await auditOf(owner, 'program');
    expect(rows.map((r: { action: string }) => r.action)).toEqual([
      'program.listing',
      'program.publish',
      'program.draft',
      'program.draft',
    ]);
    const [listing, publish, second, first] = rows;
    expect(first).toMatchObject({
      record_id: 'python',
      actor: { name: 'Staff Person' },
      changes: [{ field: 'name', before: 'Python', after: name }],
    });
    expect(second.changes).toEqual([{ field: 'hoursPerWeek', before: 6, after: 8 }]);
    expect(publish).toMatchObject({ actor: { name: 'Owner Person' } });
    expect(publish.changes).toEqual([
      { field: 'name', before: 'Python', after: name },
      { field: 'hoursPerWeek', before: 6, after: 8 },
    ]);
    expect(listing.changes).toEqual([{ field: 'listed', before: true, after: false }]);
  });

  it('answers each role as the permissions say', async () => {
    const accounts = Object.fromEntries(
      await Promise.all(
        (['learner', 'mentor', 'accountant', 'staff', 'owner'] as const).map(
          async (role) => [role, await as(role)] as const,
        ),
      ),
    );
    const visitor = callAs(t.app, undefined);
    const python = await pythonDocument(accounts.owner!);
    const draft = { ...python, hoursPerWeek: 7 };
    const ONLY_STAFF = { error: 'Only staff can do this.' };
    const ONLY_OWNER = { error: 'Only the owner can do this.' };

    for (const role of ['accountant', 'staff', 'owner']) {
      const caller = accounts[role]!;
      expect((await caller.get(`${PROGRAMS}/`)).statusCode, role).toBe(200);
      expect((await caller.get(`${PROGRAMS}/python/`)).statusCode, role).toBe(200);
      expect((await caller.get(`${MENTORS}/`)).statusCode, role).toBe(200);
    }
    for (const role of ['mentor', 'learner']) {
      const caller = accounts[role]!;
      for (const answer of [
        await caller.get(`${PROGRAMS}/`),
        await caller.get(`${MENTORS}/priya-raghavan/`),
        await caller.put(`${PROGRAMS}/python/draft/`, draft),
        await caller.post(`${PROGRAMS}/python/publish/`),
      ]) {
        expect(answer.statusCode, role).toBe(403);
        expect(answer.json(), role).toEqual(ONLY_STAFF);
      }
    }
    expect((await visitor.get(`${PROGRAMS}/`)).statusCode).toBe(401);
    expect((await visitor.post(`${PROGRAMS}/python/publish/`)).statusCode).toBe(401);

    const accountant = accounts.accountant!;
    for (const answer of [
      await accountant.put(`${PROGRAMS}/python/draft/`, draft),
      await accountant.post(`${PROGRAMS}/`, { ...python, slug: 'python-two' }),
      await accountant.delete(`${PROGRAMS}/python/draft/`),
      await accountant.put(`${MENTORS}/priya-raghavan/draft/`, {}),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual(ONLY_STAFF);
    }
    for (const answer of [
      await accountant.post(`${PROGRAMS}/python/publish/`),
      await accountant.post(`${PROGRAMS}/python/listing/`, { listed: false }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual(ONLY_OWNER);
    }

    const staff = accounts.staff!;
    expect((await staff.put(`${PROGRAMS}/python/draft/`, draft)).statusCode).toBe(200);
    for (const answer of [
      await staff.post(`${PROGRAMS}/python/publish/`),
      await staff.post(`${PROGRAMS}/python/listing/`, { listed: false }),
      await staff.post(`${PROGRAMS}/order/`, { slugs: ['c', 'python'] }),
      await staff.post(`${MENTORS}/priya-raghavan/publish/`),
      await staff.post(`${MENTORS}/priya-raghavan/account/`, { user_id: null }),
      await staff.put(`${MENTORS}/priya-raghavan/programs/`, { programs: ['python'] }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual(ONLY_OWNER);
    }
    // Nothing the refused calls asked for happened.
    const record = (await staff.get(`${PROGRAMS}/python/`)).json();
    expect(record).toMatchObject({
      listed: true,
      published: { hoursPerWeek: 6 },
      draft: { hoursPerWeek: 7 },
    });
    expect((await accounts.owner!.post(`${PROGRAMS}/python/publish/`)).statusCode).toBe(200);
  });

  it('refuses a bad document with the field at fault, and keeps what was there', async () => {
    const staff = await as('staff');
    const python = await pythonDocument(staff);
    const refused = async (document: object) => {
      const answer = await staff.put(`${PROGRAMS}/python/draft/`, document);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json();
    };
    const [basic, pro, premium] = python.plans;

    expect(await refused({ ...python, name: '' })).toEqual({
      error: 'Fill this in.',
      field: 'name',
    });
    expect(
      await refused({ ...python, plans: [basic, { ...pro, pricePaise: 9999.5 }, premium] }),
    ).toEqual({ error: 'Give the price in paise, a whole number.', field: 'plans.1.pricePaise' });
    expect(
      await refused({ ...python, plans: [basic, pro, { ...premium, pricePaise: pro.pricePaise }] }),
    ).toEqual({
      error: 'Price the Premium Plan above the Pro Plan: an upgrade pays the difference.',
      field: 'plans.2.pricePaise',
    });
    expect(
      await refused({
        ...python,
        plans: [basic, { ...pro, mostChosen: true }, { ...premium, mostChosen: true }],
      }),
    ).toEqual({ error: 'Mark one plan at most as the most chosen.', field: 'plans.2.mostChosen' });
    expect(await refused({ ...python, mentors: ['priya-raghavan', 'nobody-here'] })).toEqual({
      error: 'There is no mentor profile nobody-here. Create it first.',
      field: 'mentors.1',
    });
    expect(await refused({ ...python, aliases: ['/ai'] })).toEqual({
      error: '/ai already leads to Artificial Intelligence. Choose another alias.',
      field: 'aliases.0',
    });
    expect(await refused({ ...python, slug: 'java' })).toEqual({
      error: '/java already leads to Java. Choose another path.',
      field: 'slug',
    });
    expect(await refused({ ...python, name: 'JAVA' })).toMatchObject({ field: 'name' });
    expect((await staff.get(`${PROGRAMS}/python/`)).json().draft).toBeNull();

    const chosen = await staff.put(`${PROGRAMS}/python/draft/`, {
      ...python,
      plans: [basic, { ...pro, mostChosen: true }, premium],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const owner = await as('owner');
    await owner.post(`${PROGRAMS}/python/publish/`);
    const live = (await currentCatalogue(t.app)).programs.find((p) => p.slug === 'python')!;
    expect(live.plans.filter((p) => p.mostChosen).map((p) => p.name)).toEqual(['Pro Plan']);
  });

  it('keeps the old path of a renamed program as an alias, and its cohorts follow it', async () => {
    const owner = await as('owner');
    const now = nowIso();
    await t.app.database.db
      .insertInto('cohorts')
      .values({
        program: 'python',
        starts_on: '2027-01-10',
        capacity: 30,
        language: 'English',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const python = await pythonDocument(owner);
    const renamed = await owner.put(`${PROGRAMS}/python/draft/`, {
      ...python,
      slug: 'python-programming',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // Until it is published, the program is where it was.
    expect(renamed.json()).toMatchObject({ slug: 'python', draft: { slug: 'python-programming' } });

    const published = await owner.post(`${PROGRAMS}/python/publish/`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      slug: 'python-programming',
      published: { slug: 'python-programming', aliases: ['/python'] },
    });
    expect((await owner.get(`${PROGRAMS}/python/`)).statusCode).toBe(404);
    const live = (await currentCatalogue(t.app)).programs;
    expect(live.map((p) => p.slug)).toContain('python-programming');
    expect(live.map((p) => p.slug)).not.toContain('python');
    const cohorts = await t.app.database.db.selectFrom('cohorts').select('program').execute();
    expect(cohorts).toEqual([{ program: 'python-programming' }]);

    // The old path stays this program's: no other may take it.
    const java = (await owner.get(`${PROGRAMS}/java/`)).json().published;
    const taken = await owner.put(`${PROGRAMS}/java/draft/`, { ...java, aliases: ['/python'] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      error: '/python already leads to Python. Choose another alias.',
      field: 'aliases.0',
    });

    // Renamed back, the path is the program's own again and no longer an alias.
    const back = (await owner.get(`${PROGRAMS}/python-programming/`)).json().published;
    await owner.put(`${PROGRAMS}/python-programming/draft/`, { ...back, slug: 'python' });
    const restored = await owner.post(`${PROGRAMS}/python-programming/publish/`);
    expect(restored.json().published).toMatchObject({
      slug: 'python',
      aliases: ['/python-programming'],
    });
  });

  it('publishes only one of two programs claiming the same alias at once', async () => {
    const owner = await as('owner');
    for (const slug of ['c', 'cpp']) {
      const document = (await owner.get(`${PROGRAMS}/${slug}/`)).json().published;
      const saved = await owner.put(`${PROGRAMS}/${slug}/draft/`, {
        ...document,
        aliases: [...document.aliases, '/systems'],
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const answers = await Promise.all(
      ['c', 'cpp'].map((slug) => owner.post(`${PROGRAMS}/${slug}/publish/`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      error: expect.stringMatching(/^\/systems already leads to C.*\. Choose another alias\.$/),
      field: expect.stringMatching(/^aliases\.\d$/),
    });
    const claiming = (await currentCatalogue(t.app)).programs.filter((p) =>
      p.aliases.includes('/systems'),
    );
    expect(claiming).toHaveLength(1);
  });

  it('creates a program as an unlisted draft, then publishes and lists it', async () => {
    const staff = await as('staff');
    const owner = await as('owner');
    const python = await pythonDocument(staff);
    const robotics = {
      ...python,
      slug: 'robotics',
      name: 'Robotics',
      label: 'Robotics',
      category: 'Technology',
      aliases: [],
      popular: undefined,
      freelancing: undefined,
      image: '/images/programs/robotics.svg',
    };
    const created = await staff.post(`${PROGRAMS}/`, robotics);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ slug: 'robotics', listed: false, published: null });
    const technology = (await staff.get(`${PROGRAMS}/`))
      .json()
      .results.filter((p: { category: string }) => p.category === 'Technology');
    expect(technology.at(-1)).toMatchObject({
      slug: 'robotics',
      published_at: null,
      has_draft: true,
    });
    expect((await staff.post(`${PROGRAMS}/`, robotics)).json()).toMatchObject({ field: 'slug' });

    const early = await owner.post(`${PROGRAMS}/robotics/listing/`, { listed: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(
      'Publish robotics before you list it: it is only a draft so far.',
    );
    const version = (await currentCatalogue(t.app)).version;
    expect((await owner.post(`${PROGRAMS}/robotics/publish/`)).statusCode).toBe(200);
    let live = (await currentCatalogue(t.app)).programs.find((p) => p.slug === 'robotics');
    expect(live).toMatchObject({ listed: false, category: 'Technology' });
    expect((await owner.post(`${PROGRAMS}/robotics/listing/`, { listed: true })).statusCode).toBe(
      200,
    );
    const catalogue = await currentCatalogue(t.app);
    live = catalogue.programs.find((p) => p.slug === 'robotics');
    expect(live!.listed).toBe(true);
    expect(catalogue.version).toBe(version + 2);
    expect(catalogue.mentors.find((m) => m.slug === python.mentors[0])!.programs).toContain(
      'robotics',
    );
  });

  it('discards a draft, and a program that was only a draft with it', async () => {
    const staff = await as('staff');
    const python = await pythonDocument(staff);
    await staff.put(`${PROGRAMS}/python/draft/`, { ...python, hoursPerWeek: 9 });
    const discarded = await staff.delete(`${PROGRAMS}/python/draft/`);
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toMatchObject({ draft: null, published: { hoursPerWeek: 6 } });
    expect((await staff.delete(`${PROGRAMS}/python/draft/`)).statusCode).toBe(404);

    await staff.post(`${PROGRAMS}/`, {
      ...python,
      slug: 'robotics',
      name: 'Robotics',
      aliases: [],
      popular: undefined,
      freelancing: undefined,
    });
    expect((await staff.delete(`${PROGRAMS}/robotics/draft/`)).statusCode).toBe(204);
    expect((await staff.get(`${PROGRAMS}/robotics/`)).statusCode).toBe(404);
    const rows = await auditOf(staff, 'program');
    expect(rows[0]).toMatchObject({ action: 'program.discard', record_id: 'robotics' });
    expect(rows[0].changes).toContainEqual({ field: 'name', before: 'Robotics', after: null });
  });

  it('reorders a category listed whole, and refuses a category listed in part', async () => {
    const owner = await as('owner');
    const inCategory = async () =>
      (await owner.get(`${PROGRAMS}/`))
        .json()
        .results.filter((p: { category: string }) => p.category === 'Programming Language')
        .map((p: { slug: string }) => p.slug);
    const before = await inCategory();
    const reversed = [...before].reverse();

    const partial = await owner.post(`${PROGRAMS}/order/`, { slugs: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toEqual({
      error: `List every program of Programming Language: ${reversed[0]} is missing.`,
      field: 'slugs',
    });
    const unknown = await owner.post(`${PROGRAMS}/order/`, { slugs: [...reversed, 'cobol'] });
    expect(unknown.json()).toEqual({
      error: 'There is no program cobol.',
      field: `slugs.${reversed.length}`,
    });

    const version = (await currentCatalogue(t.app)).version;
    const ordered = await owner.post(`${PROGRAMS}/order/`, { slugs: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(await inCategory()).toEqual(reversed);
    const catalogue = await currentCatalogue(t.app);
    expect(catalogue.version).toBe(version + 1);
    expect(
      catalogue.programs.filter((p) => p.category === 'Programming Language').map((p) => p.slug),
    ).toEqual(reversed);
    expect((await auditOf(owner, 'program'))[0]).toMatchObject({
      action: 'program.order',
      record_id: 'Programming Language',
      changes: [{ field: 'order', before, after: reversed }],
    });
  });

  it('drafts, publishes and links a mentor, and sets the programs they teach', async () => {
    const staff = await as('staff');
    const owner = await as('owner');
    const learner = await accountWithRole(t.app, 'learner');
    const mentorAccount = await accountWithRole(t.app, 'mentor');
    const priya = (await staff.get(`${MENTORS}/priya-raghavan/`)).json();
    expect(priya).toMatchObject({ user: null, programs: expect.arrayContaining(['python']) });

    const asha = {
      ...priya.published,
      slug: 'asha-rao',
      name: 'Asha Rao',
      photo: '/images/mentors/asha-rao.svg',
    };
    const created = await staff.post(`${MENTORS}/`, asha);
    expect(created.statusCode, created.body).toBe(201);
    expect((await staff.post(`${MENTORS}/`, asha)).json()).toMatchObject({ field: 'slug' });

    // A program may name her in a draft; it is published once her profile is.
    const python = await pythonDocument(staff);
    await staff.put(`${PROGRAMS}/python/draft/`, {
      ...python,
      mentors: [...python.mentors, 'asha-rao'],
    });
    const early = await owner.post(`${PROGRAMS}/python/publish/`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ field: `mentors.${python.mentors.length}` });
    expect((await owner.post(`${MENTORS}/asha-rao/publish/`)).statusCode).toBe(200);
    expect((await owner.post(`${PROGRAMS}/python/publish/`)).statusCode).toBe(200);

    const learnerId = (
      await t.app.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', learner.email)
        .executeTakeFirstOrThrow()
    ).id;
    const mentorId = (
      await t.app.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', mentorAccount.email)
        .executeTakeFirstOrThrow()
    ).id;
    const notTeacher = await owner.post(`${MENTORS}/asha-rao/account/`, { user_id: learnerId });
    expect(notTeacher.statusCode).toBe(400);
    expect(notTeacher.json()).toEqual({
      error: 'Choose an account with the mentor, staff or owner role.',
      field: 'user_id',
    });
    const linked = await owner.post(`${MENTORS}/asha-rao/account/`, { user_id: mentorId });
    expect(linked.json()).toMatchObject({ user: { id: mentorId, name: 'Mentor Person' } });
    const twice = await owner.post(`${MENTORS}/priya-raghavan/account/`, { user_id: mentorId });
    expect(twice.statusCode).toBe(409);

    const taught = await owner.put(`${MENTORS}/asha-rao/programs/`, { programs: ['java'] });
    expect(taught.statusCode, taught.body).toBe(200);
    expect(taught.json().programs).toEqual(['java']);
    const catalogue = await currentCatalogue(t.app);
    const asLive = catalogue.mentors.find((m) => m.slug === 'asha-rao')!;
    expect(asLive).toMatchObject({ userId: mentorId, programs: ['java'], name: 'Asha Rao' });
    expect(catalogue.programs.find((p) => p.slug === 'java')!.mentors.at(-1)).toBe('asha-rao');
    expect(catalogue.programs.find((p) => p.slug === 'python')!.mentors).toEqual(python.mentors);

    // A page is never left without a mentor.
    const java = catalogue.programs.find((p) => p.slug === 'java')!;
    const sole = java.mentors[0]!;
    const alone = (await owner.get(`${MENTORS}/${sole}/`)).json().programs as string[];
    const soleOf = catalogue.programs.find((p) => p.mentors.length === 1 && p.mentors[0] === sole);
    if (soleOf) {
      const left = await owner.put(`${MENTORS}/${sole}/programs/`, {
        programs: alone.filter((p) => p !== soleOf.slug),
      });
      expect(left.statusCode).toBe(409);
      expect(left.json().error).toBe(
        `${soleOf.slug} would have no mentor left: add another to it first.`,
      );
    }
    expect(
      (await auditOf(owner, 'mentor_profile')).map((r: { action: string }) => r.action),
    ).toEqual([
      'mentor_profile.programs',
      'mentor_profile.account',
      'mentor_profile.publish',
      'mentor_profile.create',
    ]);
  });
});
