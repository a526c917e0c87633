import { sql, type Kysely, type Transaction } from 'kysely';
import {
  ENQUIRY_KINDS,
  ENQUIRY_STATUS_LABELS,
  enquiryReference,
  type EnquiryDetail,
  type EnquiryKind,
  type EnquiryListQuery,
  type EnquiryStatus,
  type EnquirySummary,
} from '../../../domain/staff/enquiries.ts';
import { nowIso } from '../../db/database.ts';
import { untyped, type UntypedDb } from '../../db/untyped.ts';
import type { Database } from '../../db/schema.ts';
import { anyContains, dayRange, offsetOf } from './list-helpers.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The three forms keep their own tables; the console reads them as one list. */
const SOURCES: Record<
  EnquiryKind,
  { table: string; program: string | null; topic: string; search: string[] }
> = {
  contact: {
    table: 'contact_enquiries',
    program: null,
    topic: 'subject',
    search: ['name', 'email', 'phone', 'company', 'subject', 'message'],
  },
  program: {
    table: 'program_enquiries',
    program: 'program',
    topic: 'program',
    search: ['name', 'email', 'phone', 'company', 'program', 'message'],
  },
  freelancing: {
    table: 'freelancing_enquiries',
    program: 'program',
    topic: 'program',
    search: ['name', 'email', 'phone', 'company', 'program', 'office_motive', 'preference'],
  },
};

interface SummaryRow {
  kind: EnquiryKind;
  id: number;
  name: string;
  email: string;
  phone: string;
  program: string | null;
  topic: string;
  status: EnquiryStatus;
  assignee_id: number | null;
  assignee_name: string | null;
  created_at: string;
}

export type EnquiryFilters = Partial<Omit<EnquiryListQuery, 'page' | 'page_size'>>;

/** One kind's rows that pass the filters, in the shape shared by all three. */
function branch(db: UntypedDb, kind: EnquiryKind, filters: EnquiryFilters) {
  const source = SOURCES[kind];
  const { since, before } = dayRange(filters.from, filters.to);
  let query = db
    .selectFrom(`${source.table} as e`)
    .leftJoin('users as a', 'a.id', 'e.assignee_id')
    .select([
      sql.lit(kind).as('kind'),
      'e.id',
      'e.name',
      'e.email',
      'e.phone',
      (source.program ? sql.ref(`e.${source.program}`) : sql`null`).as('program'),
      sql.ref(`e.${source.topic}`).as('topic'),
      'e.status',
      'e.assignee_id',
      'a.username as assignee_name',
      'e.created_at',
    ]);
  if (filters.status) query = query.where('e.status', '=', filters.status);
  if (filters.program) query = query.where(`e.${source.program}`, '=', filters.program);
  if (since) query = query.where('e.created_at', '>=', since);
  if (before) query = query.where('e.created_at', '<', before);
  if (filters.q) {
    query = query.where(
      anyContains(
        source.search.map((c) => `e.${c}`),
        filters.q,
      ),
    );
  }
  return query;
}

function matching(db: Executor, filters: EnquiryFilters) {
  const anyDb = untyped(db);
  const kinds = ENQUIRY_KINDS.filter(
    (kind) =>
      (!filters.kind || filters.kind === kind) && (!filters.program || SOURCES[kind].program),
  );
  if (kinds.length === 0) return undefined;
  const [first, ...rest] = kinds.map((kind) => branch(anyDb, kind, filters));
  const union = rest.reduce((all, next) => all.unionAll(next), first!);
  return anyDb.selectFrom(union.as('u'));
}

const toSummary = (row: SummaryRow): EnquirySummary => ({
  kind: row.kind,
  id: Number(row.id),
  reference: enquiryReference(row.kind, Number(row.id)),
  name: row.name,
  email: row.email,
  phone: row.phone,
  program: row.program,
  topic: row.topic,
  status: row.status,
  assignee:
    row.assignee_id === null ? null : { id: row.assignee_id, name: row.assignee_name ?? '' },
  created_at: row.created_at,
});

