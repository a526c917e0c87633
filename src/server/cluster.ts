import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { databaseLabel } from './db/database-label.ts';
import { migrateToLatest } from './db/migrate.ts';

/** A worker that dies sooner than this after starting counts towards a crash loop. */
const EARLY_EXIT_MS = 5_000;
const MAX_EARLY_EXITS = 5;

function log(message: string, fields: Record<string, unknown> = {}) {
  console.log(JSON.stringify({ level: 30, time: Date.now(), msg: message, ...fields }));
}

/**
 * WEB_CONCURRENCY > 1: this process migrates the database once, then keeps that many serving
 * workers running on the one port. Exactly one of them sends mail (the first; its replacement
 * after a crash takes the job over), so the outbox has one sender per machine.
 */
export async function runPrimary(config: Config): Promise<void> {
  const database = openDatabase(config.database);
  const applied = await migrateToLatest(database.db);
  await database.close();
  log(applied.length > 0 ? `applied ${applied.length} migrations` : 'database up to date', {
    database: databaseLabel(config.database),
    migrations: applied,
  });
  cluster.once('listening', () => console.log(`Open ${config.publicOrigin}`));
  if (!config.redisUrl) {
    log('WEB_CONCURRENCY > 1 without REDIS_URL: each worker counts rate limits on its own');
  }

  let stopping = false;
  let earlyExits = 0;
  const roles = new Map<Worker, { mailWorker: boolean; startedAt: number }>();

  const start = (mailWorker: boolean) => {
    const worker = cluster.fork({
      WEB_CONCURRENCY: '1',
      MAIL_WORKER: mailWorker && config.mailWorker ? 'on' : 'off',
    });
    roles.set(worker, { mailWorker, startedAt: Date.now() });
  };

  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker)!;
    roles.delete(worker);
    if (stopping) {
      if (roles.size === 0) process.exit(0);
      return;
    }
    if (Date.now() - role.startedAt < EARLY_EXIT_MS && ++earlyExits > MAX_EARLY_EXITS) {
      log('workers keep exiting at start; giving up', { code, signal });
      process.exit(1);
    }
    log('worker exited; starting another', { pid: worker.process.pid, code, signal });
    start(role.mailWorker);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('shutting down workers', { signal });
    for (const worker of roles.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < config.webConcurrency; i++) start(i === 0);
  log(`${config.siteName}: ${config.webConcurrency} workers`, { port: config.port });
}
