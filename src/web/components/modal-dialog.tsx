import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseButton } from './close-button.tsx';

/** Where focus goes when the dialog opens: the element marked data-autofocus, if any. */
export const INITIAL_FOCUS = { 'data-autofocus': true } as const;

interface ModalDialogProps {
  title: string;
  /** Runs however the dialog closes: its button, Escape, or the caller's own close. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A native modal dialog, open while it is mounted: the page behind is inert, Escape closes it,
 * and focus returns to whatever opened it (if that is still on the page).
 */
export function ModalDialog({ title, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="popup m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-card bg-white p-0 text-ink shadow-raised"
    >
      <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
        <h2 id={titleId} className="text-lg font-bold text-brand-950">
          {title}
        </h2>
        <CloseButton onClick={() => ref.current?.close()} className="-mr-2" />
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  );
}
