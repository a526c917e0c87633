import { redirect } from 'react-router';
import type { OfferRequest, OfferStatusChange } from '../../../../domain/staff/offers.ts';
import { answerOf, type Answer } from '../../../lib/route-answer.ts';
import { changeOffer, createOffer, setOfferStatus } from './offers-api.ts';
import { offerPath } from './offer-path.ts';

/** What the offer screens' clientActions are asked to do: `intent` says which change. */
export type OfferChange =
  | { intent: 'create'; offer: OfferRequest }
  | { intent: 'edit'; id: number; offer: OfferRequest }
  | { intent: 'status'; id: number; code: string; change: OfferStatusChange };

/**
 * Drafts, changes, or puts a code on or off (the offer routes' clientAction), and says in words
 * what it did or why it was refused. A new draft opens its own page; React Router then loads the
 * screen again by itself.
 */
export async function changeOffers(request: Request): Promise<Answer | Response> {
  const change = (await request.json()) as OfferChange;
  switch (change.intent) {
    case 'create': {
      const result = await createOffer(change.offer);
      if (result.ok) return redirect(offerPath(result.data.id));
      return answerOf(result, request, { done: () => '', refused: 'The code was not saved.' });
    }
    case 'edit':
      return answerOf(await changeOffer(change.id, change.offer), request, {
        done: (offer) => `${offer.code} is saved.`,
        refused: 'The code was not changed.',
      });
    case 'status':
      return answerOf(await setOfferStatus(change.id, change.change), request, {
        done: (offer) =>
          offer.status === 'live'
            ? `${offer.code} is live: learners can use it now.`
            : `${offer.code} is disabled: learners can no longer use it.`,
        refused:
          change.change.status === 'live'
            ? `${change.code} was not made live.`
            : `${change.code} was not disabled.`,
      });
  }
}
