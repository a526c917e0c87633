import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { readMentors, readProgramIndex, readProjects } from '../../../scripts/program-index.ts';
import { ruleFor } from '../../domain/certificates/completion-rule.ts';
import type { Catalogue } from '../../domain/catalogue/live-catalogue.ts';
import { PLANS } from '../../domain/catalogue/plans.ts';
import { programFileSchema } from '../../domain/catalogue/program-file.ts';
import { PLAN_ENTITLEMENTS } from '../../domain/mentoring/entitlements.ts';
import { rupeesToPaise } from '../../domain/money.ts';
import { buildApp } from '../app.ts';
import { completionFile } from '../certificates/completion-rules.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { accountWithRole, callAs } from '../test/accounts.ts';
import { describeEachEngine, openTestDatabase, testConfig, type Engine } from '../test/harness.ts';
import { currentCatalogue, onCatalogueChange } from './catalogue-cache.ts';
import { loadCatalogue } from './load-catalogue.ts';

const PATHS = {
  programsDir: 'content/programs',
  artworkDir: 'public/images/programs',
  mentorsDir: 'content/mentors',
  mentorPhotosDir: 'public/images/mentors',
  projectsDir: 'content/projects',
};

/** Projects reviewed by each plan today: its card's 'Feedback on 3 projects'. */
const PROJECT_FEEDBACK = { basic: 0, pro: 3, premium: 3 } as const;

/** The catalogue as content/ and the plans' module say it today, read with today's readers. */
function catalogueOfContent(): Omit<Catalogue, 'version'> {
  const index = readProgramIndex(PATHS);
  const projects = readProjects(PATHS);
  const completion = completionFile();
  const plans = PLANS.map((plan) => ({
    id: plan.id,
    name: plan.name,
    pricePaise: rupeesToPaise(plan.price),
    terms: { ...PLAN_ENTITLEMENTS[plan.id], projectFeedback: PROJECT_FEEDBACK[plan.id] },
    features: [...plan.features],
    mostChosen: false,
  }));
  const programs = index.map(({ slug }) => {
    const file = programFileSchema.parse(
      JSON.parse(fs.readFileSync(path.join(PATHS.programsDir, `${slug}.json`), 'utf8')),
    );
    return {
      ...file,
      slug,
      aliases: file.aliases ?? [],
      listed: true,
      order: file.position,
      image: `/images/programs/${slug}.svg`,
      seoTitle: null,
      seoDescription: null,
      projects: projects.get(slug)!,
      completion: ruleFor(completion, slug),
      plans,
    };
  });
  const mentors = readMentors(PATHS)
    .map((mentor) => ({
      ...mentor,
      userId: null,
      programs: programs.filter((p) => p.mentors.includes(mentor.slug)).map((p) => p.slug),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { programs, mentors };
}

/** Two handles on one database, as two instances of the site have: a file, or a schema. */
async function sharedDatabase(engine: Engine): Promise<{
  handles: [DatabaseHandle, DatabaseHandle];
  cleanup: () => Promise<void>;
}> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentora-catalogue-'));
    const filename = path.join(dir, 'app.db');
    const handles = [0, 1].map(() => openDatabase({ engine: 'sqlite', filename })) as [
      DatabaseHandle,
      DatabaseHandle,
    ];
    return { handles, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_cat_${crypto.randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create schema ${schema}`);
  const handles = [0, 1].map(() => openDatabase({ engine: 'postgres', url, schema })) as [
    DatabaseHandle,
    DatabaseHandle,
  ];
  return { handles, cleanup: () => admin(`drop schema ${schema} cascade`) };
}

describeEachEngine('the catalogue in the database', (engine) => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
  });

  it('holds after migrating exactly what content/ and the plans said', async () => {
    const database = await openTestDatabase(engine);
    closing.push(() => database.close());
    const catalogue = await loadCatalogue(database.db);

    expect(catalogue.version).toBe(1);
    expect(catalogue.programs).toHaveLength(20);
    expect(catalogue.mentors).toHaveLength(11);
    expect(catalogue).toEqual({ version: 1, ...catalogueOfContent() });
  });

  it('writes each plan card as the plans module wrote it, word for word', async () => {
    const database = await openTestDatabase(engine);
    closing.push(() => database.close());
    const { programs } = await loadCatalogue(database.db);
    expect(programs).toHaveLength(20);
    for (const program of programs) {
      expect(program.plans.map((p) => [p.name, p.pricePaise / 100, p.features])).toEqual(
        PLANS.map((p) => [p.name, p.price, [...p.features]]),
      );
    }
  });

  it('shows another instance’s publish within about a second, through the database alone', async () => {
    const { handles, cleanup } = await sharedDatabase(engine);
    closing.push(cleanup);
    await migrateToLatest(handles[0].db);
    const apps: FastifyInstance[] = [];
    for (const database of handles) {
      const app = await buildApp(testConfig(), { database });
      await app.ready();
      apps.push(app);
      closing.push(() => app.close());
    }
    const [writer, reader] = apps as [FastifyInstance, FastifyInstance];

    const seen = await currentCatalogue(reader);
    const heard: number[] = [];
    onCatalogueChange(reader, (catalogue) => heard.push(catalogue.version));

    const owner = callAs(writer, await accountWithRole(writer, 'owner'));
    const python = (await owner.get('/api/staff/catalogue/programs/python/')).json();
    const tagline = 'Python from the first line of code to a web app you deploy yourself.';
    const drafted = await owner.put('/api/staff/catalogue/programs/python/draft/', {
      ...python.published,
      tagline,
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    // A draft is not the site: neither instance sees it.
    expect((await currentCatalogue(writer)).version).toBe(seen.version);

    const published = await owner.post('/api/staff/catalogue/programs/python/publish/');
    expect(published.statusCode, published.body).toBe(200);
    const at = Date.now();
    // The instance that published sees it at once.
    const own = await currentCatalogue(writer);
    expect(own.version).toBe(seen.version + 1);
    expect(own.programs.find((p) => p.slug === 'python')!.tagline).toBe(tagline);

    let other = await currentCatalogue(reader);
    while (other.version === seen.version && Date.now() - at < 3_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      other = await currentCatalogue(reader);
    }
    expect(Date.now() - at).toBeLessThan(1_500);
    expect(other.version).toBe(seen.version + 1);
    expect(other.programs.find((p) => p.slug === 'python')!.tagline).toBe(tagline);
    expect(heard).toEqual([seen.version + 1]);
  });
});
