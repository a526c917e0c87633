import type { Profile } from '../../../domain/accounts.ts';
import { cohortOfLineInWords } from '../../../domain/delivery/cohort-words.ts';
import type { SeatLookup } from '../../../domain/seats.ts';
import { z } from '../../../domain/zod.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import { freshSession } from '../auth/signed-in-profile.ts';
import { answerOf, type Answer } from '../../lib/route-answer.ts';
import { lookUpSeat, takeSeat } from './seat-api.ts';

/** What the seat's page has to show, as the route's clientLoader found it. */
export type SeatPage =
  /** `here`: the page, to come back to after logging in or signing up. */
  | { kind: 'signed-out'; here: string; seat: SeatLookup }
  | { kind: 'signed-in'; seat: SeatLookup; profile: Profile };

/**
 * The seat's page data (its route's clientLoader): the seat the link names, and who is signed
 * in. A visitor is asked to log in or sign up, not redirected: the page says which address.
 */
export async function loadSeatPage(request: Request, token: string): Promise<SeatPage> {
  const [session, lookup] = await Promise.all([freshSession(), lookUpSeat(token)]);
  const seat = loadedOrThrow(lookup, request, { fallback: 'This seat could not be loaded.' });
  if (session.status !== 'signed-in') {
    const { pathname, search } = new URL(request.url);
    return { kind: 'signed-out', here: pathname + search, seat };
  }
  return { kind: 'signed-in', seat, profile: session.profile };
}

/** How a seat's placement reads when no cohort has a seat: the learner starts any day. */
export const SELF_PACED = cohortOfLineInWords(null);

/** What 'Take your seat' sends to the route's clientAction. */
export const takeSeatSchema = z.object({ name: z.string() });
export type TakeSeatChange = z.infer<typeof takeSeatSchema>;

/** Takes the seat the page's link names (its route's clientAction); the loader then reads it again. */
export async function takeSeatOf(request: Request, token: string): Promise<Answer> {
  const { name } = takeSeatSchema.parse(await request.json());
  return answerOf(await takeSeat(token, name), request, {
    done: (taken) =>
      taken.placement === SELF_PACED
        ? `You are enrolled in ${taken.program}: it is self-paced, so start any day.`
        : `You are enrolled in ${taken.program}: ${taken.placement}. We have emailed you the schedule.`,
    refused: 'The seat could not be taken.',
  });
}
