import type { Kysely, Transaction } from 'kysely';
import { programClash } from '../../domain/catalogue/catalogue-edits.ts';
import { PROGRAM_CATEGORIES } from '../../domain/catalogue/categories.ts';
import type { ProgramDocument } from '../../domain/catalogue/live-catalogue.ts';
import type { ProgramRecord, ProgramSummary } from '../../domain/staff/catalogue.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { draftProgram, flag, storedProgram } from './catalogue-documents.ts';
import { bumpCatalogueVersion, lockCatalogue } from './catalogue-version.ts';
import { documentChanges } from './document-changes.ts';
import { ORDER_STEP } from './program-drafts.ts';
import {
  claimsOfOthers,
  listPrograms,
  programRecord,
  programRowOr404,
  publishedDocument,
} from './program-records.ts';

// What changes the site: publishing a draft, listing or unlisting, reordering. The owner's.
// Each holds the catalogue's state row (lockCatalogue), so they run one at a time, checks
// included, and each raises the version in its transaction.

type Actor = Pick<User, 'id' | 'username'>;

/**
 * The tables that name a program by its path. A program's new path is written into them in the
 * transaction that publishes it, so that its cohorts, materials, checks, learners' progress
 * and projects follow it.
 */
const TABLES_BY_SLUG = [
  'cohorts',
  'materials',
  'module_checks',
  'module_progress',
  'project_submissions',
] as const;

/** Its mentors' profile ids, in the page's order: 409 naming one not yet on the site. */
async function publishedMentorIds(
  tx: Transaction<Database>,
  document: ProgramDocument,
): Promise<number[]> {
  const rows = await tx
    .selectFrom('catalogue_mentors')
    .select(['id', 'slug', 'published'])
    .where('slug', 'in', document.mentors)
    .execute();
  return document.mentors.map((slug, i) => {
    const mentor = rows.find((m) => m.slug === slug);
    if (!mentor?.published) {
      throw new HttpError(
        409,
        mentor
          ? `Publish the profile of ${slug} first: the program's page shows it.`
          : `There is no mentor profile ${slug}. Change the draft's mentors.`,
        {},
        { field: `mentors.${i}` },
      );
    }
    return mentor.id;
  });
}

/** A new path keeps the old one as an alias, so that links to it still arrive. */
function withOldPath(document: ProgramDocument, oldSlug: string): ProgramDocument {
  const newPath = `/${document.slug}`;
  const oldPath = `/${oldSlug}`;
  const aliases = document.aliases.filter((alias) => alias !== newPath);
  if (!aliases.includes(oldPath)) aliases.push(oldPath);
  return { ...document, aliases };
}

/**
 * Puts a program's draft on the site: the draft becomes what is published, its mentors' links
 * follow it, and the version rises. A new path adds the old one to the aliases and carries the
 * program's cohorts, materials, progress and projects over to it. 409 when there is no draft,
 * or when since it was saved another program took what it claims.
 */
