import { cohortOfLineInWords } from '../../../domain/delivery/cohort-words.ts';
import { sql, type Kysely, type Transaction } from 'kysely';
import { discountWeights, paidPerLine } from '../../../domain/gst/tax-split.ts';
import { nextStatuses } from '../../../domain/order-states.ts';
import type {
  OrderListQuery,
  OrderPulse,
  StaffOrderDetail,
  StaffOrderSummary,
} from '../../../domain/staff/orders.ts';
import type { Database } from '../../db/schema.ts';
import { documentsOfOrder } from '../../invoices/invoice-files.ts';
import { notesOfOrder } from '../../orders/order-notes.ts';
import { creditsOfOrder } from '../../reconciliation/bank-credits.ts';
import { tdsOfOrder } from '../../reconciliation/tds-receivables.ts';
import { seatsOfOrder } from '../order-seats.ts';
import { itemsOfOrders, otherOrdersWithUtr } from '../orders.ts';
import { refundedPerLine, refundsOfOrder } from '../refunds.ts';
import { isPostgres } from '../../db/migration-helpers.ts';
import { EXPORT_PAGE_SIZE, keysetPages } from './export-pages.ts';
import { orderDocumentsJson, paidInMonth } from './order-export-query.ts';
import { dayRange, offsetOf } from './list-helpers.ts';
import { textMatch } from './text-search.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type OrderFilters = Partial<Omit<OrderListQuery, 'page' | 'page_size'>>;

function matching(db: Executor, filters: OrderFilters) {
  const { since, before } = dayRange(filters.from, filters.to);
  let rows = db.selectFrom('orders');
  if (filters.status) rows = rows.where('status', '=', filters.status);
  if (since) rows = rows.where('created_at', '>=', since);
  if (before) rows = rows.where('created_at', '<', before);
  if (filters.program) {
    const program = filters.program;
    rows = rows.where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_items')
          .select(sql.lit(1).as('one'))
          .whereRef('order_items.order_id', '=', 'orders.id')
          .where('order_items.program', '=', program),
      ),
    );
  }
  if (filters.q) {
    rows = rows.where(textMatch(db, 'orders', filters.q));
  }
  return rows;
}

async function withPrograms(
  db: Executor,
  rows: Array<{
    id: number;
    number: string;
    status: StaffOrderSummary['status'];
    name: string;
    email: string;
    phone: string;
    total_paise: number;
    reported_utr: string | null;
    created_at: string;
  }>,
): Promise<StaffOrderSummary[]> {
  if (rows.length === 0) return [];
  const items = await itemsOfOrders(
    db,
    rows.map((r) => r.id),
  );
  const programs = new Map<number, string[]>();
  for (const item of items) {
    const list = programs.get(item.order_id) ?? [];
    list.push(`${item.program} (${item.plan})`);
    programs.set(item.order_id, list);
  }
  return rows.map(({ id, ...row }) => ({ ...row, programs: programs.get(id) ?? [] }));
}

const SUMMARY = [
  'id',
  'number',
  'status',
  'name',
  'email',
  'phone',
  'total_paise',
  'reported_utr',
  'created_at',
] as const;

