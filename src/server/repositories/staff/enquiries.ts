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
  type SavedReply,
  type SavedReplyInput,
} from '../../../domain/staff/enquiries.ts';
import {
  enquiryReplyDeadline,
  isEnquiryOverdue,
  overdueReceivedBefore,
  parseEnquiryReference,
} from '../../../domain/staff/enquiry-desk.ts';
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
function branch(db: UntypedDb, kind: EnquiryKind, filters: EnquiryFilters, now: Date) {
  const source = SOURCES[kind];
  const reference = filters.q ? parseEnquiryReference(filters.q) : undefined;
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
  if (filters.due === 'overdue') {
    query = query
      .where('e.status', '=', 'new')
      .where('e.created_at', '<', overdueReceivedBefore(now));
  }
  if (reference) {
    query = query.where('e.id', '=', reference.id);
  } else if (filters.q) {
    query = query.where(
      anyContains(
        source.search.map((c) => `e.${c}`),
        filters.q,
      ),
    );
  }
  return query;
}

function matching(db: Executor, filters: EnquiryFilters, now: Date) {
  const anyDb = untyped(db);
  const reference = filters.q ? parseEnquiryReference(filters.q) : undefined;
  const kinds = ENQUIRY_KINDS.filter(
    (kind) =>
      (!filters.kind || filters.kind === kind) &&
      (!filters.program || SOURCES[kind].program) &&
      (!reference || reference.kind === kind),
  );
  if (kinds.length === 0) return undefined;
  const [first, ...rest] = kinds.map((kind) => branch(anyDb, kind, filters, now));
  const union = rest.reduce((all, next) => all.unionAll(next), first!);
  return anyDb.selectFrom(union.as('u'));
}

/** When the reply is due, and whether that has passed at `now`. */
const replyDue = (row: { status: EnquiryStatus; created_at: string }, now: Date) => ({
  reply_by: enquiryReplyDeadline(row.created_at).toISOString(),
  overdue: isEnquiryOverdue(row, now),
});

const toSummary = (row: SummaryRow, now: Date): EnquirySummary => ({
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
  ...replyDue(row, now),
});

/** Newest first; the count is of every row the filters match. */
export async function listEnquiries(
  db: Executor,
  filters: EnquiryFilters,
  page: number,
  pageSize: number,
): Promise<{ results: EnquirySummary[]; count: number }> {
  const now = new Date();
  const rows = matching(db, filters, now);
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
  return { results: results.map((row) => toSummary(row, now)), count: Number(total.n) };
}

export type EnquiryExportRow = EnquirySummary & { message: string };

/** What the person wrote: the message, or the freelancing form's two answers. */
async function messagesOf(db: Executor, kind: EnquiryKind, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = (await untyped(db)
    .selectFrom(SOURCES[kind].table)
    .selectAll()
    .where('id', 'in', ids)
    .execute()) as Array<Record<string, unknown>>;
  const text = (row: Record<string, unknown>) =>
    kind === 'freelancing'
      ? `Office motive: ${String(row.office_motive ?? '')}; preference: ${String(row.preference ?? '')}`
      : String(row.message ?? '');
  return new Map(rows.map((row) => [Number(row.id), text(row)]));
}

/**
 * Every enquiry the filters match with its message, newest first, a page at a time: each page
 * starts after the last row of the one before (keyset), so memory stays flat and nothing is cut.
 */
export async function* exportEnquiries(
  db: Executor,
  filters: EnquiryFilters,
  pageSize = 500,
): AsyncGenerator<EnquiryExportRow[]> {
  const now = new Date();
  let after: SummaryRow | undefined;
  for (;;) {
    let rows = matching(db, filters, now);
    if (!rows) return;
    if (after) {
      const { created_at, kind, id } = after;
      rows = rows.where((eb) =>
        eb.or([
          eb('created_at', '<', created_at),
          eb.and([eb('created_at', '=', created_at), eb('kind', '>', kind)]),
          eb.and([eb('created_at', '=', created_at), eb('kind', '=', kind), eb('id', '<', id)]),
        ]),
      );
    }
    const found = (await rows
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('kind')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .execute()) as SummaryRow[];
    if (found.length === 0) return;
    const messages = new Map(
      await Promise.all(
        ENQUIRY_KINDS.map(
          async (kind) =>
            [
              kind,
              await messagesOf(
                db,
                kind,
                found.filter((r) => r.kind === kind).map((r) => Number(r.id)),
              ),
            ] as const,
        ),
      ),
    );
    yield found.map((row) => ({
      ...toSummary(row, now),
      message: messages.get(row.kind)?.get(Number(row.id)) ?? '',
    }));
    if (found.length < pageSize) return;
    after = found[found.length - 1];
  }
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
  const status = row.status as EnquiryStatus;
  return {
    kind,
    id,
    reference: enquiryReference(kind, id),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    program: source.program ? text(source.program) : null,
    topic: text(source.topic),
    status,
    assignee: assignee ? { id: assignee.id, name: assignee.username } : null,
    created_at: text('created_at'),
    ...replyDue({ status, created_at: text('created_at') }, new Date()),
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
  const found = matching(db, { status: 'new' }, new Date());
  const row = await found!
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Saved replies, by name. */
export async function listSavedReplies(db: Executor): Promise<SavedReply[]> {
  return db
    .selectFrom('saved_replies')
    .select(['id', 'name', 'body', 'updated_at'])
    .orderBy('name_key')
    .execute();
}

export async function findSavedReply(db: Executor, id: number) {
  return db.selectFrom('saved_replies').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether another saved reply (not `exceptId`) already has this name, in any case. */
export async function savedReplyNameTaken(
  db: Executor,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('saved_replies')
    .select('id')
    .where('name_key', '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertSavedReply(
  tx: Executor,
  reply: SavedReplyInput,
  authorId: number,
): Promise<number> {
  const at = nowIso();
  const row = await tx
    .insertInto('saved_replies')
    .values({
      name: reply.name,
      name_key: reply.name.toLowerCase(),
      body: reply.body,
      created_by: authorId,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSavedReply(
  tx: Executor,
  id: number,
  reply: SavedReplyInput,
): Promise<void> {
  await tx
    .updateTable('saved_replies')
    .set({
      name: reply.name,
      name_key: reply.name.toLowerCase(),
      body: reply.body,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteSavedReply(tx: Executor, id: number): Promise<void> {
  await tx.deleteFrom('saved_replies').where('id', '=', id).execute();
}
