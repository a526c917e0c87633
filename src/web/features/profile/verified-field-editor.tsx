import { useState } from 'react';
import type { Profile } from '../../../domain/accounts.ts';
import { EditorRow, type Message } from './editor-row.tsx';
import { CodeStep, NewValueStep, type CodeSent } from './verified-field-steps.tsx';
import { VERIFIED_FIELDS, type VerifiedField } from './verified-fields.ts';

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
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [message, setMessage] = useState<Message>(null);

  const cancel = () => {
    setSent(null);
    setMessage(null);
    onClose();
  };
  const saved = () => {
    setSent(null);
    onClose();
    // The row shows the new value: the gate read the session again after the change.
    setMessage({ tone: 'success', text: 'Updated successfully' });
  };

  return (
    <EditorRow
      label={VERIFIED_FIELDS[field].label}
      value={profile[field]}
      open={open}
      locked={locked}
      onOpen={() => {
        setMessage(null);
        onOpen();
      }}
      message={message}
    >
      {sent === null ? (
        <NewValueStep
          field={field}
          current={{ value: profile[field], email: profile.email }}
          say={setMessage}
          onSent={setSent}
          onCancel={cancel}
        />
      ) : (
        <CodeStep field={field} sent={sent} say={setMessage} onSaved={saved} onCancel={cancel} />
      )}
    </EditorRow>
  );
}
