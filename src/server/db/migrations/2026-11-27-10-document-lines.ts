import { sql, type Kysely } from 'kysely';
import { istDay } from '../../../domain/india-time.ts';
import { programOfLine } from '../../../domain/staff/revenue.ts';
import { isPostgres } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

/** Documents read per batch of the backfill: memory stays flat however many were issued. */
const BATCH = 1000;

/**
 * The lines of every issued invoice and credit note, one row each, so that the dashboard sums
 * revenue in the database over an index range instead of parsing every document's JSON. The
 * issuing transaction writes a document's lines with it; this fills them in for the documents
 * issued before. The program and the IST day are the domain's own readings (`programOfLine`,
 * `istDay`), the ones the reports use. SQLite runs migrations outside a transaction, so it gets
 * one here: a stop halfway through leaves no half-filled table behind.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await addDocumentLines(db);
  else await db.transaction().execute((tx) => addDocumentLines(tx));
}

async function addDocumentLines(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('document_lines')
    .addColumn('invoice_id', 'integer', (c) =>
      c.notNull().references('invoices.id').onDelete('cascade'),
    )
    // The line's place in the document's own list.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    // The IST day of issued_at, which the dashboard's daily figures group by.
    .addColumn('issued_on', 'text', (c) => c.notNull())
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_lines_pk', ['invoice_id', 'position'])
    .execute();

  for (let after = 0; ;) {
    const documents: StoredDocument[] = await db
      .selectFrom('invoices')
      .select(['id', 'kind', 'issued_at', 'document'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (documents.length === 0) break;
    const lines = documents.flatMap(linesOf);
    if (lines.length > 0) await db.insertInto('document_lines').values(lines).execute();
    after = documents.at(-1)!.id;
  }

  // Every column the dashboard reads, after the period's start: its sums come from the index.
  await db.schema
    .createIndex('document_lines_issued_idx')
    .on('document_lines')
    .columns(['issued_at', 'issued_on', 'program', 'kind', 'total_paise'])
    .execute();
  // Without statistics PostgreSQL guesses a third of the table falls in any range, and reads
  // all of it, until autovacuum first looks at the new table.
  if (isPostgres(db)) await sql`analyze document_lines`.execute(db);
}

interface StoredDocument {
  id: number;
  kind: string;
  issued_at: string;
  /** JSON of the document as issued. */
  document: string;
}

function linesOf(stored: StoredDocument) {
  const { lines } = JSON.parse(stored.document) as {
    lines: Array<{ description: string; total_paise: number }>;
  };
  return lines.map((line, position) => ({
    invoice_id: stored.id,
    position,
    kind: stored.kind,
    issued_at: stored.issued_at,
    issued_on: istDay(stored.issued_at),
    program: programOfLine(line.description),
    total_paise: line.total_paise,
  }));
}

export async function down(db: Kysely<any>): Promise<void> {
  // Nothing is lost: every line is still in its document's JSON.
  await db.schema.dropTable('document_lines').execute();
}
