import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { isShortSearch } from '../../../domain/staff/short-search.ts';
import { isPostgres } from '../../db/migration-helpers.ts';
import { anyContains, anyStartsWith } from './list-helpers.ts';

/**
 * The columns the console searches, table by table: the ones migration
 * 2026-11-27-09-console-indexes indexes. A column added here needs a migration that indexes it.
 */
export const SEARCHED = {
  orders: ['number', 'email', 'phone', 'name', 'reported_utr', 'paid_utr'],
  users: ['username', 'email', 'phone'],
  contact_enquiries: ['name', 'email', 'phone', 'company', 'subject', 'message'],
  program_enquiries: ['name', 'email', 'phone', 'company', 'program', 'message'],
  freelancing_enquiries: [
    'name',
    'email',
    'phone',
    'company',
    'program',
    'office_motive',
    'preference',
  ],
} as const;

export type SearchedTable = keyof typeof SEARCHED;

/**
 * The name, email and phone columns of each table, which a search too short for a trigram looks
 * at (domain/staff/short-search.ts): the columns migration 2026-12-04-03-console-short-search
 * indexes, in its order.
 */
const SHORT_SEARCHED: Record<SearchedTable, [name: string, email: string, phone: string]> = {
  orders: ['name', 'email', 'phone'],
  users: ['username', 'email', 'phone'],
  contact_enquiries: ['name', 'email', 'phone'],
  program_enquiries: ['name', 'email', 'phone'],
  freelancing_enquiries: ['name', 'email', 'phone'],
};

/**
 * Text too short for a trigram: "a word of the name, the email or the phone starts with it".
 * PostgreSQL looks it up among each row's one- and two-character starts, indexed (the
 * migration's `short_search_keys`, which starts words where list-helpers' WORD_BREAKS do);
 * SQLite reads the rows.
 */
function startsMatch(
  db: Pick<Kysely<unknown>, 'getExecutor'>,
  table: SearchedTable,
  text: string,
  alias: string,
): Expression<SqlBool> {
  const [name, email, phone] = SHORT_SEARCHED[table];
  const at = (column: string) => `${alias}.${column}`;
  if (!isPostgres(db)) {
    return anyStartsWith({ words: [at(name)], starts: [at(email), at(phone)] }, text);
  }
  const keys = sql`short_search_keys(${sql.ref(at(name))}, ${sql.ref(at(email))}, ${sql.ref(at(phone))})`;
  return sql<SqlBool>`${keys} @> array[lower(${text})]`;
}

/**
 * "Some searched column of `table` (as `alias` in the query) contains `text`", ignoring case;
 * for text too short to have a trigram, "starts with it" (startsMatch). PostgreSQL answers
 * `lower(column) like` from its trigram indexes; SQLite looks the text up as a phrase in the
 * table's FTS5 trigram index, which matches any part of a column the same way.
 */
export function textMatch(
  db: Pick<Kysely<unknown>, 'getExecutor'>,
  table: SearchedTable,
  text: string,
  alias: string = table,
): Expression<SqlBool> {
  if (isShortSearch(text)) return startsMatch(db, table, text, alias);
  const columns = SEARCHED[table].map((column) => `${alias}.${column}`);
  if (isPostgres(db)) return anyContains(columns, text);
  const phrase = `"${text.replace(/"/g, '""')}"`;
  const index = sql.table(`${table}_search`);
  return sql<SqlBool>`${sql.ref(`${alias}.id`)} in (select rowid from ${index} where ${index} match ${phrase})`;
}
