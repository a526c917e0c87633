import { useState } from 'react';
import { PASSWORD_TOO_SHORT } from '../../../domain/account-messages.ts';
import { PASSWORD_MIN } from '../../../domain/accounts.ts';
import { failureMessage } from '../../api/client.ts';
import { PasswordField } from '../../components/form-field.tsx';
import { accountApi } from '../auth/account-api.ts';
import { EditorRow, type Message } from './editor-row.tsx';

interface Props {
  open: boolean;
  locked: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** A new password needs the current one; the server then ends every other session. */
export function PasswordEditor({ open, locked, onOpen, onClose }: Props) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);

  const close = () => {
    setCurrent('');
    setNext('');
    setInvalid(undefined);
    onClose();
  };

  const save = async () => {
    if (next.length < PASSWORD_MIN) return setInvalid(PASSWORD_TOO_SHORT);
    setBusy(true);
    setMessage(null);
    const result = await accountApi.updateProfile({
      field: 'password',
      value: next,
      password: current,
    });
    setBusy(false);
    if (result.ok) {
      close();
      setMessage({ tone: 'success', text: 'Updated successfully' });
    } else {
      setMessage({ tone: 'error', text: failureMessage(result, 'Update failed', 'Network error') });
    }
  };

  return (
    <EditorRow
      label="Password"
      value="••••••••"
      open={open}
      locked={locked}
      onOpen={() => {
        setMessage(null);
        onOpen();
      }}
      message={message}
      submitLabel="Save"
      busy={busy}
      onSubmit={() => void save()}
      onCancel={close}
    >
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        autoFocus
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={next}
        error={invalid}
        onChange={(event) => {
          setNext(event.target.value);
          setInvalid(undefined);
        }}
      />
    </EditorRow>
  );
}
