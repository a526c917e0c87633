import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * The same connection without Kysely's table types, for the few queries that pick their table
 * at run time (the three enquiry tables read as one list). Values stay bound parameters.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type UntypedDb = Kysely<any>;

export function untyped(db: Kysely<Database> | Transaction<Database>): UntypedDb {
  return db as unknown as UntypedDb;
}
