import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine, openTestDatabase } from '../test/harness.ts';
import { migrateToLatest, migrateUpTo } from './migrate.ts';

describeEachEngine('the refunds migration', (engine) => {
  it('keeps each earlier refund as a row, and a refund of part of an order as partly refunded', async () => {
    const handle = await openTestDatabase(engine, { migrate: false });
    try {
      const db = handle.db;
      await migrateUpTo(db, '2026-12-05-03-plan-terms');
      const now = new Date().toISOString();
      await sql`insert into users (username, username_key, email, email_key, phone, password_hash, created_at, updated_at)
        values ('Asha', 'asha', 'a@example.com', 'a@example.com', '9876543210', 'x', ${now}, ${now})`.execute(
        db,
      );
      // One order refunded on one of its two lines, one refunded in full, one paid.
      const orders: Array<[string, number, string, number | null]> = [
        ['ORD-PART0001', 1499800, 'refunded', 499900],
        ['ORD-FULL0001', 999900, 'refunded', 999900],
        ['ORD-PAID0001', 999900, 'paid', null],
      ];
      for (const [number, total, status, refund] of orders) {
        await sql`insert into orders (number, user_id, idempotency_key, request_hash, name, email, address, phone, original_paise, discount_paise, total_paise, status, created_at, updated_at, expires_at, refund_paise, refund_reason, refunded_at)
          values (${number}, 1, ${number}, 'h', 'Asha', 'a@example.com', 'Addr', '9876543210', ${total}, 0, ${total}, ${status}, ${now}, ${now}, ${now}, ${refund}, ${refund === null ? null : 'Wrong program'}, ${refund === null ? null : now})`.execute(
          db,
        );
      }
      const lines: Array<[number, number, string, number, boolean]> = [
        [1, 0, 'Python', 999900, false],
        [1, 1, 'Java', 499900, true],
        [2, 0, 'Python', 999900, true],
        [3, 0, 'Python', 999900, false],
      ];
      for (const [order, position, program, price, refunded] of lines) {
        await sql`insert into order_items (order_id, position, program, plan, plan_paise, refunded_at)
          values (${order}, ${position}, ${program}, 'Basic Plan', ${price}, ${refunded ? now : null})`.execute(
          db,
        );
      }

      expect(await migrateToLatest(db)).toContain('2026-12-05-04-refunds');

      const statuses = await db.selectFrom('orders').select('status').orderBy('id').execute();
      expect(statuses.map((o) => o.status)).toEqual(['partly_refunded', 'refunded', 'paid']);
      const refunds = await db
        .selectFrom('refunds')
        .select(['order_id', 'amount_paise', 'reason'])
        .orderBy('id')
        .execute();
      expect(refunds).toEqual([
        { order_id: 1, amount_paise: 499900, reason: 'Wrong program' },
        { order_id: 2, amount_paise: 999900, reason: 'Wrong program' },
      ]);
      const given = await db
        .selectFrom('refund_lines')
        .select(['order_item_id', 'amount_paise', 'ended'])
        .orderBy('order_item_id')
        .execute();
      expect(given.map((l) => [l.order_item_id, l.amount_paise, Number(l.ended)])).toEqual([
        [2, 499900, 1],
        [3, 999900, 1],
      ]);
      // The new state is one the table accepts; an unknown one is still refused.
      await expect(
        sql`update orders set status = 'nonsense' where id = 3`.execute(db),
      ).rejects.toThrow();
    } finally {
      await handle.close();
    }
  });
});
