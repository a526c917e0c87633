import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A column header's class; numbers are right-aligned so that their digits line up. */
export const headerCellClass = (numeric?: boolean) =>
  cn('px-4 py-3 font-bold whitespace-nowrap', numeric && 'text-right');

export const numericCellClass = 'px-4 py-3 text-right whitespace-nowrap tabular-nums';

/**
 * A real table: column headers, a caption. Narrow screens scroll it sideways inside a focusable
 * region, so that keyboard users can scroll it too; or, with `cards`, show each row as a card
 * below the sm breakpoint (its cells then label themselves: see DataTable).
 */
export function TableFrame({
  label,
  head,
  children,
  foot,
  cards = false,
}: {
  /** Names the table and its scrolling region: 'Enquiries'. */
  label: string;
  /** The header rows. */
  head: ReactNode;
  /** The body rows. */
  children: ReactNode;
  /** Totals under the body, if any. */
  foot?: ReactNode;
  /** Rows as cards on a phone, instead of a table that scrolls sideways. */
  cards?: boolean;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'relative overflow-x-auto rounded-card border border-line bg-white shadow-card',
        cards &&
          'max-sm:overflow-visible max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none',
      )}
    >
      <table className={cn('w-full text-left text-sm', cards && 'max-sm:block')}>
        <caption className="sr-only">{label}</caption>
        <thead
          className={cn(
            'border-b border-line bg-surface text-xs tracking-wide text-muted uppercase',
            cards && 'max-sm:hidden',
          )}
        >
          {head}
        </thead>
        <tbody
          className={
            cards
              ? 'max-sm:flex max-sm:flex-col max-sm:gap-3 sm:divide-y sm:divide-line'
              : 'divide-y divide-line'
          }
        >
          {children}
        </tbody>
        {foot ? (
          <tfoot className="border-t-2 border-line bg-surface font-bold">{foot}</tfoot>
        ) : null}
      </table>
    </div>
  );
}
