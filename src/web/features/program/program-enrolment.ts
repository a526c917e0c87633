import type { UpgradeOptions } from '../../../domain/plan-upgrade-requests.ts';
import { announceIfSignedOut } from '../auth/signed-out.ts';
import { hasSessionHint } from '../auth/session.ts';
import { fetchUpgradeOptions } from './upgrade-api.ts';

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
