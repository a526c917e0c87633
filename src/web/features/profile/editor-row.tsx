import type { ReactNode } from 'react';
import { Alert } from '../../components/alert.tsx';

export type Message = { tone: 'success' | 'error'; text: string } | null;

interface EditorRowProps {
  label: string;
  /** What is stored now, as shown while not editing. */
  value: string;
  open: boolean;
  /** Another row is being edited: one change at a time. */
  locked: boolean;
  onOpen: () => void;
  /** Said under the row, and still said once it has closed (after a save). */
  message: Message;
  /** The editor (an EditorForm), shown while open. */
  children: ReactNode;
}

/** One line of the account details: its value and Change, or its editor while open. */
export function EditorRow({
  label,
  value,
  open,
  locked,
  onOpen,
  message,
  children,
}: EditorRowProps) {
  return (
    <li className="py-5 first:pt-0 last:pb-0">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-muted">{label}</p>
          <p className="mt-0.5 truncate text-base font-medium text-ink">{value}</p>
        </div>
        {open ? null : (
          <button
            type="button"
            onClick={onOpen}
            disabled={locked}
            aria-label={`Change ${label.toLowerCase()}`}
            className="shrink-0 rounded-control border border-brand-200 px-3 py-1.5 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50"
          >
            Change
          </button>
        )}
      </div>
      {open ? children : null}
      {message ? (
        <div className="mt-3">
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      ) : null}
    </li>
  );
}
