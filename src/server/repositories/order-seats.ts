import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { addressKey } from '../../domain/staff/seat-order.ts';
import type { StaffSeat } from '../../domain/staff/seat-order.ts';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** What is stored of a seat's mailed token: a leaked database holds no link that works. */
export const seatTokenHash = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** One seat for each address, in the order given, on a line just inserted. */
export async function insertSeats(
  tx: Transaction<Database>,
  line: { orderId: number; itemId: number },
  emails: readonly string[],
  at: string,
): Promise<void> {
  await tx
    .insertInto('order_seats')
    .values(
      emails.map((email, i) => ({
        order_id: line.orderId,
        order_item_id: line.itemId,
        position: i + 1,
        email,
        email_key: addressKey(email),
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}

/** The order's seats as staff see them, line by line in the order given. */
export async function seatsOfOrder(db: Executor, orderId: number): Promise<StaffSeat[]> {
  const rows = await db
    .selectFrom('order_seats as s')
    .leftJoin('users as u', 'u.id', 's.claimed_by')
    .select([
      's.id',
      's.order_item_id',
      's.position',
      's.email',
      's.invited_at',
      's.claimed_by',
      's.claimed_at',
      's.learner_name',
      'u.username',
    ])
    .where('s.order_id', '=', orderId)
    .orderBy('s.order_item_id')
    .orderBy('s.position')
    .execute();
  return rows.map(({ claimed_by, username, learner_name, ...seat }) => ({
    ...seat,
    claimed_by:
      claimed_by === null
        ? null
        : { id: claimed_by, username: username ?? '', name: learner_name ?? '' },
  }));
}

/** A seat with what deciding on it needs: its line and its order. */
const seatWithLine = (db: Executor) =>
  db
    .selectFrom('order_seats as s')
    .innerJoin('order_items as i', 'i.id', 's.order_item_id')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select([
      's.id',
      's.position',
      's.email',
      's.email_key',
      's.invited_at',
      's.claimed_by',
      's.claimed_at',
      'i.program',
      'i.plan',
      'i.terms',
      'i.refunded_at',
      'o.id as order_id',
      'o.number',
      'o.buyer_company',
      'o.name as buyer_name',
    ]);
export type SeatWithLine = NonNullable<Awaited<ReturnType<typeof seatByToken>>>;

/** 'seat 2 of Python', as the audit log names a seat. */
export const seatName = (seat: Pick<SeatWithLine, 'position' | 'program'>) =>
  `seat ${seat.position} of ${seat.program}`;

/** The seat a mailed link names, if any. */
export const seatByToken = (db: Executor, token: string) =>
  seatWithLine(db).where('s.token_hash', '=', seatTokenHash(token)).executeTakeFirst();

/** One seat of an order, by its id. */
export const seatOfOrder = (db: Executor, orderId: number, seatId: number) =>
  seatWithLine(db).where('s.id', '=', seatId).where('s.order_id', '=', orderId).executeTakeFirst();
