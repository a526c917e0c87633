import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { Review, ReviewPage } from '../../../domain/reviews.ts';
import { Alert } from '../../components/alert.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { hydrateEveryPart } from '../../components/hydrate-later.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useRouteChange } from '../../lib/use-route-change.ts';
import { useSession } from '../auth/session.ts';
import { ReviewForm } from './review-form.tsx';
import { ReviewList } from './review-list.tsx';
import { ReviewPagination } from './review-pagination.tsx';
import { reviewsPath, type ReviewChange } from './review-changes.ts';
import { reviewPagePath, type ReviewPageRead } from './review-pages.ts';
import { onReviewPageSizeChange, reviewPageSize, useReviewPageSize } from './use-page-size.ts';

/** A deleted review fades this long before it goes (the product spec's timing). */
const DELETE_FADE_MS = 350;

// The page comes with 4 reviews, a wide screen's page; a phone's page of 3 hides the fourth.
const FIRST_PAGE_ON_A_PHONE = '[@media(max-width:700px)]:[&>li:nth-child(n+4)]:hidden';

/**
 * A program's reviews: the newest, as the program's page came with them, and any other page or
 * only the verified ones, read when the person asks for them.
 */
export function ProgramReviews({ program, first }: { program: string; first: ReviewPage }) {
  const session = useSession();
  const profile = session.status === 'signed-in' ? session.profile : undefined;
  const pageSize = useReviewPageSize();
  // The list comes with the page; its buttons answer once this part has hydrated, and wait
  // until then, so that no early click is lost.
  const ready = useHydrated();
  const pages = useFetcher<ReviewPageRead>();
  const [verified, setVerified] = useState(false);
  const [fadingId, setFadingId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<Review | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // The page last read, while it was read for this width; else the newest, as the page came.
  const read = pages.data?.pageSize === pageSize ? pages.data : undefined;
  const data: ReviewPageRead = read ?? { ...first, page: 1, pageSize, verified: false };
  const page = data.page;

  const deletion = useRouteChange<ReviewChange>(
    (answer) => {
      if (!answer.ok) setFailure(answer.error);
    },
    { action: reviewsPath(program) },
  );
  const load = (wanted: number, options: { verified?: boolean; fresh?: boolean } = {}) => {
    hydrateEveryPart();
    const query = {
      page: wanted,
      pageSize: reviewPageSize(),
      verified: options.verified ?? verified,
    };
    return pages.load(reviewPagePath(program, query, options.fresh));
  };

  // A page read for one width is read again for the other, from the first page.
  const readOnce = pages.data !== undefined;
  useEffect(() => {
    if (!readOnce) return;
    return onReviewPageSizeChange(() => void load(1));
  });

  /**
   * Run by the confirmation: fades the review, deletes it (the router then reads the page's
   * figures again), and shows the list without it.
   */
  const remove = async (review: Review): Promise<string | null> => {
    if (!profile) return null;
    setFailure(null);
    setFadingId(review.id);
    // What the router reads shows once every part of the page has hydrated (see
    // hydrateEveryPart): the person is waiting for it, so the other parts' code is asked for now.
    hydrateEveryPart();
    await new Promise((resolve) => setTimeout(resolve, DELETE_FADE_MS));
    await deletion.send({ intent: 'delete', id: review.id, admin_email: profile.email });
    // Faded until the list without it arrives, so it never comes back for a moment.
    await load(page, { fresh: true });
    setFadingId(null);
    listRef.current?.focus();
    return null;
  };

  const pageCount = Math.max(1, Math.ceil(data.count / pageSize));
  const filterable = verified || data.count > 0;
  return (
    <div className="mt-6 grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
      <div
        ref={listRef}
        tabIndex={-1}
        aria-busy={pages.state === 'loading'}
        className="outline-none"
      >
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
              disabled={!ready}
              onChange={(event) => {
                setVerified(event.target.checked);
                void load(1, { verified: event.target.checked });
              }}
              className="size-4 accent-brand-700"
            />
            Verified only
          </label>
        ) : null}
        {data.results.length === 0 ? (
          <p className="rounded-card border border-dashed border-line p-6 text-muted">
            {data.verified
              ? 'No reviews by verified learners yet.'
              : 'No reviews yet for this program.'}
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-muted" role="status">
              {data.count} {data.verified ? 'verified ' : ''}review{data.count === 1 ? '' : 's'}
              {pageCount > 1 ? (
                <span className="sr-only">
                  , page {page} of {pageCount}
                </span>
              ) : null}
            </p>
            <ReviewList
              className={read ? undefined : FIRST_PAGE_ON_A_PHONE}
              reviews={data.results}
              fadingId={fadingId}
              onDelete={profile?.is_admin ? setConfirming : undefined}
            />
            <ReviewPagination
              page={page}
              pageCount={pageCount}
              onPage={(n) => void load(n)}
              ready={ready}
            />
          </>
        )}
      </div>
      <ReviewForm
        program={program}
        accountName={session.status === 'loading' ? '' : profile?.username}
        settled={pages.state === 'idle'}
        onSubmitted={() => void load(1, { fresh: true })}
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
