import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine, openTestDatabase } from '../test/harness.ts';
import { migrateToLatest, migrateUpTo } from './migrate.ts';

describeEachEngine('the bank credits migration', (engine) => {
  it('makes each credit settled before one allocation of all of it, and keeps allocations within the credit', async () => {
    // A database as the previous release left it: a settled credit names its one order.
    const handle = await openTestDatabase(engine, { migrate: false });
    try {
      const db = handle.db;
      await migrateUpTo(db, '2026-12-05-04-refunds');
      const now = new Date().toISOString();
      await sql`insert into users (username, username_key, email, email_key, phone, password_hash, created_at, updated_at)
        values ('Asha', 'asha', 'a@example.com', 'a@example.com', '9876543210', 'x', ${now}, ${now})`.execute(
        db,
      );
      await sql`insert into orders (number, user_id, idempotency_key, request_hash, name, email, address, phone, original_paise, discount_paise, total_paise, status, created_at, updated_at, expires_at)
        values ('ORD-OLD00001', 1, 'k', 'h', 'Asha', 'a@example.com', 'Addr', '9876543210', 999900, 0, 999900, 'paid', ${now}, ${now}, ${now})`.execute(
        db,
      );
      const line = (
        key: string,
        amount: number,
        orderId: number | null,
        settledAt: string | null,
      ) =>
        sql`insert into bank_lines (line_key, utr, line_date, description, reference, amount_paise, file_name, first_read_at, order_id, settled_at, settled_by)
          values (${key}, null, '2026-11-23', 'x', 'y', ${amount}, 'nov.csv', ${now}, ${orderId}, ${settledAt}, 1)`.execute(
          db,
        );
      await line('hash:settled', 999900, 1, now);
      await line('hash:open', 50000, null, null);

      expect(await migrateToLatest(db)).toContain('2026-12-05-05-bank-credits');

      const lines = await db
        .selectFrom('bank_lines')
        .select(['line_key', 'allocated_paise', 'set_aside_at'])
        .orderBy('id')
        .execute();
      expect(lines).toEqual([
        { line_key: 'hash:settled', allocated_paise: 999900, set_aside_at: null },
        { line_key: 'hash:open', allocated_paise: 0, set_aside_at: null },
      ]);
      const allocations = await db
        .selectFrom('bank_allocations')
        .select(['bank_line_id', 'order_id', 'amount_paise', 'allocated_at', 'allocated_by'])
        .execute();
      expect(allocations).toEqual([
        { bank_line_id: 1, order_id: 1, amount_paise: 999900, allocated_at: now, allocated_by: 1 },
      ]);

      // The database itself refuses to spend more than a credit holds.
      await expect(
        db.updateTable('bank_lines').set({ allocated_paise: 50001 }).where('id', '=', 2).execute(),
      ).rejects.toThrow(/check/i);

      await migrateUpTo(db, '2026-12-05-04-refunds');
      const kept = await db.selectFrom('bank_lines').select('line_key').execute();
      expect(kept).toHaveLength(2);
    } finally {
      await handle.close();
    }
  });
});
