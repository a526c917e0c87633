import { useForm } from 'react-hook-form';
import {
  REFERRAL_EMPTY,
  REFERRAL_UNKNOWN,
  findReferral,
  type Referral,
  referrerFirstName,
} from '../../../domain/referrals.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { saveReferral, type CartOwner } from './cart-storage.ts';

interface Props {
  owner: CartOwner;
  applied: Referral | undefined;
}

/** Apply or remove a referral code; the applied one is kept for this account. */
export function ReferralBox({ owner, applied }: Props) {
  const { register, handleSubmit, formState, setError, setFocus, clearErrors, reset } = useForm({
    defaultValues: { code: '' },
  });
  const error = formState.errors.code?.message;

  // The message is the field's description: back in the field, a screen reader reads it out.
  const refuse = (message: string) => {
    setError('code', { message });
    setFocus('code');
  };

  // Checked against the codes the domain knows, not a schema: an unknown code also takes back
  // the one applied before.
  const apply = handleSubmit(async ({ code }) => {
    if (code.trim() === '') return refuse(REFERRAL_EMPTY);
    const referral = findReferral(code);
    if (!referral) {
      if (applied) void saveReferral(owner, null);
      return refuse(REFERRAL_UNKNOWN);
    }
    const failure = await saveReferral(owner, referral.code);
    if (failure !== null) return refuse(failure);
    reset();
  });

  return (
    <div className="flex flex-col gap-3">
      <form
        noValidate
        onSubmit={(event) => void apply(event)}
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
        <Button type="submit" variant="secondary" className="mt-[1.625rem] px-4 py-2.5">
          Apply
        </Button>
      </form>
      {applied ? (
        <>
          <Alert tone="success">
            Code {applied.code} applied: {Math.round(applied.discount * 100)}% off, thanks to{' '}
            {referrerFirstName(applied)}.
          </Alert>
          <button
            type="button"
            onClick={() => void saveReferral(owner, null)}
            className="self-start text-sm font-semibold text-brand-700 hover:underline"
          >
            Remove code
          </button>
        </>
      ) : null}
    </div>
  );
}
