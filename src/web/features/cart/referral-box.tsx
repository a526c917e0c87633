import { useEffect, useEffectEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useFetcher } from 'react-router';
import type { CartQuote } from '../../../domain/cart-quote.ts';
import { REFERRAL_EMPTY, appliedCodeText } from '../../../domain/offers.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import type { CartChange, CartChangeAnswer } from './cart-changes.ts';
import type { CartOwner } from './cart-storage.ts';

interface Props {
  owner: CartOwner;
  /** The code the server applied to the cart, and what it gives. */
  offer: CartQuote['offer'];
  /** Why the code kept with the cart gives nothing now, as the server said. */
  refusal: string | null;
}

const submitting = { method: 'post', encType: 'application/json' } as const;

/**
 * Apply or remove a code, kept with the account's cart. The server alone says whether a code
 * is good: the code goes to the cart route's clientAction, and the route's loader then shows
 * the cart as the server priced it.
 */
export function ReferralBox({ owner, offer, refusal }: Props) {
  const { register, handleSubmit, formState, setError, setFocus, clearErrors, reset } = useForm({
    defaultValues: { code: '' },
  });
  const apply = useFetcher<CartChangeAnswer>();
  const remove = useFetcher<CartChangeAnswer>();
  const error = formState.errors.code?.message;

  // The message is the field's description: back in the field, a screen reader reads it out.
  const refuse = (message: string) => {
    setError('code', { message });
    setFocus('code');
  };

  // Once the server has answered (and the cart is priced again): the field empties, or says why.
  const answer = apply.state === 'idle' ? apply.data : undefined;
  const answered = useEffectEvent((settled: CartChangeAnswer) => {
    if (settled.ok) reset();
    else refuse(settled.error);
  });
  useEffect(() => {
    if (answer) answered(answer);
  }, [answer]);

  const send = handleSubmit(({ code }) => {
    if (code.trim() === '') return refuse(REFERRAL_EMPTY);
    const change: CartChange = { intent: 'apply-code', owner, code, applied: offer !== null };
    void apply.submit(change, submitting);
  });

  return (
    <div className="flex flex-col gap-3">
      <form
        noValidate
        onSubmit={(event) => void send(event)}
        aria-label="Apply a referral code"
        className="flex items-start gap-2"
      >
        <div className="flex-1">
          <TextField
            label="Referral code"
            autoComplete="off"
            autoCapitalize="characters"
            error={error}
            {...register('code', { onChange: () => clearErrors() })}
          />
        </div>
        {/* Level with the input (below its label), not with an error shown under it. */}
        <Button
          type="submit"
          variant="secondary"
          waiting={apply.state !== 'idle'}
          className="mt-[1.625rem] px-4 py-2.5"
        >
          Apply
        </Button>
      </form>
      {offer ? <Alert tone="success">{appliedCodeText(offer)}</Alert> : null}
      {!offer && refusal ? (
        <Alert tone="info">{refusal} Your cart is priced without it.</Alert>
      ) : null}
      {offer || refusal ? (
        <button
          type="button"
          disabled={remove.state !== 'idle'}
          onClick={() => void remove.submit({ intent: 'remove-code', owner }, submitting)}
          className="self-start text-sm font-semibold text-brand-700 hover:underline"
        >
          Remove code
        </button>
      ) : null}
    </div>
  );
}
