import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Review, ReviewPage } from '../../../domain/reviews.ts';
import { Alert } from '../../components/alert.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useSession } from '../auth/session.ts';
import { ReviewForm } from './review-form.tsx';
import { ReviewList } from './review-list.tsx';
import { ReviewPagination } from './review-pagination.tsx';
import { deleteReview, fetchReviews } from './reviews-api.ts';
import { onReviewPageSizeChange, reviewPageSize } from './use-page-size.ts';

/** A deleted review fades this long before it goes (the product spec's timing). */
const DELETE_FADE_MS = 350;

/** A program's reviews, read in the browser (they change after the page was built). */
export function ProgramReviews({ program }: { program: string }) {
  const session = useSession();
  const profile = session.status === 'signed-in' ? session.profile : undefined;
  const { revalidate } = useRevalidator();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(4);
  const [verified, setVerified] = useState(false);
  const [data, setData] = useState<ReviewPage | null>(null);
  const [fadingId, setFadingId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<Review | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  /** Only the newest load may show its answer: page clicks, reloads and resizes can overlap. */
  const latestLoad = useRef(0);

  const load = useCallback(
    async (wanted: number, options: { fresh?: boolean } = {}) => {
      const id = ++latestLoad.current;
      const pageSize = reviewPageSize();
      const query = { page: wanted, pageSize, verified };
      let next = await fetchReviews(program, query, options);
      const last = Math.max(1, Math.ceil(next.count / pageSize));
      // The last page may have emptied (a deletion): show the one before it.
      if (id === latestLoad.current && next.results.length === 0 && query.page > last) {
        query.page = last;
        next = await fetchReviews(program, query, options);
      }
      if (id !== latestLoad.current) return;
      setPage(query.page);
      setPageSize(pageSize);
      setData(next);
    },
    [program, verified],
  );

  // The first page, and again whenever the page size or the filter changes; leaving drops
  // late answers.
  useEffect(() => {
    void load(1);
    const stopWatching = onReviewPageSizeChange(() => void load(1));
    return () => {
      stopWatching();
      latestLoad.current += 1;
    };
  }, [load]);

  /** Run by the confirmation: fades the review, deletes it, and shows the list without it. */
  const remove = async (review: Review): Promise<string | null> => {
    if (!profile) return null;
    setFailure(null);
    setFadingId(review.id);
    await new Promise((resolve) => setTimeout(resolve, DELETE_FADE_MS));
    const result = await deleteReview(review.id, profile.email);
    if (!result.ok) setFailure('Failed to delete review.');
    // Faded until the list without it arrives, so it never comes back for a moment.
    await Promise.all([load(page, { fresh: true }), revalidate()]);
    setFadingId(null);
    listRef.current?.focus();
    return null;
  };

  const pageCount = data ? Math.max(1, Math.ceil(data.count / pageSize)) : 1;
  const filterable = verified || (data !== null && data.count > 0);
  return (
    <div className="mt-6 grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
      <div ref={listRef} tabIndex={-1} aria-busy={data === null} className="outline-none">
        {failure ? (
          <div className="mb-4">
            <Alert tone="error">{failure}</Alert>
          </div>
        ) : null}
        {filterable ? (
          <label className="mb-4 inline-flex min-h-6 cursor-pointer items-center gap-2 text-sm font-semibold text-ink">
            <input
              type="checkbox"
              checked={verified}
              onChange={(event) => setVerified(event.target.checked)}
              className="size-4 accent-brand-700"
            />
            Verified only
          </label>
        ) : null}
        {data === null ? (
          <p className="rounded-card border border-dashed border-line p-6 text-muted">
            Loading reviews...
          </p>
        ) : data.results.length === 0 ? (
          <p className="rounded-card border border-dashed border-line p-6 text-muted">
            {verified ? 'No reviews by verified learners yet.' : 'No reviews yet for this program.'}
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-muted" role="status">
              {data.count} {verified ? 'verified ' : ''}review{data.count === 1 ? '' : 's'}
              {pageCount > 1 ? (
                <span className="sr-only">
                  , page {page} of {pageCount}
                </span>
              ) : null}
            </p>
            <ReviewList
              reviews={data.results}
              fadingId={fadingId}
              onDelete={profile?.is_admin ? setConfirming : undefined}
            />
            <ReviewPagination page={page} pageCount={pageCount} onPage={(n) => void load(n)} />
          </>
        )}
      </div>
      <ReviewForm
        program={program}
        accountName={session.status === 'loading' ? '' : profile?.username}
        settled={data !== null}
        onSubmitted={() => {
          void load(1, { fresh: true });
          // The figures on the page: the root route's loader reads them again.
          void revalidate();
        }}
      />
      {confirming ? (
        <ConfirmDialog
          title="Delete this review?"
          confirmLabel="Delete"
          busyLabel="Deleting..."
          danger
          onConfirm={() => remove(confirming)}
          onClose={() => setConfirming(null)}
        >
          <p>
            The review by {confirming.user_name} will be removed from this page for everyone. This
            cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
