import { BadgeCheck, Trash2 } from 'lucide-react';
import type { Review } from '../../../domain/reviews.ts';
import { StarRating } from '../../components/star-rating.tsx';
import { cn } from '../../lib/cn.ts';

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * '24 Nov 2026', as en-IN writes it, in the reader's time zone. Written out: making an
 * Intl.DateTimeFormat loads the locale's data, a long task on a phone just as the page settles.
 */
export function reviewDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

interface Props {
  reviews: Review[];
  /** Present for the admin: each review gets a Delete button. */
  onDelete?: ((review: Review) => void) | undefined;
  /** The review being deleted, fading out. */
  fadingId: number | null;
  className?: string | undefined;
}

export function ReviewList({ reviews, onDelete, fadingId, className }: Props) {
  return (
    <ul className={cn('grid gap-4 md:grid-cols-2', className)}>
      {reviews.map((review) => (
        <li
          key={review.id}
          className={cn(
            'flex flex-col gap-3 rounded-card border border-line bg-white p-5 shadow-card transition-opacity duration-350',
            fadingId === review.id ? 'opacity-0' : 'opacity-100',
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="flex flex-wrap items-center gap-x-2 font-semibold text-ink">
                {review.user_name}
                {review.verified ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700">
                    <BadgeCheck aria-hidden className="size-3.5" />
                    Verified learner
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-muted">
                <time dateTime={review.created_at}>{reviewDate(review.created_at)}</time>
              </p>
            </div>
            <StarRating value={review.rating} />
          </div>
          <p className="break-words whitespace-pre-line text-ink">{review.comment}</p>
          {onDelete ? (
            <button
              type="button"
              onClick={() => onDelete(review)}
              disabled={fadingId !== null}
              aria-label={`Delete the review by ${review.user_name}`}
              className="inline-flex items-center gap-1.5 self-start rounded-control px-2 py-1 text-sm font-semibold text-danger-700 hover:bg-danger-50 disabled:opacity-50"
            >
              <Trash2 aria-hidden className="size-4" />
              Delete
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
