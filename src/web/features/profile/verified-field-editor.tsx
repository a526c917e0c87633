import { useEffect, useRef, useState } from 'react';
import { updateProfileSchema, type Profile } from '../../../domain/accounts.ts';
import { accountNameField, emailField, phoneField } from '../../../domain/fields.ts';
import { failureMessage } from '../../api/client.ts';
import {
  EMAIL_INPUT,
  PHONE_INPUT,
  PasswordField,
  TextField,
} from '../../components/form-field.tsx';
import { accountApi } from '../auth/account-api.ts';
import { announceAuthChanged, fetchSession } from '../auth/session.ts';
import { EditorRow, type Message } from './editor-row.tsx';

const FIELDS = {
  username: { schema: accountNameField, label: 'Full name', input: { autoComplete: 'name' } },
  email: { schema: emailField, label: 'Email', input: EMAIL_INPUT },
  phone: {
    schema: phoneField,
    label: 'Phone',
    input: PHONE_INPUT,
  },
} as const;

export type VerifiedField = keyof typeof FIELDS;

/** The inputs of the editor, named as the request names them. */
type Invalid = Partial<Record<'value' | 'verification_code' | 'password', string | undefined>>;

interface Props {
  field: VerifiedField;
  profile: Profile;
  open: boolean;
  locked: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * Change -> new value -> Verify (a code is emailed: to the new address for an email change) ->
 * code (and, for an email change, the current password) -> Save or Cancel.
 */
export function VerifiedFieldEditor({ field, profile, open, locked, onOpen, onClose }: Props) {
  const { schema, label, input } = FIELDS[field];
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<Invalid>({});
  const [message, setMessage] = useState<Message>(null);
  const valueInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) valueInput.current?.focus();
  }, [open]);
  useEffect(() => {
    if (codeSent) codeInput.current?.focus();
  }, [codeSent]);

  const reset = () => {
    setValue('');
    setCode('');
    setPassword('');
    setCodeSent(false);
    setInvalid({});
  };
  const cancel = () => {
    reset();
    setMessage(null);
    onClose();
  };

  const verify = async () => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) return setInvalid({ value: parsed.error.issues[0]?.message });
    if (parsed.data.toLowerCase() === profile[field].toLowerCase()) {
      return setInvalid({ value: `That is already your ${label.toLowerCase()}.` });
    }
    setBusy(true);
    setMessage(null);
    const result = await accountApi.sendVerificationCode(
      field === 'email' ? parsed.data : profile.email,
    );
    setBusy(false);
    if (result.ok) {
      setCodeSent(true);
      setMessage({ tone: 'success', text: 'Verification code sent!' });
    } else {
      setMessage({
        tone: 'error',
        text: failureMessage(result, 'Failed to send code', 'Network error'),
      });
    }
  };

  const save = async () => {
    // The server checks the same schema; the password itself only the server can check.
    const parsed = updateProfileSchema.safeParse(
      field === 'email'
        ? { field, value, verification_code: code, password }
        : { field, value, verification_code: code },
    );
    if (!parsed.success) {
      const found: Invalid = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as keyof Invalid;
        found[name] ??= issue.message;
      }
      return setInvalid(found);
    }
    setBusy(true);
    setMessage(null);
    const result = await accountApi.updateProfile(parsed.data);
    setBusy(false);
    if (result.ok) {
      reset();
      onClose();
      setMessage({ tone: 'success', text: 'Updated successfully' });
      announceAuthChanged(await fetchSession());
    } else {
      setMessage({ tone: 'error', text: failureMessage(result, 'Update failed', 'Network error') });
    }
  };

  const sentTo = field === 'email' ? value.trim() : profile.email;
  return (
    <EditorRow
      label={label}
      value={profile[field]}
      open={open}
      locked={locked}
      onOpen={() => {
        setMessage(null);
        onOpen();
      }}
      message={message}
      submitLabel={codeSent ? 'Save' : 'Verify'}
      busy={busy}
      onSubmit={() => void (codeSent ? save() : verify())}
      onCancel={cancel}
    >
      <TextField
        ref={valueInput}
        label={`New ${label.toLowerCase()}`}
        {...input}
        value={value}
        readOnly={codeSent}
        error={invalid.value}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid({});
        }}
      />
      {codeSent ? (
        <>
          <p className="text-sm text-muted">
            Enter the 6-digit code we emailed to{' '}
            <strong className="break-words text-ink">{sentTo}</strong>
            {field === 'email' ? ', and your current password.' : '.'}
          </p>
          <TextField
            ref={codeInput}
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={invalid.verification_code}
            onChange={(event) => {
              setCode(event.target.value);
              setInvalid((shown) => ({ ...shown, verification_code: undefined }));
            }}
          />
          {field === 'email' ? (
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              value={password}
              error={invalid.password}
              onChange={(event) => {
                setPassword(event.target.value);
                setInvalid((shown) => ({ ...shown, password: undefined }));
              }}
            />
          ) : null}
        </>
      ) : null}
    </EditorRow>
  );
}
