import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { reportPaymentSchema } from '../../../domain/learner-orders.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { useOrderChange } from './order-changes.ts';

interface Props {
  /** For a submit button outside the form (the phone's bottom bar). */
  id: string;
  /** 'I have paid' first; while staff verify it, the same form corrects the UTR. */
  intent?: 'report-payment' | 'correct-utr';
}

const WORDING = {
  'report-payment': { form: 'Report your payment', button: 'I have paid' },
  'correct-utr': { form: 'Correct the UPI reference', button: 'Save the corrected UTR' },
} as const;

/**
 * 'I have paid', with the UPI reference the app showed after paying: checked here, then sent to
 * the order route's clientAction. Once it is taken, the page shows the order as it is now.
 */
export function ReportForm({ id, intent = 'report-payment' }: Props) {
  const wording = WORDING[intent];
  const change = useOrderChange();
  const hintId = useId();
  const { register, formState, handleSubmit, setError, setFocus, clearErrors } = useForm({
    resolver: zodResolver(reportPaymentSchema),
    defaultValues: { utr: '' },
    reValidateMode: 'onSubmit',
  });
  const error = formState.errors.utr?.message;
  const sending = formState.isSubmitting || change.pending;
  const { refusal } = change;

  // The server's refusal of the reference goes on the field, until it is edited; the field is
  // focused, which also brings it into view when the phone's bottom bar sent the form.
  useEffect(() => {
    if (refusal?.field !== 'utr') return;
    setError('utr', { message: refusal.error });
    setFocus('utr');
  }, [refusal, setError, setFocus]);
  const failure = refusal && refusal.field !== 'utr' ? refusal.error : null;

  const submit = handleSubmit(({ utr }) => change.submit({ intent, utr }));

  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => {
        // The phone's bottom bar has its own button: a second tap must not send it twice.
        if (sending) event.preventDefault();
        else void submit(event);
      }}
      aria-label={wording.form}
      className="flex flex-col gap-3"
    >
      <TextField
        label="UPI reference (UTR)"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        {...(error ? {} : { 'aria-describedby': hintId })}
        error={error}
        {...register('utr', { onChange: () => clearErrors() })}
      />
      {error ? null : (
        <p id={hintId} className="-mt-1 text-sm text-muted">
          The 12-digit number your UPI app shows after paying.
        </p>
      )}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" disabled={sending} className="w-full">
        {sending ? 'Sending...' : wording.button}
      </Button>
    </form>
  );
}
