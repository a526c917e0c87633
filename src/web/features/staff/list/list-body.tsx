import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../data/load-states.tsx';

interface ListBodyProps {
  count: number;
  rows: number;
  filtered: boolean;
  /** What the list holds, in the plural: 'enquiries'. */
  noun: string;
  firstPage: string;
  children: ReactNode;
}

/** The table, or why there is none: nothing yet, nothing matching, or a page past the end. */
export function ListBody({ count, rows, filtered, noun, firstPage, children }: ListBodyProps) {
  if (count === 0) {
    return (
      <EmptyState>{filtered ? `No ${noun} match these filters.` : `No ${noun} yet.`}</EmptyState>
    );
  }
  if (rows === 0) {
    return (
      <EmptyState>
        This page is past the end of the list.{' '}
        <Link to={firstPage} className="font-semibold text-brand-700 hover:underline">
          Go to the first page
        </Link>
      </EmptyState>
    );
  }
  return children;
}
