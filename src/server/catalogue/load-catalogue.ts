import type { Kysely, Transaction } from 'kysely';
import {
  byCatalogueOrder,
  catalogueProgram,
  type Catalogue,
  type CatalogueMentor,
  type CatalogueProgram,
} from '../../domain/catalogue/live-catalogue.ts';
import type { Database } from '../db/schema.ts';
import { flag, publishedMentor, publishedProgram } from './catalogue-documents.ts';
import { readCatalogueVersion } from './catalogue-version.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Each program's mentors as published, by program id, in the order its page shows them. */
export async function linkedMentors(
  db: Executor,
  programIds?: readonly number[],
): Promise<Map<number, string[]>> {
  let query = db
    .selectFrom('catalogue_mentor_programs as l')
    .innerJoin('catalogue_mentors as m', 'm.id', 'l.mentor_id')
    .select(['l.program_id', 'm.slug'])
    .orderBy('l.program_id')
    .orderBy('l.position');
  if (programIds) {
    if (programIds.length === 0) return new Map();
    query = query.where('l.program_id', 'in', [...programIds]);
  }
  const links = new Map<number, string[]>();
  for (const { program_id, slug } of await query.execute()) {
    const list = links.get(program_id) ?? [];
    list.push(slug);
    links.set(program_id, list);
  }
  return links;
}

/**
 * The published catalogue: every program that has been published (listed or not), in catalogue
 * order, and every published mentor with the programs that name them. The version is read
 * first: a publish that lands while the documents are read leaves a version older than what
 * was read, and the next check reads again, never the other way round.
 */
export async function loadCatalogue(db: Executor): Promise<Catalogue> {
  const version = await readCatalogueVersion(db);
  const [programRows, mentorRows, links] = await Promise.all([
    db
      .selectFrom('catalogue_programs')
      .select(['id', 'slug', 'listed', 'sort_order', 'published'])
      .where('published', 'is not', null)
      .execute(),
    db
      .selectFrom('catalogue_mentors')
      .select(['id', 'slug', 'user_id', 'published'])
      .where('published', 'is not', null)
      .execute(),
    linkedMentors(db),
  ]);

  const programs: CatalogueProgram[] = programRows
    .map((row) =>
      catalogueProgram(publishedProgram(row, links.get(row.id) ?? [])!, {
        listed: flag(row.listed),
        order: row.sort_order,
      }),
    )
    .sort(byCatalogueOrder);

  const teaching = new Map<string, string[]>();
  for (const program of programs) {
    for (const mentor of program.mentors) {
      teaching.set(mentor, [...(teaching.get(mentor) ?? []), program.slug]);
    }
  }
  const mentors: CatalogueMentor[] = mentorRows
    .map((row) => ({
      ...publishedMentor(row)!,
      slug: row.slug,
      userId: row.user_id,
      programs: teaching.get(row.slug) ?? [],
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.slug.localeCompare(b.slug));

  return { version, programs, mentors };
}
