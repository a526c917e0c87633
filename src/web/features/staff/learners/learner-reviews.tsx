import type { LearnerDetail } from '../../../../domain/staff/learners.ts';
import { StarRating } from '../../../components/star-rating.tsx';
import { DateTime } from '../ui/dates.tsx';
import { ReviewStateBadge } from '../ui/status-badges.tsx';

export function LearnerReviews({ reviews }: { reviews: LearnerDetail['reviews'] }) {
  if (reviews.length === 0) return <p className="text-muted">No reviews.</p>;
  return (
    <ul className="divide-y divide-line">
      {reviews.map((review) => (
        <li key={review.id} className="py-4 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="font-semibold text-ink">{review.program_name}</p>
            <StarRating value={review.rating} />
            <ReviewStateBadge hiddenAt={review.hidden_at} />
            <span className="text-sm text-muted">
              <DateTime iso={review.created_at} dateOnly />
            </span>
          </div>
          <p className="mt-1.5 break-words whitespace-pre-wrap text-ink">{review.comment}</p>
        </li>
      ))}
    </ul>
  );
}
