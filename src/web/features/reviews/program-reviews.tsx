import { useCallback, useEffect, useState } from 'react';
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

  const load = useCallback(
    async (wanted: number) => {
      let shown = wanted;
      let next = await fetchReviews(program, shown, pageSize);
      const last = Math.max(1, Math.ceil(next.count / pageSize));
      // The last page may have emptied (a deletion): show the one before it.
      if (next.results.length === 0 && shown > last) {
        shown = last;
        next = await fetchReviews(program, shown, pageSize);
      }
      setPage(shown);
      setData(next);
    },
    [program, pageSize],
  );

  // The first page, again whenever the page size changes; a late answer for an old size is dropped.
  useEffect(() => {
    let current = true;
    void fetchReviews(program, 1, pageSize).then((first) => {
      if (!current) return;
      setPage(1);
      setData(first);
    });
    return () => {
      current = false;
    };
  }, [program, pageSize]);

  const remove = async (review: Review) => {
    if (!profile) return;
    setFailure(null);
    setFadingId(review.id);
    await new Promise((resolve) => setTimeout(resolve, DELETE_FADE_MS));
    const result = await deleteReview(review.id, profile.email);
    setFadingId(null);
    if (!result.ok) setFailure('Failed to delete review.');
    await load(page);
  };

  const pageCount = data ? Math.max(1, Math.ceil(data.count / pageSize)) : 1;
  return (
    <div className="mt-6 grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
      <div aria-live="polite" aria-busy={data === null}>
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
            <p className="mb-4 text-sm text-muted">
              {data.count} review{data.count === 1 ? '' : 's'}
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
        accountName={profile?.username}
        onSubmitted={() => void load(1)}
      />
    </div>
  );
}
