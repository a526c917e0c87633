import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A column header's class; numbers are right-aligned so that their digits line up. */
export const headerCellClass = (numeric?: boolean) =>
  cn('px-4 py-3 font-bold whitespace-nowrap', numeric && 'text-right');

export const numericCellClass = 'px-4 py-3 text-right whitespace-nowrap tabular-nums';

/**
 * A real table: column headers, a caption. Narrow screens scroll it sideways inside a focusable
 * region, so that keyboard users can scroll it too.
 */
export function TableFrame({
  label,
  head,
  children,
  foot,
}: {
  /** Names the table and its scrolling region: 'Enquiries'. */
  label: string;
  /** The header rows. */
  head: ReactNode;
  /** The body rows. */
  children: ReactNode;
  /** Totals under the body, if any. */
  foot?: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-card border border-line bg-white shadow-card"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-line bg-surface text-xs tracking-wide text-muted uppercase">
          {head}
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
        {foot ? (
          <tfoot className="border-t-2 border-line bg-surface font-bold">{foot}</tfoot>
        ) : null}
      </table>
    </div>
  );
}
