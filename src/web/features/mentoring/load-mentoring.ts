import type { Mentoring } from '../../../domain/mentoring/bookings.ts';
import { failureMessage } from '../../api/client.ts';
import { fetchMentoring } from './mentoring-api.ts';

/** The learner's one-to-one sessions of a program, or why they could not be read. */
export type MentoringRead = { ok: true; mentoring: Mentoring } | { ok: false; error: string };

/**
 * For the learning space's loader: the one-to-one sessions of a plan that includes them. A
 * failure is the card's to say; the rest of the space still shows.
 */
export async function loadMentoring(program: string): Promise<MentoringRead> {
  const result = await fetchMentoring(program);
  return result.ok
    ? { ok: true, mentoring: result.data }
    : { ok: false, error: failureMessage(result, 'Your one-to-one sessions could not be loaded.') };
}
