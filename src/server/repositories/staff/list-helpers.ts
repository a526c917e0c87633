import { sql, type Expression, type SqlBool } from 'kysely';
import { addDays, istDayStartIso } from '../../../domain/india-time.ts';

/** What a person typed, lower-cased, with `like` wildcards made literal. */
const literal = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** `like` wildcards in what a person typed are matched literally. */
export function containsPattern(text: string): string {
  return `%${literal(text)}%`;
}

/**
 * Case-insensitive and the same on both engines (SQLite's `like` ignores ASCII case,
 * PostgreSQL's doesn't: both compare lower-cased). Always a bound parameter, never spliced.
 */
function anyLike(matches: Array<[column: string, pattern: string]>): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    matches.map(([c, pattern]) => sql`lower(${sql.ref(c)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/** "Any of these columns contains the text". */
export function anyContains(columns: string[], text: string): Expression<SqlBool> {
  const pattern = containsPattern(text);
  return anyLike(columns.map((c) => [c, pattern]));
}

/**
 * What starts a word within a name: 'Ira Desai', 'K.Devi', 'Mehta-Dey'. PostgreSQL's index of
 * words' starts (migration 2026-12-04-03-console-short-search) starts them at the same marks.
 */
const WORD_BREAKS = [' ', '.', '-'];

/**
 * "A word of one of `words` (the column's start, or after a WORD_BREAKS mark), or one of
 * `starts` itself, starts with the text".
 */
export function anyStartsWith(
  columns: { words: readonly string[]; starts: readonly string[] },
  text: string,
): Expression<SqlBool> {
  const start = `${literal(text)}%`;
  const wordStarts = [start, ...WORD_BREAKS.map((mark) => `%${mark}${start}`)];
  return anyLike([
    ...columns.words.flatMap((c) => wordStarts.map((p): [string, string] => [c, p])),
    ...columns.starts.map((c): [string, string] => [c, start]),
  ]);
}

/** The UTC bounds of an IST date range, `to` inclusive. */
export function dayRange(from: string | undefined, to: string | undefined) {
  return {
    since: from ? istDayStartIso(from) : undefined,
    before: to ? istDayStartIso(addDays(to, 1)) : undefined,
  };
}

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;
