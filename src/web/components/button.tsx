import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-control bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-control border border-brand-200 bg-white px-5 py-3 text-base font-semibold text-brand-800 transition hover:border-brand-300 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress',
} as const;

type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: keyof typeof buttonClass;
  /** Disabled and busy, as before the page's code runs, until what the form needs is there. */
  waiting?: boolean;
};

export function Button({
  variant = 'primary',
  className,
  type,
  disabled,
  waiting: waitingFor = false,
  ...props
}: ButtonProps) {
  // Before the page's code runs, the browser would send the form itself, as a GET with what was
  // typed (a password, a phone number) in the address: its button waits, visibly, until then.
  // What was typed meanwhile stays; react-hook-form keeps a field edited before it was ready.
  const hydrated = useHydrated();
  const waiting = (type === 'submit' && !hydrated) || waitingFor;
  return (
    <button
      type={type}
      disabled={disabled || waiting}
      aria-busy={waiting || undefined}
      className={cn(buttonClass[variant], className)}
      {...props}
    />
  );
}
