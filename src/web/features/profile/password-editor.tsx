import { useState } from 'react';
import { PasswordField } from '../../components/form-field.tsx';
import { EditorForm } from './editor-form.tsx';
import { EditorRow, type Message } from './editor-row.tsx';
import { useEditorForm } from './use-editor-form.ts';

interface Props {
  open: boolean;
  locked: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** A new password needs the current one; the server then ends every other session. */
export function PasswordEditor({ open, locked, onOpen, onClose }: Props) {
  const [message, setMessage] = useState<Message>(null);
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
    >
      <PasswordForm
        say={setMessage}
        onSaved={() => {
          onClose();
          setMessage({ tone: 'success', text: 'Updated successfully' });
        }}
        onCancel={onClose}
      />
    </EditorRow>
  );
}

interface FormProps {
  say: (message: Message) => void;
  onSaved: () => void;
  onCancel: () => void;
}

function PasswordForm({ say, onSaved, onCancel }: FormProps) {
  const { form, input, formProps } = useEditorForm({
    schema: () => import('./change-schemas.ts').then((loaded) => loaded.passwordChangeSchema),
    // Named as the request names them: `value` is the new password.
    defaultValues: { password: '', value: '' },
    start: 'password',
    change: (request) => ({ intent: 'update', ...request }),
    onDone: onSaved,
    say,
  });
  const { errors } = form.formState;

  return (
    <EditorForm label="Password" submitLabel="Save" onCancel={onCancel} {...formProps}>
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...input('password')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.value?.message}
        {...input('value')}
      />
    </EditorForm>
  );
}
