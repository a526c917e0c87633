import crypto from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  CROCKFORD_ALPHABET,
  NUMBER_CHARACTERS,
  groupCertificateNumber,
} from '../../domain/certificates/certificate-number.ts';
import type { CertificateTable, Database } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type CertificateRow = Selectable<CertificateTable>;

/** 'MC-7K3Q-9XTD-2M8F': 60 bits from the CSPRNG, 5 to a character, so no number is a guess. */
export function newCertificateNumber(): string {
  const characters = Array.from(
    { length: NUMBER_CHARACTERS },
    () => CROCKFORD_ALPHABET[crypto.randomInt(CROCKFORD_ALPHABET.length)],
  );
  return groupCertificateNumber(characters.join(''));
}

export const certificateByNumber = (db: Executor, number: string) =>
  db.selectFrom('certificates').selectAll().where('number', '=', number).executeTakeFirst();

/** The certificates of the enrolments, by enrolment. */
export async function certificatesOf(
  db: Executor,
  enrolmentIds: readonly number[],
): Promise<Map<number, CertificateRow>> {
  if (enrolmentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('certificates')
    .selectAll()
    .where('enrolment_id', 'in', [...enrolmentIds])
    .execute();
  return new Map(rows.map((r) => [r.enrolment_id, r]));
}

/**
 * The next free place in the revocation list. Two issues at once may read the same one: the
 * unique index refuses the second, which is tried again (see issueWithRetry).
 */
export async function nextStatusIndex(tx: Transaction<Database>): Promise<number> {
  const row = await tx
    .selectFrom('certificates')
    .select((eb) => eb.fn.max('status_index').as('last'))
    .executeTakeFirst();
  const last = row?.last;
  return last === null || last === undefined ? 0 : Number(last) + 1;
}
