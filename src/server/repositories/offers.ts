import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  APPLIES_TO_EVERYTHING,
  firstNameOf,
  normaliseCode,
  type AppliesTo,
  type OfferTerms,
  type OfferUses,
} from '../../domain/offers.ts';
import type { OrderStatus } from '../../domain/order-statuses.ts';
import { isPostgres } from '../db/migration-helpers.ts';
import type { Database, OfferTable } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type OfferRow = Selectable<OfferTable>;

/**
 * Orders that hold a use of their code: placed and not yet lapsed or cancelled, paid, and paid
 * then refunded (a refund gives the money back, not the use: else one learner could buy, refund
 * and buy again past a limit of one). A cancelled or expired order gives its use back.
 */
export const USE_HOLDING_STATUSES: readonly OrderStatus[] = [
  'awaiting_payment',
  'payment_reported',
  'paid',
  'partly_refunded',
  'refunded',
];

/** A stored applies_to, read leniently: what is not a list of names limits nothing. */
export function appliesToOf(json: string): AppliesTo {
  try {
    const parsed = JSON.parse(json) as Partial<Record<keyof AppliesTo, unknown>>;
    const names = (value: unknown) =>
      Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    return { programs: names(parsed.programs), plans: names(parsed.plans) };
  } catch {
    return APPLIES_TO_EVERYTHING;
  }
}

/** The offer as pricing applies it: what a learner's cart may be told of it, and no more. */
export function offerTermsOf(row: OfferRow): OfferTerms {
  return {
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amount_paise: row.amount_paise,
    applies_to: appliesToOf(row.applies_to),
    referrer_first_name: row.referrer_name ? firstNameOf(row.referrer_name) : null,
  };
}

/** The offer a typed code names, whatever its state; trimmed and read upper-case. */
export function findOfferByCode(db: Executor, typed: string): Promise<OfferRow | undefined> {
  return db
    .selectFrom('offers')
    .selectAll()
    .where('code', '=', normaliseCode(typed))
    .executeTakeFirst();
}

/** The uses `offerId` has now: every order holding one, and `learnerId`'s own. */
export async function offerUses(
  db: Executor,
  offerId: number,
  learnerId: number | null,
): Promise<OfferUses> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number>().as('uses'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('user_id', '=', learnerId ?? -1)
            .then(1)
            .else(0)
            .end(),
        )
        .as('learner_uses'),
    ])
    .where('offer_id', '=', offerId)
    .where('status', 'in', [...USE_HOLDING_STATUSES])
    .executeTakeFirstOrThrow();
  return { uses: Number(row.uses), learner_uses: Number(row.learner_uses ?? 0) };
}

/** Uses of each of `offerIds`, for the console's list; offers without any are absent. */
export async function usesOfOffers(
  db: Executor,
  offerIds: readonly number[],
): Promise<Map<number, number>> {
  const uses = new Map<number, number>();
  if (offerIds.length === 0) return uses;
  const rows = await db
    .selectFrom('orders')
    .select(['offer_id', (eb) => eb.fn.countAll<number>().as('uses')])
    .where('offer_id', 'in', [...offerIds])
    .where('status', 'in', [...USE_HOLDING_STATUSES])
    .groupBy('offer_id')
    .execute();
  for (const row of rows) if (row.offer_id !== null) uses.set(row.offer_id, Number(row.uses));
  return uses;
}

/** An offer as a change that takes one of its uses reads it, held. */
export type HeldOffer = OfferRow & OfferUses;

/**
 * The offer a code names with its uses, overall and `learnerId`'s, the row held until the
 * transaction ends. Every path that takes a use (an order placed with the code) reads it here,
 * and only here, in the transaction that stores the order: two orders at once are then counted
 * one after the other, and never both take the last use. Uses are counted, not stored, so the
 * offer's row is what is held: FOR UPDATE on PostgreSQL, where transactions run side by side;
 * SQLite runs one write transaction at a time already (begun IMMEDIATE). As lockCohortSeats
 * holds a cohort's seats.
 */
export async function lockOfferForUse(
  tx: Transaction<Database>,
  code: string,
  learnerId: number,
): Promise<HeldOffer | undefined> {
  let query = tx.selectFrom('offers').selectAll().where('code', '=', normaliseCode(code));
  if (isPostgres(tx as unknown as Kysely<unknown>)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return { ...row, ...(await offerUses(tx, row.id, learnerId)) };
}
