import type { Kysely, Transaction } from 'kysely';
import type { MentorDocument } from '../../domain/catalogue/live-catalogue.ts';
import type { MentorRecord, MentorSummary } from '../../domain/staff/catalogue.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { draftMentor, publishedMentor, type MentorRow } from './catalogue-documents.ts';
import { documentChanges } from './document-changes.ts';
import { listPrograms } from './program-records.ts';

// Mentors' public profiles: reads and drafts. Publishing, the account and the programs they
// teach change the site: mentor-publishing.ts.

type Executor = Kysely<Database> | Transaction<Database>;
type Actor = Pick<User, 'id' | 'username'>;

export const NO_SUCH_MENTOR = 'There is no such mentor profile.';

export async function mentorRowOr404(db: Executor, slug: string): Promise<MentorRow> {
  const row = await db
    .selectFrom('catalogue_mentors')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, NO_SUCH_MENTOR);
  return row;
}

/** The programs each mentor teaches, as published, by mentor id, in catalogue order. */
export async function taughtPrograms(db: Executor): Promise<Map<number, string[]>> {
  const [links, programs] = await Promise.all([
    db
      .selectFrom('catalogue_mentor_programs as l')
      .innerJoin('catalogue_programs as p', 'p.id', 'l.program_id')
      .select(['l.mentor_id', 'p.slug'])
      .execute(),
    listPrograms(db),
  ]);
  const place = new Map(programs.map((p, i) => [p.slug, i]));
  const taught = new Map<number, string[]>();
  for (const { mentor_id, slug } of links)
    taught.set(mentor_id, [...(taught.get(mentor_id) ?? []), slug]);
  for (const slugs of taught.values()) slugs.sort((a, b) => place.get(a)! - place.get(b)!);
  return taught;
}

async function names(db: Executor, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((u) => [u.id, u.username]));
}

const ref = (known: Map<number, string>, id: number | null) =>
  id !== null && known.has(id) ? { id, name: known.get(id)! } : null;

export async function mentorRecord(db: Executor, row: MentorRow): Promise<MentorRecord> {
  const [taught, known] = await Promise.all([
    taughtPrograms(db),
    names(db, [row.user_id, row.draft_by]),
  ]);
  return {
    slug: row.slug,
    user: ref(known, row.user_id),
    programs: taught.get(row.id) ?? [],
    published: publishedMentor(row),
    draft: draftMentor(row),
    draft_by: ref(known, row.draft_by),
    published_at: row.published_at,
    updated_at: row.updated_at,
  };
}

/** Every mentor profile, published or not, by name. */
export async function listMentors(db: Executor): Promise<MentorSummary[]> {
  const rows = await db.selectFrom('catalogue_mentors').selectAll().execute();
  const [taught, known] = await Promise.all([
    taughtPrograms(db),
    names(
      db,
      rows.map((r) => r.user_id),
    ),
  ]);
  return rows
    .map((row) => {
      const front = publishedMentor(row) ?? draftMentor(row)!;
      return {
        slug: row.slug,
        name: front.name,
        title: front.title,
        user: ref(known, row.user_id),
        programs: taught.get(row.id) ?? [],
        has_draft: row.draft !== null,
        published_at: row.published_at,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.slug.localeCompare(b.slug));
}

/** A new mentor's profile, as a draft: on program pages once published and named by a program. */
export async function createMentor(
  db: Kysely<Database>,
  actor: Actor,
  slug: string,
  document: MentorDocument,
): Promise<MentorRecord> {
  const taken = await db
    .selectFrom('catalogue_mentors')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (taken) {
    throw new HttpError(400, `There is already a mentor profile ${slug}.`, {}, { field: 'slug' });
  }
  return db.transaction().execute(async (tx) => {
    const now = nowIso();
    const row = await tx
      .insertInto('catalogue_mentors')
      .values({
        slug,
        user_id: null,
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
      action: 'mentor_profile.create',
      recordType: 'mentor_profile',
      recordId: slug,
      changes: documentChanges(null, document),
    });
    return mentorRecord(tx, row);
  });
}

/** Saves a profile's whole draft, replacing any earlier one; the same draft again changes nothing. */
export async function saveMentorDraft(
  db: Kysely<Database>,
  actor: Actor,
  slug: string,
  document: MentorDocument,
): Promise<MentorRecord> {
  return db.transaction().execute(async (tx) => {
    const row = await mentorRowOr404(tx, slug);
    const before = draftMentor(row) ?? publishedMentor(row);
    if (row.draft !== null && JSON.stringify(before) === JSON.stringify(document)) {
      return mentorRecord(tx, row);
    }
    const saved = await tx
      .updateTable('catalogue_mentors')
      .set({ draft: JSON.stringify(document), draft_by: actor.id, updated_at: nowIso() })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(tx, actor, {
      action: 'mentor_profile.draft',
      recordType: 'mentor_profile',
      recordId: slug,
      changes: documentChanges(before, document),
    });
    return mentorRecord(tx, saved);
  });
}

/**
 * Drops a profile's draft. A profile never published is nothing but its draft and goes with it
 * (no program can name it on the site yet): the answer is then null.
 */
export async function discardMentorDraft(
  db: Kysely<Database>,
  actor: Actor,
  slug: string,
): Promise<MentorRecord | null> {
  return db.transaction().execute(async (tx) => {
    const row = await mentorRowOr404(tx, slug);
    const draft = draftMentor(row);
    if (!draft) throw new HttpError(404, `There is no draft of ${slug}'s profile to discard.`);
    const published = publishedMentor(row);
    await recordAudit(tx, actor, {
      action: 'mentor_profile.discard',
      recordType: 'mentor_profile',
      recordId: slug,
      changes: documentChanges(draft, published),
    });
    if (!published) {
      await tx.deleteFrom('catalogue_mentors').where('id', '=', row.id).execute();
      return null;
    }
    const kept = await tx
      .updateTable('catalogue_mentors')
      .set({ draft: null, draft_by: null, updated_at: nowIso() })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return mentorRecord(tx, kept);
  });
}
