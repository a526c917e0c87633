import { useCallback, useEffect, useRef, useState } from 'react';
import type { Review, ReviewPage } from '../../../domain/reviews.ts';
import { Alert } from '../../components/alert.tsx';
import { useSession } from '../auth/session.ts';
import { ReviewForm } from './review-form.tsx';
import { ReviewList } from './review-list.tsx';
import { ReviewPagination } from './review-pagination.tsx';
import { deleteReview, fetchReviews } from './reviews-api.ts';
import { useReviewPageSize } from './use-page-size.ts';

/** SPEC §9: a deleted review fades this long before it goes. */
const DELETE_FADE_MS = 350;

/** A program's reviews, read in the browser (they change after the page was built). */
export function ProgramReviews({ program }: { program: string }) {
  const session = useSession();
  const profile = session.status === 'signed-in' ? session.profile : undefined;
  const pageSize = useReviewPageSize();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ReviewPage | null>(null);
  const [fadingId, setFadingId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  /** Only the newest load may show its answer: page clicks, reloads and resizes can overlap. */
  const latestLoad = useRef(0);

  const load = useCallback(
    async (wanted: number, options: { fresh?: boolean } = {}) => {
      const id = ++latestLoad.current;
      let shown = wanted;
      let next = await fetchReviews(program, shown, pageSize, options);
      const last = Math.max(1, Math.ceil(next.count / pageSize));
      // The last page may have emptied (a deletion): show the one before it.
      if (id === latestLoad.current && next.results.length === 0 && shown > last) {
        shown = last;
        next = await fetchReviews(program, shown, pageSize, options);
      }
      if (id !== latestLoad.current) return;
      setPage(shown);
      setData(next);
    },
    [program, pageSize],
  );

  // The first page, and again whenever the page size changes; leaving drops late answers.
  useEffect(() => {
    void load(1);
    return () => {
      latestLoad.current += 1;
    };
  }, [load]);

  const remove = async (review: Review) => {
    if (!profile) return;
    setFailure(null);
    setFadingId(review.id);
    await new Promise((resolve) => setTimeout(resolve, DELETE_FADE_MS));
    const result = await deleteReview(review.id, profile.email);
    if (!result.ok) setFailure('Failed to delete review.');
    // Faded until the list without it arrives, so it never comes back for a moment.
    await load(page, { fresh: true });
    setFadingId(null);
    listRef.current?.focus();
  };

  const pageCount = data ? Math.max(1, Math.ceil(data.count / pageSize)) : 1;
  return (
    <div className="mt-6 grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
      <div ref={listRef} tabIndex={-1} aria-busy={data === null} className="outline-none">
        {failure ? (
          <div className="mb-4">
            <Alert tone="error">{failure}</Alert>
          </div>
        ) : null}
        {data === null ? (
          <p className="rounded-card border border-dashed border-line p-6 text-muted">
            Loading reviews...
          </p>
        ) : data.results.length === 0 ? (
          <p className="rounded-card border border-dashed border-line p-6 text-muted">
            No reviews yet for this program.
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-muted" role="status">
              {data.count} review{data.count === 1 ? '' : 's'}
              {pageCount > 1 ? (
                <span className="sr-only">
                  , page {page} of {pageCount}
                </span>
              ) : null}
            </p>
            <ReviewList
              reviews={data.results}
              fadingId={fadingId}
              onDelete={profile?.is_admin ? remove : undefined}
            />
            <ReviewPagination page={page} pageCount={pageCount} onPage={(n) => void load(n)} />
          </>
        )}
      </div>
      <ReviewForm
        program={program}
        accountName={session.status === 'loading' ? '' : profile?.username}
        onSubmitted={() => void load(1, { fresh: true })}
      />
    </div>
  );
}
