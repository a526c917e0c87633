import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { reportPaymentSchema, type LearnerOrder } from '../../../domain/learner-orders.ts';
import { failureMessage, refusedField } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { reportOrderPayment } from './order-api.ts';

interface Props {
  /** For a submit button outside the form (the phone's bottom bar). */
  id: string;
  number: string;
  onReported: (order: LearnerOrder) => void;
  /** The server no longer knows the session. */
  onUnauthorised: () => void;
}

/** 'I have paid', with the UPI reference the app showed after paying. */
export function ReportForm({ id, number, onReported, onUnauthorised }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const hintId = useId();
  // A refused field is focused, which also brings it into view when the phone's bottom bar
  // sent the form.
  const { register, formState, handleSubmit, setError, setFocus, clearErrors } = useForm({
    resolver: zodResolver(reportPaymentSchema),
    defaultValues: { utr: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = formState;
  const error = errors.utr?.message;

  const submit = handleSubmit(async ({ utr }) => {
    setFailure(null);
    const result = await reportOrderPayment(number, utr);
    if (result.ok) return onReported(result.data);
    if (result.kind === 'http' && result.status === 401) return onUnauthorised();
    const message = failureMessage(result, 'Your payment could not be reported.', 'Network error.');
    if (refusedField(result) === 'utr') {
      setError('utr', { message });
      setFocus('utr');
    } else setFailure(message);
  });

  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => {
        // The phone's bottom bar has its own button: a second tap must not send it twice.
        if (isSubmitting) event.preventDefault();
        else void submit(event);
      }}
      aria-label="Report your payment"
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
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Sending...' : 'I have paid'}
      </Button>
    </form>
  );
}
