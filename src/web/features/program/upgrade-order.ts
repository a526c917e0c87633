import { redirect } from 'react-router';
import { upgradeRequestSchema } from '../../../domain/plan-upgrade-requests.ts';
import { failureMessage } from '../../api/client.ts';
import { redirectIfSignedOut } from '../../lib/route-data.ts';
import { announceIfSignedOut } from '../auth/signed-out.ts';
import { orderPagePath } from '../order/order-api.ts';
import { orderUpgrade } from './upgrade-api.ts';

/** Why the server refused the upgrade; the program page's enrolment is read again beside it. */
export interface UpgradeRefusal {
  error: string;
}

/**
 * Orders the upgrade (routes/program-upgrade.ts, whose code loads only when a learner confirms)
 * and opens the order's page to pay it. A refusal is returned to show in the dialog; a 401
 * sends the learner to log in and back.
 */
export async function orderUpgradeOf(program: string, request: Request): Promise<UpgradeRefusal> {
  const { plan, idempotency_key } = upgradeRequestSchema.parse(await request.json());
  const result = await orderUpgrade(program, plan, idempotency_key);
  if (result.ok) throw redirect(orderPagePath(result.data.order.number));
  announceIfSignedOut(result);
  redirectIfSignedOut(result, request);
  return { error: failureMessage(result, 'The upgrade could not be ordered. Please try again.') };
}
