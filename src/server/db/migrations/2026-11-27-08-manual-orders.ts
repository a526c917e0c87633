import type { Kysely } from 'kysely';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

export async function up(db: Kysely<any>): Promise<void> {
  // Who made the order: the buyer at checkout, or staff for a payment made outside the site.
  await db.schema
    .alterTable('orders')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('checkout'))
    .execute();
  // A business buyer's name, printed beside its GSTIN; only staff take it, on a manual order.
  await db.schema.alterTable('orders').addColumn('buyer_company', 'text').execute();
  // How a manual order's money came ('bank_transfer' or 'upi') and the day it reached the bank.
  await db.schema.alterTable('orders').addColumn('payment_method', 'text').execute();
  await db.schema.alterTable('orders').addColumn('payment_received_on', 'text').execute();
}
