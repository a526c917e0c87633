import type { Kysely } from 'kysely';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

export async function up(db: Kysely<any>): Promise<void> {
  // When the account was first asked to prove its address: an unproved account with nothing
  // attached is removed a week after that. Accounts made before proof was asked for get their
  // week from today, not from their sign-up.
  await db.schema.alterTable('users').addColumn('email_proof_asked_at', 'text').execute();
  await db
    .updateTable('users')
    .set({ email_proof_asked_at: new Date().toISOString() })
    .where('email_verified_at', 'is', null)
    .where('deleted_at', 'is', null)
    .execute();

  // The cool-down between codes is per purpose: the code that proves a new account's address
  // must not hold up its owner's first password reset or email change.
  await db.schema.alterTable('code_sends').addColumn('purpose', 'text').execute();

  // The browser a password try came from, when it carried a valid device cookie for the
  // account (OWASP's device cookies): such tries are counted apart from strangers'.
  await db.schema.alterTable('login_attempts').addColumn('device', 'text').execute();
}
