import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { PLAN_ENTITLEMENTS } from '../../domain/mentoring/entitlements.ts';
import { describeEachEngine, openTestDatabase } from '../test/harness.ts';
import { migrateToLatest, migrateUpTo } from './migrate.ts';

describeEachEngine('the plan terms migration', (engine) => {
  it('gives every earlier order line and enrolment the terms its plan held', async () => {
    // A database as the previous release left it: lines and enrolments naming plans only.
    const handle = await openTestDatabase(engine, { migrate: false });
    try {
      const db = handle.db;
      await migrateUpTo(db, '2026-12-05-02-catalogue');
      const now = new Date().toISOString();
      await sql`insert into users (username, username_key, email, email_key, phone, password_hash, created_at, updated_at)
        values ('Asha', 'asha', 'a@example.com', 'a@example.com', '9876543210', 'x', ${now}, ${now})`.execute(
        db,
      );
      await sql`insert into orders (number, user_id, idempotency_key, request_hash, name, email, address, phone, original_paise, discount_paise, total_paise, status, created_at, updated_at, expires_at)
        values ('ORD-OLD00001', 1, 'k', 'h', 'Asha', 'a@example.com', 'Addr', '9876543210', 0, 0, 0, 'paid', ${now}, ${now}, ${now})`.execute(
        db,
      );
      const plans = ['Basic Plan', 'Pro Plan', 'Premium Plan', ' primum plan', 'Gold Plan'];
      const programs = ['Python', 'Java', 'Excel', 'C', 'Power BI'];
      for (const [position, plan] of plans.entries()) {
        const program = programs[position]!;
        await sql`insert into order_items (order_id, position, program, plan, plan_paise)
          values (1, ${position}, ${program}, ${plan}, 100)`.execute(db);
        await sql`insert into enrolments (user_id, order_id, program, plan, started_at)
          values (1, 1, ${program}, ${plan}, ${now})`.execute(db);
      }

      expect(await migrateToLatest(db)).toContain('2026-12-05-03-plan-terms');

      const { basic, pro, premium } = PLAN_ENTITLEMENTS;
      const expected = [basic, pro, premium, premium, basic];
      const lines = await db
        .selectFrom('order_items')
        .select('terms')
        .orderBy('position')
        .execute();
      expect(lines.map((l) => JSON.parse(l.terms!) as unknown)).toEqual(expected);
      const enrolments = await db
        .selectFrom('enrolments')
        .select(['terms', 'webinars'])
        .orderBy('id')
        .execute();
      expect(enrolments.map((e) => JSON.parse(e.terms!) as unknown)).toEqual(expected);
      expect(enrolments.map((e) => e.webinars)).toEqual([0, 0, 1, 1, 0]);
    } finally {
      await handle.close();
    }
  });
});
