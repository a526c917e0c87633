import { sql, type Kysely } from 'kysely';
import { addIdColumn, isPostgres } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

/**
 * The bank's credits become a ledger kept across statements. What of each credit went to which
 * order is a row of `bank_allocations` (one order may be paid from several credits, one credit
 * may pay several orders), and the credit keeps the running sum in `allocated_paise`, which the
 * database holds between nothing and the credit's amount: two people settling at once can
 * never spend one credit twice. A credit no order explains may be set aside with a reason.
 * TDS that a business buyer deducted is a receivable until its certificate comes.
 *
 * A credit settled before paid one order with all of it: it becomes one allocation of its whole
 * amount, as it was read then. SQLite runs migrations outside a transaction, so it gets one here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await addLedger(db);
  else await db.transaction().execute((tx) => addLedger(tx));
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tds_receivables').execute();
  await db.schema.dropTable('bank_allocations').execute();
  if (isPostgres(db)) {
    await sql`alter table bank_lines drop constraint bank_lines_allocated_check`.execute(db);
  }
  for (const column of ['set_aside_by', 'set_aside_at', 'set_aside_reason', 'allocated_paise']) {
    await db.schema.alterTable('bank_lines').dropColumn(column).execute();
  }
}

const WITHIN_AMOUNT = sql`allocated_paise >= 0 and allocated_paise <= amount_paise`;

async function addLedger(db: Kysely<any>): Promise<void> {
  // SQLite takes a CHECK only with the column; PostgreSQL names it as a table constraint.
  await db.schema
    .alterTable('bank_lines')
    .addColumn('allocated_paise', 'integer', (c) => {
      const column = c.notNull().defaultTo(0);
      return isPostgres(db) ? column : column.check(WITHIN_AMOUNT);
    })
    .execute();
  if (isPostgres(db)) {
    await db.schema
      .alterTable('bank_lines')
      .addCheckConstraint('bank_lines_allocated_check', WITHIN_AMOUNT)
      .execute();
  }
  await db.schema.alterTable('bank_lines').addColumn('set_aside_reason', 'text').execute();
  await db.schema.alterTable('bank_lines').addColumn('set_aside_at', 'text').execute();
  await db.schema
    .alterTable('bank_lines')
    .addColumn('set_aside_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await addIdColumn(db, db.schema.createTable('bank_allocations'))
    .addColumn('bank_line_id', 'integer', (c) => c.notNull().references('bank_lines.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn('allocated_at', 'text', (c) => c.notNull())
    .addColumn('allocated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('bank_allocations_line_order_key', ['bank_line_id', 'order_id'])
    .execute();
  await db.schema
    .createIndex('bank_allocations_order_idx')
    .on('bank_allocations')
    .column('order_id')
    .execute();

  await addIdColumn(db, db.schema.createTable('tds_receivables'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
    // The Income-tax Act section the buyer deducted under: '194J', '194C' or '393'.
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('certificate_number', 'text')
    .addColumn('certificate_received_at', 'text')
    .addColumn('certificate_recorded_by', 'integer', (c) =>
      c.references('users.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('tds_receivables_recorded_idx')
    .on('tds_receivables')
    .column('recorded_at')
    .execute();

  await sql`
    insert into bank_allocations (bank_line_id, order_id, amount_paise, allocated_at, allocated_by)
    select id, order_id, amount_paise, settled_at, settled_by
    from bank_lines
    where order_id is not null and settled_at is not null and amount_paise > 0`.execute(db);
  await db
    .updateTable('bank_lines')
    .set({ allocated_paise: sql`amount_paise` })
    .where('settled_at', 'is not', null)
    .execute();
}
