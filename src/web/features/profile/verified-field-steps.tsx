import { PasswordField, TextField } from '../../components/form-field.tsx';
import { EditorForm } from './editor-form.tsx';
import type { Message } from './editor-row.tsx';
import { useEditorForm } from './use-editor-form.ts';
import { VERIFIED_FIELDS, type VerifiedField } from './verified-fields.ts';

const schemas = () => import('./change-schemas.ts');

/** What the first step hands on: the value as typed, and where its code went. */
export interface CodeSent {
  typed: string;
  sentTo: string;
}

interface NewValueProps {
  field: VerifiedField;
  /** The account as it is: the code goes to its email unless the email is what changes. */
  current: { value: string; email: string };
  say: (message: Message) => void;
  onSent: (sent: CodeSent) => void;
  onCancel: () => void;
}

/** New value -> Verify: a code is emailed, to the new address for an email change. */
export function NewValueStep({ field, current, say, onSent, onCancel }: NewValueProps) {
  const { label, input: inputProps } = VERIFIED_FIELDS[field];
  const sentTo = (value: string) => (field === 'email' ? value : current.email);
  const { form, input, formProps } = useEditorForm({
    schema: () =>
      schemas().then((loaded) =>
        loaded.newValueSchema(field, {
          current: current.value,
          unchanged: `That is already your ${label.toLowerCase()}.`,
        }),
      ),
    defaultValues: { value: '' },
    start: 'value',
    // Only the new address is the person's to correct: the others are sent the account's own.
    renamed: field === 'email' ? { email: 'value' } : {},
    change: ({ value }) => ({ intent: 'send-code', email: sentTo(value) }),
    onDone: ({ value }) => {
      say({ tone: 'success', text: 'Verification code sent!' });
      onSent({ typed: form.getValues('value'), sentTo: sentTo(value) });
    },
    say,
  });

  return (
    <EditorForm label={label} submitLabel="Verify" onCancel={onCancel} {...formProps}>
      <TextField
        label={`New ${label.toLowerCase()}`}
        {...inputProps}
        error={form.formState.errors.value?.message}
        {...input('value')}
      />
    </EditorForm>
  );
}

interface CodeProps {
  field: VerifiedField;
  sent: CodeSent;
  say: (message: Message) => void;
  onSaved: () => void;
  onCancel: () => void;
}

/** The emailed code (and, for an email change, the current password) -> Save. */
export function CodeStep({ field, sent, say, onSaved, onCancel }: CodeProps) {
  const { label, input: inputProps } = VERIFIED_FIELDS[field];
  // The server checks the same schema; the code and the password itself only it can check.
  const { form, input, formProps } = useEditorForm({
    schema: () => schemas().then((loaded) => loaded.verifiedChangeSchema(field)),
    defaultValues: { value: sent.typed, verification_code: '', password: '' },
    start: 'verification_code',
    change: (request) => ({ intent: 'update', ...request }),
    onDone: onSaved,
    say,
  });
  const { errors } = form.formState;

  return (
    <EditorForm label={label} submitLabel="Save" onCancel={onCancel} {...formProps}>
      <TextField
        label={`New ${label.toLowerCase()}`}
        {...inputProps}
        readOnly
        error={errors.value?.message}
        {...form.register('value')}
      />
      <p className="text-sm text-muted">
        Enter the 6-digit code we emailed to{' '}
        <strong className="break-words text-ink">{sent.sentTo}</strong>
        {field === 'email' ? ', and your current password.' : '.'}
      </p>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.verification_code?.message}
        {...input('verification_code')}
      />
      {field === 'email' ? (
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...input('password')}
        />
      ) : null}
    </EditorForm>
  );
}
