import { Upload } from 'lucide-react';
import { useState } from 'react';
import type { CatalogueImageKind } from '../../../../domain/catalogue/catalogue-images.ts';
import { failureMessage } from '../../../api/client.ts';
import { cn } from '../../../lib/cn.ts';
import { smallButtonClass } from '../ui/buttons.ts';
import { uploadCatalogueImage } from './catalogue-api.ts';

/**
 * 'Upload a picture' beside an image's path: the picture goes to the server, which stores it and
 * answers its path, and the path fills the field. Nothing is on the site until the draft holding
 * it is published.
 */
export function ImageUpload({
  kind,
  label,
  onUploaded,
}: {
  kind: CatalogueImageKind;
  label: string;
  onUploaded: (path: string) => void;
}) {
  const [state, setState] = useState<
    { at: 'idle' } | { at: 'sending' } | { at: 'done' } | { at: 'failed'; message: string }
  >({ at: 'idle' });

  const send = async (file: File | undefined) => {
    if (!file) return;
    setState({ at: 'sending' });
    const result = await uploadCatalogueImage(kind, file);
    if (result.ok) {
      onUploaded(result.data.path);
      setState({ at: 'done' });
    } else {
      setState({ at: 'failed', message: failureMessage(result, 'The picture could not be sent.') });
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label
        className={cn(
          smallButtonClass,
          'cursor-pointer self-start has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-disabled:cursor-not-allowed has-disabled:opacity-50',
        )}
      >
        <Upload aria-hidden className="size-4" />
        {state.at === 'sending' ? 'Uploading...' : label}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          disabled={state.at === 'sending'}
          onChange={(event) => {
            void send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <p role="status" className="text-sm text-muted">
        {state.at === 'done'
          ? 'Uploaded: its path is in the field. Save the draft to keep it.'
          : 'JPEG, PNG, WebP or GIF, up to 5 MB.'}
      </p>
      {state.at === 'failed' ? (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
