import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Plan } from '../../../domain/catalogue/plans.ts';
import { programByName } from '../../../domain/pricing.ts';
import { withNotice } from '../auth/auth-page.tsx';
import { useSession } from '../auth/session.ts';
import { addToCart, sameLine, useCart } from './cart-storage.ts';

interface Props {
  programName: string;
  plan: Plan;
  className: string;
}

/** 'Add Cart' on a plan card: visitors log in first; a plan already in the cart is not added twice. */
export function AddToCart({ programName, plan, className }: Props) {
  const session = useSession();
  const navigate = useNavigate();
  const profile = session.status === 'signed-in' ? session.profile : undefined;
  const cart = useCart(profile?.id);
  const [message, setMessage] = useState<string | null>(null);
  const label = `Add Cart: ${programName}, ${plan.name}`;

  if (!profile) {
    return (
      <Link
        to="/login"
        state={withNotice({ tone: 'error', text: 'Log in to add a plan to your cart.' }).state}
        aria-label={label}
        className={className}
      >
        Add Cart
      </Link>
    );
  }

  const inCart = cart.some((line) => sameLine(line, { program: programName, plan: plan.name }));
  const add = () => {
    const program = programByName(programName);
    if (!program) {
      setMessage('Program not found! Check the PROGRAMS array and imgAlt value.');
      return;
    }
    const outcome = addToCart(profile.id, {
      program: program.name,
      plan: plan.name,
      img: program.image,
    });
    if (outcome === 'already-in-cart') {
      setMessage('The cart is already added');
      return;
    }
    void navigate('/addcart', withNotice({ tone: 'success', text: 'Added to cart!' }));
  };

  return (
    <>
      <button
        type="button"
        onClick={add}
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
