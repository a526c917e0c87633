import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';

interface PaginationProps {
  /** What the list holds, for the navigation's name: 'Enquiry pages'. */
  label: string;
  page: number;
  pageSize: number;
  count: number;
  pageSearch: (page: number) => string;
}

const step =
  'inline-flex items-center gap-1 rounded-control border border-line bg-white px-3 py-2 text-sm font-semibold';

export const pageCountOf = (count: number, pageSize: number) =>
  Math.max(1, Math.ceil(count / pageSize));

/** 'Page 2 of 7 · 163 results', with Previous and Next. */
export function Pagination({ label, page, pageSize, count, pageSearch }: PaginationProps) {
  const pages = pageCountOf(count, pageSize);
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted"
    >
      <p>
        Page {page} of {pages} · {count} {count === 1 ? 'result' : 'results'}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link
            to={pageSearch(Math.min(page - 1, pages))}
            className={cn(step, 'text-brand-800 hover:bg-brand-50')}
          >
            <ArrowLeft aria-hidden className="size-4" />
            Previous
          </Link>
        ) : (
          <span aria-disabled="true" className={cn(step, 'opacity-50')}>
            <ArrowLeft aria-hidden className="size-4" />
            Previous
          </span>
        )}
        {page < pages ? (
          <Link to={pageSearch(page + 1)} className={cn(step, 'text-brand-800 hover:bg-brand-50')}>
            Next
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        ) : (
          <span aria-disabled="true" className={cn(step, 'opacity-50')}>
            Next
            <ArrowRight aria-hidden className="size-4" />
          </span>
        )}
      </div>
    </nav>
  );
}
