import {
  Migrator,
  PostgresAdapter,
  sql,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';
import type { Db } from './database.ts';
import * as enquiriesAndOutbox from './migrations/2026-11-21-01-enquiries-and-outbox.ts';
import * as accounts from './migrations/2026-11-22-01-accounts.ts';
import * as oneTimeCodes from './migrations/2026-11-22-02-one-time-codes.ts';
import * as reviews from './migrations/2026-11-22-03-reviews.ts';
import * as orders from './migrations/2026-11-22-04-orders.ts';
import * as staffConsole from './migrations/2026-11-23-01-staff-console.ts';
import * as enrolmentsAndCarts from './migrations/2026-11-23-02-enrolments-and-carts.ts';
import * as invoices from './migrations/2026-11-23-03-invoices.ts';
import * as abuseResistance from './migrations/2026-11-23-04-abuse-resistance.ts';
import * as programEnquiryMessage from './migrations/2026-11-23-05-program-enquiry-message.ts';
import * as accountDeletion from './migrations/2026-11-23-06-account-deletion.ts';
import * as provedAddresses from './migrations/2026-11-27-01-proved-addresses.ts';
import * as delivery from './migrations/2026-11-27-02-delivery.ts';
import * as mentoringProjectsCertificates from './migrations/2026-11-27-03-mentoring-projects-certificates.ts';
import * as accountantRole from './migrations/2026-11-27-04-accountant-role.ts';
import * as enquiryDesk from './migrations/2026-11-27-05-enquiry-desk.ts';
import * as orderNotesAndBankLines from './migrations/2026-11-27-06-order-notes-and-bank-lines.ts';
import * as buyerGstin from './migrations/2026-11-27-07-buyer-gstin.ts';
import * as manualOrders from './migrations/2026-11-27-08-manual-orders.ts';
import * as consoleIndexes from './migrations/2026-11-27-09-console-indexes.ts';
import * as documentLines from './migrations/2026-11-27-10-document-lines.ts';
import * as planUpgrades from './migrations/2026-11-28-01-plan-upgrades.ts';
import * as codeRequesters from './migrations/2026-12-04-01-code-requesters.ts';
import * as mentorTimeAndSeats from './migrations/2026-12-04-02-mentor-time-and-seats.ts';
import * as consoleShortSearch from './migrations/2026-12-04-03-console-short-search.ts';
import * as offers from './migrations/2026-12-05-01-offers.ts';
import * as catalogue from './migrations/2026-12-05-02-catalogue.ts';
import * as planTerms from './migrations/2026-12-05-03-plan-terms.ts';
import * as refunds from './migrations/2026-12-05-04-refunds.ts';
import * as bankCredits from './migrations/2026-12-05-05-bank-credits.ts';
import * as orderSeats from './migrations/2026-12-05-06-order-seats.ts';
import * as mailHeaders from './migrations/2026-12-05-07-mail-headers.ts';
import * as webinars from './migrations/2026-12-05-08-webinars.ts';
import * as moduleChecks from './migrations/2026-12-05-09-module-checks.ts';
import * as moduleQuestions from './migrations/2026-12-05-10-module-questions.ts';

/** Every migration, in order. Listed in code so the built server needs no migration folder. */
const migrations: Record<string, Migration> = {
  '2026-11-21-01-enquiries-and-outbox': enquiriesAndOutbox,
  '2026-11-22-01-accounts': accounts,
  '2026-11-22-02-one-time-codes': oneTimeCodes,
  '2026-11-22-03-reviews': reviews,
  '2026-11-22-04-orders': orders,
  '2026-11-23-01-staff-console': staffConsole,
  '2026-11-23-02-enrolments-and-carts': enrolmentsAndCarts,
  '2026-11-23-03-invoices': invoices,
  '2026-11-23-04-abuse-resistance': abuseResistance,
  '2026-11-23-05-program-enquiry-message': programEnquiryMessage,
  '2026-11-23-06-account-deletion': accountDeletion,
  '2026-11-27-01-proved-addresses': provedAddresses,
  '2026-11-27-02-delivery': delivery,
  '2026-11-27-03-mentoring-projects-certificates': mentoringProjectsCertificates,
  '2026-11-27-04-accountant-role': accountantRole,
  '2026-11-27-05-enquiry-desk': enquiryDesk,
  '2026-11-27-06-order-notes-and-bank-lines': orderNotesAndBankLines,
  '2026-11-27-07-buyer-gstin': buyerGstin,
  '2026-11-27-08-manual-orders': manualOrders,
  '2026-11-27-09-console-indexes': consoleIndexes,
  '2026-11-27-10-document-lines': documentLines,
  '2026-11-28-01-plan-upgrades': planUpgrades,
  '2026-12-04-01-code-requesters': codeRequesters,
  '2026-12-04-02-mentor-time-and-seats': mentorTimeAndSeats,
  '2026-12-04-03-console-short-search': consoleShortSearch,
  '2026-12-05-01-offers': offers,
  '2026-12-05-02-catalogue': catalogue,
  '2026-12-05-03-plan-terms': planTerms,
  '2026-12-05-04-refunds': refunds,
  '2026-12-05-05-bank-credits': bankCredits,
  '2026-12-05-06-order-seats': orderSeats,
  '2026-12-05-07-mail-headers': mailHeaders,
  '2026-12-05-08-webinars': webinars,
  '2026-12-05-09-module-checks': moduleChecks,
  '2026-12-05-10-module-questions': moduleQuestions,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * On PostgreSQL, the schema that this connection works in. Kysely looks for its bookkeeping
 * tables in every schema unless told one, so a database holding another schema's migrations
 * (another app, or the tests' parallel schemas) would make it skip creating its own.
 */
async function currentSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Up to and including `name`: for tests of a migration against data of the schema before it. */
export async function migrateUpTo(db: Db, name: string): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: Db,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  const schema = await currentSchema(db);
  const migrator = new Migrator({
    db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await run(migrator);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
