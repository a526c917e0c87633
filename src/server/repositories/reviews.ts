import type { Kysely } from 'kysely';
import type { Review } from '../../domain/reviews.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

const PUBLIC_COLUMNS = ['id', 'user_name', 'comment', 'rating', 'created_at'] as const;

interface NewReview {
  program: string;
  userId: number | null;
  userName: string;
  comment: string;
  rating: number;
  ip: string;
}

export async function insertReview(db: Kysely<Database>, review: NewReview): Promise<Review> {
  return db
    .insertInto('program_reviews')
    .values({
      program: review.program,
      user_id: review.userId,
      user_name: review.userName,
      comment: review.comment,
      rating: review.rating,
      ip: review.ip,
      created_at: nowIso(),
    })
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** One page of a program's reviews, newest first, and how many there are in all. */
export async function listReviews(
  db: Kysely<Database>,
  program: string,
  page: number,
  pageSize: number,
): Promise<{ results: Review[]; count: number }> {
  const [results, total] = await Promise.all([
    db
      .selectFrom('program_reviews')
      .select(PUBLIC_COLUMNS)
      .where('program', '=', program)
      .where('hidden_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('program_reviews')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('program', '=', program)
      .where('hidden_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { results, count: Number(total.count) };
}
