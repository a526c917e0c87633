import type { Kysely, Transaction } from 'kysely';
import type { ProgramDocument } from '../../domain/catalogue/live-catalogue.ts';
import type { MentorRecord } from '../../domain/staff/catalogue.ts';
import { recordAudit, type AuditChange } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { notMentors } from '../repositories/delivery/cohorts.ts';
import { draftMentor, draftProgram, publishedMentor } from './catalogue-documents.ts';
import { bumpCatalogueVersion, lockCatalogue } from './catalogue-version.ts';
import { documentChanges } from './document-changes.ts';
import { mentorRecord, mentorRowOr404, taughtPrograms } from './mentor-profiles.ts';

// What changes the site about a mentor: their profile published, the account they teach with,
// the programs whose pages show them. The owner's; each holds the catalogue's state row and
// raises the version, as program-publishing.ts does.

type Actor = Pick<User, 'id' | 'username'>;

/** A program page shows one to three mentors (the program file's rule). */
const MOST_MENTORS = 3;

export const NOT_A_TEACHER = 'Choose an account with the mentor, staff or owner role.';

export async function publishMentor(
  db: Kysely<Database>,
  actor: Actor,
  slug: string,
): Promise<MentorRecord> {
  return db.transaction().execute(async (tx) => {
    await lockCatalogue(tx);
    const row = await mentorRowOr404(tx, slug);
    const draft = draftMentor(row);
    if (!draft) throw new HttpError(409, `There is no draft of ${slug}'s profile to publish.`);
    const now = nowIso();
    const published = await tx
      .updateTable('catalogue_mentors')
      .set({
        published: JSON.stringify(draft),
        draft: null,
        draft_by: null,
        published_at: now,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpCatalogueVersion(tx);
    await recordAudit(tx, actor, {
      action: 'mentor_profile.publish',
      recordType: 'mentor_profile',
      recordId: slug,
      changes: documentChanges(publishedMentor(row), draft),
    });
    return mentorRecord(tx, published);
  });
}

/**
 * Links the profile to the account the mentor teaches with (null unlinks): an account with the
 * mentor, staff or owner role (400 otherwise), and not another profile's (409).
 */
export async function linkMentorAccount(
  db: Kysely<Database>,
  actor: Actor,
  slug: string,
  userId: number | null,
): Promise<MentorRecord> {
  return db.transaction().execute(async (tx) => {
    await lockCatalogue(tx);
    const row = await mentorRowOr404(tx, slug);
    if (userId !== null && (await notMentors(tx, [userId])).length > 0) {
      throw new HttpError(400, NOT_A_TEACHER, {}, { field: 'user_id' });
    }
    if (row.user_id === userId) return mentorRecord(tx, row);
    if (userId !== null) {
      const other = await tx
        .selectFrom('catalogue_mentors')
        .select('slug')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (other) {
        throw new HttpError(
          409,
          `That account is already linked to the profile ${other.slug}. Unlink it there first.`,
          {},
          { field: 'user_id' },
        );
      }
    }
    const linked = await tx
      .updateTable('catalogue_mentors')
      .set({ user_id: userId, updated_at: nowIso() })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpCatalogueVersion(tx);
    await recordAudit(tx, actor, {
      action: 'mentor_profile.account',
      recordType: 'mentor_profile',
      recordId: slug,
      changes: [{ field: 'user_id', before: row.user_id, after: userId }],
    });
    return mentorRecord(tx, linked);
  });
}

/**
 * A draft that named the mentor as the site did keeps in step with the change, so that
 * publishing it later does not undo it; a draft left with too few or too many mentors is left
 * as it is, for its author to settle.
 */
function draftInStep(
  draft: ProgramDocument,
  mentor: string,
  teaches: boolean,
): ProgramDocument | null {
  const named = draft.mentors.includes(mentor);
  if (named === teaches) return null;
  const mentors = teaches ? [...draft.mentors, mentor] : draft.mentors.filter((m) => m !== mentor);
  if (mentors.length === 0 || mentors.length > MOST_MENTORS) return null;
  return { ...draft, mentors };
}

/**
 * Sets the published programs whose pages show this mentor: added last on a program's page,
 * removed from the others. 400 for a program that is not on the site; 409 when a page would be
 * left without a mentor, or with more than three.
 */
export async function setMentorPrograms(
  db: Kysely<Database>,
  actor: Actor,
  slug: string,
  programSlugs: readonly string[],
): Promise<MentorRecord> {
  return db.transaction().execute(async (tx) => {
    await lockCatalogue(tx);
    const mentor = await mentorRowOr404(tx, slug);
    if (mentor.published === null) {
      throw new HttpError(409, `Publish ${slug}'s profile before you add it to programs.`);
    }
    const before = (await taughtPrograms(tx)).get(mentor.id) ?? [];
    const programs = await tx
      .selectFrom('catalogue_programs')
      .select(['id', 'slug', 'published', 'draft'])
      .execute();
    const bySlug = new Map(programs.map((p) => [p.slug, p]));
    programSlugs.forEach((program, i) => {
      if (!bySlug.get(program)?.published) {
        throw new HttpError(
          400,
          `There is no published program ${program}.`,
          {},
          { field: `programs.${i}` },
        );
      }
    });
    const added = programSlugs.filter((p) => !before.includes(p));
    const removed = before.filter((p) => !programSlugs.includes(p));
    if (added.length === 0 && removed.length === 0) return mentorRecord(tx, mentor);

    const counts = await linkCounts(
      tx,
      [...added, ...removed].map((p) => bySlug.get(p)!.id),
    );
    for (const program of removed) {
      if ((counts.get(bySlug.get(program)!.id) ?? 0) <= 1) {
        throw new HttpError(
          409,
          `${program} would have no mentor left: add another to it first.`,
          {},
          { field: 'programs' },
        );
      }
    }
    for (const program of added) {
      if ((counts.get(bySlug.get(program)!.id) ?? 0) >= MOST_MENTORS) {
        throw new HttpError(
          409,
          `${program} shows ${MOST_MENTORS} mentors already: remove one from it first.`,
          {},
          { field: `programs.${programSlugs.indexOf(program)}` },
        );
      }
    }

    const changes: AuditChange[] = [{ field: 'programs', before, after: [...programSlugs] }];
    const now = nowIso();
    if (removed.length > 0) {
      await tx
        .deleteFrom('catalogue_mentor_programs')
        .where('mentor_id', '=', mentor.id)
        .where(
          'program_id',
          'in',
          removed.map((p) => bySlug.get(p)!.id),
        )
        .execute();
    }
    for (const program of added) {
      const programId = bySlug.get(program)!.id;
      const last = await tx
        .selectFrom('catalogue_mentor_programs')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('program_id', '=', programId)
        .executeTakeFirst();
      await tx
        .insertInto('catalogue_mentor_programs')
        .values({
          program_id: programId,
          mentor_id: mentor.id,
          position: Number(last?.position ?? -1) + 1,
        })
        .execute();
    }
    for (const program of [...added, ...removed]) {
      const row = bySlug.get(program)!;
      const draft = draftProgram(row);
      const kept = draft && draftInStep(draft, slug, added.includes(program));
      if (!kept) continue;
      await tx
        .updateTable('catalogue_programs')
        .set({ draft: JSON.stringify(kept), updated_at: now })
        .where('id', '=', row.id)
        .execute();
      changes.push({
        field: `draft of ${program}: mentors`,
        before: draft.mentors,
        after: kept.mentors,
      });
    }
    await bumpCatalogueVersion(tx);
    await recordAudit(tx, actor, {
      action: 'mentor_profile.programs',
      recordType: 'mentor_profile',
      recordId: slug,
      changes,
    });
    return mentorRecord(tx, mentor);
  });
}

/** How many mentors each program's page shows, by program id. */
async function linkCounts(
  tx: Transaction<Database>,
  programIds: number[],
): Promise<Map<number, number>> {
  const rows = await tx
    .selectFrom('catalogue_mentor_programs')
    .select(['program_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('program_id', 'in', programIds)
    .groupBy('program_id')
    .execute();
  return new Map(rows.map((r) => [r.program_id, Number(r.count)]));
}
