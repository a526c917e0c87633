import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import type { CodePurpose } from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { describeEachEngine, openTestDatabase } from '../test/harness.ts';
import { runDailyPurge } from './daily-purge.ts';
import { RETENTION_MS } from '../../domain/retention.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

describeEachEngine('daily purge', (engine) => {
  let database: DatabaseHandle;
  const now = new Date();
  const at = (msFromNow: number) => new Date(now.getTime() + msFromNow).toISOString();

  beforeEach(async () => {
    database = await openTestDatabase(engine);
  });
  afterEach(() => database.close());

  async function addUser(): Promise<number> {
    const user = await database.db
      .insertInto('users')
      .values({
        username: 'Asha',
        username_key: 'asha',
        email: 'asha@example.com',
        email_key: 'asha@example.com',
        phone: '9876543210',
        password_hash: 'x',
        photo_path: null,
        created_at: at(-40 * DAY_MS),
        updated_at: at(-40 * DAY_MS),
        email_verified_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return user.id;
  }

  it('removes what is past its retention and keeps what is within it', async () => {
    const db = database.db;
    const userId = await addUser();
    const old = at(-RETENTION_MS.throttleRecords - HOUR_MS);
    const recent = at(-RETENTION_MS.throttleRecords + HOUR_MS);

    const session = (tag: string, expires: string, absolute: string) => ({
      token_hash: tag,
      user_id: userId,
      created_at: at(-DAY_MS),
      expires_at: expires,
      absolute_expires_at: absolute,
    });
    await db
      .insertInto('sessions')
      .values([
        session('idle-expired', at(-HOUR_MS), at(DAY_MS)),
        session('absolute-expired', at(DAY_MS), at(-HOUR_MS)),
        session('live', at(DAY_MS), at(DAY_MS)),
      ])
      .execute();
    await db
      .insertInto('login_attempts')
      .values([
        { account_key: 'old', ip: '192.0.2.1', succeeded: 0, created_at: old },
        { account_key: 'recent', ip: '192.0.2.1', succeeded: 0, created_at: recent },
      ])
      .execute();
    await db
      .insertInto('code_sends')
      .values([
        { user_id: userId, ip: 'old', created_at: old },
        { user_id: userId, ip: 'recent', created_at: recent },
      ])
      .execute();
    await db
      .insertInto('code_failures')
      .values([
        { user_id: userId, created_at: old },
        { user_id: userId, created_at: recent },
      ])
      .execute();
    await db
      .insertInto('recipient_sends')
      .values([
        { address_key: 'old', created_at: old },
        { address_key: 'recent', created_at: recent },
      ])
      .execute();
    const code = (target: string, purpose: CodePurpose, expires: string) => ({
      user_id: userId,
      purpose,
      target,
      code_hash: target,
      attempts: 0,
      expires_at: expires,
      created_at: at(-HOUR_MS),
    });
    await db
      .insertInto('verifications')
      .values([
        code('expired', 'password-reset', at(-60_000)),
        code('live', 'profile-change', at(60_000)),
      ])
      .execute();
    const ended = at(-RETENTION_MS.endedEmailChangeUndos - HOUR_MS);
    const endedLately = at(-RETENTION_MS.endedEmailChangeUndos + HOUR_MS);
    const undo = (tag: string, expires: string, used: string | null) => ({
      token_hash: tag,
      user_id: userId,
      old_email: 'old@example.com',
      new_email: 'asha@example.com',
      created_at: at(-20 * DAY_MS),
      expires_at: expires,
      used_at: used,
    });
    await db
      .insertInto('email_change_undos')
      .values([
        undo('expired-long-ago', ended, null),
        undo('used-long-ago', at(DAY_MS), ended),
        undo('expired-lately', endedLately, null),
        undo('used-lately', at(DAY_MS), endedLately),
        undo('open', at(DAY_MS), null),
      ])
      .execute();
    for (const key of ['sent-long-ago', 'sent-lately', 'dead-long-ago']) {
      await enqueueMail(db, {
        dedupeKey: key,
        to: 'asha@example.com',
        subject: `Subject ${key}`,
        text: 'Body',
        html: '<p>Body</p>',
      });
    }
    const sentLongAgo = at(-RETENTION_MS.sentMailBodies - HOUR_MS);
    await db
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: sentLongAgo })
      .where('dedupe_key', '=', 'sent-long-ago')
      .execute();
    await db
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: at(-RETENTION_MS.sentMailBodies + HOUR_MS) })
      .where('dedupe_key', '=', 'sent-lately')
      .execute();
    await db
      .updateTable('outbox')
      .set({ status: 'dead', created_at: sentLongAgo })
      .where('dedupe_key', '=', 'dead-long-ago')
      .execute();

    expect(await runDailyPurge(db, now)).toEqual({
      sessions: 2,
      loginAttempts: 1,
      codeSends: 1,
      codeFailures: 1,
      recipientSends: 1,
      verifications: 1,
      emailChangeUndos: 2,
      mailBodies: 1,
      unprovedAccounts: 0,
    });

    const left = async (table: 'sessions' | 'email_change_undos'): Promise<string[]> =>
      (await db.selectFrom(table).select('token_hash').orderBy('token_hash').execute()).map(
        (r) => r.token_hash,
      );
    expect(await left('sessions')).toEqual(['live']);
    expect(await left('email_change_undos')).toEqual(['expired-lately', 'open', 'used-lately']);
    expect(await db.selectFrom('login_attempts').select('account_key').execute()).toEqual([
      { account_key: 'recent' },
    ]);
    expect(await db.selectFrom('code_sends').select('ip').execute()).toEqual([{ ip: 'recent' }]);
    expect(await db.selectFrom('code_failures').select('created_at').execute()).toEqual([
      { created_at: recent },
    ]);
    expect(await db.selectFrom('recipient_sends').select('address_key').execute()).toEqual([
      { address_key: 'recent' },
    ]);
    expect(await db.selectFrom('verifications').select('target').execute()).toEqual([
      { target: 'live' },
    ]);
    const mail = await db
      .selectFrom('outbox')
      .select(['dedupe_key', 'subject', 'to_address', 'sent_at', 'text_body', 'html_body'])
      .orderBy('id')
      .execute();
    expect(mail).toEqual([
      {
        dedupe_key: 'sent-long-ago',
        subject: 'Subject sent-long-ago',
        to_address: 'asha@example.com',
        sent_at: sentLongAgo,
        text_body: '',
        html_body: '',
      },
      expect.objectContaining({ dedupe_key: 'sent-lately', text_body: 'Body' }),
      expect.objectContaining({ dedupe_key: 'dead-long-ago', text_body: 'Body' }),
    ]);
  });

  it('runs once a day across instances: of two started together, exactly one does the work', async () => {
    const db = database.db;
    await db
      .insertInto('login_attempts')
      .values({ account_key: 'old', ip: '192.0.2.1', succeeded: 0, created_at: at(-2 * DAY_MS) })
      .execute();

    const runs = await Promise.all([runDailyPurge(db, now), runDailyPurge(db, now)]);
    expect(runs.filter((r) => r === undefined)).toHaveLength(1);
    expect(runs.find((r) => r !== undefined)).toMatchObject({ loginAttempts: 1 });

    await db
      .insertInto('login_attempts')
      .values({ account_key: 'old', ip: '192.0.2.1', succeeded: 0, created_at: at(-2 * DAY_MS) })
      .execute();
    expect(await runDailyPurge(db, new Date(now.getTime() + DAY_MS - 60_000))).toBeUndefined();
    expect(await runDailyPurge(db, new Date(now.getTime() + DAY_MS))).toMatchObject({
      loginAttempts: 1,
    });
  });
});
