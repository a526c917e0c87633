import { orderUpgradeOf } from '../features/program/upgrade-order.ts';
import { browserOnlyRoute } from '../lib/browser-only-route.ts';
import type { Route } from './+types/program-upgrade.ts';

/**
 * An enrolled learner's upgrade, sent by the program page's plan cards (through a fetcher):
 * ordered, then paid on the order's page. A route of its own, so that its code loads when the
 * learner confirms, not with every visitor's program page.
 */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  return orderUpgradeOf(params.program, request);
}

/** Opened as a page, the path is not one. */
export const loader = browserOnlyRoute;
