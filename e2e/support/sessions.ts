import path from 'node:path';
import { expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DATA_DIR } from './ports.ts';

/** The e2e server's database: its DATA_DIR is relative to the checkout, as the server runs. */
const DATABASE = path.resolve(import.meta.dirname, '..', '..', E2E_DATA_DIR, 'app.db');

/**
 * Moves a cohort session's start to a minute ago, as if its time had come. The server decides by
 * its own clock whether a session has started, and keeps no test clock: moving the session, in
 * the e2e server's database, stands in for waiting until then.
 */
export function sessionStartedAMinuteAgo(sessionId: number): void {
  const db = new Database(DATABASE, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const moved = db
      .prepare('update cohort_sessions set starts_at = ? where id = ?')
      .run(new Date(Date.now() - 60_000).toISOString(), sessionId);
    expect(moved.changes).toBe(1);
  } finally {
    db.close();
  }
}
