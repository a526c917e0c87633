import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

/**
 * No two standing bookings of one mentor overlap, whatever their kinds and lengths. The unique
 * index on (mentor_id, starts_at) only refuses two that start at the same minute, and PostgreSQL
 * runs two bookings' checks of the mentor's free time at once: so there, an exclusion constraint
 * over each mentor's booked time ranges. SQLite runs one write transaction at a time, so the
 * booking's own check (mentoring/free-slots.ts) holds and nothing is added.
 *
 * A cohort's seats need no schema: they are counted, and every path that takes one holds the
 * cohort's row first (repositories/delivery/cohort-seats.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const extension = await btreeGistSchema(db);
  // starts_at is ISO text, and casting text to timestamptz is only STABLE (it reads the session's
  // TimeZone and DateStyle), which a constraint's expression may not be. This function fixes
  // both settings for its own body, so its range depends on its arguments alone: IMMUTABLE is
  // then true. (A stored generated range column would need the same immutable expression, and
  // would add a column to every row read.) Ranges are '[)': back-to-back sessions do not clash.
  await sql`
    create function booking_time(starts_at text, minutes integer) returns tstzrange
    language sql immutable strict parallel safe
    set timezone to 'UTC' set datestyle to 'ISO, YMD'
    as $$ select tstzrange(starts_at::timestamptz, starts_at::timestamptz + make_interval(mins => minutes)) $$
  `.execute(db);
  await sql
    .raw(
      `alter table bookings add constraint bookings_mentor_time_excl exclude using gist (
         mentor_id ${quote(extension)}.gist_int4_ops with =,
         booking_time(starts_at, minutes) with &&
       ) where (status = 'booked')`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table bookings drop constraint bookings_mentor_time_excl`.execute(db);
  await sql`drop function booking_time(text, integer)`.execute(db);
}

/**
 * The schema holding btree_gist (its GiST operator class for the mentor's id), created if need
 * be: in `public` where there is one, as pg_trgm is, so that every schema of the database (the
 * tests migrate one each) shares one copy that dropping a schema does not take away. It is a
 * trusted extension: the database's owner may create it. Without it the guarantee cannot be
 * kept, so the migration stops, saying what to do.
 */
async function btreeGistSchema(db: Kysely<any>): Promise<string> {
  const found = async () =>
    (
      await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'btree_gist'`.execute(db)
    ).rows[0]?.schema;
  const existing = await found();
  if (existing) return existing;
  const hasPublic =
    (await sql`select 1 from pg_namespace where nspname = 'public'`.execute(db)).rows.length > 0;
  try {
    await sql
      .raw(`create extension if not exists btree_gist${hasPublic ? ' with schema public' : ''}`)
      .execute(db);
  } catch (err) {
    throw new Error(
      `The mentors' booked times need PostgreSQL's btree_gist extension, which this role may not create (${(err as Error).message}). Create it once as a superuser: create extension btree_gist with schema public`,
      { cause: err },
    );
  }
  return (await found())!;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
