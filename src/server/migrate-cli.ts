import { ConfigError, loadConfig } from './config.ts';
import { configErrorLines } from './config-warnings.ts';
import { loadEnvFile } from './env-file.ts';
import { databaseLabel } from './db/database-label.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';

// The same settings as the server, .env's too.
const envFileNames = loadEnvFile();
let config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  for (const line of configErrorLines(err.message, envFileNames)) console.error(line);
  process.exit(1);
}
const database = openDatabase(config.database);
try {
  const applied = await migrateToLatest(database.db);
  const where = databaseLabel(config.database);
  console.log(applied.length ? `${where}: applied ${applied.join(', ')}` : `${where}: up to date.`);
} finally {
  await database.close();
}
