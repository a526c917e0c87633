import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

interface AlertProps {
  tone: 'success' | 'error' | 'info';
  children: ReactNode;
}

const tones = {
  success: 'border-success-700/30 bg-success-50 text-success-700',
  error: 'border-danger-700/30 bg-danger-50 text-danger-700',
  // What the person should know, not something that went wrong: why they are asked to log in.
  info: 'border-brand-200 bg-brand-50 text-brand-900',
};

/** A message that screen readers announce at once; errors interrupt, successes wait their turn. */
export function Alert({ tone, children }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-control border px-4 py-3 text-sm font-medium', tones[tone])}
    >
      {children}
    </div>
  );
}
