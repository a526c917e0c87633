import { sql, type Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

/**
 * The 17 referral codes the site shipped with, MAV25A to MAV25Q, 10% off everything, and the
 * provider's ambassadors who hold them. Until this migration they were a constant in the
 * browser's code; from here on they are rows, and no page carries them.
 */
const REFERRERS = [
  'Aarav Sharma',
  'Bhavna Iyer',
  'Chetan Patil',
  'Deepa Nair',
  'Eshan Gupta',
  'Farah Khan',
  'Gaurav Mehta',
  'Harini Rao',
  'Imran Qureshi',
  'Jaya Menon',
  'Karan Malhotra',
  'Lakshmi Reddy',
  'Manish Joshi',
  'Neha Kulkarni',
  'Omkar Desai',
  'Pooja Bhat',
  'Qasim Ali',
];

export async function up(db: Kysely<any>): Promise<void> {
  // A code a learner types at the cart, and what it gives. Uses are counted from the orders
  // that carry it (offer_id), never stored, as a cohort's seats are.
  await addIdColumn(db, db.schema.createTable('offers'))
    // Upper-case letters, digits and hyphens, 3 to 20: written so by the console.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent', 'amount')`))
    .addColumn('percent', 'integer')
    .addColumn('amount_paise', 'integer')
    // UTC ISO instants; null: open on that side. The window is [starts_at, ends_at).
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('max_uses', 'integer')
    .addColumn('max_uses_per_learner', 'integer')
    // JSON {"programs": [slugs], "plans": [plan ids]}; an empty list limits nothing.
    .addColumn('applies_to', 'text', (c) => c.notNull().defaultTo('{"programs":[],"plans":[]}'))
    // The referrer's full name, for the report and the invoice; learners see the first name.
    .addColumn('referrer_name', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'live', 'disabled')`),
    )
    // For the team only.
    .addColumn('note', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'offers_terms_check',
      sql`(kind = 'percent' and percent between 1 and 90 and amount_paise is null)
        or (kind = 'amount' and amount_paise > 0 and percent is null)`,
    )
    .execute();

  // The offer an order used: its uses are the orders holding it. referral_code and referrer
  // stay as they were, what invoices, mails and exports print.
  await db.schema
    .alterTable('orders')
    .addColumn('offer_id', 'integer', (c) => c.references('offers.id'))
    .execute();
  await db.schema
    .createIndex('orders_offer_idx')
    .on('orders')
    .columns(['offer_id', 'user_id'])
    .where(sql.ref('offer_id'), 'is not', null)
    .execute();
  // A line's share of the order's discount, since an offer may apply to some lines only. Null
  // on lines of earlier orders, whose discount is shared across their lines by price.
  await db.schema.alterTable('order_items').addColumn('discount_paise', 'integer').execute();

  const now = new Date().toISOString();
  await db
    .insertInto('offers')
    .values(
      REFERRERS.map((name, i) => ({
        code: `MAV25${String.fromCharCode(65 + i)}`,
        kind: 'percent',
        percent: 10,
        amount_paise: null,
        starts_at: null,
        ends_at: null,
        max_uses: null,
        max_uses_per_learner: null,
        applies_to: '{"programs":[],"plans":[]}',
        referrer_name: name,
        status: 'live',
        note: 'One of the 17 referral codes the site started with.',
        created_by: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  // Orders placed with those codes hold their uses too.
  await sql`
    update orders set offer_id = (select o.id from offers o where o.code = orders.referral_code)
    where referral_code is not null`.execute(db);
}

// SQLite cannot drop a column that holds a foreign key (orders.offer_id).
export async function down(): Promise<void> {
  throw new Error('This migration is not reversible; restore a backup instead.');
}
