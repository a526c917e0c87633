import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  CREDENTIAL_MAX_LENGTH,
  verifyCredentialSchema,
  type CredentialVerification,
} from '../../../domain/certificates/credential-verification.ts';
import { failureMessage, postJson } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { Button, buttonClass } from '../../components/button.tsx';
import { controlClass, TextAreaField } from '../../components/form-field.tsx';
import { cn } from '../../lib/cn.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { VerifyResult } from './verify-result.tsx';

type Outcome =
  { kind: 'result'; result: CredentialVerification } | { kind: 'failed'; message: string } | null;

/** Paste (or open) a credential's .jwt text; the server checks it and the verdict shows below. */
export function VerifyForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, formState, handleSubmit, setValue } = useForm<{ credential: string }>({
    resolver: zodResolver(verifyCredentialSchema),
    defaultValues: { credential: '' },
  });
  const onSubmit = handleSubmit(async ({ credential }) => {
    setOutcome(null);
    const answer = await postJson<CredentialVerification>('/api/credentials/verify', {
      credential,
    });
    setOutcome(
      answer.ok
        ? { kind: 'result', result: answer.data }
        : {
            kind: 'failed',
            message: failureMessage(
              answer,
              'The credential could not be checked. Please try again.',
            ),
          },
    );
  });
  const openFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // A credential file is a couple of kilobytes; anything far bigger is not one.
    const text = file.size <= CREDENTIAL_MAX_LENGTH * 2 ? await file.text() : '';
    setValue('credential', text.trim(), { shouldValidate: true });
    setOutcome(null);
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Verify a credential"
      className="flex flex-col gap-4"
    >
      <TextAreaField
        label="Credential (the text of the .jwt file)"
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        placeholder="eyJhbGciOiJFZERTQSIs..."
        // Replaces the field's own classes: kept, with a monospace face for the long token.
        className={cn(controlClass, 'min-h-40 resize-y font-mono text-sm break-all')}
        error={formState.errors.credential?.message}
        {...register('credential', { onChange: () => setOutcome(null) })}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={formState.isSubmitting} className="sm:flex-1">
          {formState.isSubmitting ? 'Checking...' : 'Verify'}
        </Button>
        <label className={cn(buttonClass.secondary, 'cursor-pointer sm:flex-1')}>
          Open a .jwt file
          <input
            type="file"
            accept=".jwt,application/vc+jwt,text/plain"
            className="sr-only"
            onChange={(event) => void openFile(event)}
          />
        </label>
      </div>
      {outcome?.kind === 'failed' ? <Alert tone="error">{outcome.message}</Alert> : null}
      {outcome?.kind === 'result' ? <VerifyResult result={outcome.result} /> : null}
    </form>
  );
}
