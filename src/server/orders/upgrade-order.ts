import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { planByName } from '../../domain/catalogue/plans.ts';
import { findProgram, type Program } from '../../domain/catalogue/programs.ts';
import { higherPlans, quoteUpgrade, upgradePaise } from '../../domain/plan-upgrades.ts';
import type { UpgradeOptions, UpgradeRequest } from '../../domain/plan-upgrade-requests.ts';
import { requireProvedAddress } from '../auth/guards.ts';
import type { User } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { activeEnrolmentIn } from '../repositories/delivery/learner-space.ts';
import { findOrderByKey, insertOrder, type OrderWithItems } from '../repositories/orders.ts';
import {
  hadEnrolmentIn,
  lockEnrolmentToUpgrade,
  openUpgradeOrder,
} from '../repositories/plan-upgrades.ts';
import { queueOrderPlacedMails } from './learner-actions.ts';
import { newOrderNumber } from './new-order.ts';
import { publishedTerms } from './plan-terms.ts';

const KEY_REUSED =
  'This idempotency key was already used for an order with different details. Reload the page and try again.';

/** The program named in the address; 400 for one the catalogue does not have. */
export function programToUpgrade(key: string): Program {
  const program = findProgram(key);
  if (!program) throw new HttpError(400, `Unknown program: ${key}.`);
  return program;
}

/** Refused because the learner has no active enrolment in the program. */
async function notEnrolled(db: Parameters<typeof hadEnrolmentIn>[0], user: User, program: Program) {
  if (await hadEnrolmentIn(db, user.id, program.name)) {
    return new HttpError(
      409,
      `Your enrolment in ${program.name} has ended, so it can't be upgraded.`,
    );
  }
  return new HttpError(404, `You are not enrolled in ${program.name}.`);
}

/** Refused while an earlier upgrade order waits: the learner finishes or cancels that one. */
async function refuseSecondUpgrade(tx: Transaction<Database>, user: User, program: Program) {
  const open = await openUpgradeOrder(tx, user.id, program.name);
  if (!open) return;
  throw new HttpError(
    409,
    `Order ${open.number} already upgrades ${program.name} to the ${open.plan} and is waiting for its payment. Pay or cancel it first.`,
    {},
    { order_number: open.number },
  );
}

/** What the program page offers an enrolled learner: the plans above theirs, and any open order. */
export async function upgradeOptions(
  app: FastifyInstance,
  user: User,
  program: Program,
): Promise<UpgradeOptions> {
  const { db } = app.database;
  const enrolment = await activeEnrolmentIn(db, user.id, program.name);
  if (!enrolment) throw await notEnrolled(db, user, program);
  const from = planByName(enrolment.plan);
  const open = await openUpgradeOrder(db, user.id, program.name);
  return {
    program: program.name,
    plan: enrolment.plan,
    options: from
      ? higherPlans(from.name).map((to) => ({
          plan: to.name,
          plan_paise: upgradePaise(program, from, to),
        }))
      : [],
    open_order: open ?? null,
  };
}

/**
 * What defines an upgrade request: the program and the plan it moves up to, as the catalogue
 * names them. A repeat of the same key names the same order.
 */
const requestHash = (program: Program, plan: string) =>
  createHash('sha256')
    .update(JSON.stringify(['upgrade', program.name, planByName(plan)?.name ?? plan.trim()]))
    .digest('hex');

/** The order a key already names, if the request is the one it was placed with. */
function sameRequest(found: OrderWithItems, hash: string) {
  if (found.row.request_hash !== hash) throw new HttpError(409, KEY_REUSED);
  return found;
}

/**
 * Places an order that moves the learner's enrolment up to a higher plan, for the difference of
 * the two plans' prices: an ordinary order awaiting payment (number, expiry, UPI, the placed
 * mails and timeline) with one line that names the plan it moves up from. The buyer's details
 * are those of the order that gave the enrolment. `created` is false when the key named an
 * order already placed with this request.
 */
export async function placeUpgradeOrder(
  app: FastifyInstance,
  user: User,
  program: Program,
  request: UpgradeRequest,
): Promise<{ order: OrderWithItems; created: boolean }> {
  // The invoice goes to the account's address, as every order's does: it must be the buyer's.
  requireProvedAddress(user, 'upgrade your plan');
  const { db } = app.database;
  const hash = requestHash(program, request.plan);
  const earlier = await findOrderByKey(db, user.id, request.idempotency_key);
  if (earlier) return { order: sameRequest(earlier, hash), created: false };
  const wanted = planByName(request.plan);
  if (!wanted) throw new HttpError(400, `Unknown plan: ${request.plan}.`);
  // The upgrade gives the plan as it is published now, whatever the plan held when first bought.
  const terms = await publishedTerms(app, [{ program, plan: wanted }]);

  try {
    const order = await db.transaction().execute(async (tx) => {
      const enrolment = await lockEnrolmentToUpgrade(tx, user.id, program.name);
      if (!enrolment) throw await notEnrolled(tx, user, program);
      const quoted = quoteUpgrade(program.name, enrolment.plan, request.plan);
      if (!quoted.ok) throw new HttpError(quoted.status, quoted.error);
      await refuseSecondUpgrade(tx, user, program);
      const bought = await tx
        .selectFrom('orders')
        .select(['name', 'address', 'phone', 'buyer_state', 'buyer_gstin', 'buyer_company'])
        .where('id', '=', enrolment.order_id)
        .executeTakeFirstOrThrow();
      const created = await insertOrder(tx, {
        number: newOrderNumber(),
        userId: user.id,
        idempotencyKey: request.idempotency_key,
        requestHash: hash,
        // As the order that gave the enrolment had them; the mail goes to the account's own
        // address, as every order's does.
        details: { ...bought, email: user.email },
        quote: {
          lines: [{ program, plan: quoted.to, plan_paise: quoted.plan_paise, discount_paise: 0 }],
          original_paise: quoted.plan_paise,
          discount_paise: 0,
          total_paise: quoted.plan_paise,
          offer: undefined,
        },
        expiryHours: app.config.orderExpiryHours,
        upgradeFrom: quoted.from.name,
        terms,
      });
      await queueOrderPlacedMails(app, tx, created.row);
      return created;
    });
    app.mailWorker.notify();
    return { order, created: true };
  } catch (err) {
    // Two clicks racing with one key: the unique index let one in; answer with its order.
    if (err instanceof HttpError) throw err;
    const winner = await findOrderByKey(db, user.id, request.idempotency_key);
    if (winner) return { order: sameRequest(winner, hash), created: false };
    throw err;
  }
}
