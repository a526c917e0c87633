import type { Kysely, Transaction } from 'kysely';
import type { ContactEnquiry, FreelancingEnquiry, ProgramEnquiry } from '../../domain/enquiries.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export async function insertContactEnquiry(db: Executor, e: ContactEnquiry): Promise<number> {
  const row = await db
    .insertInto('contact_enquiries')
    .values({ ...e, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertProgramEnquiry(db: Executor, e: ProgramEnquiry): Promise<number> {
  const row = await db
    .insertInto('program_enquiries')
    .values({ ...e, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertFreelancingEnquiry(
  db: Executor,
  e: FreelancingEnquiry,
): Promise<number> {
  const { officeMotive, ...rest } = e;
  const row = await db
    .insertInto('freelancing_enquiries')
    .values({ ...rest, office_motive: officeMotive, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
