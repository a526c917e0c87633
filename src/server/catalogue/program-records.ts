import type { Kysely, Transaction } from 'kysely';
import type { ClaimingProgram } from '../../domain/catalogue/catalogue-edits.ts';
import {
  byCatalogueOrder,
  PLAN_TIERS,
  type ProgramDocument,
} from '../../domain/catalogue/live-catalogue.ts';
import type { ProgramRecord, ProgramSummary } from '../../domain/staff/catalogue.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import {
  draftProgram,
  flag,
  publishedProgram,
  type ProgramRow,
  type StoredProgram,
} from './catalogue-documents.ts';
import { linkedMentors } from './load-catalogue.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export const NO_SUCH_PROGRAM = 'There is no such program in the catalogue.';

export async function findProgramRow(db: Executor, slug: string): Promise<ProgramRow | undefined> {
  return db
    .selectFrom('catalogue_programs')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export async function programRowOr404(db: Executor, slug: string): Promise<ProgramRow> {
  const row = await findProgramRow(db, slug);
  if (!row) throw new HttpError(404, NO_SUCH_PROGRAM);
  return row;
}

/** A row's published document, its mentors read from the links. */
export async function publishedDocument(
  db: Executor,
  row: ProgramRow,
): Promise<ProgramDocument | null> {
  if (row.published === null) return null;
  const links = await linkedMentors(db, [row.id]);
  return publishedProgram(row, links.get(row.id) ?? []);
}

/** A program as the console edits it: published, drafted, and who drafted it. */
export async function programRecord(db: Executor, row: ProgramRow): Promise<ProgramRecord> {
  const [published, drafter] = await Promise.all([
    publishedDocument(db, row),
    row.draft_by === null
      ? undefined
      : db
          .selectFrom('users')
          .select(['id', 'username'])
          .where('id', '=', row.draft_by)
          .executeTakeFirst(),
  ]);
  return {
    slug: row.slug,
    listed: flag(row.listed),
    order: row.sort_order,
    published,
    draft: draftProgram(row),
    draft_by: drafter ? { id: drafter.id, name: drafter.username } : null,
    published_at: row.published_at,
    updated_at: row.updated_at,
  };
}

/** What each row shows of itself: its published document, or its draft before the first publish. */
type FrontDocument = Pick<
  ProgramDocument,
  'name' | 'category' | 'aliases' | 'popular' | 'freelancing' | 'plans'
>;

const frontOf = (row: ProgramRow): FrontDocument =>
  row.published !== null ? (JSON.parse(row.published) as StoredProgram) : draftProgram(row)!;

/** Every program, published or not, in catalogue order. */
export async function listPrograms(db: Executor): Promise<ProgramSummary[]> {
  const rows = await db.selectFrom('catalogue_programs').selectAll().execute();
  return rows
    .map((row) => {
      const front = frontOf(row);
      return {
        slug: row.slug,
        name: front.name,
        category: front.category,
        listed: flag(row.listed),
        order: row.sort_order,
        has_draft: row.draft !== null,
        published_at: row.published_at,
        prices: Object.fromEntries(
          PLAN_TIERS.map((tier) => [tier, front.plans.find((p) => p.id === tier)?.pricePaise ?? 0]),
        ) as ProgramSummary['prices'],
      };
    })
    .sort(byCatalogueOrder);
}

/** Every program but one, with what each claims: paths, aliases, names and ranks. */
export async function claimsOfOthers(
  db: Executor,
  exceptId: number | null,
): Promise<
  (ClaimingProgram & { id: number; category: ProgramDocument['category']; order: number })[]
> {
  let query = db
    .selectFrom('catalogue_programs')
    .select(['id', 'slug', 'sort_order', 'published', 'draft'])
    .orderBy('id');
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.execute()).map((row) => {
    const front = frontOf(row as ProgramRow);
    return {
      id: row.id,
      slug: row.slug,
      category: front.category,
      order: row.sort_order,
      document: front,
    };
  });
}
