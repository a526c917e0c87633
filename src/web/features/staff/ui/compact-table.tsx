import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

export interface CompactColumn<T> {
  label: string;
  /** Amounts and counts: right-aligned, so that digits line up. */
  numeric?: boolean;
  cell: (row: T) => ReactNode;
}

/** At least one column: the first names the row. */
export type CompactColumns<T> = [CompactColumn<T>, ...CompactColumn<T>[]];

/**
 * A small table inside a panel, without a frame of its own. The first column names the row;
 * the caption is for screen readers.
 */
export function CompactTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  foot,
}: {
  caption: string;
  columns: CompactColumns<T>;
  rows: T[];
  rowKey: (row: T) => string;
  /** A tfoot under the body, if any. */
  foot?: ReactNode;
}) {
  const [first, ...rest] = columns;
  const align = (column: CompactColumn<T>) =>
    cn('py-2 pr-4 last:pr-0', column.numeric && 'text-right');
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-line text-xs tracking-wide text-muted uppercase">
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={cn(align(column), 'font-bold')}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row" className={cn(align(first), 'font-semibold')}>
              {first.cell(row)}
            </th>
            {rest.map((column) => (
              <td
                key={column.label}
                className={cn(align(column), column.numeric && 'tabular-nums')}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {foot}
    </table>
  );
}
