import { redirect } from 'react-router';
import type { UpgradeOptions } from '../../../domain/plan-upgrade-requests.ts';
import { failureMessage } from '../../api/client.ts';
import { redirectIfSignedOut } from '../../lib/route-data.ts';
import { announceIfSignedOut } from '../auth/signed-out.ts';
import { hasSessionHint } from '../auth/session.ts';
import { orderPagePath } from '../order/order-api.ts';
import { fetchUpgradeOptions, orderUpgrade } from './upgrade-api.ts';

/**
 * The signed-in learner's enrolment in a program, for the program page's clientLoader: their
 * plan, the plans above it at the difference, and an upgrade order still unpaid. Null for a
 * visitor (asked nothing), for someone not enrolled or whose enrolment ended, and when it could
 * not be read: the plans are then offered as to anyone.
 */
export async function loadEnrolment(program: string): Promise<UpgradeOptions | null> {
  if (!hasSessionHint()) return null;
  const result = await fetchUpgradeOptions(program);
  if (result.ok) return result.data;
  announceIfSignedOut(result);
  return null;
}

/** Where the plan cards send an upgrade (routes/program-upgrade.ts). */
export const upgradePath = (program: string) => `/upgrade/${encodeURIComponent(program)}`;

/** What the plan cards send routes/program-upgrade.ts: the plan chosen, once per choice. */
export interface UpgradeChoice {
  plan: string;
  idempotency_key: string;
}

// Checked by hand, not with the domain's zod schema: that would add zod to the first download of
// every program page. The server checks the choice again in full.
function upgradeChoiceOf(body: unknown): UpgradeChoice {
  const { plan, idempotency_key } = (body ?? {}) as Partial<Record<keyof UpgradeChoice, unknown>>;
  if (typeof plan !== 'string' || typeof idempotency_key !== 'string') {
    throw new Error('The upgrade was sent without its plan and key.');
  }
  return { plan, idempotency_key };
}

/** Why the server refused the upgrade; the program page's enrolment is read again beside it. */
export interface UpgradeRefusal {
  error: string;
}

/**
 * Orders the upgrade (routes/program-upgrade.ts) and opens the order's page to pay it.
 * A refusal is returned to show in the dialog; a 401 sends the learner to log in and back.
 */
export async function orderUpgradeOf(program: string, request: Request): Promise<UpgradeRefusal> {
  const { plan, idempotency_key } = upgradeChoiceOf(await request.json());
  const result = await orderUpgrade(program, plan, idempotency_key);
  if (result.ok) throw redirect(orderPagePath(result.data.order.number));
  announceIfSignedOut(result);
  redirectIfSignedOut(result, request);
  return { error: failureMessage(result, 'The upgrade could not be ordered. Please try again.') };
}
