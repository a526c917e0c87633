import { X } from 'lucide-react';
import { cn } from '../lib/cn.ts';

/** The ✕ in a dialog's corner. */
export function CloseButton({
  onClick,
  label = 'Close',
  className,
}: {
  onClick: () => void;
  label?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn('rounded-control p-2 text-muted hover:bg-brand-50 hover:text-ink', className)}
    >
      <X aria-hidden className="size-5" />
    </button>
  );
}
