import { useState } from 'react';
import { useNavigate } from 'react-router';
import { findProgram } from '../../../domain/catalogue/programs.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { withNotice } from '../auth/notice.ts';
import { refreshSession, useSession } from '../auth/session.ts';
import { addToCart, sameLine, useCart, type CartOwner } from './cart-storage.ts';

interface Props {
  programName: string;
  plan: { name: string };
  className: string;
}

/**
 * 'Add Cart' on a plan card. A visitor's pick is kept in this browser and they log in first; a
 * plan already in the cart is not added twice, and another plan of the same program replaces it.
 */
export function AddToCart({ programName, plan, className }: Props) {
  const session = useSession();
  const navigate = useNavigate();
  const owner: CartOwner | undefined =
    session.status === 'signed-in'
      ? session.profile.id
      : session.status === 'signed-out'
        ? 'visitor'
        : undefined;
  const cart = useCart(owner);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Until the page's JavaScript has arrived a click would do nothing: the button says so.
  const hydrated = useHydrated();
  const label = `Add Cart: ${programName}, ${plan.name}`;
  const inCart = cart.some((line) => sameLine(line, { program: programName, plan: plan.name }));

  const add = async () => {
    const program = findProgram(programName);
    if (!program) {
      setMessage('Program not found! Check the PROGRAMS array and imgAlt value.');
      return;
    }
    setBusy(true);
    // Clicked before the session check returned: wait for it.
    const known = session.status === 'loading' ? await refreshSession() : session;
    const who: CartOwner = known.status === 'signed-in' ? known.profile.id : 'visitor';
    const outcome = await addToCart(who, {
      program: program.name,
      plan: plan.name,
      img: program.image,
    });
    setBusy(false);
    if (outcome.kind === 'failed') return setMessage(outcome.message);
    if (outcome.kind === 'already-in-cart') return setMessage('The cart is already added');
    const text =
      outcome.kind === 'switched' ? `Switched ${program.name} to ${plan.name}` : 'Added to cart!';
    if (who === 'visitor') {
      void navigate(
        `/login?${new URLSearchParams({ next: '/addcart' })}`,
        withNotice({ tone: 'info', text: 'Log in to add a plan to your cart.' }),
      );
      return;
    }
    void navigate('/addcart', withNotice({ tone: 'success', text }));
  };

  return (
    <>
      <button
        type="button"
        onClick={() => void add()}
        disabled={busy || !hydrated}
        aria-label={inCart ? `Already in Cart: ${programName}, ${plan.name}` : label}
        className={className}
      >
        {inCart ? 'Already in Cart' : 'Add Cart'}
      </button>
      <p role="status" className="mt-2 min-h-5 text-center text-sm font-medium text-accent-700">
        {message}
      </p>
    </>
  );
}
