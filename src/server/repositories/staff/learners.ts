import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { LearnerDetail, LearnerSummary } from '../../../domain/staff/learners.ts';
import type { Role } from '../../../domain/roles.ts';
import type { Database } from '../../db/schema.ts';
import { photoUrl } from '../../routes/profile-photo.ts';
import { dayRange, offsetOf } from './list-helpers.ts';
import { textMatch } from './text-search.ts';
import { ordersOfUser } from './orders.ts';
import { STAFF_REVIEW_COLUMNS, toStaffReview } from './reviews.ts';

interface LearnerFilters {
  q?: string | undefined;
  role?: Role | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** What staff may see of an account: never its password hash, sessions or codes. */
function accounts(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.phone',
      'users.role',
      'users.created_at',
      'users.email_verified_at',
      'users.photo_path',
      sql<number>`(select count(*) from orders where orders.user_id = users.id)`.as('orders'),
    ]);
}

const toSummary = (row: {
  id: number;
  username: string;
  email: string;
  phone: string;
  role: Role;
  created_at: string;
  orders: number;
}): LearnerSummary => ({
  id: row.id,
  username: row.username,
  email: row.email,
  phone: row.phone,
  role: row.role,
  orders: Number(row.orders),
  created_at: row.created_at,
});

export async function listLearners(
  db: Kysely<Database>,
  filters: LearnerFilters,
  page: number,
  pageSize: number,
): Promise<{ results: LearnerSummary[]; count: number }> {
  const { since, before } = dayRange(filters.from, filters.to);
  const matches = (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.and([
      ...(filters.role ? [eb('users.role', '=', filters.role)] : []),
      ...(since ? [eb('users.created_at', '>=', since)] : []),
      ...(before ? [eb('users.created_at', '<', before)] : []),
      ...(filters.q ? [textMatch(db, 'users', filters.q)] : []),
    ]);
  // The page's accounts are chosen first, from the index alone; only they are read in full and
  // have their orders counted, however many pages come before.
  const onPage = db
    .selectFrom('users')
    .select('users.id')
    .where(matches)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
  const [found, total] = await Promise.all([
    accounts(db)
      .where('users.id', 'in', onPage)
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .execute(),
    db
      .selectFrom('users')
      .where(matches)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { results: found.map(toSummary), count: Number(total.n) };
}

export async function learnerDetail(
  db: Kysely<Database>,
  id: number,
): Promise<LearnerDetail | undefined> {
  const row = await accounts(db).where('users.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [orderList, reviews] = await Promise.all([
    ordersOfUser(db, id),
    db
      .selectFrom('program_reviews')
      .select(STAFF_REVIEW_COLUMNS)
      .where('user_id', '=', id)
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  return {
    ...toSummary(row),
    email_verified_at: row.email_verified_at,
    photo_url: row.photo_path ? photoUrl(row.photo_path) : null,
    order_list: orderList,
    reviews: reviews.map(toStaffReview),
  };
}
