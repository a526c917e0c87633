import type { Kysely, Selectable, Transaction } from 'kysely';
import { findProgram } from '../../../domain/catalogue/programs.ts';
import type { StaffReview, StaffReviewQuery } from '../../../domain/staff/reviews.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { User } from '../../auth/sessions.ts';
import { nowIso } from '../../db/database.ts';
import type { Database, ProgramReviewTable } from '../../db/schema.ts';
import { anyContains, dayRange, offsetOf } from './list-helpers.ts';

type Row = Selectable<ProgramReviewTable>;
type Actor = Pick<User, 'id' | 'username'>;

export const STAFF_REVIEW_COLUMNS = [
  'id',
  'program',
  'user_name',
  'user_id',
  'comment',
  'rating',
  'created_at',
  'hidden_at',
] as const;

export function toStaffReview(row: Omit<Row, 'ip'>): StaffReview {
  return {
    id: row.id,
    program: row.program,
    program_name: findProgram(row.program)?.name ?? row.program,
    user_name: row.user_name,
    user_id: row.user_id,
    comment: row.comment,
    rating: row.rating,
    created_at: row.created_at,
    hidden_at: row.hidden_at,
  };
}

export async function listStaffReviews(
  db: Kysely<Database>,
  query: StaffReviewQuery,
): Promise<{ results: StaffReview[]; count: number }> {
  const { since, before } = dayRange(query.from, query.to);
  let rows = db.selectFrom('program_reviews');
  if (query.program) {
    rows = rows.where('program', '=', findProgram(query.program)?.slug ?? query.program);
  }
  if (query.rating) rows = rows.where('rating', '=', query.rating);
  if (query.visibility === 'visible') rows = rows.where('hidden_at', 'is', null);
  if (query.visibility === 'hidden') rows = rows.where('hidden_at', 'is not', null);
  if (since) rows = rows.where('created_at', '>=', since);
  if (before) rows = rows.where('created_at', '<', before);
  if (query.q) rows = rows.where(anyContains(['user_name', 'comment'], query.q));
  const [results, total] = await Promise.all([
    rows
      .select(STAFF_REVIEW_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.page_size)
      .offset(offsetOf(query.page, query.page_size))
      .execute(),
    rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { results: results.map(toStaffReview), count: Number(total.n) };
}

const findReview = (tx: Transaction<Database>, id: number) =>
  tx
    .selectFrom('program_reviews')
    .select(STAFF_REVIEW_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();

/** Hides (or restores) a review; undefined when there is no such review. */
export async function setReviewHidden(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  hidden: boolean,
): Promise<StaffReview | undefined> {
  return db.transaction().execute(async (tx) => {
    const before = await findReview(tx, id);
    if (!before) return undefined;
    if ((before.hidden_at !== null) === hidden) return toStaffReview(before);
    const hiddenAt = hidden ? nowIso() : null;
    await tx
      .updateTable('program_reviews')
      .set({ hidden_at: hiddenAt })
      .where('id', '=', id)
      .execute();
    await recordAudit(tx, actor, {
      action: hidden ? 'review.hide' : 'review.restore',
      recordType: 'review',
      recordId: id,
      changes: [{ field: 'hidden_at', before: before.hidden_at, after: hiddenAt }],
    });
    return toStaffReview({ ...before, hidden_at: hiddenAt });
  });
}

/** Deletes a review for good, keeping what it said in the audit log; false when there was none. */
export async function deleteReviewAudited(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const before = await findReview(tx, id);
    if (!before) return false;
    await tx.deleteFrom('program_reviews').where('id', '=', id).execute();
    await recordAudit(tx, actor, {
      action: 'review.delete',
      recordType: 'review',
      recordId: id,
      changes: (['program', 'user_name', 'rating', 'comment'] as const).map((field) => ({
        field,
        before: before[field],
        after: null,
      })),
    });
    return true;
  });
}
