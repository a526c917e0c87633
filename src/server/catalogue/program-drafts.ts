import type { Kysely, Transaction } from 'kysely';
import { programClash } from '../../domain/catalogue/catalogue-edits.ts';
import type { ProgramDocument } from '../../domain/catalogue/live-catalogue.ts';
import type { ProgramRecord } from '../../domain/staff/catalogue.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { draftProgram, type ProgramRow } from './catalogue-documents.ts';
import { documentChanges } from './document-changes.ts';
import {
  claimsOfOthers,
  programRecord,
  programRowOr404,
  publishedDocument,
} from './program-records.ts';

// Drafts: what staff and the owner prepare. Nothing here changes what the site shows, so the
// catalogue's version stays as it is; program-publishing.ts puts a draft on the site.

type Executor = Kysely<Database> | Transaction<Database>;
type Actor = Pick<User, 'id' | 'username'>;

/** Places within a category are 10 apart, so that one can go between two without moving them. */
export const ORDER_STEP = 10;

/** The mentors a document names that have no profile at all: 400 naming the first. */
async function checkMentorsExist(db: Executor, document: ProgramDocument): Promise<void> {
  const found = await db
    .selectFrom('catalogue_mentors')
    .select('slug')
    .where('slug', 'in', document.mentors)
    .execute();
  const known = new Set(found.map((m) => m.slug));
  const missing = document.mentors.findIndex((slug) => !known.has(slug));
  if (missing !== -1) {
    throw new HttpError(
      400,
      `There is no mentor profile ${document.mentors[missing]}. Create it first.`,
      {},
      { field: `mentors.${missing}` },
    );
  }
}

/**
 * A document checked against the rest of the catalogue: nothing it claims is another program's,
 * and its mentors have profiles. 400 naming the field otherwise.
 */
async function checkAgainstCatalogue(
  db: Executor,
  programId: number | null,
  document: ProgramDocument,
): Promise<void> {
  const clash = programClash(document, await claimsOfOthers(db, programId));
  if (clash) throw new HttpError(400, clash.error, {}, clash.field ? { field: clash.field } : {});
  await checkMentorsExist(db, document);
}

/** A new program, as a draft: unlisted, last of its category, on the site once published and listed. */
export async function createProgram(
  db: Kysely<Database>,
  actor: Actor,
  document: ProgramDocument,
): Promise<ProgramRecord> {
  await checkAgainstCatalogue(db, null, document);
  return db.transaction().execute(async (tx) => {
    const others = await claimsOfOthers(tx, null);
    const last = Math.max(
      0,
      ...others.filter((p) => p.category === document.category).map((p) => p.order),
    );
    const now = nowIso();
    const row = await tx
      .insertInto('catalogue_programs')
      .values({
        slug: document.slug,
        listed: 0,
        sort_order: last + ORDER_STEP,
        published: null,
        draft: JSON.stringify(document),
        draft_by: actor.id,
        published_at: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(tx, actor, {
      action: 'program.create',
      recordType: 'program',
      recordId: document.slug,
      changes: documentChanges(null, document),
    });
    return programRecord(tx, row);
  });
}

/**
 * Saves the whole draft of a program, replacing any earlier one; the audit row holds each field
 * the draft changes, from what the draft before it (or the site) said. The same draft saved
 * again changes nothing.
 */
export async function saveProgramDraft(
  db: Kysely<Database>,
  actor: Actor,
  slug: string,
  edited: ProgramDocument,
): Promise<ProgramRecord> {
  const row = await programRowOr404(db, slug);
  // Renamed back to a path it once had, the program takes that path out of its aliases.
  const document =
    edited.slug === row.slug
      ? edited
      : { ...edited, aliases: edited.aliases.filter((alias) => alias !== `/${edited.slug}`) };
  await checkAgainstCatalogue(db, row.id, document);
  return db.transaction().execute(async (tx) => {
    const current = await programRowOr404(tx, slug);
    const before = draftProgram(current) ?? (await publishedDocument(tx, current));
    if (current.draft !== null && JSON.stringify(before) === JSON.stringify(document)) {
      return programRecord(tx, current);
    }
    const saved = await tx
      .updateTable('catalogue_programs')
      .set({ draft: JSON.stringify(document), draft_by: actor.id, updated_at: nowIso() })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(tx, actor, {
      action: 'program.draft',
      recordType: 'program',
      recordId: current.slug,
      changes: documentChanges(before, document),
    });
    return programRecord(tx, saved);
  });
}

/**
 * Drops a program's draft; the site keeps what it shows. A program never published is nothing
 * but its draft, so it goes with it: the answer is then null.
 */
export async function discardProgramDraft(
  db: Kysely<Database>,
  actor: Actor,
  slug: string,
): Promise<ProgramRecord | null> {
  return db.transaction().execute(async (tx) => {
    const row: ProgramRow = await programRowOr404(tx, slug);
    const draft = draftProgram(row);
    if (!draft) throw new HttpError(404, `There is no draft of ${slug} to discard.`);
    const published = await publishedDocument(tx, row);
    await recordAudit(tx, actor, {
      action: 'program.discard',
      recordType: 'program',
      recordId: row.slug,
      changes: documentChanges(draft, published),
    });
    if (!published) {
      await tx.deleteFrom('catalogue_programs').where('id', '=', row.id).execute();
      return null;
    }
    const kept = await tx
      .updateTable('catalogue_programs')
      .set({ draft: null, draft_by: null, updated_at: nowIso() })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return programRecord(tx, kept);
  });
}
