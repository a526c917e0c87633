import { sql, type Expression, type SqlBool } from 'kysely';
import { addDays, istDayStartIso } from '../../../domain/india-time.ts';

/** `like` wildcards in what a person typed are matched literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * "Any of these columns contains the text", case-insensitive and the same on both engines
 * (SQLite's `like` ignores ASCII case, PostgreSQL's doesn't: both compare lower-cased).
 * Always a bound parameter, never spliced into the SQL.
 */
export function anyContains(columns: string[], text: string): Expression<SqlBool> {
  const pattern = containsPattern(text);
  return sql<SqlBool>`(${sql.join(
    columns.map((c) => sql`lower(${sql.ref(c)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/** The UTC bounds of an IST date range, `to` inclusive. */
export function dayRange(from: string | undefined, to: string | undefined) {
  return {
    since: from ? istDayStartIso(from) : undefined,
    before: to ? istDayStartIso(addDays(to, 1)) : undefined,
  };
}

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;
