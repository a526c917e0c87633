import { REFERRAL_EMPTY, normaliseCode } from '../../../domain/offers.ts';
import { failureMessage, refusedField } from '../../api/client.ts';
import { fetchCartQuote } from './cart-data.ts';
import {
  readCart,
  removeFromCart,
  saveReferral,
  type CartItem,
  type CartOwner,
} from './cart-storage.ts';

/** What the cart screen's clientAction is asked to do: `intent` says which change. */
export type CartChange =
  | { intent: 'apply-code'; owner: CartOwner; code: string; applied: boolean }
  | { intent: 'remove-code'; owner: CartOwner }
  | { intent: 'remove-line'; owner: CartOwner; program: string; plan: string };

/** What it answers: done (the screen's loader then prices the cart again), or why not. */
export type CartChangeAnswer = { ok: true } | { ok: false; error: string };

const answerOf = (failure: string | null): CartChangeAnswer =>
  failure === null ? { ok: true } : { ok: false, error: failure };

/**
 * A visitor's code is checked by the server before this browser keeps it; an account's cart
 * checks it as it is saved. Either way the browser never judges a code itself.
 */
async function applyCode(owner: CartOwner, code: string): Promise<string | null> {
  if (owner !== 'visitor') return saveReferral(owner, code);
  const items = (await readCart(owner))?.items ?? [];
  const checked = await fetchCartQuote(items, code);
  // A line that can't be bought is the cart's to show, not the code's.
  if (!checked.ok && refusedField(checked) !== 'cart') {
    return failureMessage(checked, 'This code cannot be used.');
  }
  return saveReferral(owner, normaliseCode(code));
}

/** Applies or removes a code, or removes a line: the cart route's clientAction. */
export async function changeCart(request: Request): Promise<CartChangeAnswer> {
  const change = (await request.json()) as CartChange;
  switch (change.intent) {
    case 'apply-code': {
      if (change.code.trim() === '') return answerOf(REFERRAL_EMPTY);
      const failure = await applyCode(change.owner, change.code);
      // A code refused takes back the one applied before, as it always has: the learner is
      // never left thinking an old code is the one they just typed.
      if (failure !== null && change.applied) await saveReferral(change.owner, null);
      return answerOf(failure);
    }
    case 'remove-code':
      return answerOf(await saveReferral(change.owner, null));
    case 'remove-line': {
      const line: CartItem = { program: change.program, plan: change.plan, img: '' };
      return answerOf(await removeFromCart(change.owner, line));
    }
  }
}
