import { useId, useRef, useState, type FormEvent } from 'react';
import type { LearnerOrder } from '../../../domain/learner-orders.ts';
import { utrField } from '../../../domain/order-states.ts';
import { failureMessage } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
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
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = utrField.safeParse(utr);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      // Also brings the field into view when the phone's bottom bar sent the form.
      input.current?.focus();
      return;
    }
    setError(null);
    setFailure(null);
    setBusy(true);
    const result = await reportOrderPayment(number, parsed.data);
    setBusy(false);
    if (result.ok) return onReported(result.data);
    if (result.kind === 'http' && result.status === 401) return onUnauthorised();
    const body =
      result.kind === 'http' ? (result.body as { field?: string } | undefined) : undefined;
    const message = failureMessage(result, 'Your payment could not be reported.', 'Network error.');
    if (body?.field === 'utr') {
      setError(message);
      input.current?.focus();
    } else setFailure(message);
  };

  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Report your payment"
      className="flex flex-col gap-3"
    >
      <TextField
        label="UPI reference (UTR)"
        ref={input}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        {...(error ? {} : { 'aria-describedby': hintId })}
        value={utr}
        error={error ?? undefined}
        onChange={(event) => {
          setUtr(event.target.value);
          setError(null);
        }}
      />
      {error ? null : (
        <p id={hintId} className="-mt-1 text-sm text-muted">
          The 12-digit number your UPI app shows after paying.
        </p>
      )}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Sending...' : 'I have paid'}
      </Button>
    </form>
  );
}
