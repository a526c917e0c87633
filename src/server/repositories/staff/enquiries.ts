import {
  sql,
  type ExpressionBuilder,
  type Kysely,
  type Streamable,
  type Transaction,
} from 'kysely';
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
import { EXPORT_PAGE_SIZE, keysetPages } from './export-pages.ts';
import { dayRange, offsetOf } from './list-helpers.ts';
import { textMatch } from './text-search.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The three forms keep their own tables; the console reads them as one list. */
const SOURCES: Record<
  EnquiryKind,
  {
    table: 'contact_enquiries' | 'program_enquiries' | 'freelancing_enquiries';
    program: string | null;
    topic: string;
  }
> = {
  contact: { table: 'contact_enquiries', program: null, topic: 'subject' },
  program: { table: 'program_enquiries', program: 'program', topic: 'program' },
  freelancing: { table: 'freelancing_enquiries', program: 'program', topic: 'program' },
};

/**
 * An enquiry's place in the list: newest first, then by kind, then the later id first. The
 * three together are unique, so a page always ends at the same row.
 */
interface ListKey {
  kind: EnquiryKind;
  id: number;
  created_at: string;
}

interface SummaryRow extends ListKey {
  name: string;
  email: string;
  phone: string;
  program: string | null;
  topic: string;
  status: EnquiryStatus;
  assignee_id: number | null;
  assignee_name: string | null;
  /** What the person wrote: the message, or the freelancing form's two answers. */
  message: string;
}

export type EnquiryFilters = Partial<Omit<EnquiryListQuery, 'page' | 'page_size'>>;

/** The kinds whose tables can hold a row the filters match. */
function kindsMatching(filters: EnquiryFilters): EnquiryKind[] {
  const reference = filters.q ? parseEnquiryReference(filters.q) : undefined;
  return ENQUIRY_KINDS.filter(
    (kind) =>
      (!filters.kind || filters.kind === kind) &&
      (!filters.program || SOURCES[kind].program) &&
      (!reference || reference.kind === kind),
  );
}

/** One kind's rows (as `e`) that pass the filters. */
function matching(db: UntypedDb, kind: EnquiryKind, filters: EnquiryFilters, now: Date) {
  const source = SOURCES[kind];
  const reference = filters.q ? parseEnquiryReference(filters.q) : undefined;
  const { since, before } = dayRange(filters.from, filters.to);
  let query = db.selectFrom(`${source.table} as e`);
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
    query = query.where(textMatch(db, source.table, filters.q, 'e'));
  }
  return query;
}

/** The rows of `kind` that come after `key` in the list. */
function comesAfter(kind: EnquiryKind, key: ListKey) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (eb: ExpressionBuilder<any, any>) => {
    if (kind === key.kind) {
      return eb(eb.refTuple('e.created_at', 'e.id'), '<', eb.tuple(key.created_at, key.id));
    }
    // Another kind at the same moment comes after it only if its name sorts after.
    return eb('e.created_at', kind > key.kind ? '<=' : '<', key.created_at);
  };
}

/** A kind to read a page from, and whether to gather its matches before putting them in order. */
interface Branch {
  kind: EnquiryKind;
  gather: boolean;
}

/**
 * The keys of a page of rows the filters match, in list order: `limit` rows after skipping
 * `offset`. Only the first `offset + limit` rows of each kind can be among them: each kind reads
 * just those, newest first, from its (created_at, id) index and stops, and the page is merged
 * from the kinds'.
 */
async function keysOfPage(
  db: Executor,
  filters: EnquiryFilters,
  now: Date,
  branches: Branch[],
  { limit, offset }: { limit: number; offset: number },
): Promise<ListKey[]> {
  const anyDb = untyped(db);
  const newest = branches.map(({ kind, gather }) => {
    let keys = matching(anyDb, kind, filters, now).select([
      sql.lit(kind).as('kind'),
      'e.id',
      'e.created_at',
    ]);
    if (gather) {
      // Materialized, the matches are found as the planner finds them cheapest, then ordered.
      const found = keys;
      keys = anyDb
        .with(
          (cte) => cte('found').materialized(),
          () => found,
        )
        .selectFrom('found as e')
        .select(['e.kind', 'e.id', 'e.created_at']);
    }
    const ordered = keys
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(offset + limit);
    // A compound select takes no ORDER BY or LIMIT in its parts: each is a subquery.
    return anyDb.selectFrom(ordered.as('k')).selectAll();
  });
  if (newest.length === 0) return [];
  const [first, ...rest] = newest;
  const union = rest.reduce((all, next) => all.unionAll(next), first!);
  const keys = (await anyDb
    .selectFrom(union.as('u'))
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('kind')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()) as ListKey[];
  return keys.map((key) => ({ kind: key.kind, id: Number(key.id), created_at: key.created_at }));
}

/** How many rows of each kind the filters match, the kinds counted at once. */
async function countsByKind(db: Executor, filters: EnquiryFilters, now: Date) {
  return Promise.all(
    kindsMatching(filters).map(async (kind) => {
      const row = await matching(untyped(db), kind, filters, now)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { kind, count: Number(row.n) };
    }),
  );
}

/** The text of what the person wrote, in one column whatever the form. */
function messageColumn(kind: EnquiryKind) {
  if (kind !== 'freelancing') return sql.ref('e.message');
  return sql`${'Goal: '} || ${sql.ref('e.office_motive')} || ${'; preference: '} || ${sql.ref('e.preference')}`;
}

