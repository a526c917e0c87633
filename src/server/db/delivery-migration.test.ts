import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { openTestDatabase, describeEachEngine } from '../test/harness.ts';
import { migrateToLatest, migrateUpTo } from './migrate.ts';

describeEachEngine('the delivery migration', (engine) => {
  it('keeps every account and its links, and lets an account be a mentor and nothing else new', async () => {
    const handle = await openTestDatabase(engine, { migrate: false });
    try {
      await migrateUpTo(handle.db, '2026-11-27-01-proved-addresses');
      const now = new Date().toISOString();
      await sql`insert into users (username, username_key, email, email_key, phone, password_hash, created_at, updated_at, role)
        values ('Asha', 'asha', 'a@example.com', 'a@example.com', '9876543210', 'x', ${now}, ${now}, 'owner')`.execute(
        handle.db,
      );
      await sql`insert into sessions (token_hash, user_id, created_at, expires_at, absolute_expires_at)
        values ('t', 1, ${now}, ${now}, ${now})`.execute(handle.db);

      expect(await migrateToLatest(handle.db)).toContain('2026-11-27-02-delivery');

      const user = await handle.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(user).toMatchObject({ username: 'Asha', role: 'owner', reminders_off_at: null });
      await handle.db.updateTable('users').set({ role: 'mentor' }).execute();
      await expect(sql`update users set role = 'teacher'`.execute(handle.db)).rejects.toThrow();
      // The session still belongs to the account, and deleting it still takes the session too.
      await handle.db.deleteFrom('users').execute();
      expect(await handle.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
      // The unique indexes came through the copy.
      const values = {
        username: 'Ravi',
        username_key: 'ravi',
        email: 'r@example.com',
        email_key: 'r@example.com',
        phone: '9876543210',
        password_hash: 'x',
        created_at: now,
        updated_at: now,
      };
      await handle.db.insertInto('users').values(values).execute();
      await expect(handle.db.insertInto('users').values(values).execute()).rejects.toThrow();
    } finally {
      await handle.close();
    }
  });
});