/** Newest first; the count is of every row the filters match. */
export async function listEnquiries(
  db: Executor,
  filters: EnquiryFilters,
  page: number,
  pageSize: number,
): Promise<{ results: EnquirySummary[]; count: number }> {
  const rows = matching(db, filters);
  if (!rows) return { results: [], count: 0 };
  const [results, total] = await Promise.all([
    rows
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('kind')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset(offsetOf(page, pageSize))
      .execute() as Promise<SummaryRow[]>,
    rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { results: results.map(toSummary), count: Number(total.n) };
}

/** Every row the filters match, for the export; capped so one click can't exhaust memory. */
export async function exportEnquiries(
  db: Executor,
  filters: EnquiryFilters,
  cap: number,
): Promise<EnquirySummary[]> {
  const rows = matching(db, filters);
  if (!rows) return [];
  const found = (await rows
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('kind')
    .orderBy('id', 'desc')
    .limit(cap)
    .execute()) as SummaryRow[];
  return found.map(toSummary);
}

const FIELD_LABELS: Record<EnquiryKind, Array<[column: string, label: string]>> = {
  contact: [
    ['company', 'Company'],
    ['subject', 'Subject'],
    ['message', 'Message'],
  ],
  program: [
    ['company', 'Company'],
    ['program', 'Program'],
    ['message', 'Message'],
  ],
  freelancing: [
    ['company', 'Company'],
    ['program', 'Program'],
    ['office_motive', 'Office motive'],
    ['preference', 'Preference'],
  ],
};

/** The enquiry's row, for reading or for a change (status and assignee). */
export async function findEnquiryRow(db: Executor, kind: EnquiryKind, id: number) {
  return untyped(db)
    .selectFrom(SOURCES[kind].table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst() as Promise<Record<string, unknown> | undefined>;
}

export async function enquiryDetail(
  db: Executor,
  kind: EnquiryKind,
  id: number,
): Promise<EnquiryDetail | undefined> {
  const row = await findEnquiryRow(db, kind, id);
  if (!row) return undefined;
  const source = SOURCES[kind];
  const [assignee, timeline] = await Promise.all([
    row.assignee_id === null
      ? undefined
      : db
          .selectFrom('users')
          .select(['id', 'username'])
          .where('id', '=', Number(row.assignee_id))
          .executeTakeFirst(),
    db
      .selectFrom('enquiry_events as ev')
      .leftJoin('users as u', 'u.id', 'ev.author_id')
      .select(['ev.id', 'ev.type', 'ev.body', 'ev.created_at', 'ev.author_id', 'u.username'])
      .where('ev.kind', '=', kind)
      .where('ev.enquiry_id', '=', id)
      .orderBy('ev.id')
      .execute(),
  ]);
  const text = (column: string) => String(row[column] ?? '');
  return {
    kind,
    id,
    reference: enquiryReference(kind, id),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    program: source.program ? text(source.program) : null,
    topic: text(source.topic),
    status: row.status as EnquiryStatus,
    assignee: assignee ? { id: assignee.id, name: assignee.username } : null,
    created_at: text('created_at'),
    company: text('company'),
    fields: FIELD_LABELS[kind].map(([column, label]) => ({ label, value: text(column) })),
    timeline: timeline.map((e) => ({
      id: e.id,
      type: e.type,
      author: e.author_id === null ? null : { id: e.author_id, name: e.username ?? '' },
      body: e.body,
      created_at: e.created_at,
    })),
  };
}

export async function updateEnquiry(
  tx: Transaction<Database>,
  kind: EnquiryKind,
  id: number,
  set: { status?: EnquiryStatus; assignee_id?: number | null },
): Promise<void> {
  await untyped(tx).updateTable(SOURCES[kind].table).set(set).where('id', '=', id).execute();
}

export async function addEnquiryEvent(
  tx: Executor,
  event: {
    kind: EnquiryKind;
    enquiryId: number;
    type: 'note' | 'reply' | 'status' | 'assignee';
    authorId: number;
    body: string;
  },
): Promise<number> {
  const row = await tx
    .insertInto('enquiry_events')
    .values({
      kind: event.kind,
      enquiry_id: event.enquiryId,
      type: event.type,
      author_id: event.authorId,
      body: event.body,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const statusLabel = (status: EnquiryStatus) => ENQUIRY_STATUS_LABELS[status];

/** New enquiries across the three forms: the dashboard's first "needs action" figure. */
export async function countNewEnquiries(db: Executor): Promise<number> {
  const found = matching(db, { status: 'new' });
  const row = await found!
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