/** The enquiries behind `keys`, in the same order: one read per kind, of just those rows. */
async function rowsOf(db: Executor, keys: ListKey[]): Promise<SummaryRow[]> {
  const anyDb = untyped(db);
  const found = await Promise.all(
    ENQUIRY_KINDS.map(async (kind) => {
      const ids = keys.filter((key) => key.kind === kind).map((key) => key.id);
      if (ids.length === 0) return [];
      const source = SOURCES[kind];
      const rows = (await anyDb
        .selectFrom(`${source.table} as e`)
        .leftJoin('users as a', 'a.id', 'e.assignee_id')
        .select([
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
          messageColumn(kind).as('message'),
        ])
        .where('e.id', 'in', ids)
        .execute()) as Array<Omit<SummaryRow, 'kind'>>;
      return rows.map((row) => [`${kind}/${row.id}`, { ...row, kind }] as const);
    }),
  );
  const byKey = new Map<string, SummaryRow>(found.flat());
  return keys.flatMap((key) => byKey.get(`${key.kind}/${key.id}`) ?? []);
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

/**
 * A search's matches may be few or many, and the planner cannot tell (for 'Uday Desai' in the
 * seeded year it expected 17 times too many). Expecting many, it walks the date index testing
 * row after row until it has the page's, and reads the whole table when they are few: 50 ms
 * where 1 would do. So a search counts first, and a kind with few matches, or fewer than the
 * page needs, has them all gathered and sorted instead; a kind with many keeps the walk, which
 * soon finds enough.
 */
const GATHER_AT_MOST = 1_000;

/** Newest first; the count is of every row the filters match. */
export async function listEnquiries(
  db: Executor,
  filters: EnquiryFilters,
  page: number,
  pageSize: number,
): Promise<{ results: EnquirySummary[]; count: number }> {
  const now = new Date();
  const window = { limit: pageSize, offset: offsetOf(page, pageSize) };
  const counting = countsByKind(db, filters, now);
  const searching = filters.q !== undefined && !parseEnquiryReference(filters.q);
  // Without a search every kind walks its index, whatever its count: the page is read while
  // the kinds are counted, not after (a deep page's walks and counts take about as long).
  const branches = async (): Promise<Branch[]> => {
    if (!searching) return kindsMatching(filters).map((kind) => ({ kind, gather: false }));
    return (await counting)
      .filter(({ count }) => count > 0)
      .map(({ kind, count }) => ({
        kind,
        gather: count <= Math.max(GATHER_AT_MOST, window.offset + window.limit),
      }));
  };
  const [counts, rows] = await Promise.all([
    counting,
    branches().then(async (chosen) =>
      rowsOf(db, await keysOfPage(db, filters, now, chosen, window)),
    ),
  ]);
  return {
    results: rows.map((row) => toSummary(row, now)),
    count: counts.reduce((sum, { count }) => sum + count, 0),
  };
}

/** An enquiry as the export reads it (its reference is enquiryReference(kind, id)). */
export interface EnquiryExportRow {
  kind: EnquiryKind;
  id: number;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  program: string | null;
  topic: string;
  /** What the person wrote: the message, or the freelancing form's two answers. */
  message: string;
  status: EnquiryStatus;
  assignee_name: string | null;
}

/**
 * A page of the export: the `limit` enquiries after `after` in list order, whole, in one query.
 * Each kind walks its (created_at, id) index from `after` and the walks are merged, as a page of
 * the list is; the assignee's name is looked up for the page's rows only.
 */
function exportPage(
  db: Executor,
  filters: EnquiryFilters,
  now: Date,
  kinds: EnquiryKind[],
  after: ListKey | undefined,
  limit: number,
): Streamable<EnquiryExportRow> {
  const anyDb = untyped(db);
  const newest = kinds.map((kind) => {
    const source = SOURCES[kind];
    let rows = matching(anyDb, kind, filters, now);
    if (after) rows = rows.where(comesAfter(kind, after));
    const ordered = rows
      .select([
        sql.lit(kind).as('kind'),
        'e.id',
        'e.created_at',
        'e.name',
        'e.email',
        'e.phone',
        (source.program ? sql.ref(`e.${source.program}`) : sql`null`).as('program'),
        sql.ref(`e.${source.topic}`).as('topic'),
        messageColumn(kind).as('message'),
        'e.status',
        'e.assignee_id',
      ])
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(limit);
    // A compound select takes no ORDER BY or LIMIT in its parts: each is a subquery.
    return anyDb.selectFrom(ordered.as('k')).selectAll();
  });
  const [first, ...rest] = newest;
  const union = rest.reduce((all, next) => all.unionAll(next), first!);
  return anyDb
    .selectFrom(union.as('u'))
    .select([
      'u.kind',
      'u.id',
      'u.created_at',
      'u.name',
      'u.email',
      'u.phone',
      'u.program',
      'u.topic',
      'u.message',
      'u.status',
      sql<string | null>`(select a.username from users a where a.id = u.assignee_id)`.as(
        'assignee_name',
      ),
    ])
    .orderBy('u.created_at', 'desc')
    .orderBy('u.kind')
    .orderBy('u.id', 'desc')
    .limit(limit);
}

/**
 * Every enquiry the filters match with its message, newest first, each as `write` makes it (a
 * CSV line), page by page (export-pages.ts): one query a page, each row written as it arrives.
 * `write` gets the row as read: a copy of each with its reference added ({ ...row }) made a
 * year's export grow the old generation by 20 MB, as if every row were kept.
 */
export async function* exportEnquiries<T>(
  db: Executor,
  filters: EnquiryFilters,
  write: (row: EnquiryExportRow) => T,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<T[]> {
  const now = new Date();
  const kinds = kindsMatching(filters);
  if (kinds.length === 0) return;
  yield* keysetPages(
    (after: ListKey | undefined) => exportPage(db, filters, now, kinds, after, pageSize),
    (row): ListKey => ({ kind: row.kind, id: row.id, created_at: row.created_at }),
    write,
    pageSize,
  );
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
    ['office_motive', 'Goal'],
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
