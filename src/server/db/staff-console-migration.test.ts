import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { openTestDatabase, describeEachEngine } from '../test/harness.ts';
import { migrateToLatest, migrateUpTo } from './migrate.ts';

describeEachEngine('the staff console migration', (engine) => {
  it('keeps every order, turns rupees into paise and starts each timeline', async () => {
    // A database as the previous release left it: migrated up to orders, with an order in it.
    const handle = await openTestDatabase(engine, { migrate: false });
    try {
      await migrateUpTo(handle.db, '2026-11-22-04-orders');
      const now = new Date().toISOString();
      await sql`insert into users (username, username_key, email, email_key, phone, password_hash, created_at, updated_at)
        values ('Asha', 'asha', 'a@example.com', 'a@example.com', '9876543210', 'x', ${now}, ${now})`.execute(
        handle.db,
      );
      await sql`insert into orders (number, user_id, idempotency_key, request_hash, name, email, address, phone, original_amount, discount_amount, total, status, created_at, updated_at, payment_reported_at)
        values ('ORD-OLD00001', 1, 'k', 'h', 'Asha', 'a@example.com', 'Addr', '9876543210', 24998, 2500, 22498, 'payment_reported', ${now}, ${now}, ${now})`.execute(
        handle.db,
      );
      await sql`insert into order_items (order_id, position, program, plan, plan_amount)
        values (1, 0, 'Python', 'Pro Plan', 9999), (1, 1, 'Java', 'Premium Plan', 14999)`.execute(
        handle.db,
      );

      expect(await migrateToLatest(handle.db)).toContain('2026-11-23-01-staff-console');

      const order = await handle.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        number: 'ORD-OLD00001',
        original_paise: 2499800,
        discount_paise: 250000,
        total_paise: 2249800,
        status: 'payment_reported',
        version: 1,
        paid_utr: null,
      });
      const items = await handle.db
        .selectFrom('order_items')
        .select('plan_paise')
        .orderBy('position')
        .execute();
      expect(items.map((i) => i.plan_paise)).toEqual([999900, 1499900]);
      const events = await handle.db
        .selectFrom('order_events')
        .select(['kind', 'to_status'])
        .orderBy('id')
        .execute();
      expect(events).toEqual([
        { kind: 'placed', to_status: 'awaiting_payment' },
        { kind: 'payment_reported', to_status: 'payment_reported' },
      ]);
      // The new states pass the CHECK; a made-up one does not.
      await handle.db.updateTable('orders').set({ status: 'refunded' }).execute();
      await expect(sql`update orders set status = 'lost'`.execute(handle.db)).rejects.toThrow();
      // Order items still point at their order (SQLite rebuilt the table under them).
      await expect(handle.db.deleteFrom('users').execute()).rejects.toThrow();
      const user = await handle.db
        .selectFrom('users')
        .select(['role', 'email_verified_at'])
        .executeTakeFirstOrThrow();
      expect(user).toEqual({ role: 'learner', email_verified_at: null });
    } finally {
      await handle.close();
    }
  });
});
