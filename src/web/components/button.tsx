import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn.ts';

export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-control bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-control border border-brand-200 bg-white px-5 py-3 text-base font-semibold text-brand-800 transition hover:border-brand-300 hover:bg-brand-50',
} as const;

type ButtonProps = ComponentPropsWithRef<'button'> & { variant?: keyof typeof buttonClass };

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <button className={cn(buttonClass[variant], className)} {...props} />;
}
