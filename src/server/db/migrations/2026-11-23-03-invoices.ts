import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

export async function up(db: Kysely<any>): Promise<void> {
  // The buyer's state decides the tax (place of supply); asked at checkout from now on.
  await db.schema.alterTable('orders').addColumn('buyer_state', 'text').execute();

  // Invoices and credit notes exactly as issued: the JSON is what the PDF prints, never edited.
  await addIdColumn(db, db.schema.createTable('invoices'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('restrict'),
    )
    .addColumn('refers_to_id', 'integer', (c) => c.references('invoices.id').onDelete('restrict'))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('place_of_supply', 'text', (c) => c.notNull())
    .addColumn('taxable_paise', 'integer', (c) => c.notNull())
    .addColumn('cgst_paise', 'integer', (c) => c.notNull())
    .addColumn('sgst_paise', 'integer', (c) => c.notNull())
    .addColumn('igst_paise', 'integer', (c) => c.notNull())
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_order_idx').on('invoices').column('order_id').execute();
  await db.schema.createIndex('invoices_issued_idx').on('invoices').column('issued_at').execute();

  // One counter per series and financial year, taken inside the issuing transaction: numbers are
  // consecutive, never reused or skipped, whichever instance issues them.
  await db.schema
    .createTable('document_counters')
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_serial', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_counters_pk', ['series', 'financial_year'])
    .execute();

  // The columns staff picked for a bank's export, remembered by its set of headers.
  await db.schema
    .createTable('statement_mappings')
    .addColumn('header_key', 'text', (c) => c.primaryKey())
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // A mail may carry one issued document as a PDF, drawn when the mail is sent.
  await db.schema
    .alterTable('outbox')
    .addColumn('attachment_invoice_id', 'integer', (c) => c.references('invoices.id'))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('This migration is not reversible; restore a backup instead.');
}
