import type { PlacedOrder } from '../../../domain/checkout.ts';
import type { UpgradeOptions } from '../../../domain/plan-upgrade-requests.ts';
import { postJson, requestJson } from '../../api/client.ts';

const upgradePath = (slug: string) => `/api/enrolments/${encodeURIComponent(slug)}/upgrade/`;

/** The plans above the learner's in a program, their prices, and any upgrade order unpaid. */
export const fetchUpgradeOptions = (slug: string) =>
  requestJson<UpgradeOptions>('GET', upgradePath(slug));

/** Orders the upgrade; `key` is the same for a retry of the same choice. */
export const orderUpgrade = (slug: string, plan: string, key: string) =>
  postJson<PlacedOrder>(upgradePath(slug), { plan, idempotency_key: key });
