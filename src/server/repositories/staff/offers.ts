import type { Kysely, Transaction } from 'kysely';
import { offerLabel, type OfferStatus } from '../../../domain/offers.ts';
import type { OfferInput, OfferQuery, StaffOffer } from '../../../domain/staff/offers.ts';
import { recordAudit, type AuditChange } from '../../audit/audit-log.ts';
import type { User } from '../../auth/sessions.ts';
import { nowIso } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { appliesToOf, usesOfOffers, type OfferRow } from '../offers.ts';
import { anyContains, offsetOf } from './list-helpers.ts';

type Executor = Kysely<Database> | Transaction<Database>;
type Actor = Pick<User, 'id' | 'username'>;

/** The fields an offer is made of, as its audit rows name them. */
const AUDITED = [
  'code',
  'kind',
  'percent',
  'amount_paise',
  'starts_at',
  'ends_at',
  'max_uses',
  'max_uses_per_learner',
  'applies_to',
  'referrer_name',
  'note',
] as const;

/** An offer's fields as stored, applies_to read: what the audit compares and records. */
const auditedOf = (offer: OfferInput | OfferRow) =>
  Object.fromEntries(
    AUDITED.map((field) => [
      field,
      field === 'applies_to' && typeof offer.applies_to === 'string'
        ? appliesToOf(offer.applies_to)
        : offer[field],
    ]),
  );

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function withUses(db: Executor, rows: OfferRow[]): Promise<StaffOffer[]> {
  const uses = await usesOfOffers(
    db,
    rows.map((r) => r.id),
  );
  const creatorIds = [
    ...new Set(rows.flatMap((r) => (r.created_by === null ? [] : [r.created_by]))),
  ];
  const creators =
    creatorIds.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'username'])
          .where('id', 'in', creatorIds)
          .execute();
  const names = new Map(creators.map((u) => [u.id, u.username]));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amount_paise: row.amount_paise,
    label: offerLabel(row),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    max_uses: row.max_uses,
    max_uses_per_learner: row.max_uses_per_learner,
    applies_to: appliesToOf(row.applies_to),
    referrer_name: row.referrer_name,
    status: row.status,
    note: row.note,
    uses: uses.get(row.id) ?? 0,
    created_by:
      row.created_by === null
        ? null
        : { id: row.created_by, name: names.get(row.created_by) ?? `member #${row.created_by}` },
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

/** The codes the search matches, newest first: by code, referrer or note. */
export async function listStaffOffers(
  db: Kysely<Database>,
  query: OfferQuery,
): Promise<{ results: StaffOffer[]; count: number }> {
  let rows = db.selectFrom('offers');
  if (query.status) rows = rows.where('status', '=', query.status);
  if (query.q) rows = rows.where(anyContains(['code', 'referrer_name', 'note'], query.q));
  const [found, total] = await Promise.all([
    rows
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.page_size)
      .offset(offsetOf(query.page, query.page_size))
      .execute(),
    rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { results: await withUses(db, found), count: Number(total.n) };
}

export function findOfferRow(db: Executor, id: number): Promise<OfferRow | undefined> {
  return db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function staffOffer(db: Executor, id: number): Promise<StaffOffer | undefined> {
  const row = await findOfferRow(db, id);
  return row ? (await withUses(db, [row]))[0] : undefined;
}

/** Whether another offer than `exceptId` already has `code`. */
export async function codeTaken(db: Executor, code: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('offers').select('id').where('code', '=', code);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

const stored = (offer: OfferInput) => ({
  ...offer,
  applies_to: JSON.stringify(offer.applies_to),
});

/** A new code, always a draft: only the owner puts one on the site. Audited with each field. */
export async function insertOffer(
  tx: Transaction<Database>,
  actor: Actor,
  offer: OfferInput,
): Promise<number> {
  const now = nowIso();
  const row = await tx
    .insertInto('offers')
    .values({
      ...stored(offer),
      status: 'draft',
      created_by: actor.id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fields = auditedOf(offer);
  await recordAudit(tx, actor, {
    action: 'offer.create',
    recordType: 'offer',
    recordId: row.id,
    changes: [
      ...AUDITED.map((field) => ({ field, before: null, after: fields[field] })),
      { field: 'status', before: null, after: 'draft' },
    ],
  });
  return row.id;
}

/**
 * Writes the offer's fields as `offer` has them, audited with what each changed field was and
 * became; nothing is written (or recorded) when nothing changed.
 */
export async function updateOffer(
  tx: Transaction<Database>,
  actor: Actor,
  before: OfferRow,
  offer: OfferInput,
): Promise<void> {
  const was = auditedOf(before);
  const now = auditedOf(offer);
  const changes: AuditChange[] = AUDITED.filter((field) => !same(was[field], now[field])).map(
    (field) => ({ field, before: was[field], after: now[field] }),
  );
  if (changes.length === 0) return;
  await tx
    .updateTable('offers')
    .set({ ...stored(offer), updated_at: nowIso() })
    .where('id', '=', before.id)
    .execute();
  await recordAudit(tx, actor, {
    action: 'offer.update',
    recordType: 'offer',
    recordId: before.id,
    changes,
  });
}

/** Puts a code on the site or takes it off, from the next quote on; audited. */
export async function setOfferStatus(
  tx: Transaction<Database>,
  actor: Actor,
  before: OfferRow,
  status: Exclude<OfferStatus, 'draft'>,
): Promise<void> {
  if (before.status === status) return;
  await tx
    .updateTable('offers')
    .set({ status, updated_at: nowIso() })
    .where('id', '=', before.id)
    .execute();
  await recordAudit(tx, actor, {
    action: status === 'live' ? 'offer.live' : 'offer.disable',
    recordType: 'offer',
    recordId: before.id,
    changes: [{ field: 'status', before: before.status, after: status }],
  });
}
