import { cliConfig } from './cli-config.ts';
import { databaseLabel } from './db/database-label.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';

const config = cliConfig();
const database = openDatabase(config.database);
try {
  const applied = await migrateToLatest(database.db);
  const where = databaseLabel(config.database);
  console.log(applied.length ? `${where}: applied ${applied.join(', ')}` : `${where}: up to date.`);
} finally {
  await database.close();
}
