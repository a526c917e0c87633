import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { databaseLabel } from './db/database-label.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadInvoiceFonts } from './invoices/invoice-fonts.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * One serving process: migrate (a no-op once done), listen, send mail if this process is the
 * one that does, and on SIGTERM or SIGINT finish what is in flight before exiting.
 */
export async function serve(config: Config): Promise<void> {
  const database = openDatabase(config.database);
  const applied = await migrateToLatest(database.db);
  const app = await buildApp(config, { database });
  app.log.info(
    { database: databaseLabel(config.database), migrations: applied },
    applied.length > 0 ? `applied ${applied.length} migrations` : 'database up to date',
  );
  // Parsing the invoice fonts takes ~100 ms: done once now, not in the first paid order's request.
  loadInvoiceFonts();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  if (config.mailWorker) {
    const released = await app.mailWorker.releaseAbandonedLeases();
    if (released > 0) app.log.warn({ released }, 'resending mail left unfinished by a crash');
    app.mailWorker.start();
    app.orderDeadlines.start();
    app.dailyPurge.start();
    app.sessionReminders.start();
  }
  app.log.info(
    {
      url: config.publicOrigin,
      database: databaseLabel(config.database),
      mail: config.mailWorker ? app.mailWorker.transportName : 'sent by another process',
      pid: process.pid,
    },
    `${config.siteName} is running`,
  );
  // One plain line among the JSON log, for the person who just typed `npm start`.
  if (cluster.isPrimary) console.log(`Open ${config.publicOrigin}`);
}
