import { refreshSession } from '../../auth/session.ts';
import { loadedOrThrow } from '../../../lib/route-data.ts';
import { freshSession } from '../../auth/signed-in-profile.ts';
import {
  acceptInvitation,
  lookUpInvitation,
  type InvitationLookup,
} from '../api/invitations-api.ts';
import { answerOf, type Answer } from '../../../lib/route-answer.ts';
import type { Profile } from '../../../../domain/accounts.ts';

/** What the invitation's page has to show, as the route's clientLoader found it. */
export type InvitationPage =
  /** The link lost its token on the way. */
  | { kind: 'incomplete' }
  /** `here`: the page, to come back to after logging in or signing up. */
  | { kind: 'signed-out'; here: string; invitation: InvitationLookup }
  | { kind: 'invited'; invitation: InvitationLookup; profile: Profile };

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token');

/**
 * The invitation page's data (its route's clientLoader): whether the link is whole, who is
 * signed in, and what the invitation is. A visitor is asked to log in or sign up, not
 * redirected: the page tells them which address the invitation is for.
 */
export async function loadInvitationPage(request: Request): Promise<InvitationPage> {
  const token = tokenOf(request);
  if (!token) return { kind: 'incomplete' };
  const [session, lookup] = await Promise.all([freshSession(), lookUpInvitation(token)]);
  const invitation = loadedOrThrow(lookup, request);
  if (session.status !== 'signed-in') {
    const { pathname, search } = new URL(request.url);
    return { kind: 'signed-out', here: pathname + search, invitation };
  }
  return { kind: 'invited', invitation, profile: session.profile };
}

/** Accepts the invitation the page's link carries (its route's clientAction). */
export async function acceptInvitationOf(request: Request): Promise<Answer> {
  const answer = answerOf(await acceptInvitation(tokenOf(request) ?? ''), request, {
    done: () => 'You are now staff.',
    refused: 'The invitation could not be accepted.',
  });
  // The header's 'Staff console' link and the console itself follow the session's role.
  if (answer.ok) await refreshSession();
  return answer;
}
