import type { Kysely } from 'kysely';
import { findProgram } from '../../domain/catalogue/programs.ts';
import type { CertificateFacts } from '../../domain/certificates/credential.ts';
import { printableLine } from '../../domain/printable-text.ts';
import type { Database } from '../db/schema.ts';

export interface CredentialCertificate extends CertificateFacts {
  revokedAt: string | null;
  revokedReason: string | null;
}

/** The certificate numbered `number` as its credential shows it, or undefined. */
export async function certificateForCredential(
  db: Kysely<Database>,
  number: string,
): Promise<CredentialCertificate | undefined> {
  const row = await db
    .selectFrom('certificates')
    .select([
      'number',
      'learner_name',
      'program',
      'plan',
      'issued_at',
      'status_index',
      'revoked_at',
      'revoked_reason',
    ])
    .where('number', '=', number)
    .executeTakeFirst();
  if (!row) return undefined;
  // The certificate keeps the program as sold; its page is found through the catalogue.
  const program = findProgram(row.program);
  return {
    number: row.number,
    // Signed as it reads: a name kept from before the name rules may hold bidi controls.
    learnerName: printableLine(row.learner_name),
    programName: program?.name ?? row.program,
    programPath: program?.path ?? '/programs',
    plan: row.plan,
    issuedAt: row.issued_at,
    statusIndex: row.status_index,
    revokedAt: row.revoked_at,
    revokedReason: row.revoked_reason,
  };
}

/** The places in the revocation list of every revoked certificate. */
export async function revokedStatusIndexes(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('certificates')
    .select('status_index')
    .where('revoked_at', 'is not', null)
    .execute();
  return rows.map((row) => row.status_index);
}
