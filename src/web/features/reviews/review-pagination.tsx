import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageButtons } from '../../../domain/review-pages.ts';
import { cn } from '../../lib/cn.ts';

interface Props {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** False while a click could not be answered (the list has not hydrated): every button waits. */
  ready?: boolean;
}

const base =
  'inline-flex size-10 items-center justify-center rounded-control text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-40';

/** Previous, the first page, up to five page numbers around this one, the last page, Next. */
export function ReviewPagination({ page, pageCount, onPage, ready = true }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Review pages" className="mt-6 flex flex-wrap items-center gap-1">
      <button
        type="button"
        aria-label="Previous page"
        disabled={!ready || page === 1}
        onClick={() => onPage(page - 1)}
        className={cn(base, 'text-ink hover:bg-brand-50')}
      >
        <ChevronLeft aria-hidden className="size-5" />
      </button>
      {pageButtons(page, pageCount).map((button, i) =>
        button === 'ellipsis' ? (
          <span key={`gap-${i}`} aria-hidden className="px-1 text-muted">
            …
          </span>
        ) : (
          <button
            key={button}
            type="button"
            aria-label={`Page ${button}`}
            aria-current={button === page ? 'page' : undefined}
            disabled={!ready}
            onClick={() => onPage(button)}
            className={cn(
              base,
              button === page
                ? 'bg-brand-700 text-white'
                : 'border border-line bg-white text-ink hover:bg-brand-50',
            )}
          >
            {button}
          </button>
        ),
      )}
      <button
        type="button"
        aria-label="Next page"
        disabled={!ready || page === pageCount}
        onClick={() => onPage(page + 1)}
        className={cn(base, 'text-ink hover:bg-brand-50')}
      >
        <ChevronRight aria-hidden className="size-5" />
      </button>
    </nav>
  );
}
