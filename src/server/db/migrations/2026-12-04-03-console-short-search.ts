import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

/** The tables the console searches, with their name, email and phone columns. */
const SEARCHED: Record<string, [name: string, email: string, phone: string]> = {
  orders: ['name', 'email', 'phone'],
  users: ['username', 'email', 'phone'],
  contact_enquiries: ['name', 'email', 'phone'],
  program_enquiries: ['name', 'email', 'phone'],
  freelancing_enquiries: ['name', 'email', 'phone'],
};

/**
 * A search of one or two characters finds the rows where a word of the name (at its start, or
 * after a space, a full stop or a hyphen), the email or the phone starts with them
 * (domain/staff/short-search.ts). The trigram indexes find those rows too, but a common letter
 * matches a third of a year's orders and counting them meant reading each: 150 ms for 's'.
 * PostgreSQL: `short_search_keys` lists every one- and two-character start a row has
 * ('K.Devi' has k, k., d, de), and a GIN index over it answers `keys @> array['de']` exactly,
 * without reading the rows again. SQLite keeps reading the rows, which its lists' sizes allow.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  // Building the indexes reads every row: on a large database, longer than the server's
  // statement timeout. `local`: for this migration's transaction only.
  await sql`set local statement_timeout = 0`.execute(db);
  // PL/pgSQL: a date-ordered walk calls it on each row it passes, 11 µs a call where the same
  // thing in SQL took 58.
  await sql`
    create function short_search_keys(name text, email text, phone text) returns text[]
    language plpgsql immutable parallel safe as $$
    declare
      s text := lower(coalesce(name, ''));
      e text := lower(coalesce(email, ''));
      p text := lower(coalesce(phone, ''));
      keys text[] := array[left(s, 1), left(s, 2), left(e, 1), left(e, 2), left(p, 1), left(p, 2)];
    begin
      for i in 1 .. length(s) - 1 loop
        if substr(s, i, 1) in (' ', '.', '-') then
          keys := keys || array[substr(s, i + 1, 1), substr(s, i + 1, 2)];
        end if;
      end loop;
      return array_remove(keys, '');
    end
    $$`.execute(db);
  for (const [table, [name, email, phone]] of Object.entries(SEARCHED)) {
    await sql
      .raw(
        `create index ${table}_short_search_idx on ${table}
         using gin (short_search_keys(${name}, ${email}, ${phone}))`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of Object.keys(SEARCHED)) {
    await db.schema.dropIndex(`${table}_short_search_idx`).execute();
  }
  await sql`drop function short_search_keys(text, text, text)`.execute(db);
}