export async function listStaffOrders(
  db: Executor,
  filters: OrderFilters,
  page: number,
  pageSize: number,
): Promise<{ results: StaffOrderSummary[]; count: number }> {
  const rows = matching(db, filters);
  const [found, total] = await Promise.all([
    rows
      .select(SUMMARY)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset(offsetOf(page, pageSize))
      .execute(),
    rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { results: await withPrograms(db, found), count: Number(total.n) };
}

/** An order as the export writes it: the summary plus what the accountant reconciles. */
export type OrderExportRow = Omit<StaffOrderSummary, 'programs'> & {
  /** 'Python (pro); Data Science (basic)': the lines in their order. */
  programs: string;
  buyer_state: string | null;
  buyer_gstin: string | null;
  referral_code: string | null;
  paid_at: string | null;
  paid_utr: string | null;
  refund_paise: number | null;
  /** Its invoice's and credit notes' figures, as JSON: `documentFiguresOf` reads them. */
  documents: string;
};

/** The list's filters, and for the export also the month the orders were paid in. */
export type OrderExportFilters = OrderFilters & { paid_month?: string };

/** An order's lines as one cell, 'Python (pro); Data Science (basic)', written by the database. */
function programsCell(db: Executor) {
  const line = sql<string>`order_items.program || ' (' || order_items.plan || ')'`;
  return isPostgres(db)
    ? sql<string | null>`(select string_agg(${line}, '; ' order by order_items.position)
        from order_items where order_items.order_id = orders.id)`
    : // SQLite's group_concat keeps the order of the rows it is given.
      sql<string | null>`(select group_concat(cell, '; ') from (select ${line} as cell
        from order_items where order_items.order_id = orders.id order by order_items.position))`;
}

/**
 * Every order the filters match, newest first, each row as `write` makes it (a CSV line), page
 * by page (export-pages.ts): one query a page, its lines and documents' figures included.
 */
export async function* exportStaffOrders<T>(
  db: Executor,
  { paid_month, ...filters }: OrderExportFilters,
  write: (row: OrderExportRow) => T,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<T[]> {
  type Key = { created_at: string; id: number };
  const pageAfter = (after?: Key) => {
    let query = matching(db, filters)
      .select([
        ...SUMMARY,
        'buyer_state',
        'buyer_gstin',
        'referral_code',
        'paid_at',
        'paid_utr',
        'refund_paise',
      ])
      .select(programsCell(db).as('programs'))
      .select(orderDocumentsJson(db).as('documents'));
    if (paid_month) query = query.where(paidInMonth(paid_month));
    if (after) {
      const { created_at, id } = after;
      // The first condition alone bounds the index scan: with the 'or' only, each page read the
      // index from the newest order down, and a year's export read it 50 times.
      query = query
        .where('orders.created_at', '<=', created_at)
        .where((eb) =>
          eb.or([
            eb('orders.created_at', '<', created_at),
            eb.and([eb('orders.created_at', '=', created_at), eb('orders.id', '<', id)]),
          ]),
        );
    }
    return query.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(pageSize);
  };
  yield* keysetPages(
    pageAfter,
    (row): Key => ({ created_at: row.created_at, id: row.id }),
    (row) => {
      row.programs ??= '';
      return write(row as OrderExportRow);
    },
    pageSize,
  );
}

/** A learner's orders for their page in the console, newest first. */
export async function ordersOfUser(db: Executor, userId: number): Promise<StaffOrderSummary[]> {
  const found = await db
    .selectFrom('orders')
    .select(SUMMARY)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return withPrograms(db, found);
}

export async function findOrderRow(db: Executor, number: string) {
  return db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirst();
}

/** Each line with what was paid for it, whether it was refunded, and the access it gave. */
function itemsWithAccess(
  items: Array<{
    id: number;
    program: string;
    plan: string;
    plan_paise: number;
    discount_paise: number | null;
    refunded_at: string | null;
    started_at: string | null;
    ended_at: string | null;
    starts_on: string | null;
    schedule: string | null;
    language: string | null;
    upgrade_from: string | null;
  }>,
  discountPaise: number,
  refunded: Map<number, number>,
): StaffOrderDetail['items'] {
  const paid = paidPerLine(
    items.map((item) => item.plan_paise),
    discountPaise,
    discountWeights(items),
  );
  return items.map((item, i) => ({
    id: item.id,
    program: item.program,
    plan: item.plan,
    plan_paise: item.plan_paise,
    paid_paise: paid[i]!,
    refunded: item.refunded_at !== null,
    refunded_paise: refunded.get(item.id) ?? 0,
    cohort: cohortOfLineInWords(
      item.starts_on === null
        ? null
        : {
            starts_on: item.starts_on,
            schedule: item.schedule ?? '',
            language: item.language ?? '',
          },
    ),
    enrolment:
      item.started_at === null ? null : { started_at: item.started_at, ended_at: item.ended_at },
    ...(item.upgrade_from ? { upgrade_from: item.upgrade_from } : {}),
  }));
}

export async function staffOrderDetail(
  db: Executor,
  number: string,
): Promise<StaffOrderDetail | undefined> {
  const row = await findOrderRow(db, number);
  if (!row) return undefined;
  const [items, learner, events, utrUsedOn, documents, notes, refunds] = await Promise.all([
    db
      .selectFrom('order_items as i')
      // The buyer's own enrolment: the learners given seats of a line have theirs (`seats`).
      .leftJoin('enrolments as e', (join) =>
        join
          .onRef('e.order_id', '=', 'i.order_id')
          .onRef('e.program', '=', 'i.program')
          .on('e.user_id', '=', row.user_id),
      )
      // The cohort the learner is taught in now: the one chosen, unless staff moved them.
      .leftJoin('cohorts as c', (join) =>
        join.on((eb) => eb('c.id', '=', eb.fn.coalesce('e.cohort_id', 'i.cohort_id'))),
      )
      .select([
        'c.starts_on',
        'c.schedule',
        'c.language',
        'i.id',
        'i.program',
        'i.plan',
        'i.plan_paise',
        'i.discount_paise',
        'i.refunded_at',
        'i.upgrade_from',
        'e.started_at',
        'e.ended_at',
      ])
      .where('i.order_id', '=', row.id)
      .orderBy('i.position')
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'phone'])
      .where('id', '=', row.user_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('order_events as ev')
      .leftJoin('users as u', 'u.id', 'ev.actor_id')
      .select([
        'ev.id',
        'ev.kind',
        'ev.from_status',
        'ev.to_status',
        'ev.actor_id',
        'u.username',
        'ev.note',
        'ev.created_at',
      ])
      .where('ev.order_id', '=', row.id)
      .orderBy('ev.id')
      .execute(),
    otherOrdersWithUtr(db, row.reported_utr ?? row.paid_utr, row.id),
    documentsOfOrder(db, row.id),
    notesOfOrder(db, row.id),
    refundsOfOrder(db, row.id),
  ]);
  const seats = await seatsOfOrder(db, row.id);
  const [bankCredits, tds] = await Promise.all([
    creditsOfOrder(db, row.id),
    tdsOfOrder(db, row.id),
  ]);
  return {
    number: row.number,
    status: row.status,
    version: row.version,
    created_at: row.created_at,
    learner,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    buyer_gstin: row.buyer_gstin,
    buyer_company: row.buyer_company,
    source: row.source,
    items: itemsWithAccess(items, row.discount_paise, refundedPerLine(refunds)),
    original_paise: row.original_paise,
    discount_paise: row.discount_paise,
    total_paise: row.total_paise,
    referral_code: row.referral_code,
    referrer: row.referrer,
    reported_utr: row.reported_utr,
    utr_used_on: utrUsedOn,
    paid_utr: row.paid_utr,
    paid_at: row.paid_at,
    bank_credits: bankCredits,
    tds,
    cancel_reason: row.cancel_reason,
    refund_paise: row.refund_paise,
    refunds: refunds.map(({ per_line: _, ...refund }) => refund),
    next_statuses: nextStatuses(row.status, 'staff'),
    documents: documents.map((d) => ({
      kind: d.kind,
      number: d.number,
      issued_at: d.issued_at,
      total_paise: d.total_paise,
      url: `/api/staff/orders/${row.number}/documents/${d.id}`,
    })),
    timeline: events.map((e) => ({
      id: e.id,
      kind: e.kind as StaffOrderDetail['timeline'][number]['kind'],
      from_status: e.from_status,
      to_status: e.to_status,
      actor: e.actor_id === null ? null : { id: e.actor_id, name: e.username ?? '' },
      note: e.note,
      created_at: e.created_at,
    })),
    notes,
    ...(seats.length > 0 ? { seats } : {}),
  };
}

/** What the console polls: cheap, one indexed count and one max. */
export async function orderPulse(db: Executor): Promise<OrderPulse> {
  const [reported, latest] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'payment_reported')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.max('updated_at').as('at'))
      .executeTakeFirst(),
  ]);
  return { reported_payments: Number(reported.n), last_change_at: latest?.at ?? null };
}
