import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The secret key called `name` (32 random bytes), made on first use and kept in the database so
 * every instance shares it. Inserted with "do nothing" on conflict, then read: when two
 * instances make it at once, both use the one that was stored first.
 */
export async function serverSecret(db: Kysely<Database>, name: string): Promise<Buffer> {
  // A stored secret never changes: each database's is read once, not on every login.
  let known = cache.get(db);
  if (!known) cache.set(db, (known = new Map()));
  const cached = known.get(name);
  if (cached) return cached;
  const secret = await readOrMake(db, name);
  known.set(name, secret);
  return secret;
}

const cache = new WeakMap<Kysely<Database>, Map<string, Buffer>>();

async function readOrMake(db: Kysely<Database>, name: string): Promise<Buffer> {
  const read = () =>
    db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('server_secrets')
      .values({ name, value: crypto.randomBytes(32).toString('base64') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
  }
  return Buffer.from(row!.value, 'base64');
}
