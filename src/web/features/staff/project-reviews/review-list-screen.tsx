import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ReviewList, ReviewSummary } from '../../../../domain/projects/submissions.ts';
import { COHORTS_PATH } from '../cohorts/cohort-paths.ts';
import { EmptyState } from '../data/load-states.tsx';
import { StaffPage } from '../layout/staff-page.tsx';
import { Badge } from '../ui/badge.tsx';
import { DateTime, formatDay } from '../ui/dates.tsx';
import { reviewPath } from './review-paths.ts';

/** The reviews page around `children`: its heading, with the count once it is known. */
export function ReviewsPage({ count, children }: { count?: number; children: ReactNode }) {
  return (
    <StaffPage
      title="Projects to review"
      badge={count === undefined ? null : <Badge tone={count ? 'amber' : 'grey'}>{count}</Badge>}
      back={{ to: COHORTS_PATH, label: 'All cohorts' }}
      intro="Projects your learners handed in, oldest first. Accept each one or ask for changes; the learner is mailed your decision and comment."
    >
      {children}
    </StaffPage>
  );
}

function ReviewRow({ review }: { review: ReviewSummary }) {
  return (
    <li>
      <Link
        to={reviewPath(review.id)}
        className="flex items-center gap-3 px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50 sm:px-5"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {review.project_title}
            {review.final ? <Badge tone="brand">Final</Badge> : null}
            {review.attempt > 1 ? <Badge tone="grey">Attempt {review.attempt}</Badge> : null}
          </p>
          <p className="text-sm text-muted">
            {review.learner} · {review.program_name} ·{' '}
            {review.cohort_starts_on
              ? `Cohort of ${formatDay(review.cohort_starts_on)}`
              : 'Self-paced'}{' '}
            · Submitted <DateTime iso={review.submitted_at} />
          </p>
        </div>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-muted" />
      </Link>
    </li>
  );
}

/** Submissions waiting for a decision, oldest first: a mentor sees their learners' only. */
export function ReviewListScreen({ reviews }: { reviews: ReviewList }) {
  return (
    <ReviewsPage count={reviews.count}>
      {reviews.results.length ? (
        <ul
          aria-label="Submissions waiting for review"
          className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card"
        >
          {reviews.results.map((review) => (
            <ReviewRow key={review.id} review={review} />
          ))}
        </ul>
      ) : (
        <EmptyState>No project is waiting for review.</EmptyState>
      )}
    </ReviewsPage>
  );
}
