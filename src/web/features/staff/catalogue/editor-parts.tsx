import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { cn } from '../../../lib/cn.ts';
import { smallButtonClass, smallDangerButtonClass } from '../ui/buttons.ts';

/** The message of a field, or of a list as a whole, whether the browser or the server gave it. */
export function errorAt<V extends FieldValues, T extends FieldValues>(
  form: UseFormReturn<V, unknown, T>,
  name: string,
): string | undefined {
  return form.getFieldState(name as FieldPath<V>, form.formState).error?.message;
}

/** A message about a group of fields (a list too short, two the same). */
export function GroupError({ message }: { message: string | undefined }) {
  return message ? <p className="text-sm text-danger-700">{message}</p> : null;
}

/** A labelled group of fields inside a section: a module, a plan, a project. */
export function FieldGroup({
  legend,
  actions,
  children,
  className,
}: {
  legend: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-control border border-line p-4',
        className,
      )}
    >
      <legend className="px-1 text-sm font-bold text-ink">{legend}</legend>
      {actions ? <div className="-mt-2 flex flex-wrap gap-2">{actions}</div> : null}
      {children}
    </fieldset>
  );
}

/**
 * Move up, move down and remove, for one item of a list; each names the item for screen
 * readers. A list at its least cannot lose one more.
 */
export function ItemButtons({
  what,
  index,
  count,
  min,
  onMove,
  onRemove,
}: {
  /** 'module 3': what the buttons act on. */
  what: string;
  index: number;
  count: number;
  min: number;
  onMove?: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <>
      {onMove ? (
        <>
          <button
            type="button"
            disabled={index === 0}
            aria-label={`Move ${what} up`}
            className={smallButtonClass}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            disabled={index === count - 1}
            aria-label={`Move ${what} down`}
            className={smallButtonClass}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown aria-hidden className="size-4" />
          </button>
        </>
      ) : null}
      <button
        type="button"
        disabled={count <= min}
        aria-label={`Remove ${what}`}
        className={smallDangerButtonClass}
        onClick={() => onRemove(index)}
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </>
  );
}

/** Adds one item to a list, until it holds as many as it may. */
export function AddButton({
  children,
  disabled,
  onClick,
}: {
  children: ReactNode;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      className={cn(smallButtonClass, 'self-start')}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** A note under a field or a group: what it is for, what happens to it. */
export function FieldNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted">{children}</p>;
}
