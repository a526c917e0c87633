import { redirect } from 'react-router';
import type { UpgradeOptions } from '../../../domain/plan-upgrade-requests.ts';
import { z } from '../../../domain/zod.ts';
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

/** What the plan cards send the program page's clientAction: the plan chosen, once per choice. */
const upgradeChoiceSchema = z.object({ plan: z.string(), idempotency_key: z.string() });
export type UpgradeChoice = z.infer<typeof upgradeChoiceSchema>;

/** Why the server refused the upgrade; the page's enrolment is read again beside it. */
export interface UpgradeRefusal {
  error: string;
}

/**
 * Orders the upgrade (the program route's clientAction) and opens the order's page to pay it.
 * A refusal is returned to show in the dialog; a 401 sends the learner to log in and back.
 */
export async function orderUpgradeOf(program: string, request: Request): Promise<UpgradeRefusal> {
  const { plan, idempotency_key } = upgradeChoiceSchema.parse(await request.json());
  const result = await orderUpgrade(program, plan, idempotency_key);
  if (result.ok) throw redirect(orderPagePath(result.data.order.number));
  announceIfSignedOut(result);
  redirectIfSignedOut(result, request);
  return { error: failureMessage(result, 'The upgrade could not be ordered. Please try again.') };
}
