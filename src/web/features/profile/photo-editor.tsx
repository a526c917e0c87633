import { useRef, useState } from 'react';
import {
  PHOTO_MAX_BYTES,
  PHOTO_NOT_AN_IMAGE,
  PHOTO_TOO_LARGE,
} from '../../../domain/account-messages.ts';
import type { Profile } from '../../../domain/accounts.ts';
import { failureMessage, type ApiResult } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Avatar } from '../../components/avatar.tsx';
import { accountApi } from '../auth/account-api.ts';
import { announceAuthChanged, fetchSession } from '../auth/session.ts';

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
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);

  const after = async (result: ApiResult<unknown>, success: string, fallback: string) => {
    if (result.ok) {
      announceAuthChanged(await fetchSession());
      setMessage({ tone: 'success', text: success });
    } else {
      setMessage({ tone: 'error', text: failureMessage(result, fallback, 'Network error') });
    }
  };

  const upload = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = problemWith(file);
    if (problem) return setMessage({ tone: 'error', text: problem });
    setBusy(true);
    setMessage(null);
    await after(await accountApi.uploadPhoto(file), 'Photo updated!', 'Upload failed');
    setBusy(false);
  };

  const remove = async () => {
    setBusy(true);
    setMessage(null);
    await after(await accountApi.removePhoto(), 'Photo removed!', 'Removal failed');
    setBusy(false);
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
        onChange={(event) => void upload(event.target.files?.[0])}
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
