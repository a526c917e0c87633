import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

/**
 * An order line keeps what its plan held when it was bought (its terms, JSON: one-to-one and
 * career sessions, webinars, project feedback), and an enrolment the terms of the line that
 * gave it its plan: the owner may publish new terms, and those who bought before keep theirs.
 * `enrolments.webinars` says in a column whether the terms include webinars, so that the
 * webinar audiences (mails, reminders, lists) are found in SQL.
 *
 * Rows from before are given the terms every plan held on this date, read from the plan's
 * stored name as the code read it (the old 'Primum Plan' spelling too; a name it did not know
 * gave nothing extra). SQLite runs migrations outside a transaction, so it gets one here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await addPlanTerms(db);
  else await db.transaction().execute((tx) => addPlanTerms(tx));
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enrolments').dropColumn('webinars').execute();
  await db.schema.alterTable('enrolments').dropColumn('terms').execute();
  await db.schema.alterTable('order_items').dropColumn('terms').execute();
}

const MENTORSHIP = { sessions: 4, minutes: 30 };

/** What each plan held on this date, by its stored name in lower case. */
const TERMS = {
  basic: { mentorship: null, career: null, webinars: false, projectFeedback: 0 },
  pro: { mentorship: MENTORSHIP, career: null, webinars: false, projectFeedback: 3 },
  premium: {
    mentorship: MENTORSHIP,
    career: { sessions: 2, minutes: 45 },
    webinars: true,
    projectFeedback: 3,
  },
};
const PRO_NAMES = ['pro plan'];
const PREMIUM_NAMES = ['premium plan', 'primum plan'];

async function addPlanTerms(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_items').addColumn('terms', 'text').execute();
  await db.schema.alterTable('enrolments').addColumn('terms', 'text').execute();
  await db.schema
    .alterTable('enrolments')
    .addColumn('webinars', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  const name = sql`lower(trim(plan))`;
  const termsOfName = sql`case
    when ${name} in (${sql.join(PRO_NAMES)}) then ${JSON.stringify(TERMS.pro)}
    when ${name} in (${sql.join(PREMIUM_NAMES)}) then ${JSON.stringify(TERMS.premium)}
    else ${JSON.stringify(TERMS.basic)}
  end`;
  for (const table of ['order_items', 'enrolments']) {
    await db.updateTable(table).set({ terms: termsOfName }).where('terms', 'is', null).execute();
  }
  await db
    .updateTable('enrolments')
    .set({ webinars: 1 })
    .where(name, 'in', PREMIUM_NAMES)
    .execute();
}
