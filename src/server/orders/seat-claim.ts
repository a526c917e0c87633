import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { findProgram } from '../../domain/catalogue/programs.ts';
import { cohortStarted } from '../../domain/cohort-choice.ts';
import { cohortOfLineInWords } from '../../domain/delivery/cohort-words.ts';
import { istDay } from '../../domain/india-time.ts';
import { learnPath } from '../../domain/learner-space.ts';
import type { SeatClaimed, SeatLookup, SeatState } from '../../domain/seats.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { requireProvedAddress } from '../auth/guards.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, isUniqueViolation } from '../errors.ts';
import { queueWelcomeMail } from '../mail/cohort-mails.ts';
import { lockCohortSeats } from '../repositories/delivery/cohort-seats.ts';
import { activeEnrolmentIn } from '../repositories/delivery/learner-space.ts';
import { termsColumns } from '../repositories/enrolments.ts';
import {
  seatByToken,
  seatName,
  seatTokenHash,
  type SeatWithLine,
} from '../repositories/order-seats.ts';
import { upcomingCohorts } from '../repositories/upcoming-cohorts.ts';
import { invalidateCohortPages } from '../web/cohort-listings.ts';
import { orderMailSettings } from './staff-transitions.ts';

const UNKNOWN =
  'This seat link does not work: a newer invitation may have replaced it. Open the latest invitation email, or ask whoever gave you the seat.';
const TAKEN = 'This seat has been taken already.';
const YOURS = 'You have taken this seat already: the program is under “My programs”.';
const WITHDRAWN =
  'This seat was withdrawn: the order it was bought with was refunded, so it can no longer be taken.';

/**
 * A seat has a link only once its order is paid (seat-invitations.ts), and a paid order is never
 * cancelled: it may be taken unless someone did, or a refund gave its line back.
 */
const stateOf = (seat: SeatWithLine): SeatState => {
  if (seat.claimed_at !== null) return 'taken';
  return seat.refunded_at !== null ? 'withdrawn' : 'open';
};

const companyOf = (seat: SeatWithLine) => seat.buyer_company ?? seat.buyer_name;

/** The seat a link names, as anyone holding it may read it; `viewer` is who is signed in. */
export async function lookUpSeat(
  app: FastifyInstance,
  token: string,
  viewer: User | null,
): Promise<SeatLookup> {
  const { db } = app.database;
  const seat = await seatByToken(db, token);
  if (!seat) throw new HttpError(404, UNKNOWN);
  const program = findProgram(seat.program);
  // Read without holding anything: taking the seat decides again.
  const open = program
    ? (await upcomingCohorts(db, program)).find((c) => c.cohort.seats_left > 0)?.cohort
    : undefined;
  return {
    email: seat.email,
    company: companyOf(seat),
    program: seat.program,
    plan: seat.plan,
    state: stateOf(seat),
    yours: viewer !== null && seat.claimed_by === viewer.id,
    placement: cohortOfLineInWords(open ?? null),
    learn_path: learnPath(seat.program),
  };
}

/**
 * The program's next cohort with a seat left, held until the transaction ends as everything
 * that takes a cohort's seat holds it (lockCohortSeats); undefined when none has one.
 */
async function nextCohortWithSeat(tx: Transaction<Database>, programName: string) {
  const program = findProgram(programName);
  if (!program) return undefined;
  const upcoming = await tx
    .selectFrom('cohorts')
    .select('id')
    .where('program', 'in', [program.slug, program.name])
    .where('starts_on', '>=', istDay(new Date()))
    .execute();
  const held = await lockCohortSeats(
    tx,
    upcoming.map((c) => c.id),
  );
  const today = istDay(new Date());
  const now = new Date().toISOString();
  return [...held.values()]
    .filter((cohort) => cohort.seats_taken < cohort.capacity)
    .filter((cohort) => !cohortStarted(cohort, today, now))
    .sort((a, b) => a.starts_on.localeCompare(b.starts_on) || a.id - b.id)[0];
}

/** Why `user` may not take the seat, checked before anything is held. */
async function checkTaker(tx: Transaction<Database>, seat: SeatWithLine, user: User) {
  const state = stateOf(seat);
  if (state === 'taken') throw new HttpError(409, seat.claimed_by === user.id ? YOURS : TAKEN);
  if (state === 'withdrawn') throw new HttpError(410, WITHDRAWN);
  if (seat.email_key !== user.email_key) {
    throw new HttpError(
      403,
      `This seat is for ${seat.email}, and you are signed in as ${user.email}. Sign in with the account that has ${seat.email} to take it.`,
    );
  }
  requireProvedAddress(user, 'take your seat');
  if (await activeEnrolmentIn(tx, user.id, seat.program)) {
    throw new HttpError(
      409,
      `You are enrolled in ${seat.program} already, so the seat stays free: ${companyOf(seat)} may give it to someone else.`,
    );
  }
}

/**
 * The learner the seat was given to takes it, in one transaction: the seat, their enrolment
 * under the company's order (on the line's plan and terms, in the program's next cohort with a
 * seat, else self-paced), the audit row and their welcome mail. The seat is taken once: a second
 * request, however close, finds it taken; so is a link replaced meanwhile.
 */
export async function claimSeat(
  app: FastifyInstance,
  user: User,
  token: string,
  name: string,
): Promise<SeatClaimed> {
  const settings = orderMailSettings(app);
  const { seat, cohort } = await app.database.db
    .transaction()
    .execute(async (tx) => {
      const seat = await seatByToken(tx, token);
      if (!seat) throw new HttpError(404, UNKNOWN);
      await checkTaker(tx, seat, user);
      const cohort = await nextCohortWithSeat(tx, seat.program);
      const cohortId = cohort?.id ?? null;
      const now = nowIso();
      const taken = await tx
        .updateTable('order_seats')
        .set({ claimed_by: user.id, claimed_at: now, learner_name: name, updated_at: now })
        .where('id', '=', seat.id)
        .where('claimed_at', 'is', null)
        .where('token_hash', '=', seatTokenHash(token))
        .executeTakeFirst();
      if (taken.numUpdatedRows === 0n) throw new HttpError(409, TAKEN);
      const enrolment = await tx
        .insertInto('enrolments')
        .values({
          user_id: user.id,
          order_id: seat.order_id,
          program: seat.program,
          plan: seat.plan,
          cohort_id: cohortId,
          started_at: now,
          ...termsColumns(seat),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .updateTable('order_seats')
        .set({ enrolment_id: enrolment.id })
        .where('id', '=', seat.id)
        .execute();
      await recordAudit(tx, user, {
        action: 'seat.claim',
        recordType: 'order',
        recordId: seat.number,
        changes: [
          { field: seatName(seat), before: null, after: user.email },
          { field: 'cohort_id', before: null, after: cohortId },
        ],
      });
      await queueWelcomeMail(
        tx,
        { dedupeKey: `seat-welcome-${seat.id}`, email: user.email, name },
        { program: seat.program, plan: seat.plan, terms: seat.terms, cohort_id: cohortId },
        settings,
      );
      return { seat, cohort };
    })
    .catch((err: unknown) => {
      // The same account took another seat of this order's program meanwhile.
      if (isUniqueViolation(err)) throw new HttpError(409, TAKEN);
      throw err;
    });
  app.mailWorker.notify();
  if (cohort) invalidateCohortPages(app);
  return {
    program: seat.program,
    plan: seat.plan,
    placement: cohortOfLineInWords(cohort ?? null),
    learn_path: learnPath(seat.program),
  };
}
