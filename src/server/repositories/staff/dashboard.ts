import { sql, type Kysely } from 'kysely';
import { addDays, istDay, istDayStartIso, lastDays } from '../../../domain/india-time.ts';
import { PERIODS, type Dashboard } from '../../../domain/staff/dashboard.ts';
import { isPostgres } from '../../db/migration-helpers.ts';
import type { Database } from '../../db/schema.ts';
import { untyped } from '../../db/untyped.ts';

/** The IST date of a stored UTC timestamp, in each engine's own words. */
function istDate(db: Kysely<Database>, column: string) {
  return isPostgres(db as unknown as Kysely<unknown>)
    ? sql<string>`to_char(${sql.ref(column)}::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`
    : sql<string>`substr(datetime(${sql.ref(column)}, '+330 minutes'), 1, 10)`;
}

/** How many rows fall in each period, by the timestamp in `column`. */
function perPeriod(column: string, starts: string[]) {
  return starts.map((since, i) =>
    sql<number>`coalesce(sum(case when ${sql.ref(column)} >= ${since} then 1 else 0 end), 0)`.as(
      `p${i}`,
    ),
  );
}

/**
 * The console's first screen. Each figure is an aggregate computed by the database: one query
 * for enquiries, one for placed orders, one for paid orders, one for the chart, one for programs.
 */
export async function dashboardFigures(db: Kysely<Database>, now: Date): Promise<Dashboard> {
  const today = istDay(now);
  const starts = PERIODS.map((p) => istDayStartIso(addDays(today, 1 - p.days)));
  const monthStart = starts.at(-1)!;
  const anyDb = untyped(db);

  const enquiries = anyDb
    .selectFrom(
      db
        .selectFrom('contact_enquiries')
        .select(['created_at', 'status'])
        .unionAll(db.selectFrom('program_enquiries').select(['created_at', 'status']))
        .unionAll(db.selectFrom('freelancing_enquiries').select(['created_at', 'status']))
        .as('e'),
    )
    .select([
      sql<number>`coalesce(sum(case when status = 'new' then 1 else 0 end), 0)`.as('new_count'),
      ...perPeriod('created_at', starts),
    ])
    .executeTakeFirstOrThrow();

  const placed = db
    .selectFrom('orders')
    .select([
      sql<number>`coalesce(sum(case when status = 'payment_reported' then 1 else 0 end), 0)`.as(
        'reported',
      ),
      sql<number>`coalesce(sum(case when status = 'awaiting_payment' then 1 else 0 end), 0)`.as(
        'awaiting',
      ),
      ...perPeriod('created_at', starts),
    ])
    .executeTakeFirstOrThrow();

  // Orders confirmed paid in each period, refunded since or not: the money did arrive then.
  const paid = db
    .selectFrom('orders')
    .where('paid_at', '>=', monthStart)
    .select([
      ...perPeriod('paid_at', starts),
      ...starts.map((since, i) =>
        sql<number>`coalesce(sum(case when paid_at >= ${since} then total_paise else 0 end), 0)`.as(
          `r${i}`,
        ),
      ),
    ])
    .executeTakeFirstOrThrow();

  const day = istDate(db, 'paid_at');
  const daily = db
    .selectFrom('orders')
    .where('paid_at', '>=', monthStart)
    .select([day.as('day'), sql<number>`sum(total_paise)`.as('revenue')])
    .groupBy(day)
    .execute();

  // A line's share of what was paid: its price, less its part of the order's discount. The
  // product of two amounts in paise outgrows PostgreSQL's integer, hence the bigint.
  const lineRevenue = sql<number>`sum(cast(i.plan_paise as bigint) * o.total_paise / o.original_paise)`;
  const top = db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .where('o.paid_at', '>=', monthStart)
    .select(['i.program', lineRevenue.as('revenue'), sql<number>`count(*)`.as('items')])
    .groupBy('i.program')
    .orderBy(lineRevenue, 'desc')
    .limit(5)
    .execute();

  const [e, o, p, d, t] = await Promise.all([enquiries, placed, paid, daily, top]);
  const n = (row: Record<string, unknown>, key: string) => Number(row[key] ?? 0);
  const byDay = new Map(d.map((row) => [row.day, Number(row.revenue)]));
  return {
    needs_action: {
      new_enquiries: n(e, 'new_count'),
      payment_reported: n(o, 'reported'),
      awaiting_payment: n(o, 'awaiting'),
    },
    periods: PERIODS.map((period, i) => ({
      key: period.key,
      label: period.label,
      enquiries: n(e, `p${i}`),
      orders_placed: n(o, `p${i}`),
      orders_paid: n(p, `p${i}`),
      revenue_paise: n(p, `r${i}`),
    })),
    daily_revenue: lastDays(now, 30).map((date) => ({
      date,
      revenue_paise: byDay.get(date) ?? 0,
    })),
    top_programs: t.map((row) => ({
      program: row.program,
      revenue_paise: Math.round(Number(row.revenue)),
      items: Number(row.items),
    })),
  };
}
