import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** Each tone is told apart by colour and always carries its word as well. */
export const BADGE_TONES = {
  brand: 'border-brand-200 bg-brand-50 text-brand-800',
  amber: 'border-accent-300 bg-accent-100 text-accent-700',
  green: 'border-success-700/30 bg-success-50 text-success-700',
  grey: 'border-line bg-surface text-muted',
  violet: 'border-refund-700/30 bg-refund-50 text-refund-700',
  red: 'border-danger-700/30 bg-danger-50 text-danger-700',
} as const;
export type BadgeTone = keyof typeof BADGE_TONES;

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
        BADGE_TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
