import { sql, type Kysely } from 'kysely';
import { addDays, istDay, istDayStartIso, lastDays } from '../../../domain/india-time.ts';
import { PERIODS, type Dashboard } from '../../../domain/staff/dashboard.ts';
import { revenueOf } from '../../../domain/staff/revenue.ts';
import type { Database } from '../../db/schema.ts';
import { untyped } from '../../db/untyped.ts';
import { documentsIssued } from '../../reports/month-documents.ts';

const TOP_PROGRAMS = 5;

/** How many rows fall in each period, by the timestamp in `column`. */
function perPeriod(column: string, starts: string[]) {
  return starts.map((since, i) =>
    sql<number>`coalesce(sum(case when ${sql.ref(column)} >= ${since} then 1 else 0 end), 0)`.as(
      `p${i}`,
    ),
  );
}

/**
 * The console's first screen: counts computed by the database (one query for enquiries, one for
 * placed orders, one for paid orders) and revenue from the documents issued in the last 30 days.
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
    .select(perPeriod('paid_at', starts))
    .executeTakeFirstOrThrow();

  // Revenue is read from the documents issued, as the reports read it: the same definition
  // over the same rows, so the two screens agree to the paisa.
  const documents = documentsIssued(db, monthStart);

  const [e, o, p, issued] = await Promise.all([enquiries, placed, paid, documents]);
  const n = (row: Record<string, unknown>, key: string) => Number(row[key] ?? 0);
  const since = (start: string) =>
    issued.filter((d) => Date.parse(d.issued_at) >= Date.parse(start));
  const onDay = (day: string) => issued.filter((d) => istDay(d.issued_at) === day);
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
      revenue_paise: revenueOf(since(starts[i]!)).revenue_paise,
    })),
    daily_revenue: lastDays(now, 30).map((date) => ({
      date,
      revenue_paise: revenueOf(onDay(date)).revenue_paise,
    })),
    top_programs: revenueOf(issued)
      .programs.slice(0, TOP_PROGRAMS)
      .map((row) => ({ program: row.program, revenue_paise: row.revenue_paise, items: row.lines })),
  };
}
