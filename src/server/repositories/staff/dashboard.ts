import { sql, type Kysely } from 'kysely';
import { addDays, istDay, istDayStartIso, lastDays } from '../../../domain/india-time.ts';
import { PERIODS, type Dashboard } from '../../../domain/staff/dashboard.ts';
import { byRevenue } from '../../../domain/staff/revenue.ts';
import type { Database } from '../../db/schema.ts';
import { untyped, type UntypedDb } from '../../db/untyped.ts';

const TOP_PROGRAMS = 5;
const ENQUIRY_TABLES = ['contact_enquiries', 'program_enquiries', 'freelancing_enquiries'];

/** The rows of `table` whose `column` is `value` (or from `value` on), counted in their index. */
function counted(db: UntypedDb, table: string, column: string, op: '=' | '>=', value: string) {
  return db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .where(column, op, value)
    .$asScalar();
}

/** The same count over the three enquiry tables. */
function enquiriesCounted(db: UntypedDb, column: string, op: '=' | '>=', value: string) {
  return sql<number>`${sql.join(
    ENQUIRY_TABLES.map((table) => counted(db, table, column, op, value)),
    sql` + `,
  )}`;
}

/**
 * The console's first screen from two queries. The counts are index ranges counted one by one:
 * what needs action through the indexes that lead with status, the periods' enquiries and orders
 * from each period's start. Revenue is summed by IST day and program over the lines of the
 * documents issued in the last 30 days: `revenueOf`'s definition (invoice lines less
 * credit-note lines, GST included) over the documents the reports read, so that the two screens
 * agree to the paisa.
 */
export async function dashboardFigures(db: Kysely<Database>, now: Date): Promise<Dashboard> {
  const today = istDay(now);
  const firstDays = PERIODS.map((p) => addDays(today, 1 - p.days));
  const starts = firstDays.map(istDayStartIso);
  const anyDb = untyped(db);

  const counts = anyDb
    .selectNoFrom([
      // A 'new' enquiry needs an answer however old it is.
      enquiriesCounted(anyDb, 'status', '=', 'new').as('new_enquiries'),
      counted(anyDb, 'orders', 'status', '=', 'payment_reported').as('payment_reported'),
      counted(anyDb, 'orders', 'status', '=', 'awaiting_payment').as('awaiting_payment'),
      ...starts.flatMap((since, i) => [
        enquiriesCounted(anyDb, 'created_at', '>=', since).as(`enquiries${i}`),
        counted(anyDb, 'orders', 'created_at', '>=', since).as(`placed${i}`),
        // Orders confirmed paid in the period, refunded since or not: the money did arrive then.
        counted(anyDb, 'orders', 'paid_at', '>=', since).as(`paid${i}`),
      ]),
    ])
    .executeTakeFirstOrThrow();

  const revenue = db
    .selectFrom('document_lines')
    .where('issued_at', '>=', starts.at(-1)!)
    .select([
      'issued_on',
      'program',
      // A credit note's line takes its amount back.
      sql<number>`sum(case when kind = 'credit-note' then -total_paise else total_paise end)`.as(
        'revenue_paise',
      ),
      // Invoice lines sold; a credit note takes money back, not the line.
      sql<number>`sum(case when kind = 'credit-note' then 0 else 1 end)`.as('items'),
    ])
    .groupBy(['issued_on', 'program'])
    .execute();

  const [c, lines] = await Promise.all([counts, revenue]);
  const count = (key: string) => Number((c as Record<string, unknown>)[key]);
  const sum = (rows: typeof lines) => rows.reduce((total, row) => total + row.revenue_paise, 0);
  const programs = new Map<string, Dashboard['top_programs'][number]>();
  for (const line of lines) {
    const entry = programs.get(line.program) ?? {
      program: line.program,
      revenue_paise: 0,
      items: 0,
    };
    entry.revenue_paise += line.revenue_paise;
    entry.items += line.items;
    programs.set(line.program, entry);
  }
  return {
    needs_action: {
      new_enquiries: count('new_enquiries'),
      payment_reported: count('payment_reported'),
      awaiting_payment: count('awaiting_payment'),
    },
    periods: PERIODS.map((period, i) => ({
      key: period.key,
      label: period.label,
      enquiries: count(`enquiries${i}`),
      orders_placed: count(`placed${i}`),
      orders_paid: count(`paid${i}`),
      revenue_paise: sum(lines.filter((line) => line.issued_on >= firstDays[i]!)),
    })),
    daily_revenue: lastDays(now, 30).map((date) => ({
      date,
      revenue_paise: sum(lines.filter((line) => line.issued_on === date)),
    })),
    top_programs: [...programs.values()].sort(byRevenue).slice(0, TOP_PROGRAMS),
  };
}
