// Vitest global setup: each run of Vitest gets PostgreSQL databases of its own (one per worker,
// named after the run's process), so two runs at once on one machine cannot drop each other's
// schemas. Databases of runs that are no longer alive are dropped when a run starts; a run drops
// its own when it ends.
import pg from 'pg';

const base = process.env.TEST_DATABASE_URL;

/** The name of a worker's database for the run whose main process is `runPid`. */
export function workerDatabaseName(baseUrl: string, worker: string, runPid: number): string {
  return `${new URL(baseUrl).pathname.slice(1) || 'postgres'}_w${worker}_${runPid}`;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
};

async function dropDatabases(keep: (pid: number) => boolean): Promise<void> {
  if (!base) return;
  const prefix = `${new URL(base).pathname.slice(1) || 'postgres'}_w`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      'select datname as name from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { name } of rows) {
      const pid = Number(/_(\d+)$/.exec(name)?.[1]);
      if (!pid || keep(pid)) continue;
      await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

export async function setup(): Promise<void> {
  await dropDatabases((pid) => pid !== process.pid && alive(pid));
}

export async function teardown(): Promise<void> {
  await dropDatabases((pid) => pid !== process.pid);
}
