import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.ts';
import { describeEachEngine, openTestDatabase } from '../test/harness.ts';

describeEachEngine('a streamed read', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine, { migrate: false });
  });
  afterAll(() => handle.close());

  const numbers = (count: number) =>
    handle.db
      .selectFrom(
        sql<{ n: number }>`(with recursive s(n) as (select 1 union all select n + 1 from s
          where n < ${count}) select n from s)`.as('s'),
      )
      .select('n')
      .orderBy('n');

  it('hands on every row, in order', async () => {
    const seen: number[] = [];
    for await (const row of numbers(1234).stream(100)) seen.push(Number(row.n));
    expect(seen).toEqual(Array.from({ length: 1234 }, (_, i) => i + 1));
  });

  it('gives its connection back ready when the reader stops early, however often', async () => {
    // More stops than the pool has connections: one kept by each would leave none.
    for (let i = 0; i < 12; i++) {
      await expect(
        (async () => {
          for await (const row of numbers(5000).stream(50)) {
            if (Number(row.n) === 10) throw new Error('the client went away');
          }
        })(),
      ).rejects.toThrow('the client went away');
    }
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(Number(rows[0]!.one)).toBe(1);
  });

  it('reports a query that fails part way to its reader', async () => {
    // PostgreSQL sends two rows before dividing by zero; SQLite's division gives null instead,
    // so there the read fails on a table that is not there.
    const failing =
      engine === 'postgres'
        ? handle.db
            .selectFrom(
              sql<{ n: number }>`(select 1 / (3 - n) as n from generate_series(1, 5) n)`.as('f'),
            )
            .select('n')
        : handle.db.selectFrom(sql<{ n: number }>`no_such_table`.as('f')).select('n');
    await expect(
      (async () => {
        for await (const _row of failing.stream(1)) {
          // reading
        }
      })(),
    ).rejects.toThrow();
  });
});
