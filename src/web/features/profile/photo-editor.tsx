import { useRef, useState } from 'react';
import {
  PHOTO_MAX_BYTES,
  PHOTO_NOT_AN_IMAGE,
  PHOTO_TOO_LARGE,
} from '../../../domain/account-messages.ts';
import type { Profile } from '../../../domain/accounts.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Avatar } from '../../components/avatar.tsx';
import { useRouteChange } from '../../lib/use-route-change.ts';
import type { ProfileChange } from './profile-changes.ts';

type Message = { tone: 'success' | 'error'; text: string } | null;

/** What is wrong with a chosen file before it is sent; the server checks the bytes again. */
function problemWith(file: File): string | null {
  if (!file.type.startsWith('image/')) return PHOTO_NOT_AN_IMAGE;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE;
  return null;
}

/** The profile photo with Upload and Remove; image files only. */
export function PhotoEditor({ profile }: { profile: Profile }) {
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<Message>(null);
  // Answered once the gate has read the account again: the new photo shows with the words.
  const change = useRouteChange<ProfileChange>((answer) =>
    setMessage(
      answer.ok ? { tone: 'success', text: answer.message } : { tone: 'error', text: answer.error },
    ),
  );
  const busy = change.busy;

  const upload = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = problemWith(file);
    if (problem) return setMessage({ tone: 'error', text: problem });
    setMessage(null);
    const form = new FormData();
    form.append('photo', file);
    void change.send(form);
  };

  const remove = () => {
    setMessage(null);
    void change.send({ intent: 'remove-photo' });
  };

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <Avatar profile={profile} size="lg" />
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label="Profile photo"
        onChange={(event) => upload(event.target.files?.[0])}
      />
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          variant="secondary"
          className="px-4 py-2 text-sm"
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {profile.photo_url ? 'Change photo' : 'Upload photo'}
        </Button>
        {profile.photo_url ? (
          <Button
            variant="secondary"
            className="px-4 py-2 text-sm"
            disabled={busy}
            onClick={remove}
          >
            Remove photo
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted">JPEG, PNG, WebP or GIF, up to 5 MB.</p>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </div>
  );
}
