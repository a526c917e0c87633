import type { ExpressionBuilder, Kysely } from 'kysely';
import { PROGRAMS } from '../../domain/catalogue/programs.ts';
import { averageRating, type ProgramRatings } from '../../domain/ratings.ts';
import { PAID_STATUSES } from '../../domain/order-statuses.ts';
import type { Review } from '../../domain/reviews.ts';
import { keyOf } from './users.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

const PUBLIC_COLUMNS = ['r.id', 'r.user_name', 'r.comment', 'r.rating', 'r.created_at'] as const;

interface NewReview {
  program: string;
  userId: number | null;
  userName: string;
  comment: string;
  rating: number;
  ip: string;
}

const programName = (slug: string) => PROGRAMS.find((p) => p.slug === slug)?.name ?? slug;

type ReviewScope = ExpressionBuilder<Database & { r: Database['program_reviews'] }, 'r'>;

/**
 * Whether the review's author learned the program with us: enrolled in it (now or before), or
 * with a paid order for it. A visitor's review never is. Orders and enrolments name the
 * program as the catalogue does ('Python'); reviews are stored under its slug.
 */
const isVerified = (programName: string) => (eb: ReviewScope) =>
  eb.or([
    eb.exists(
      eb
        .selectFrom('enrolments as e')
        .select('e.id')
        .whereRef('e.user_id', '=', 'r.user_id')
        .where('e.program', '=', programName),
    ),
    eb.exists(
      eb
        .selectFrom('orders as o')
        .innerJoin('order_items as i', 'i.order_id', 'o.id')
        .select('o.id')
        .whereRef('o.user_id', '=', 'r.user_id')
        .where('i.program', '=', programName)
        .where('o.status', 'in', PAID_STATUSES),
    ),
  ]);

/** The engines answer a boolean expression as true/false or 1/0. */
const asReview = (row: Omit<Review, 'verified'> & { verified: unknown }): Review => ({
  ...row,
  verified: row.verified === true || Number(row.verified) === 1,
});

export async function insertReview(db: Kysely<Database>, review: NewReview): Promise<Review> {
  const { id } = await db
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
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('program_reviews as r')
    .select([...PUBLIC_COLUMNS, (eb) => isVerified(programName(review.program))(eb).as('verified')])
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
  return asReview(row);
}

/**
 * One page of a program's published reviews, newest first, and how many there are in all;
 * with `verifiedOnly`, of those by verified learners.
 */
export async function listReviews(
  db: Kysely<Database>,
  program: string,
  page: number,
  pageSize: number,
  verifiedOnly = false,
): Promise<{ results: Review[]; count: number }> {
  const verified = isVerified(programName(program));
  const published = db
    .selectFrom('program_reviews as r')
    .where('r.program', '=', program)
    .where('r.hidden_at', 'is', null)
    .$if(verifiedOnly, (q) => q.where(verified));
  const [results, total] = await Promise.all([
    published
      .select([...PUBLIC_COLUMNS, (eb) => verified(eb).as('verified')])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    published
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { results: results.map(asReview), count: Number(total.count) };
}

/** Every program's figure from its published reviews; programs without any are absent. */
export async function programRatings(db: Kysely<Database>): Promise<ProgramRatings> {
  const rows = await db
    .selectFrom('program_reviews')
    .select((eb) => [
      'program',
      eb.fn.countAll<string | number>().as('count'),
      eb.fn.sum<string | number>('rating').as('sum'),
    ])
    .where('hidden_at', 'is', null)
    .groupBy('program')
    .orderBy('program')
    .execute();
  return Object.fromEntries(
    rows.map((row) => {
      const count = Number(row.count);
      return [row.program, { average: averageRating(Number(row.sum), count), count }];
    }),
  );
}

/** Whether `name` is an account's name, as names are compared (case and width aside). */
export async function isAccountName(db: Kysely<Database>, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', keyOf(name))
    .executeTakeFirst();
  return row !== undefined;
}
