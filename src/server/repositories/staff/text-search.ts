import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { isPostgres } from '../../db/migration-helpers.ts';
import { anyContains } from './list-helpers.ts';

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

/** The trigram tokenizer indexes runs of three characters: shorter text has none to look up. */
const TRIGRAM = 3;

/**
 * "Some searched column of `table` (as `alias` in the query) contains `text`", ignoring case.
 * PostgreSQL answers `lower(column) like` from its trigram indexes; SQLite looks the text up as
 * a phrase in the table's FTS5 trigram index, which matches any part of a column the same way,
 * and reads the rows only for text too short to have a trigram.
 */
export function textMatch(
  db: Pick<Kysely<unknown>, 'getExecutor'>,
  table: SearchedTable,
  text: string,
  alias: string = table,
): Expression<SqlBool> {
  const columns = SEARCHED[table].map((column) => `${alias}.${column}`);
  if (isPostgres(db) || [...text].length < TRIGRAM) return anyContains(columns, text);
  const phrase = `"${text.replace(/"/g, '""')}"`;
  const index = sql.table(`${table}_search`);
  return sql<SqlBool>`${sql.ref(`${alias}.id`)} in (select rowid from ${index} where ${index} match ${phrase})`;
}