export async function publishProgram(
  db: Kysely<Database>,
  actor: Actor,
  slug: string,
): Promise<ProgramRecord> {
  return db.transaction().execute(async (tx) => {
    await lockCatalogue(tx);
    const row = await programRowOr404(tx, slug);
    const draft = draftProgram(row);
    if (!draft) throw new HttpError(409, `There is no draft of ${slug} to publish.`);
    const before = await publishedDocument(tx, row);
    const renamed = before !== null && draft.slug !== row.slug;
    const document = renamed ? withOldPath(draft, row.slug) : draft;

    const others = await claimsOfOthers(tx, row.id);
    const clash = programClash(document, others);
    if (clash) throw new HttpError(409, clash.error, {}, clash.field ? { field: clash.field } : {});
    const mentorIds = await publishedMentorIds(tx, document);

    // A program moved to another category goes last in it. (Before the first publish, its
    // place is already within the draft's category.)
    const order =
      (before?.category ?? document.category) === document.category
        ? row.sort_order
        : Math.max(
            0,
            ...others.filter((p) => p.category === document.category).map((p) => p.order),
          ) + ORDER_STEP;
    const now = nowIso();
    const published = await tx
      .updateTable('catalogue_programs')
      .set({
        slug: document.slug,
        sort_order: order,
        published: storedProgram(document),
        draft: null,
        draft_by: null,
        published_at: now,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await tx.deleteFrom('catalogue_mentor_programs').where('program_id', '=', row.id).execute();
    await tx
      .insertInto('catalogue_mentor_programs')
      .values(
        mentorIds.map((mentorId, position) => ({
          program_id: row.id,
          mentor_id: mentorId,
          position,
        })),
      )
      .execute();
    if (renamed) {
      for (const table of TABLES_BY_SLUG) {
        await tx
          .updateTable(table)
          .set({ program: document.slug })
          .where('program', '=', row.slug)
          .execute();
      }
    }
    await bumpCatalogueVersion(tx);
    await recordAudit(tx, actor, {
      action: 'program.publish',
      recordType: 'program',
      recordId: document.slug,
      changes: documentChanges(before, document),
    });
    return programRecord(tx, published);
  });
}

/** Lists a published program on the site or takes it off; the same state again changes nothing. */
export async function setProgramListed(
  db: Kysely<Database>,
  actor: Actor,
  slug: string,
  listed: boolean,
): Promise<ProgramRecord> {
  return db.transaction().execute(async (tx) => {
    await lockCatalogue(tx);
    const row = await programRowOr404(tx, slug);
    if (row.published === null) {
      throw new HttpError(409, `Publish ${slug} before you list it: it is only a draft so far.`);
    }
    if (flag(row.listed) === listed) return programRecord(tx, row);
    const changed = await tx
      .updateTable('catalogue_programs')
      .set({ listed: listed ? 1 : 0, updated_at: nowIso() })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpCatalogueVersion(tx);
    await recordAudit(tx, actor, {
      action: 'program.listing',
      recordType: 'program',
      recordId: row.slug,
      changes: [{ field: 'listed', before: !listed, after: listed }],
    });
    return programRecord(tx, changed);
  });
}

/**
 * Puts programs in the order given, category by category: each category named must be listed
 * whole (every program of it, once), so that no program is left without a place. 400 naming the
 * path at fault. One audit row per category whose order changed.
 */
export async function reorderPrograms(
  db: Kysely<Database>,
  actor: Actor,
  slugs: readonly string[],
): Promise<ProgramSummary[]> {
  return db.transaction().execute(async (tx) => {
    await lockCatalogue(tx);
    const programs = await listPrograms(tx);
    const bySlug = new Map(programs.map((p) => [p.slug, p]));
    const seen = new Set<string>();
    slugs.forEach((slug, i) => {
      if (!bySlug.has(slug)) {
        throw new HttpError(400, `There is no program ${slug}.`, {}, { field: `slugs.${i}` });
      }
      if (seen.has(slug)) {
        throw new HttpError(400, `${slug} is listed twice.`, {}, { field: `slugs.${i}` });
      }
      seen.add(slug);
    });
    const categories = PROGRAM_CATEGORIES.filter((c) =>
      slugs.some((s) => bySlug.get(s)!.category === c),
    );
    let changed = false;
    for (const category of categories) {
      const current = programs.filter((p) => p.category === category);
      const wanted = slugs.filter((s) => bySlug.get(s)!.category === category);
      const left = current.find((p) => !seen.has(p.slug));
      if (left) {
        throw new HttpError(
          400,
          `List every program of ${category}: ${left.slug} is missing.`,
          {},
          { field: 'slugs' },
        );
      }
      const before = current.map((p) => p.slug);
      if (before.join() === wanted.join()) continue;
      for (const [i, slug] of wanted.entries()) {
        await tx
          .updateTable('catalogue_programs')
          .set({ sort_order: (i + 1) * ORDER_STEP, updated_at: nowIso() })
          .where('slug', '=', slug)
          .execute();
      }
      await recordAudit(tx, actor, {
        action: 'program.order',
        recordType: 'program',
        recordId: category,
        changes: [{ field: 'order', before, after: wanted }],
      });
      changed = true;
    }
    if (changed) await bumpCatalogueVersion(tx);
    return listPrograms(tx);
  });
}
