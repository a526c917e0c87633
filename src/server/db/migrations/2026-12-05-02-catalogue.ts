import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

/**
 * The catalogue moves from content/ into the database, where the console edits it: one row per
 * program and per mentor, each with its published document (JSON, what the site shows) and a
 * draft beside it, the mentors' links to the programs they teach, and one row whose version
 * every publish raises. The documents hold the plans too: a draft of a program changes its
 * texts and its prices together, and publishing it is one row's change.
 *
 * Today's content/ is imported as it is: the programs (their projects and completion rules
 * with them), the mentors, and the three plans at the prices every program was sold at.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('catalogue_programs'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(0))
    // Its place within its category: 10, 20, 30 leave room between.
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    // The document the site shows; null until the program is first published.
    .addColumn('published', 'text')
    .addColumn('draft', 'text')
    .addColumn('draft_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('catalogue_mentors'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    // The account they teach with; one profile per account.
    .addColumn('user_id', 'integer', (c) => c.unique().references('users.id').onDelete('set null'))
    .addColumn('published', 'text')
    .addColumn('draft', 'text')
    .addColumn('draft_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Who teaches what, as published: a program's mentors in the order its page shows them.
  await db.schema
    .createTable('catalogue_mentor_programs')
    .addColumn('program_id', 'integer', (c) =>
      c.notNull().references('catalogue_programs.id').onDelete('cascade'),
    )
    .addColumn('mentor_id', 'integer', (c) =>
      c.notNull().references('catalogue_mentors.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_mentor_programs_pk', ['program_id', 'mentor_id'])
    .execute();
  await db.schema
    .createIndex('catalogue_mentor_programs_mentor_idx')
    .on('catalogue_mentor_programs')
    .column('mentor_id')
    .execute();

  // One row: read every second by each instance to learn whether the catalogue changed.
  await db.schema
    .createTable('catalogue_state')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await importContent(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalogue_state').execute();
  await db.schema.dropTable('catalogue_mentor_programs').execute();
  await db.schema.dropTable('catalogue_mentors').execute();
  await db.schema.dropTable('catalogue_programs').execute();
}

/** The plans every program was sold in on this date, their prices in paise, GST included. */
const PLANS = [
  {
    id: 'basic',
    pricePaise: 499_900,
    terms: { mentorship: null, career: null, webinars: false, projectFeedback: 0 },
    extraFeatures: [
      'Every module, with lifetime access',
      'Live cohort sessions or self-paced',
      'Community support',
      'Verified digital certificate',
    ],
    mostChosen: false,
  },
  {
    id: 'pro',
    pricePaise: 999_900,
    terms: {
      mentorship: { sessions: 4, minutes: 30 },
      career: null,
      webinars: false,
      projectFeedback: 3,
    },
    extraFeatures: [],
    mostChosen: false,
  },
  {
    id: 'premium',
    pricePaise: 1_499_900,
    terms: {
      mentorship: { sessions: 4, minutes: 30 },
      career: { sessions: 2, minutes: 45 },
      webinars: true,
      projectFeedback: 3,
    },
    extraFeatures: [],
    mostChosen: false,
  },
];

/**
 * content/, found upwards from this module: the same walk works from src/ and from the built
 * server in dist/node/, and content/ ships with the app (deploy/mentora.service runs it from the
 * checkout that holds it).
 */
function contentDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'content');
    if (fs.existsSync(path.join(candidate, 'programs'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error('content/ was not found above the server: the catalogue is imported from it');
    }
    dir = parent;
  }
}

type Json = Record<string, any>;

/** Each `<slug>.json` of a folder of content/, parsed, by slug. */
function readFolder(folder: string): Map<string, any> {
  const files = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return new Map(
    files.map((name) => [
      name.slice(0, -'.json'.length),
      JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as unknown,
    ]),
  );
}

async function importContent(db: Kysely<any>): Promise<void> {
  const content = contentDir();
  const programs = readFolder(path.join(content, 'programs')) as Map<string, Json>;
  const projects = readFolder(path.join(content, 'projects'));
  const mentors = readFolder(path.join(content, 'mentors')) as Map<string, Json>;
  const completion = JSON.parse(fs.readFileSync(path.join(content, 'completion.json'), 'utf8')) as {
    default: Json;
    programs?: Record<string, Json>;
  };
  const now = new Date().toISOString();

  if (programs.size > 0) {
    await db
      .insertInto('catalogue_programs')
      .values(
        [...programs].map(([slug, file]) => {
          const { position, mentors: _mentors, aliases, ...fields } = file;
          const published = {
            ...fields,
            aliases: aliases ?? [],
            image: `/images/programs/${slug}.svg`,
            seoTitle: null,
            seoDescription: null,
            projects: projects.get(slug) ?? [],
            completion: { ...completion.default, ...completion.programs?.[slug] },
            plans: PLANS,
          };
          return {
            slug,
            listed: 1,
            sort_order: position,
            published: JSON.stringify(published),
            draft: null,
            draft_by: null,
            published_at: now,
            created_at: now,
            updated_at: now,
          };
        }),
      )
      .execute();
  }
  if (mentors.size > 0) {
    await db
      .insertInto('catalogue_mentors')
      .values(
        [...mentors].map(([slug, file]) => ({
          slug,
          user_id: null,
          published: JSON.stringify({ ...file, photo: `/images/mentors/${slug}.svg` }),
          draft: null,
          draft_by: null,
          published_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }

  const ids = async (table: string) =>
    new Map(
      (await db.selectFrom(table).select(['id', 'slug']).execute()).map((r) => [
        r.slug as string,
        r.id as number,
      ]),
    );
  const programIds = await ids('catalogue_programs');
  const mentorIds = await ids('catalogue_mentors');
  const links = [...programs].flatMap(([slug, file]) =>
    ((file.mentors ?? []) as string[]).map((mentor, position) => {
      const mentorId = mentorIds.get(mentor);
      if (mentorId === undefined) {
        throw new Error(`content/programs/${slug}.json names mentor ${mentor}, who has no profile`);
      }
      return { program_id: programIds.get(slug)!, mentor_id: mentorId, position };
    }),
  );
  if (links.length > 0) await db.insertInto('catalogue_mentor_programs').values(links).execute();

  await db.insertInto('catalogue_state').values({ id: 1, version: 1, updated_at: now }).execute();
}
