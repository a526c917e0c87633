import { hasSessionHint } from '../auth/session.ts';
import { fetchEnrolments } from '../order/order-api.ts';

/**
 * The plan of this program the signed-in learner is enrolled in, if any: read by the program
 * route's clientLoader once the page has shown, and only for someone signed in. Without an
 * answer (signed out, or the request failed) the plans are offered as to anyone.
 */
export async function enrolledPlanIn(programName: string): Promise<string | null> {
  if (!hasSessionHint()) return null;
  const result = await fetchEnrolments();
  if (!result.ok) return null;
  return result.data.results.find((e) => e.program === programName)?.plan ?? null;
}
