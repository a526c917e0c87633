// `npm run catalogue:export -- <dir> [--force]`: writes the published catalogue from the
// server's database (its settings, .env's too) into <dir> as content/ holds it: programs/,
// projects/, mentors/ and completion.json, for backups. Drafts are left out, and so is what the
// format has no place for (src/server/catalogue/export-catalogue.ts says what). A folder that
// is not empty is refused without --force, which replaces the catalogue's files in it.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportCatalogue, writeCatalogueExport } from '../src/server/catalogue/export-catalogue.ts';
import { cliConfig } from '../src/server/cli-config.ts';
import { databaseLabel } from '../src/server/db/database-label.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { CatalogueError } from '../src/domain/catalogue/program-file.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) fail('Usage: npm run catalogue:export -- <dir> [--force]');
const dir = path.resolve(positionals[0]!);
if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0 && !values.force) {
  fail(
    `${dir} is not empty. Choose an empty folder, or pass --force to replace the catalogue's files in it.`,
  );
}

const config = cliConfig();
const target = config.database;
// Opening a SQLite file that is not there would create an empty database.
if (
  target.engine === 'sqlite' &&
  target.filename !== ':memory:' &&
  !fs.existsSync(target.filename)
) {
  fail(`There is no database at ${path.resolve(target.filename)}: check DATA_DIR or DATABASE_URL.`);
}
const database = openDatabase(target);
try {
  const exported = await exportCatalogue(database.db);
  writeCatalogueExport(dir, exported);
  console.log(
    `${databaseLabel(target)}: wrote ${exported.programs} programs and ${exported.mentors} mentors to ${dir}.`,
  );
  console.log(
    'The format has no place for listing, plans and prices, SEO texts, pictures or mentors’ accounts: those are not in it.',
  );
} catch (error) {
  // What the import would refuse, named by file and field: nothing was written.
  if (!(error instanceof CatalogueError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
