import type { FastifyBaseLogger } from 'fastify';
import { PeriodicJob } from '../periodic-job.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { PURGE_INTERVAL_MS, RETENTION_MS } from '../../domain/retention.ts';
import { removePhotoFile } from '../routes/profile-photo.ts';
import { purgeUnprovedAccounts } from './unproved-accounts.ts';

const RUN_NAME = 'daily-purge';

export interface PurgeCounts {
  sessions: number;
  loginAttempts: number;
  codeSends: number;
  codeFailures: number;
  recipientSends: number;
  verifications: number;
  emailChangeUndos: number;
  /** Sent messages whose bodies were blanked. */
  mailBodies: number;
  /** Accounts that never proved their address, with nothing attached. */
  unprovedAccounts: number;
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/**
 * Takes this interval's run for this process, or finds another process already took it. The
 * update only matches while the last start is a whole interval old, and the first process to
 * move the date makes it match for no one else: a row lock on PostgreSQL, the one writer on
 * SQLite. The insert gives a first run something to update.
 */
async function claimRun(db: Kysely<Database>, now: Date): Promise<boolean> {
  await db
    .insertInto('scheduled_runs')
    .values({ name: RUN_NAME, last_started_at: new Date(0).toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const claimed = await db
    .updateTable('scheduled_runs')
    .set({ last_started_at: now.toISOString() })
    .where('name', '=', RUN_NAME)
    .where('last_started_at', '<=', ago(now, PURGE_INTERVAL_MS))
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

async function purge(db: Kysely<Database>, now: Date, dataDir?: string): Promise<PurgeCounts> {
  const at = now.toISOString();
  const throttleCutoff = ago(now, RETENTION_MS.throttleRecords);
  const undoCutoff = ago(now, RETENTION_MS.endedEmailChangeUndos);
  const count = (result: { numDeletedRows: bigint } | { numUpdatedRows: bigint }) =>
    Number('numDeletedRows' in result ? result.numDeletedRows : result.numUpdatedRows);
  const olderThan = async (
    table: 'login_attempts' | 'code_sends' | 'code_failures' | 'recipient_sends',
  ) =>
    count(
      await db.deleteFrom(table).where('created_at', '<', throttleCutoff).executeTakeFirstOrThrow(),
    );

  const unproved = await purgeUnprovedAccounts(db, now);
  if (dataDir) for (const photo of unproved.photos) await removePhotoFile(dataDir, photo);
  return {
    unprovedAccounts: unproved.removed,
    sessions: count(
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', at), eb('absolute_expires_at', '<=', at)]))
        .executeTakeFirstOrThrow(),
    ),
    loginAttempts: await olderThan('login_attempts'),
    codeSends: await olderThan('code_sends'),
    codeFailures: await olderThan('code_failures'),
    recipientSends: await olderThan('recipient_sends'),
    // A used code is deleted when it is used; one never used is kept until it expires.
    verifications: count(
      await db.deleteFrom('verifications').where('expires_at', '<=', at).executeTakeFirstOrThrow(),
    ),
    emailChangeUndos: count(
      await db
        .deleteFrom('email_change_undos')
        .where((eb) => eb.or([eb('expires_at', '<', undoCutoff), eb('used_at', '<', undoCutoff)]))
        .executeTakeFirstOrThrow(),
    ),
    mailBodies: count(
      await db
        .updateTable('outbox')
        .set({ text_body: '', html_body: '' })
        .where('status', '=', 'sent')
        .where('sent_at', '<', ago(now, RETENTION_MS.sentMailBodies))
        .where((eb) => eb.or([eb('text_body', '!=', ''), eb('html_body', '!=', '')]))
        .executeTakeFirstOrThrow(),
    ),
  };
}

/**
 * Removes what is kept past its retention (see RETENTION_MS), once per PURGE_INTERVAL_MS across
 * every instance. Returns what it removed, or undefined when this interval's run was another's.
 */
export async function runDailyPurge(
  db: Kysely<Database>,
  now: Date,
  dataDir?: string,
): Promise<PurgeCounts | undefined> {
  if (!(await claimRun(db, now))) return undefined;
  return purge(db, now, dataDir);
}

/**
 * Offers the purge every hour: the run itself happens once a day, so an instance that was down
 * at the usual time, or a new one, still gets it done within the hour.
 */
export function dailyPurgeJob(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  dataDir: string,
): PeriodicJob {
  return new PeriodicJob(
    'daily purge',
    60 * 60 * 1000,
    async () => {
      const removed = await runDailyPurge(db, new Date(), dataDir);
      if (removed) log.info(removed, 'daily purge');
    },
    log,
  );
}
